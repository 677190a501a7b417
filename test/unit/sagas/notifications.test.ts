// The notifications sagas through the real api layer: first fetch and 20 s polling (resting while the
// socket is joined), a failed fetch, load more, read and dismiss with their rollbacks.
import { http, HttpResponse } from 'msw';
import { fork } from 'redux-saga/effects';
import { runFlows } from '../../../src/store/runFlows';
import {
  NOTIFICATIONS_POLL_MS,
  notificationFlows,
  pollNotifications,
} from '../../../src/features/notifications/sagas/notificationsFlows';
import { tokenObtained } from '../../../src/slices/auth';
import { selectNotificationsState, SEEN_SHOWN_INITIAL } from '../../../src/features/notifications/notificationsSlice';
import {
  notificationDismissed,
  notificationsMarkedRead,
  notificationsOlderRequested,
  interactionsRequested,
} from '../../../src/features/notifications/notificationsIntents';
import { streamFailed, streamJoined, tabWoke } from '../../../src/features/streaming/streamingSlice';
import { selectUnseenCount, selectVisibleNotificationIds } from '../../../src/features/notifications/notificationsSelectors';
import { stateAfter } from '../../support/factories';
import { notificationFactory, notificationIds, type RawNotification } from '../../support/notificationFactory';
import { createTestServer } from '../../support/server';
import { runSagaInStore, settle, until, useSagaFakeTimers, type SagaStore } from '../../support/sagaStore';
import { NOTICE_MS } from '../../../src/utils/noticeTimes';

const { server, to } = createTestServer();
const LIST = '/api/v1/notifications';
const READ = '/api/v1/pleroma/notifications/read';

const signedIn = () => stateAfter(tokenObtained({ token: 'secret-token' }));

function* saga() {
  yield fork(pollNotifications, { until: Number.MAX_SAFE_INTEGER });
  yield* runFlows(notificationFlows);
}

/** A server holding `all` (newest first), answering max_id, types[] and limit like Mastodon. */
function serve(all: () => RawNotification[]) {
  server.use(
    http.get(LIST, ({ request }) => {
      const q = new URL(request.url).searchParams;
      const maxId = q.get('max_id');
      const types = q.getAll('types[]');
      const limit = Number(q.get('limit') ?? 20);
      const older = all().filter(
        (n) => (!maxId || Number(n.id) < Number(maxId)) && (types.length === 0 || types.includes(n.type)),
      );
      return HttpResponse.json(older.slice(0, limit));
    }),
  );
}

async function started(all: () => RawNotification[]): Promise<SagaStore> {
  serve(all);
  const run = runSagaInStore(saga, signedIn());
  await until(() => selectNotificationsState(run.getState()).loaded, 'first page');
  return run;
}

beforeEach(() => useSagaFakeTimers(Date.parse('2024-06-01T12:00:00Z')));
afterEach(() => jest.useRealTimers());

describe('fetching', () => {
  it('fetches at once with the token, then every 20 s; rests while the socket is joined; catches up on join and wake', async () => {
    const run = await started(() => [notificationFactory('100', 'follow')]);
    expect(to(LIST)[0].authorization).toBe('Bearer secret-token');
    expect(to(LIST)[0].search.get('with_muted')).toBe('true');
    jest.advanceTimersByTime(NOTIFICATIONS_POLL_MS);
    await until(() => to(LIST).length === 2, 'poll');

    run.store.dispatch(streamJoined());
    await until(() => to(LIST).length === 3, 'catch-up after join');
    jest.advanceTimersByTime(NOTIFICATIONS_POLL_MS * 3);
    await settle();
    expect(to(LIST)).toHaveLength(3);

    run.store.dispatch(tabWoke({ reason: 'visible' }));
    await until(() => to(LIST).length === 4, 'catch-up after wake');
    await settle(); // the catch-up's answer lands and the next 20 s wait starts

    run.store.dispatch(streamFailed({ code: 1006 }));
    jest.advanceTimersByTime(NOTIFICATIONS_POLL_MS);
    await until(() => to(LIST).length === 5, 'polling again');
  });

  it('a poll merges new ones above the old', async () => {
    let all = [notificationFactory('100', 'follow')];
    const run = await started(() => all);
    all = [notificationFactory('101', 'follow'), ...all];
    jest.advanceTimersByTime(NOTIFICATIONS_POLL_MS);
    await until(() => selectNotificationsState(run.getState()).ids.length === 2, 'new one');
    expect(selectVisibleNotificationIds(run.getState())).toEqual(['101', '100']);
  });

  it('a failed fetch shows notifications.error for 5 s and keeps what the panel had', async () => {
    const run = await started(() => [notificationFactory('100', 'follow')]);
    server.use(http.get(LIST, () => HttpResponse.json({ error: 'down' }, { status: 503 })));
    jest.advanceTimersByTime(NOTIFICATIONS_POLL_MS);
    await until(() => run.getState().ui.notices.length === 1, 'notice');
    expect(run.getState().ui.notices[0]).toMatchObject({
      level: 'error',
      message: { id: 'notifications.error' },
      timeout: NOTICE_MS.error,
    });
    expect(selectVisibleNotificationIds(run.getState())).toEqual(['100']);
    expect(selectNotificationsState(run.getState()).error).toBe(true);
  });

  it('logs an invalid notification once and never shows it', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const run = await started(() => [
      notificationFactory('100', 'favourite', { status: null }),
      notificationFactory('99', 'follow'),
    ]);
    jest.advanceTimersByTime(NOTIFICATIONS_POLL_MS);
    await until(() => to(LIST).length === 2, 'poll');
    await settle();
    expect(selectVisibleNotificationIds(run.getState())).toEqual(['99']);
    expect(warn.mock.calls.filter((c) => String(c[0]).includes('invalid notification'))).toHaveLength(1);
    warn.mockRestore();
  });
});

