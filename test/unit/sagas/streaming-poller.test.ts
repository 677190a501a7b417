// The pollers and the socket together: polling rests while joined, resumes while broken; gaps are
// filled after every join and when the tab wakes, without losing or repeating a status.
import { http, HttpResponse } from 'msw';
import { POLL_INTERVAL_MS } from '../../../src/sagas/timelines';
import { WAKE_AFTER_HIDDEN_MS } from '../../../src/features/streaming/sagas/streaming';
import { RETRY_BASE_MS, tabWoke } from '../../../src/features/streaming/streamingSlice';
import { timelineClosed, timelineNewShown, timelineOpened } from '../../../src/slices/timelines';
import type { Status } from '../../../src/api/types';
import { statusFactory } from '../../support/factories';
import { FakeWebSocket, installFakeWebSocket } from '../../support/fakeWebSocket';
import { createTestServer } from '../../support/server';
import { settle, until, useSagaFakeTimers, type SagaStore } from '../../support/sagaStore';
import { joined, startStore } from './streaming-setup';

installFakeWebSocket();
const { server, to } = createTestServer();

const HOME = '/api/v1/timelines/home';
const BUBBLE = '/api/v1/timelines/bubble';

beforeEach(() => useSagaFakeTimers(Date.parse('2024-06-01T12:00:00Z')));
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

/** A server timeline: statuses newest first; since_id answers with what is newer. */
function serveHome(posts: Status[]) {
  server.use(
    http.get(HOME, ({ request }) => {
      const since = new URL(request.url).searchParams.get('since_id');
      return HttpResponse.json(since ? posts.filter((p) => p.id > since) : posts);
    }),
  );
}

const friends = (run: SagaStore) => run.getState().timelines.friends;
const everyId = (run: SagaStore) => [...friends(run).pendingIds, ...friends(run).ids];

async function homeOpen(posts: Status[]) {
  serveHome(posts);
  const run = startStore();
  run.store.dispatch(timelineOpened({ key: 'friends' }));
  await until(() => friends(run)?.status === 'loaded', 'home loaded');
  return run;
}

describe('polling and the socket', () => {
  it('polls while the socket is not joined, rests while it is, and resumes when it breaks', async () => {
    const run = await homeOpen([statusFactory({ id: 'S0010' })]);
    jest.advanceTimersByTime(POLL_INTERVAL_MS);
    await until(() => to(HOME).length === 2, 'poll before joining');

    const socket = await joined(run);
    await until(() => to(HOME).length === 3, 'gap fill on joining');
    jest.advanceTimersByTime(POLL_INTERVAL_MS * 3);
    await settle();
    expect(to(HOME)).toHaveLength(3);

    socket.serverClose(1006);
    await until(() => run.getState().streaming.status === 'ERROR', 'broken');
    FakeWebSocket.instances.length = 0; // the retries never open
    jest.advanceTimersByTime(POLL_INTERVAL_MS);
    await until(() => to(HOME).length === 4, 'polling again');
    expect(to(HOME)[3].search.get('since_id')).toBe('S0010');
  });

  it('a timeline without a stream (bubble) polls even while joined', async () => {
    server.use(http.get(BUBBLE, () => HttpResponse.json([])));
    const run = startStore();
    await joined(run);
    run.store.dispatch(timelineOpened({ key: 'bubble' }));
    await until(() => run.getState().timelines.bubble?.status === 'loaded', 'bubble loaded');
    for (const polls of [2, 3]) {
      jest.advanceTimersByTime(POLL_INTERVAL_MS);
      await until(() => to(BUBBLE).length === polls, `bubble poll ${polls - 1}`);
    }
  });

  it('closing a timeline aborts its request in flight', async () => {
    const signals: AbortSignal[] = [];
    server.use(
      http.get(HOME, ({ request }) => {
        signals.push(request.signal);
        return new Promise<Response>(() => {});
      }),
    );
    const run = startStore({ settings: {} });
    run.store.dispatch(timelineOpened({ key: 'friends' }));
    await until(() => signals.length === 1, 'request sent');
    expect(signals[0].aborted).toBe(false);
    run.store.dispatch(timelineClosed({ key: 'friends' }));
    await until(() => signals[0].aborted, 'aborted');
    expect(run.ofType('timelines/timelineFetchFailed')).toEqual([]);
  });
});

