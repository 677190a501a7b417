import { call, delay, fork, takeEvery } from 'typed-redux-saga';
import { timelineClosed, timelineOpened, type TimelineKey } from '../slices/timelines';

/** How often entities nothing references are dropped. */
export const EVICTION_INTERVAL_MS = 60_000;

type Evictor = typeof import('./evictNow');
const loadEvictor = (): Promise<Evictor> => import(/* webpackChunkName: "eviction" */ './evictNow');

/** The open timelines are counted from the start; the eviction code itself loads with its first run. */
function* evictLazily(open: ReadonlySet<TimelineKey>) {
  try {
    const evictor = yield* call(loadEvictor);
    yield* call(evictor.evictNow, open);
  } catch (error) {
    // A chunk that failed to load: memory is only kept longer; the next tick tries again.
    console.warn('[eviction] could not run:', error instanceof Error ? error.message : error);
  }
}

export function* evictionSaga() {
  // Counted, not a set: the same timeline can be on screen twice (a remount overlapping its unmount).
  const open = new Map<TimelineKey, number>();
  const openKeys = () => new Set(open.keys());
  yield* takeEvery(timelineOpened, (action) => {
    open.set(action.payload.key, (open.get(action.payload.key) ?? 0) + 1);
  });
  yield* takeEvery(timelineClosed, function* (action) {
    const count = (open.get(action.payload.key) ?? 1) - 1;
    if (count > 0) open.set(action.payload.key, count);
    else open.delete(action.payload.key);
    yield* call(evictLazily, openKeys());
  });
  yield* fork(function* tick() {
    for (;;) {
      yield* delay(EVICTION_INTERVAL_MS);
      yield* call(evictLazily, openKeys());
    }
  });
}
