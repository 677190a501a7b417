// Writing the home cache (the "warm-start" chunk): the rows around the reader and every entity they need, from
// the store as it is, never a secret. Pure but for writeRecord.
import { set } from 'idb-keyval';
import type { AccountEntity, PollEntity, StatusEntity } from '../../schemas/index';
import type { RootState } from '../../store/rootReducer';
import {
  HOME_CACHE_ROWS,
  HOME_CACHE_ROWS_BELOW,
  HOME_CACHE_VERSION,
  type CacheOwner,
  type HomeCacheRecord,
} from './homeCacheRecord';
import { warmStartStore } from './homeCacheStore';
import type { TimelinePlace } from './warmPlace';
import { HOME } from './warmStartEntry';

/**
 * What only the own account's full copy carries (slices/entities/accounts.ts OWN_ONLY): Pleroma's chat token is a
 * secret, the rest is nobody's business on disk. The relationship is asked afresh.
 */
const PRIVATE_PLEROMA = [
  'chat_token',
  'settings_store',
  'notification_settings',
  'email',
  'unread_conversation_count',
  'unread_notifications_count',
  'allow_following_move',
  'accepts_chat_messages',
  'relationship',
];

function publicAccount(account: AccountEntity): AccountEntity {
  const copy = { ...account } as AccountEntity & { source?: unknown; email?: unknown };
  delete copy.source;
  delete copy.email;
  if (copy.pleroma) {
    const pleroma: Record<string, unknown> = { ...copy.pleroma };
    for (const key of PRIVATE_PLEROMA) delete pleroma[key];
    copy.pleroma = pleroma;
  }
  return copy;
}

interface Picked {
  statuses: Map<string, StatusEntity>;
  accounts: Map<string, AccountEntity>;
  polls: Map<string, PollEntity>;
}

/** A row and everything its card needs (repost, quote, authors, polls, a moved account), or false when a part is missing. */
function pick(state: RootState, id: string, into: Picked, depth = 0): boolean {
  if (into.statuses.has(id)) return true;
  const status = state.entities.statuses.entities[id];
  if (!status || depth > 4) return false;
  const account = state.entities.accounts.entities[status.account];
  const poll = status.poll ? state.entities.polls.entities[status.poll] : null;
  if (!account || poll === undefined) return false;
  into.statuses.set(id, status);
  into.accounts.set(account.id, account);
  const moved = account.moved ? state.entities.accounts.entities[account.moved] : undefined;
  if (moved) into.accounts.set(moved.id, moved);
  if (poll) into.polls.set(poll.id, poll);
  return [status.reblog, status.quote].every((inner) => inner === null || pick(state, inner, into, depth + 1));
}

const copyPicked = (p: Picked): Picked => ({
  statuses: new Map(p.statuses),
  accounts: new Map(p.accounts),
  polls: new Map(p.polls),
});

export interface EncodedHomeCache {
  record: HomeCacheRecord;
  /** the store's own objects the record was made from: the same ones again need no new write */
  sources: unknown[];
}

/**
 * The record for the home timeline as it is now, or null when there is nothing to keep (not loaded, empty, or
 * another account's session). The rows kept are the newest HOME_CACHE_ROWS, or down to a few below the reader's
 * row when it is deeper (a reader further down starts at the top next time: the cache keeps no gap).
 */
export function encodeHomeCache(
  state: RootState,
  owner: CacheOwner,
  current: { place: TimelinePlace; heights: ReadonlyMap<string, number> | null } | null,
  now: number,
  width: number,
): EncodedHomeCache | null {
  const timeline = state.timelines[HOME];
  if (state.auth.me !== owner.account || !timeline || timeline.status !== 'loaded' || timeline.ids.length === 0) return null;
  const at = current?.place.key ? timeline.ids.indexOf(current.place.key) : -1;
  const placed = at >= 0 && at < HOME_CACHE_ROWS;
  const count = placed ? Math.max(HOME_CACHE_ROWS, at + HOME_CACHE_ROWS_BELOW + 1) : HOME_CACHE_ROWS;
  const picked: Picked = { statuses: new Map(), accounts: new Map(), polls: new Map() };
  const ids: string[] = [];
  for (const id of timeline.ids.slice(0, count)) {
    // a row whose parts are not all in the store is left out rather than kept broken
    const trial = copyPicked(picked);
    if (!pick(state, id, trial)) continue;
    Object.assign(picked, trial);
    ids.push(id);
  }
  if (ids.length === 0) return null;
  // the own account (its public part), so the next start can draw the member's screen before the server answers
  const own = state.entities.accounts.entities[owner.account];
  if (own) picked.accounts.set(own.id, own);
  const key = placed && current?.place.key && ids.includes(current.place.key) ? current.place.key : null;
  const heights: Record<string, number> = {};
  for (const id of ids) {
    const height = current?.heights?.get(id);
    if (height) heights[id] = height;
  }
  const accounts = [...picked.accounts.values()];
  return {
    record: {
      version: HOME_CACHE_VERSION,
      origin: owner.origin,
      account: owner.account,
      savedAt: now,
      ids,
      place: key && current ? { key, offset: current.place.offset } : null,
      width,
      heights,
      statuses: [...picked.statuses.values()],
      accounts: accounts.map(publicAccount),
      polls: [...picked.polls.values()],
    },
    sources: [...ids, key, current?.place.offset, ...picked.statuses.values(), ...accounts, ...picked.polls.values()],
  };
}

/** Stores a record (IndexedDB missing or refusing: nothing happens). */
export async function writeRecord(key: string, value: unknown): Promise<void> {
  const db = warmStartStore();
  if (!db) return;
  try {
    await set(key, value, db);
  } catch {
    // full or refused: the next start is a cold one
  }
}