describe('gap fill', () => {
  it('after a drop, what was posted meanwhile arrives once, alongside what the socket delivers', async () => {
    const posts = [statusFactory({ id: 'S0010' }), statusFactory({ id: 'S0009' })];
    const run = await homeOpen(posts);
    const socket = await joined(run);
    await until(() => to(HOME).length === 2, 'first gap fill');
    const s11 = statusFactory({ id: 'S0011' });
    posts.unshift(s11);
    socket.serverEvent('update', s11);
    await until(() => friends(run).pendingIds.length === 1, 'streamed');

    socket.serverClose(1006);
    // posted while the socket is down
    posts.unshift(statusFactory({ id: 'S0013' }), statusFactory({ id: 'S0012' }));
    jest.advanceTimersByTime(RETRY_BASE_MS);
    await until(() => FakeWebSocket.instances.length === 2, 'reconnect');
    const second = await joined(run);
    await until(() => to(HOME).length === 3, 'gap fill after rejoin');
    expect(to(HOME)[2].search.get('since_id')).toBe('S0011');
    // the socket repeats one the gap fill also brings
    second.serverEvent('update', posts[0]);
    const s14 = statusFactory({ id: 'S0014' });
    posts.unshift(s14);
    second.serverEvent('update', s14);
    await until(() => friends(run).pendingIds.length === 4, 'all pending');
    await settle();
    expect(friends(run).pendingIds).toEqual(['S0014', 'S0013', 'S0012', 'S0011']);
    run.store.dispatch(timelineNewShown({ key: 'friends' }));
    expect(everyId(run)).toEqual(['S0014', 'S0013', 'S0012', 'S0011', 'S0010', 'S0009']);
  });

  it('a catch-up that fails holds streamed statuses back and is retried, so the newest id never jumps the gap', async () => {
    const posts = [statusFactory({ id: 'S0010' })];
    const run = await homeOpen(posts);
    let failing = true;
    server.use(
      http.get(HOME, ({ request }) => {
        // a 500 is not retried on the spot (a 503 would be, sagas/retry.ts): the catch-up loop retries it
        if (failing) return HttpResponse.json({ error: 'broken' }, { status: 500 });
        const since = new URL(request.url).searchParams.get('since_id') ?? '';
        return HttpResponse.json(posts.filter((p) => p.id > since));
      }),
    );
    posts.unshift(statusFactory({ id: 'S0011' })); // posted before the socket joined
    const socket = await joined(run);
    await until(() => run.ofType('timelines/timelineFetchFailed').length === 1, 'catch-up failed');
    const s12 = statusFactory({ id: 'S0012' });
    posts.unshift(s12);
    socket.serverEvent('update', s12);
    await settle();
    expect(friends(run)).toMatchObject({ pendingIds: [], newestId: 'S0010' });

    failing = false;
    jest.advanceTimersByTime(POLL_INTERVAL_MS);
    await until(() => friends(run).pendingIds.length === 2, 'caught up');
    await settle();
    expect(to(HOME).at(-1)?.search.get('since_id')).toBe('S0010');
    expect(friends(run)).toMatchObject({ pendingIds: ['S0012', 'S0011'], newestId: 'S0012' });
    // statuses streamed after that are queued at once
    socket.serverEvent('update', statusFactory({ id: 'S0013' }));
    await until(() => friends(run).pendingIds.length === 3, 'streamed');
    expect(friends(run).pendingIds[0]).toBe('S0013');
  });

  it('the tab shown again after more than 20 s hidden fetches what is newer; a short hide does not', async () => {
    let hidden = false;
    jest.spyOn(document, 'hidden', 'get').mockImplementation(() => hidden);
    const posts = [statusFactory({ id: 'S0010' })];
    const run = await homeOpen(posts);
    await joined(run);
    await until(() => to(HOME).length === 2, 'gap fill on joining');

    const flip = (to: boolean) => {
      hidden = to;
      document.dispatchEvent(new Event('visibilitychange'));
    };
    flip(true);
    jest.advanceTimersByTime(WAKE_AFTER_HIDDEN_MS - 1_000);
    flip(false);
    await settle();
    expect(run.ofType(tabWoke.type)).toEqual([]);

    posts.unshift(statusFactory({ id: 'S0011' }));
    flip(true);
    jest.advanceTimersByTime(WAKE_AFTER_HIDDEN_MS + 1_000);
    flip(false);
    await until(() => run.ofType(tabWoke.type).length === 1, 'woke');
    await until(() => friends(run).pendingIds.length === 1, 'caught up');
    expect(to(HOME)[2].search.get('since_id')).toBe('S0010');
    expect(friends(run).pendingIds).toEqual(['S0011']);
  });

  it('coming back online fetches what is newer and retries the socket without waiting out the backoff', async () => {
    const run = await homeOpen([statusFactory({ id: 'S0010' })]);
    const socket = await joined(run);
    await until(() => to(HOME).length === 2, 'gap fill on joining');
    socket.serverClose(1006);
    await until(() => run.getState().streaming.status === 'ERROR', 'broken');
    window.dispatchEvent(new Event('online'));
    await until(() => run.ofType(tabWoke.type).length === 1, 'woke');
    expect(run.ofType(tabWoke.type)[0].payload).toEqual({ reason: 'online' });
    await until(() => FakeWebSocket.instances.length === 2, 'retried at once');
    await until(() => to(HOME).length === 3, 'caught up');
  });
});
