import type { Saga } from 'redux-saga';
import { all, call, delay, spawn } from 'typed-redux-saga';
import { bootSaga } from '../sagas/boot';
import { timelinesSaga } from '../sagas/timelines';
import { evictionSaga } from '../sagas/eviction';
import { noticesSaga } from '../sagas/notices';
import { persistenceSaga } from '../sagas/persistence';
import { statusEventsSaga } from '../sagas/statusEvents';
import { rateLimitSaga } from '../sagas/rateLimit';
import { missingFeaturesSaga } from '../sagas/missingFeatures';
import { languageSaga } from '../sagas/language';
import { themeSaga } from '../theme/themeSaga';
import { firstScreenSaga } from '../sagas/firstScreen';
import { streamingEntry } from '../features/streaming/streamingEntry';
import { notificationsBackgroundEntry } from '../features/notifications/notificationsEntry';
import { reportsStarter } from '../features/moderation/reportsStarter';
import { warmStartEntry } from '../features/warmStart/index';
import { featureLoader } from './featureLoader';
import { lazyFeatures } from './lazyFeatures';

/** A restart after this long of running counts as a fresh start (no wait before it). */
const STEADY_MS = 1000;

/**
 * Runs a long-lived saga and starts it again after an uncaught error, so one bug never stops polling,
 * streaming or persistence. Each failure is logged once; a saga failing again at once waits a second.
 */
export function* supervise(name: string, saga: Saga) {
  for (;;) {
    const started = Date.now();
    try {
      yield* call(saga);
      return;
    } catch (error) {
      console.error(`[${name}] failed, restarting:`, error);
      if (Date.now() - started < STEADY_MS) yield* delay(STEADY_MS);
    }
  }
}

/** The spine's long-running sagas, supervised; lazy features each get their loader. */
export const spineSagas: ReadonlyArray<readonly [string, Saga]> = [
  ['notices', noticesSaga],
  ['rate-limit', rateLimitSaga],
  ['missing-features', missingFeaturesSaga],
  ['persistence', persistenceSaga],
  ['warm-start', warmStartEntry],
  ['timelines', timelinesSaga],
  ['eviction', evictionSaga],
  ['streaming', streamingEntry],
  ['status-events', statusEventsSaga],
  ['notifications', notificationsBackgroundEntry],
  ['language', languageSaga],
  ['first-screen', firstScreenSaga],
  ['theme', themeSaga],
  ['reports-starter', reportsStarter],
];

export function* rootSaga() {
  yield* all([
    ...spineSagas.map(([name, saga]) => spawn(supervise, name, saga)),
    ...lazyFeatures.map((feature) => spawn(supervise, feature.name, () => featureLoader(feature))),
    // Start-up runs once: a failure there is logged by the saga middleware, never repeated.
    call(bootSaga),
  ]);
}
