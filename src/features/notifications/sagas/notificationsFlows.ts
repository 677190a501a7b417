// The "notifications" chunk: the panel's, interactions' and follow requests' intents, and the
// background work while someone is signed in (fetch, 20 s poll, socket notifications, alerts, title).
import { buffers, channel, type Channel } from 'redux-saga';
import { call, delay, fork, put, race, select, take, takeEvery } from 'typed-redux-saga';
import { waitOutRateLimit } from '../../../sagas/rateLimit';
import { selectCurrentAccount } from '../../../selectors/auth';
import { selectStreamStatus } from '../../streaming/streamingSelectors';
import { followRequestApproved, followRequestDenied, followRequestsRequested } from '../followRequestsSlice';
import {
  interactionsRequested,
  notificationDismissed,
  notificationsMarkedRead,
  notificationsOlderRequested,
} from '../notificationsIntents';
import { streamJoined, streamNotificationReceived, tabWoke } from '../../streaming/streamingSlice';
import { navigationRequested } from '../../../slices/ui';
import type { RootState } from '../../../store/rootReducer';
import { approve, deny, loadFollowRequests } from './followRequests';
import type { Flow } from '../../../store/feature';
import { dismiss, markAllRead } from './notificationsActions';
import { ALERT_SILENCE_MS, alertNew, requestAlertPermission, type Silence } from './notificationsAlerts';
import { attentionSaga } from './notificationsAttention';
import { fetchNewest, loadInteractions, loadMore } from './notificationsFetch';
import { selectNotificationTable } from '../notificationEntitiesSlice';
import { pushEntry } from '../../push/index';
import { settingsSyncEntry } from '../../settingsSync/index';

/** Polling interval while the socket is not delivering notifications (spec 001 §9). */
export const NOTIFICATIONS_POLL_MS = 20_000;

export const notificationFlows: Flow[] = [
  { type: notificationsOlderRequested.type, mode: 'leading', handler: loadMore },
  { type: notificationsMarkedRead.type, mode: 'leading', handler: markAllRead },
  { type: notificationDismissed.type, mode: 'every', handler: dismiss },
  { type: interactionsRequested.type, mode: 'every', handler: loadInteractions },
  { type: followRequestsRequested.type, mode: 'latest', handler: loadFollowRequests },
  { type: followRequestApproved.type, mode: 'every', handler: approve },
  { type: followRequestDenied.type, mode: 'every', handler: deny },
];

/** Paths the reader clicked desktop alerts for; the app navigates there (SagaNavigation). */
const alertClicks: Channel<string> = channel(buffers.sliding(1));
const openFromAlert = (path: string) => alertClicks.put(path);

/** New notifications: desktop alerts, and a follow request refreshes the requests list. */
function* onNew(ids: string[], silence: Silence) {
  if (ids.length === 0) return;
  yield* call(alertNew, ids, silence, openFromAlert);
  const entities = yield* select((s: RootState) => selectNotificationTable(s).entities);
  if (ids.some((id) => entities[id]?.type === 'follow_request')) yield* put(followRequestsRequested());
}

/**
 * Fetches at once, then every 20 s while the socket is not joined; after the socket joins or the tab
 * wakes it fetches once more, since events may have been missed meanwhile.
 */
export function* pollNotifications(silence: Silence) {
  let catchUp = true;
  for (;;) {
    yield* call(waitOutRateLimit);
    const status = yield* select(selectStreamStatus);
    if (catchUp || status !== 'JOINED') {
      const fresh = yield* call(fetchNewest);
      yield* call(onNew, fresh, silence);
    }
    const woke = yield* race({
      tick: delay(NOTIFICATIONS_POLL_MS),
      joined: take(streamJoined),
      woke: take(tabWoke),
    });
    catchUp = woke.joined !== undefined || woke.woke !== undefined;
  }
}

/** Everything that runs while someone is signed in (cancelled at sign-out by notificationsEntry). */
export function* notificationsBackground() {
  const silence: Silence = { until: Date.now() + ALERT_SILENCE_MS };
  requestAlertPermission();
  yield* fork(attentionSaga);
  yield* fork(pushEntry);
  yield* fork(settingsSyncEntry);
  yield* takeEvery(alertClicks, function* (to: string) {
    yield* put(navigationRequested({ to }));
  });
  yield* takeEvery(streamJoined, () => {
    silence.until = Date.now() + ALERT_SILENCE_MS;
  });
  yield* takeEvery(streamNotificationReceived, function* (action) {
    yield* call(onNew, [action.payload.id], silence);
  });
  const me = yield* select(selectCurrentAccount);
  if (me?.locked) yield* put(followRequestsRequested());
  yield* call(pollNotifications, silence);
}
