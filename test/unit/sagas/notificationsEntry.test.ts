// The eager entry: nothing for visitors; at sign-in the chunk loads and fetches; sign-out stops it all.
import { http, HttpResponse } from 'msw';
import { NOTIFICATION_INTENTS, notificationsEntry } from '../../../src/features/notifications/notificationsEntry';
import { loginSucceeded, sessionCleared, tokenObtained } from '../../../src/slices/auth';
import { notificationsMarkedRead } from '../../../src/features/notifications/notificationsSlice';
import { stateAfter } from '../../support/factories';
import { notificationFactory } from '../../support/notificationFactory';
import { createTestServer } from '../../support/server';
import { runSagaInStore, settle, until, useSagaFakeTimers } from '../../support/sagaStore';
import { NOTIFICATIONS_POLL_MS, notificationFlows } from '../../../src/features/notifications/sagas/notificationsFlows';

const { server, to } = createTestServer();
const LIST = '/api/v1/notifications';

beforeEach(() => useSagaFakeTimers(Date.parse('2024-06-01T12:00:00Z')));
afterEach(() => jest.useRealTimers());

it('waits for sign-in, then fetches and titles the page; sign-out stops polling and clears the title', async () => {
  server.use(http.get(LIST, () => HttpResponse.json([notificationFactory('100', 'follow')])));
  document.title = 'Fediverse';
  const run = runSagaInStore(notificationsEntry, stateAfter(tokenObtained({ token: 't' })));
  await settle();
  expect(to(LIST)).toHaveLength(0);

  run.store.dispatch(loginSucceeded({ me: 'me' }));
  await until(() => run.getState().notifications.loaded, 'first page');
  await until(() => document.title === '(1) Fediverse', 'title count');
  // the number the bell and the navigation entries show (they import none of the selectors)
  expect(run.getState().notifications.unseen).toBe(1);

  run.store.dispatch(sessionCleared());
  await settle();
  expect(document.title).toBe('Fediverse');
  jest.advanceTimersByTime(NOTIFICATIONS_POLL_MS * 2);
  await settle();
  expect(to(LIST)).toHaveLength(1);
  expect(run.getState().notifications.ids).toEqual([]);
  expect(run.getState().notifications.unseen).toBe(0);
});

it('intents reach their flows in the lazy chunk', async () => {
  server.use(
    http.get(LIST, () => HttpResponse.json([notificationFactory('100', 'follow')])),
    http.post('/api/v1/pleroma/notifications/read', () => HttpResponse.json([])),
  );
  const run = runSagaInStore(notificationsEntry, stateAfter(tokenObtained({ token: 't' }), loginSucceeded({ me: 'me' })));
  await until(() => run.getState().notifications.loaded, 'first page');
  await until(() => run.getState().notifications.unseen === 1, 'unseen counted');
  run.store.dispatch(notificationsMarkedRead());
  // the badge follows the read marker
  await until(() => run.getState().notifications.unseen === 0, 'badge cleared');
  await until(() => to('/api/v1/pleroma/notifications/read').length === 1, 'read');
  run.store.dispatch(sessionCleared());
});

it('names exactly the action types the lazily loaded flows handle', () => {
  expect([...NOTIFICATION_INTENTS].sort()).toEqual(notificationFlows.map((f) => f.type).sort());
});
