// The "warm-start" chunk: while someone is signed in, the home cache (merge, writes) and the read markers.
import { call, fork, put } from 'typed-redux-saga';
import { timelineReloadRequested, timelineStatusesRemoved } from '../../../slices/timelines';
import { HOME, type WarmFill } from '../warmStartEntry';
import { dropWarmPlace } from '../warmPlace';
import { homeCacheSaga } from './homeCacheSaga';
import { markersSaga } from './markersSaga';

/**
 * `fill`: what the start drew from the cache. It was the stored owner's; should the server name another account
 * for the token (never expected: config.owner follows every sign-in), those rows go and home is asked afresh.
 */
export function* warmStartBackground(me: string, fill: WarmFill | null) {
  if (fill && fill.account !== me) {
    dropWarmPlace(HOME);
    yield* put(timelineStatusesRemoved({ keys: [HOME], ids: fill.ids }));
    yield* put(timelineReloadRequested({ key: HOME }));
    fill = null;
  }
  yield* fork(markersSaga, me, fill !== null);
  yield* call(homeCacheSaga, me, fill);
}
