// The home cache while someone is signed in (the "warm-start" chunk): the fresh first page merged into what the
// cache drew, without moving what the reader reads, and the cache written again, debounced on every change and at
// once when the page is hidden or left.
import { buffers, channel, type Channel } from 'redux-saga';
import { call, delay, fork, put, race, select, take } from 'typed-redux-saga';
import { fetchTimeline } from '../../../api/timelines';
import { entitiesImported } from '../../../actions/entities';
import { normalizeStatuses } from '../../../schemas/index';
import { selectApiConfig, selectLandingPaths } from '../../../selectors/instance';
import { selectSettings } from '../../../selectors/settings';
import { selectTimeline } from '../../../selectors/timelines';
import { withRetries } from '../../../sagas/retry';
import { timelineClosed, timelineFetched, timelineStatusesRemoved, timelineStatusesStreamed } from '../../../slices/timelines';
import type { RootState } from '../../../store/rootReducer';
import { HOME_RECORD } from '../homeCacheStore';
import { encodeHomeCache, writeRecord } from '../homeCacheWrite';
import { currentPlaceOf, dropWarmPlace, onPlaceNoted } from '../warmPlace';
import { HOME, type WarmFill } from '../warmStartEntry';
import { onPageLeaving } from '../pageLeaving';
import { takeHomePicture } from '../homePictureTake';
import { HOME_PATH } from '../cacheOwner';

/** The fresh page asked for after a warm start: the servers' largest (Mastodon and Pleroma give at most 40). */
export const MERGE_PAGE_SIZE = 40;
/** A write waits for this long without changes… */
export const WRITE_QUIET_MS = 1_000;
/** …but never longer than this after the first change (a flood of posts never stops changing the store). */
export const WRITE_MAX_WAIT_MS = 5_000;

/** Ids grow with time: longer is newer (numeric ids), same length compares as text (flake ids). */
export const isNewerId = (a: string, b: string) => a.length > b.length || (a.length === b.length && a > b);

export interface MergePlan {
  /** rows newer than the cached top: the "show new" queue, as the poller's */
  newer: string[];
  /** more arrived than one page holds: "show new" becomes "reload", as after a poll of a whole page */
  gap: boolean;
  /** cached rows the page covers that it no longer has (deleted, or no longer in home) */
  gone: string[];
}

/**
 * How the server's first page joins the rows drawn from the cache. `shown` and `queued` are the timeline's rows
 * and "show new" queue now; `full`: the page is as long as asked (the server may have more below it).
 */
export function planMerge(
  cachedTop: string,
  shown: readonly string[],
  queued: readonly string[],
  page: readonly string[],
  full: boolean,
): MergePlan {
  const known = new Set([...shown, ...queued]);
  const newer = page.filter((id) => isNewerId(id, cachedTop) && !known.has(id));
  const oldest = page.at(-1);
  const gap = full && oldest !== undefined && isNewerId(oldest, cachedTop);
  if (gap || oldest === undefined) return { newer, gap, gone: [] };
  const inPage = new Set(page);
  // a page shorter than asked is the whole timeline: what it lacks is gone, however old
  const covered = (id: string) => !full || !isNewerId(oldest, id);
  return { newer, gap, gone: shown.filter((id) => covered(id) && !isNewerId(id, cachedTop) && !inPage.has(id)) };
}

/** The first page from the server, merged into the rows the cache drew: nothing shown moves. */
export function* mergeFreshPage(fill: WarmFill) {
  const cfg = yield* select(selectApiConfig);
  const { replyVisibility } = yield* select(selectSettings);
  let page: string[];
  try {
    const res = yield* withRetries(() =>
      fetchTimeline(cfg, 'friends', { limit: MERGE_PAGE_SIZE, withMuted: true, replyVisibility }),
    );
    const normalized = normalizeStatuses(res.data);
    // fresh copies replace the cached ones (statuses are replaced whole)
    yield* put(entitiesImported(normalized.entities));
    page = normalized.result;
  } catch {
    // the poller still brings what is new; the cached rows stay as they were drawn
    return;
  }
  const timeline = yield* select(selectTimeline, HOME);
  const cachedTop = fill.ids[0];
  // reloaded meanwhile (the page that came replaced the cached rows): nothing to merge
  if (timeline.status !== 'loaded' || !cachedTop) return;
  const plan = planMerge(cachedTop, timeline.ids, timeline.pendingIds, page, page.length >= MERGE_PAGE_SIZE);
  if (plan.gap) yield* put(timelineFetched({ key: HOME, direction: 'newer', ids: plan.newer, maxId: null }));
  else if (plan.newer.length > 0) yield* put(timelineStatusesStreamed({ key: HOME, ids: plan.newer }));
  if (plan.gone.length > 0) yield* put(timelineStatusesRemoved({ keys: [HOME], ids: plan.gone }));
}