describe('load more', () => {
  it('shows 20 more from the store, fetches older with max_id when it runs out, and bottoms out', async () => {
    const ids = notificationIds(60);
    const all = ids.map((id) => notificationFactory(id, 'follow', { seen: true }));
    const run = await started(() => all);
    expect(selectNotificationsState(run.getState()).ids).toHaveLength(20);
    expect(selectVisibleNotificationIds(run.getState())).toHaveLength(20);

    run.store.dispatch(notificationsOlderRequested());
    await until(() => selectNotificationsState(run.getState()).ids.length === 40, 'older page');
    expect(to(LIST)[1].search.get('max_id')).toBe(ids[19]);
    expect(selectNotificationsState(run.getState()).seenShown).toBe(SEEN_SHOWN_INITIAL + 20);
    expect(selectVisibleNotificationIds(run.getState())).toHaveLength(40);

    run.store.dispatch(notificationsOlderRequested());
    await until(() => selectNotificationsState(run.getState()).ids.length === 60, 'third page');
    run.store.dispatch(notificationsOlderRequested());
    await until(() => selectNotificationsState(run.getState()).bottomedOut, 'bottomed out');
    expect(to(LIST).at(-1)!.search.get('max_id')).toBe(ids[59]);
  });
});

describe('read and dismiss', () => {
  it('read marks everything seen at once and posts max_id', async () => {
    const run = await started(() => [notificationFactory('102', 'follow'), notificationFactory('101', 'follow')]);
    expect(selectUnseenCount(run.getState())).toBe(2);
    server.use(http.post(READ, () => HttpResponse.json([])));
    run.store.dispatch(notificationsMarkedRead());
    expect(selectUnseenCount(run.getState())).toBe(0);
    await until(() => to(READ).length === 1, 'read request');
    expect(new URLSearchParams(to(READ)[0].body).get('max_id')).toBe('102');
    await settle();
    expect(selectUnseenCount(run.getState())).toBe(0);
  });

  it('a refused read marker brings the unseen ones back, with a notice', async () => {
    const run = await started(() => [notificationFactory('102', 'follow'), notificationFactory('101', 'follow')]);
    server.use(http.post(READ, () => HttpResponse.json({ error: 'no' }, { status: 500 })));
    run.store.dispatch(notificationsMarkedRead());
    expect(selectUnseenCount(run.getState())).toBe(0);
    await until(() => run.getState().ui.notices.length === 1, 'notice');
    expect(selectUnseenCount(run.getState())).toBe(2);
    expect(run.getState().ui.notices[0].message.id).toBe('notifications.read_error');
  });

  it('dismiss posts to /dismiss; a refusal brings the entry back', async () => {
    const run = await started(() => [notificationFactory('102', 'follow'), notificationFactory('101', 'follow')]);
    server.use(http.post(`${LIST}/102/dismiss`, () => HttpResponse.json({})));
    run.store.dispatch(notificationDismissed({ id: '102' }));
    expect(selectVisibleNotificationIds(run.getState())).toEqual(['101']);
    await until(() => to(`${LIST}/102/dismiss`, 'POST').length === 1, 'dismiss');

    server.use(http.post(`${LIST}/101/dismiss`, () => HttpResponse.json({ error: 'no' }, { status: 500 })));
    run.store.dispatch(notificationDismissed({ id: '101' }));
    expect(selectVisibleNotificationIds(run.getState())).toEqual([]);
    await until(() => run.getState().ui.notices.length === 1, 'notice');
    expect(selectVisibleNotificationIds(run.getState())).toEqual(['101']);
  });
});

describe('interactions', () => {
  it('each tab asks for its types and keeps its own ids; older pages follow', async () => {
    const all = [
      notificationFactory('105', 'mention'),
      notificationFactory('104', 'favourite'),
      notificationFactory('103', 'reblog'),
      notificationFactory('102', 'follow'),
      notificationFactory('101', 'move'),
    ];
    const run = await started(() => all);
    run.store.dispatch(interactionsRequested({ tab: 'likesRepeats' }));
    await until(() => selectNotificationsState(run.getState()).interactions.likesRepeats.loaded, 'likes tab');
    const asked = to(LIST).at(-1)!.search.getAll('types[]');
    expect(asked).toEqual(['favourite', 'reblog']);
    expect(selectNotificationsState(run.getState()).interactions.likesRepeats.ids).toEqual(['104', '103']);
    run.store.dispatch(interactionsRequested({ tab: 'likesRepeats', older: true }));
    await until(() => selectNotificationsState(run.getState()).interactions.likesRepeats.bottomedOut, 'bottomed out');
    expect(to(LIST).at(-1)!.search.get('max_id')).toBe('103');

    run.store.dispatch(interactionsRequested({ tab: 'moves' }));
    await until(() => selectNotificationsState(run.getState()).interactions.moves.loaded, 'moves tab');
    expect(selectNotificationsState(run.getState()).interactions.moves.ids).toEqual(['101']);
  });
});
