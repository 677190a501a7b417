// What runs once start-up is over, after the first screen had its time: the service worker and the offline
// notice. Their code is the lazy "service-worker" chunk (afterStart.ts, precached with the shell), so the first
// screen carries only these lines (size-budget.json).
import { call, delay } from 'typed-redux-saga';

/** Long enough for the first screen's own requests and rendering (first status ~0.9 s on a cold load). */
export const START_DELAY_MS = 2000;

export function* startServiceWorker() {
  // Production builds only: the development server rebuilds under the same names, which a cache would keep.
  if (process.env.NODE_ENV !== 'production') return;
  yield* delay(START_DELAY_MS);
  try {
    const { afterStart } = yield* call(() => import(/* webpackChunkName: "service-worker" */ './afterStart'));
    yield* call(afterStart);
  } catch {
    // A chunk gone after a release (the page is older than the server's files): the client works without it.
  }
}