type Change = 'change' | 'leave';

/** Page hidden or left: the picture of home taken, and the cache written at once (the browser may discard the page next). */
function listenForLeaving(changes: Channel<Change>, me: string, root: RootLanding): () => void {
  const offLeaving = onPageLeaving(() => {
    takeHomePicture(me, root.opensHome);
    changes.put('leave');
  });
  const offPlace = onPlaceNoted((key) => {
    if (key === HOME) changes.put('change');
  });
  return () => {
    offLeaving();
    offPlace();
  };
}

/** Whether `/` sends this member home (the admin may send members elsewhere): the picture is shown there only then. */
interface RootLanding {
  opensHome: boolean;
}

/** Every action that changed the home timeline or the statuses table counts as a change. */
function* watchStore(changes: Channel<Change>, root: RootLanding) {
  let timeline: unknown = undefined;
  let statuses: unknown = undefined;
  for (;;) {
    yield* take('*');
    const s = yield* select((state: RootState) => state);
    root.opensHome = selectLandingPaths(s).loggedIn === HOME_PATH;
    if (s.timelines[HOME] === timeline && s.entities.statuses === statuses) continue;
    timeline = s.timelines[HOME];
    statuses = s.entities.statuses;
    changes.put('change');
  }
}

/** Writes the cache as the store and the reader's place are now, unless it is what was written last. */
function* writeNow(me: string, last: { sources: unknown[] }) {
  const state = yield* select((s: RootState) => s);
  const encoded = encodeHomeCache(
    state,
    { origin: window.location.origin, account: me },
    currentPlaceOf(HOME),
    Date.now(),
    window.innerWidth,
  );
  if (!encoded) return;
  const same = encoded.sources.length === last.sources.length && encoded.sources.every((s, i) => s === last.sources[i]);
  if (same) return;
  last.sources = encoded.sources;
  yield* call(writeRecord, HOME_RECORD, encoded.record);
}

function* writeHomeCache(me: string) {
  // the latest few are all that matter: a change is a change, and a 'leave' is never the one dropped
  const changes = channel<Change>(buffers.sliding(4));
  const root: RootLanding = { opensHome: false };
  const stop = listenForLeaving(changes, me, root);
  const last = { sources: [] as unknown[] };
  try {
    yield* fork(watchStore, changes, root);
    for (;;) {
      const first = yield* take(changes);
      if (first !== 'leave') {
        const started = Date.now();
        for (;;) {
          const wait = Math.min(WRITE_QUIET_MS, Math.max(0, started + WRITE_MAX_WAIT_MS - Date.now()));
          const { next } = yield* race({ next: take(changes), quiet: delay(wait) });
          if (next === undefined || next === 'leave') break;
        }
      }
      yield* call(writeNow, me, last);
    }
  } finally {
    stop();
    changes.close();
  }
}

/** Leaving home: a place the list never used (a marker's, say) is not kept for the next visit. */
function* dropUnusedWarmPlace() {
  for (;;) {
    const action = yield* take(timelineClosed);
    if (action.payload.key === HOME) dropWarmPlace(HOME);
  }
}

export function* homeCacheSaga(me: string, fill: WarmFill | null) {
  if (fill) yield* fork(mergeFreshPage, fill);
  yield* fork(dropUnusedWarmPlace);
  yield* call(writeHomeCache, me);
}
