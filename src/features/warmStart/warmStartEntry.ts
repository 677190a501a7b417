// The warm start's first-bundle part (issue 25): at start-up the home cache is read at once and, when it is the
// signed-in account's on this server, its rows go into the store before any request answers, so the first screen
// is drawn from it; sign-out and a refused token delete it. The rest (the fresh page merged in, writing the
// cache, the read markers) is the "warm-start" chunk, loaded once someone is signed in.
import { call, cancel, delay, fork, join, put, race, select, take, takeEvery } from 'typed-redux-saga';
import { entitiesImported } from '../../actions/entities';
import { loginSucceeded, sessionCleared, sessionResumed } from '../../slices/auth';
import { timelineFetched } from '../../slices/timelines';
import { loadFeature } from '../../store/featureLoader';
import type { RootState } from '../../store/rootReducer';
import { readJson, STORAGE_KEYS, type StoredOAuth } from '../../utils/storage';
import { untilState } from '../../sagas/untilState';
import type { CacheOwner, HomeCache } from './homeCacheRecord';
import { cacheOwner, WARM_PATHS } from './cacheOwner';
import { forgetHomePicture } from './homePicture';
import { clearRecords, deleteRecord, HOME_RECORD, readRecord } from './homeCacheStore';
import { forgetPlaces, setWarmPlace } from './warmPlace';

/** The home timeline's key (timelineKey('friends')). */
export const HOME = 'friends';

/**
 * Start-up waits this long for the stored record (IndexedDB answers in a few ms), then goes on without it once the
 * server has answered the sign-in check. While the check cannot reach the server (offline), the record is all this
 * start can show the member, so it is waited for up to READ_OFFLINE_WAIT_MS (a busy machine's IndexedDB and
 * service worker can take seconds).
 */
export const READ_WAIT_MS = 300;
export const READ_OFFLINE_WAIT_MS = 5_000;

/** The server has settled the session: confirmed it (the account is known, not merely resumed) or ended it. */
const sessionDecided = (s: RootState) => !s.auth.token || (s.auth.me !== null && !s.auth.resumed);

/** What the start filled in from the cache: the chunk merges the fresh page into it. */
export interface WarmFill {
  account: string;
  ids: string[];
}

let settled: Promise<boolean> = Promise.resolve(false);

/**
 * Start-up's step (sagas/boot.ts): resolves once the stored record has been read and used or dropped; true when it
 * resumed the session (the home rows and the own account are in the store: the screen may be drawn before any answer).
 */
export const warmStartRead = (): Promise<boolean> => settled;

/**
 * The record's checks are a small chunk of their own ("warm-start-read"), asked for beside the record itself: a
 * returning member has it in the browser's cache, and the first screen of everyone else does not carry it.
 */
const loadReader = () => import(/* webpackChunkName: "warm-start-read" */ './homeCacheRecord').catch(() => null);

/** The record for this owner, else nothing (another account or server, an old format, broken: deleted, unsaid). */
function* readOwnRecord(owner: CacheOwner) {
  const reading = yield* fork(() => Promise.all([readRecord(HOME_RECORD), loadReader()]));
  let { found } = yield* race({ found: join(reading), late: delay(READ_WAIT_MS) });
  if (!found)
    ({ found } = yield* race({
      found: join(reading),
      decided: call(untilState, sessionDecided),
      late: delay(READ_OFFLINE_WAIT_MS),
    }));
  if (!found) {
    yield* cancel(reading);
    return null;
  }
  const [raw, reader] = found;
  // no record, or no way to check one (the chunk would not load: it stays for the next start)
  if (raw === undefined || !reader) return null;
  let cache: HomeCache | null = null;
  try {
    cache = reader.readHomeCache(raw, owner);
  } catch {
    // a record shaped in a way nothing checked for: dropped like any other broken one
  }
  if (!cache) yield* call(deleteRecord, HOME_RECORD);
  return cache;
}

/** Fills the home timeline from the cache (before any request answers) when this start shows home. */
export function* warmFill() {
  const owner = cacheOwner();
  if (!owner) {
    // Signed out (another tab may have written after this one signed out): nothing stays.
    if (!readJson<StoredOAuth>(STORAGE_KEYS.oauth)?.userToken) {
      forgetHomePicture();
      void clearRecords();
    }
    return null;
  }
  if (!WARM_PATHS.includes(window.location.pathname)) return null;
  const cache = yield* readOwnRecord(owner);
  if (!cache) return null;
  // The screen opened first and asked for its page: that page comes instead (nothing drawn may move).
  const home = yield* select((s: RootState) => s.timelines[HOME]);
  if (home && (home.status !== 'idle' || home.ids.length > 0)) return null;
  yield* put(entitiesImported(cache.entities));
  yield* put(timelineFetched({ key: HOME, direction: 'initial', ids: cache.ids, maxId: null }));
  if (cache.place) setWarmPlace(HOME, { ...cache.place, scrollY: 0 }, cache.heights);
  // The own account came with the rows: the member is signed in as far as this browser knows, until the server says
  // otherwise (sagas/auth.ts restoreSession), and the screen needs no answer to be drawn.
  if (cache.entities.accounts[owner.account]) yield* put(sessionResumed({ me: owner.account }));
  return { account: owner.account, ids: cache.ids } satisfies WarmFill;
}

const loadChunk = () => import(/* webpackChunkName: "warm-start" */ './sagas/warmStartBackground');

function* forgetCache() {
  forgetPlaces();
  forgetHomePicture();
  yield* call(clearRecords);
}

export function* warmStartEntry() {
  let done: (resumed: boolean) => void = () => {};
  settled = new Promise<boolean>((resolve) => (done = resolve));
  yield* takeEvery(sessionCleared, forgetCache);
  let fill: WarmFill | null = null;
  try {
    fill = yield* warmFill();
  } finally {
    done(yield* select((s: RootState) => s.auth.resumed));
  }
  for (;;) {
    const me = yield* select((s: RootState) => s.auth.me);
    if (!me) {
      yield* take(loginSucceeded);
      continue;
    }
    // the record's checks, asked for now: the next start (offline too, through the service worker's cache) has them
    void loadReader();
    const chunk = yield* call(loadFeature<Awaited<ReturnType<typeof loadChunk>>>, { name: 'warm-start', load: loadChunk });
    yield* race([call(chunk.warmStartBackground, me, fill), take(sessionCleared)]);
    fill = null;
    // signed out: wait for the next sign-in (the race ended with sessionCleared, or the chunk's saga returned)
    if (yield* select((s: RootState) => s.auth.me)) yield* take(sessionCleared);
  }
}
