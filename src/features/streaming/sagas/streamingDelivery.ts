// How streamed statuses join their timeline's "show new" queue without a gap and without a repeat.
// A streamed status moves the timeline's newest id, and the next since_id fetch starts there; so it
// must wait while a fetch that could bring older statuses is on its way:
// - the first page (it would replace the queue), and
// - a catch-up after the socket (re)joins or the tab wakes (its older statuses would land above it,
//   and if it failed, the newest id would already have jumped the gap).
import { call, delay, fork, put, select } from 'typed-redux-saga';
import { waitOutRateLimit } from '../../../sagas/rateLimit';
import { timelineClosed, timelineFetched, timelineFetchFailed, timelineStatusesStreamed } from '../../../slices/timelines';
import type { TimelineKey } from '../../../slices/timelines';
import { selectStreamCovers, selectStreaming } from '../streamingSelectors';
import { selectTimeline } from '../../../selectors/timelines';
import { fetchTimelinePage, POLL_INTERVAL_MS } from '../../../sagas/timelines';

/** Saga-local, one per streaming saga: ids waiting per timeline (newest first), and catch-ups running. */
export interface Holding {
  held: Map<TimelineKey, string[]>;
  catchingUp: Map<TimelineKey, number>;
}

export const createHolding = (): Holding => ({ held: new Map(), catchingUp: new Map() });

function* release(holding: Holding, key: TimelineKey) {
  const ids = holding.held.get(key);
  holding.held.delete(key);
  if (ids?.length) yield* put(timelineStatusesStreamed({ key, ids }));
}

/** Queue a streamed status now, or hold it until the fetch on its way has landed. */
export function* deliver(holding: Holding, key: TimelineKey, id: string) {
  const timeline = yield* select(selectTimeline, key);
  if (timeline.status === 'error') return; // a reload fetches everything anyway
  if (timeline.status === 'loaded' && !holding.catchingUp.get(key)) {
    yield* put(timelineStatusesStreamed({ key, ids: [id] }));
    return;
  }
  holding.held.set(key, [id, ...(holding.held.get(key) ?? [])]);
}

/** A first page landed, failed, or its timeline closed: what was held for it is queued or dropped. */
export function* firstPageSettled(
  holding: Holding,
  action: ReturnType<typeof timelineClosed | typeof timelineFetchFailed | typeof timelineFetched>,
) {
  if (timelineClosed.match(action)) {
    holding.held.delete(action.payload.key);
  } else if (timelineFetchFailed.match(action) && action.payload.direction === 'initial') {
    holding.held.delete(action.payload.key);
  } else if (timelineFetched.match(action) && action.payload.direction === 'initial') {
    if (!holding.catchingUp.get(action.payload.key)) yield* call(release, holding, action.payload.key);
  }
}

/**
 * since_id fetch of one timeline, holding its streamed statuses until it lands. While the socket
 * covers the timeline its poller rests, so a failed catch-up is retried here; otherwise the poller
 * takes over and what was held is dropped (that poll brings it again).
 */
function* catchUp(holding: Holding, key: TimelineKey) {
  holding.catchingUp.set(key, (holding.catchingUp.get(key) ?? 0) + 1);
  let caughtUp = false;
  try {
    for (;;) {
      caughtUp = yield* call(fetchTimelinePage, key, 'newer' as const);
      if (caughtUp) return;
      const covered = yield* select(selectStreamCovers, key);
      if (!covered) return;
      yield* delay(POLL_INTERVAL_MS);
      yield* call(waitOutRateLimit);
    }
  } finally {
    const left = (holding.catchingUp.get(key) ?? 1) - 1;
    if (left > 0) holding.catchingUp.set(key, left);
    else {
      holding.catchingUp.delete(key);
      if (caughtUp) yield* call(release, holding, key);
      else holding.held.delete(key);
    }
  }
}

/** Catch up on every open timeline with since_id: after a (re)join, and when the tab wakes. */
export function* fillGaps(holding: Holding) {
  const { openTimelines } = yield* select(selectStreaming);
  for (const key of openTimelines) {
    const timeline = yield* select(selectTimeline, key);
    // A timeline still loading its first page gets everything from that page.
    if (timeline.status === 'loaded') yield* fork(catchUp, holding, key);
  }
}
