// The warm start's storage: one IndexedDB object store through idb-keyval (a few hundred bytes, well kept).
// Every call survives a browser without IndexedDB, or one that refuses it (private modes, blocked storage): a read
// is then `undefined` and a write does nothing, so the app works as it did without the cache. Writing lives in
// the lazy chunk (homeCacheWrite.ts); reading and deleting are needed at start-up and at sign-out.
import { clear, createStore, del, get, type UseStore } from 'idb-keyval';

/** The database and object store (the service worker's offline shell may read the same). */
export const WARM_START_DB = 'fedi-client';
export const WARM_START_STORE = 'warm-start';

/** The records: the home timeline as the reader left it, and the read markers kept on this browser. */
export const HOME_RECORD = 'home';
export const MARKERS_RECORD = 'markers';

let store: UseStore | null | undefined;

/** The object store, or null where IndexedDB is missing; opened at the first use. */
export function warmStartStore(): UseStore | null {
  if (store === undefined) {
    try {
      store = typeof indexedDB === 'undefined' ? null : createStore(WARM_START_DB, WARM_START_STORE);
    } catch {
      store = null;
    }
  }
  return store;
}

/** A stored record as it is (the caller checks it), or undefined: none, or no storage. */
export async function readRecord(key: string): Promise<unknown> {
  const db = warmStartStore();
  if (!db) return undefined;
  try {
    return await get<unknown>(key, db);
  } catch {
    return undefined;
  }
}

export async function deleteRecord(key: string): Promise<void> {
  const db = warmStartStore();
  if (!db) return;
  try {
    await del(key, db);
  } catch {
    // nothing stored, or no storage
  }
}

/** Everything of the last reader (sign-out, a refused token). */
export async function clearRecords(): Promise<void> {
  const db = warmStartStore();
  if (!db) return;
  try {
    await clear(db);
  } catch {
    // no storage
  }
}

/** Tests: the next call opens the store afresh. */
export function resetWarmStartStore(): void {
  store = undefined;
}
