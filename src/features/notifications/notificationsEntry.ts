// Notifications are for signed-in users only: their sagas load as the "notifications" chunk, at
// sign-in (background: fetch, poll, alerts, title) or on a first intent (buffered by lazyFlows).
import { call, fork, race, select, take } from 'redux-saga/effects';
import { loginSucceeded, sessionCleared } from '../../slices/auth';
import type { RootState } from '../../store/rootReducer';
import { lazyFlows } from '../../sagas/lazyFlows';

/**
 * The intents the chunk's flows handle, as plain strings: importing the slices would put them back in
 * the main bundle. test/unit/sagas/notificationsEntry.test.ts checks they match notificationFlows.
 */
export const NOTIFICATION_INTENTS = [
  'notifications/olderRequested',
  'notifications/markedRead',
  'notifications/dismissed',
  'notifications/interactionsRequested',
  'followRequests/requested',
  'followRequests/approved',
  'followRequests/denied',
];

type NotificationsModule = typeof import('./sagas/notificationsFlows');
const load = (): Promise<NotificationsModule> => import(/* webpackChunkName: "notifications" */ './sagas/notificationsFlows');

export function* notificationsEntry() {
  yield fork(lazyFlows, 'notifications', NOTIFICATION_INTENTS, () => load().then((m) => m.notificationFlows));
  for (;;) {
    const me: string | null = yield select((s: RootState) => s.auth.me);
    if (!me) {
      yield take(loginSucceeded.type);
      continue;
    }
    try {
      const module: NotificationsModule = yield call(load);
      yield race([call(module.notificationsBackground), take(sessionCleared.type)]);
    } catch (error) {
      // A chunk that failed to load: try again at the next sign-in.
      console.warn('[notifications] could not start:', error instanceof Error ? error.message : error);
      yield take(sessionCleared.type);
    }
  }
}
