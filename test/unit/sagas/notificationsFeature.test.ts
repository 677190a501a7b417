// The eager entries: nothing for visitors; at sign-in the chunk loads and fetches; sign-out stops it all;
// the intents load the same chunk through the feature loader.
import { http, HttpResponse } from 'msw';
import { all, fork } from 'typed-redux-saga';
import { notificationsBackgroundEntry } from '../../../src/features/notifications/notificationsEntry';
import { notificationsFeature, notificationsMarkedRead } from '../../../src/features/notifications';
import { selectNotificationsState } from '../../../src/features/notifications/notificationsSlice';
import { featureLoader } from '../../../src/store/featureLoader';
import { loginSucceeded, sessionCleared, tokenObtained } from '../../../src/slices/auth';
import { stateAfter } from '../../support/factories';
import { notificationFactory } from '../../support/notificationFactory';
import { createTestServer } from '../../support/server';
import { runSagaInStore, settle, until, useSagaFakeTimers } from '../../support/sagaStore';
import { NOTIFICATIONS_POLL_MS } from '../../../src/features/notifications/sagas/notificationsFlows';

const { server, to } = createTestServer();
const LIST = '/api/v1/notifications';

beforeEach(() => useSagaFakeTimers(Date.parse('2024-06-01T12:00:00Z')));
afterEach(() => jest.useRealTimers());

/** What the root saga starts for notifications: the background entry and the feature's loader. */
function* notificationsEntries() {
  yield* all([fork(notificationsBackgroundEntry), fork(featureLoader, notificationsFeature)]);
}

it('waits for sign-in, then fetches and titles the page; sign-out stops polling and clears the title', async () => {
  server.use(http.get(LIST, () => HttpResponse.json([notificationFactory('100', 'follow')])));
  document.title = 'Fediverse';
  const run = runSagaInStore(notificationsBackgroundEntry, stateAfter(tokenObtained({ token: 't' })));
  const notifications = () => selectNotificationsState(run.getState());
  await settle();
  expect(to(LIST)).toHaveLength(0);

  run.store.dispatch(loginSucceeded({ me: 'me' }));
  await until(() => notifications().loaded, 'first page');
  await until(() => document.title === '(1) Fediverse', 'title count');
  // the number the bell and the navigation entries show (they import none of the selectors)
  expect(notifications().unseen).toBe(1);

  run.store.dispatch(sessionCleared());
  await settle();
  expect(document.title).toBe('Fediverse');
  jest.advanceTimersByTime(NOTIFICATIONS_POLL_MS * 2);
  await settle();
  expect(to(LIST)).toHaveLength(1);
  expect(notifications().ids).toEqual([]);
  expect(notifications().unseen).toBe(0);
});

it('intents reach their flows in the lazy chunk', async () => {
  server.use(
    http.get(LIST, () => HttpResponse.json([notificationFactory('100', 'follow')])),
    http.post('/api/v1/pleroma/notifications/read', () => HttpResponse.json([])),
  );
  const run = runSagaInStore(notificationsEntries, stateAfter(tokenObtained({ token: 't' }), loginSucceeded({ me: 'me' })));
  const notifications = () => selectNotificationsState(run.getState());
  await until(() => notifications().loaded, 'first page');
  await until(() => notifications().unseen === 1, 'unseen counted');
  run.store.dispatch(notificationsMarkedRead());
  // the badge follows the read marker
  await until(() => notifications().unseen === 0, 'badge cleared');
  await until(() => to('/api/v1/pleroma/notifications/read').length === 1, 'read');
  run.store.dispatch(sessionCleared());
});
