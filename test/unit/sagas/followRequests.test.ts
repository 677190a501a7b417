// Follow requests: the list, approve (at once, undone on failure) and deny (only after the server agreed).
import { http, HttpResponse } from 'msw';
import { runFlows } from '../../../src/store/runFlows';
import { notificationFlows } from '../../../src/features/notifications/sagas/notificationsFlows';
import { tokenObtained } from '../../../src/slices/auth';
import {
  selectFollowRequestsState,
  followRequestApproved,
  followRequestDenied,
  followRequestsLoaded,
  followRequestsRequested,
} from '../../../src/features/notifications/followRequestsSlice';
import {
  selectFollowRequestCount,
  selectFollowRequests,
  selectVisibleNotificationIds,
} from '../../../src/features/notifications/notificationsSelectors';
import { accountFactory, importAccount, stateAfter } from '../../support/factories';
import { fetchedPage, notificationFactory } from '../../support/notificationFactory';
import { createTestServer } from '../../support/server';
import { runSagaInStore, settle, until } from '../../support/sagaStore';
import { selectNotificationTable } from '../../../src/features/notifications/notificationEntitiesSlice';

const { server, to } = createTestServer();
const REQUESTS = '/api/v1/follow_requests';
const READ = '/api/v1/pleroma/notifications/read';

const dave = accountFactory({ id: 'dave1', username: 'dave' });
const bob = accountFactory({ id: 'bob1', username: 'bob' });

/** Signed in, two requests listed, each with its follow_request notification. */
const withRequests = () =>
  stateAfter(
    tokenObtained({ token: 'secret-token' }),
    importAccount(dave),
    importAccount(bob),
    followRequestsLoaded({ ids: ['dave1', 'bob1'] }),
    ...fetchedPage([
      notificationFactory('201', 'follow_request', { account: dave }),
      notificationFactory('200', 'follow_request', { account: bob }),
    ]),
  );

function* followRequestFlowsForTest() {
  yield* runFlows(notificationFlows);
}

const relationship = (id: string, followedBy: boolean) => ({ id, following: false, followed_by: followedBy, requested: false });

describe('follow requests saga', () => {
  it('lists the requesters and imports their accounts', async () => {
    server.use(http.get(REQUESTS, () => HttpResponse.json([dave, bob])));
    const run = runSagaInStore(followRequestFlowsForTest, stateAfter(tokenObtained({ token: 'secret-token' })));
    run.store.dispatch(followRequestsRequested());
    await until(() => selectFollowRequestsState(run.getState()).loaded, 'loaded');
    expect(selectFollowRequests(run.getState())).toEqual(['dave1', 'bob1']);
    expect(selectFollowRequestCount(run.getState())).toBe(2);
    expect(run.getState().entities.accounts.entities.dave1?.acct).toBe('dave');
    expect(to(REQUESTS)[0].authorization).toBe('Bearer secret-token');
  });

  it('approve removes the request and turns the notification into a seen follow at once, then marks it read', async () => {
    server.use(
      http.post(`${REQUESTS}/dave1/authorize`, () => HttpResponse.json(relationship('dave1', true))),
      http.post(READ, () => HttpResponse.json({})),
    );
    const run = runSagaInStore(followRequestFlowsForTest, withRequests());
    run.store.dispatch(followRequestApproved({ accountId: 'dave1' }));
    expect(selectFollowRequests(run.getState())).toEqual(['bob1']);
    expect(selectNotificationTable(run.getState()).entities['201']).toMatchObject({ type: 'follow', pleroma: { is_seen: true } });
    await until(() => to(READ).length === 1, 'read');
    expect(new URLSearchParams(to(READ)[0].body).get('id')).toBe('201');
    expect(run.getState().entities.relationships.entities.dave1?.followed_by).toBe(true);
  });

  it('a refused approve brings the request and the follow_request back, with a notice', async () => {
    server.use(http.post(`${REQUESTS}/dave1/authorize`, () => HttpResponse.json({ error: 'no' }, { status: 500 })));
    const run = runSagaInStore(followRequestFlowsForTest, withRequests());
    run.store.dispatch(followRequestApproved({ accountId: 'dave1', notificationId: '201' }));
    await until(() => run.getState().ui.notices.length === 1, 'notice');
    expect(selectFollowRequests(run.getState())).toContain('dave1');
    expect(selectNotificationTable(run.getState()).entities['201']?.type).toBe('follow_request');
    expect(run.getState().ui.notices[0].message.id).toBe('follow_requests.approve_error');
    expect(to(READ)).toHaveLength(0);
  });

  it('deny waits for the server, then removes the request and dismisses the notification locally', async () => {
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.post(`${REQUESTS}/bob1/reject`, async () => {
        await answered;
        return HttpResponse.json(relationship('bob1', false));
      }),
    );
    const run = runSagaInStore(followRequestFlowsForTest, withRequests());
    run.store.dispatch(followRequestDenied({ accountId: 'bob1' }));
    await until(() => to(`${REQUESTS}/bob1/reject`).length === 1, 'reject sent');
    expect(selectFollowRequests(run.getState())).toEqual(['dave1', 'bob1']);
    expect(selectFollowRequestsState(run.getState()).pending).toEqual(['bob1']);
    answer();
    await until(() => selectFollowRequestCount(run.getState()) === 1, 'removed');
    expect(selectVisibleNotificationIds(run.getState())).toEqual(['201']);
    expect(selectFollowRequestsState(run.getState()).pending).toEqual([]);
    // no server-side dismiss: the server drops it itself
    expect(to('/api/v1/notifications/200/dismiss')).toHaveLength(0);
  });

  it('a refused deny keeps the request and says so', async () => {
    server.use(http.post(`${REQUESTS}/bob1/reject`, () => HttpResponse.json({ error: 'no' }, { status: 500 })));
    const run = runSagaInStore(followRequestFlowsForTest, withRequests());
    run.store.dispatch(followRequestDenied({ accountId: 'bob1', notificationId: '200' }));
    await until(() => run.getState().ui.notices.length === 1, 'notice');
    await settle();
    expect(selectFollowRequests(run.getState())).toEqual(['dave1', 'bob1']);
    expect(selectVisibleNotificationIds(run.getState())).toEqual(['201', '200']);
    expect(selectFollowRequestsState(run.getState()).pending).toEqual([]);
    expect(run.getState().ui.notices[0].message.id).toBe('follow_requests.deny_error');
  });
});
