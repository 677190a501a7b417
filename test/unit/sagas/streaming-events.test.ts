// What each streaming event does to the store.
import { http, HttpResponse } from 'msw';
import { filtersChanged, streamNotificationReceived } from '../../../src/features/streaming/streamingSlice';
import { selectServerFilters } from '../../../src/features/settingsModal/tabs/general/filtersSlice';
import { timelineClosed, timelineOpened, timelineReloadRequested } from '../../../src/slices/timelines';
import { accountFactory, statusFactory } from '../../support/factories';
import { installFakeWebSocket, type FakeWebSocket } from '../../support/fakeWebSocket';
import { createTestServer } from '../../support/server';
import { settle, until, useSagaFakeTimers, type SagaStore } from '../../support/sagaStore';
import { joined, startStore } from './streaming-setup';

installFakeWebSocket();
const { server } = createTestServer();

const HOME = '/api/v1/timelines/home';
const PAGE = [statusFactory({ id: 'S0010' }), statusFactory({ id: 'S0009' })];

beforeEach(() => useSagaFakeTimers(Date.parse('2024-06-01T12:00:00Z')));
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

/** Signed in, friends open and loaded from PAGE, socket joined, gap fill done. */
async function homeStreaming(): Promise<{ run: SagaStore; socket: FakeWebSocket }> {
  server.use(http.get(HOME, ({ request }) => HttpResponse.json(new URL(request.url).searchParams.get('since_id') ? [] : PAGE)));
  const run = startStore();
  run.store.dispatch(timelineOpened({ key: 'friends' }));
  await until(() => run.getState().timelines.friends?.status === 'loaded', 'home loaded');
  const socket = await joined(run);
  await until(() => run.ofType('timelines/timelineFetched').length === 2, 'gap fill');
  return { run, socket };
}

const friends = (run: SagaStore) => run.getState().timelines.friends;

describe('update', () => {
  it('imports the status and queues it behind "show new", whatever the payload encoding', async () => {
    const { run, socket } = await homeStreaming();
    socket.serverEvent('update', statusFactory({ id: 'S0011', content: '<p>hello</p>' }));
    // an object payload, as some servers send
    socket.serverSend({ event: 'update', payload: statusFactory({ id: 'S0012' }), stream: ['user'] });
    await until(() => friends(run).pendingIds.length === 2, 'two pending');
    expect(friends(run)).toMatchObject({ ids: ['S0010', 'S0009'], pendingIds: ['S0012', 'S0011'], newestId: 'S0012' });
    expect(run.getState().entities.statuses.entities.S0011?.content).toContain('hello');
  });

  it('the same status twice (a stream and a fetch, or a repeat frame) is queued once', async () => {
    const { run, socket } = await homeStreaming();
    socket.serverEvent('update', statusFactory({ id: 'S0011' }));
    socket.serverEvent('update', statusFactory({ id: 'S0011' }));
    socket.serverEvent('update', statusFactory({ id: 'S0010' })); // already shown
    await settle();
    expect(friends(run).pendingIds).toEqual(['S0011']);
  });

  it('feeds only the timeline of its stream, and only while it is open', async () => {
    const { run, socket } = await homeStreaming();
    server.use(http.get('/api/v1/timelines/tag/:tag', () => HttpResponse.json([statusFactory({ id: 'T0001' })])));
    run.store.dispatch(timelineOpened({ key: 'tag:Cats' }));
    await until(() => run.getState().timelines['tag:Cats']?.status === 'loaded', 'tag loaded');
    socket.serverEvent('update', statusFactory({ id: 'T0002' }), ['hashtag', 'cats']);
    socket.serverEvent('update', statusFactory({ id: 'T0003' }), ['hashtag:cats']); // Pleroma's one-string form
    socket.serverEvent('update', statusFactory({ id: 'P0001' }), ['public:local']); // public is not open
    await until(() => run.getState().timelines['tag:Cats'].pendingIds.length === 2, 'tag pending');
    expect(run.getState().timelines['tag:Cats'].pendingIds).toEqual(['T0003', 'T0002']);
    expect(friends(run).pendingIds).toEqual([]);
    expect(run.getState().timelines.public).toBeUndefined();
    expect(run.getState().entities.statuses.entities.P0001).toBeUndefined();

    run.store.dispatch(timelineClosed({ key: 'friends' }));
    socket.serverEvent('update', statusFactory({ id: 'S0020' }));
    await settle();
    expect(friends(run)).toMatchObject({ pendingIds: [], newestId: 'S0010' });
  });

  it('a status arriving while the first page loads is kept until that page lands', async () => {
    let answer: (() => void) | null = null;
    server.use(
      http.get(HOME, async () => {
        await new Promise<void>((resolve) => (answer = resolve));
        return HttpResponse.json(PAGE);
      }),
    );
    const run = startStore();
    const socket = await joined(run);
    run.store.dispatch(timelineOpened({ key: 'friends' }));
    await until(() => answer !== null, 'page requested');
    socket.serverEvent('update', statusFactory({ id: 'S0011' }));
    await settle();
    expect(friends(run).status).toBe('loading');
    answer!();
    await until(() => friends(run).status === 'loaded', 'page landed');
    await until(() => friends(run).pendingIds.length === 1, 'held status queued');
    expect(friends(run)).toMatchObject({ ids: ['S0010', 'S0009'], pendingIds: ['S0011'], newestId: 'S0011' });
  });

  it('a status held for a page that fails, or whose timeline closes, is dropped', async () => {
    const answers: Array<(ok: boolean) => void> = [];
    server.use(
      http.get(HOME, async () => {
        const ok = await new Promise<boolean>((resolve) => answers.push(resolve));
        // a 500: not retried on the spot (sagas/retry.ts), so the page fails at once
        return ok ? HttpResponse.json(PAGE) : HttpResponse.json({ error: 'broken' }, { status: 500 });
      }),
    );
    const run = startStore();
    const socket = await joined(run);
    run.store.dispatch(timelineOpened({ key: 'friends' }));
    await until(() => answers.length === 1, 'first page requested');
    socket.serverEvent('update', statusFactory({ id: 'S0011' }));
    await settle();
    answers[0](false);
    await until(() => friends(run).status === 'error', 'page failed');

    // held while the next load runs, then its timeline closes before that page lands
    run.store.dispatch(timelineReloadRequested({ key: 'friends' }));
    await until(() => answers.length === 2, 'reload requested');
    socket.serverEvent('update', statusFactory({ id: 'S0012' }));
    await settle();
    run.store.dispatch(timelineClosed({ key: 'friends' }));
    answers[1](true);
    await until(() => friends(run).status === 'loaded', 'reload landed');

    // a later first page releases neither
    run.store.dispatch(timelineOpened({ key: 'friends' }));
    run.store.dispatch(timelineReloadRequested({ key: 'friends' }));
    await until(() => answers.length >= 3, 'third page requested');
    answers.slice(2).forEach((answer) => answer(true));
    await until(() => run.ofType('timelines/timelineFetched').length >= 2, 'third page landed');
    await settle();
    expect(friends(run).pendingIds).toEqual([]);
  });

  it('a conversation on the direct stream feeds the DM timeline with its last status', async () => {
    server.use(http.get('/api/v1/timelines/direct', () => HttpResponse.json([])));
    const run = startStore();
    const socket = await joined(run);
    run.store.dispatch(timelineOpened({ key: 'dms' }));
    await until(() => run.getState().timelines.dms?.status === 'loaded', 'dms loaded');
    socket.serverEvent(
      'conversation',
      { id: 'c1', unread: true, accounts: [], last_status: statusFactory({ id: 'D0001', visibility: 'direct' }) },
      ['direct'],
    );
    await until(() => run.getState().timelines.dms.pendingIds.length === 1, 'dm pending');
    expect(run.getState().timelines.dms.pendingIds).toEqual(['D0001']);
  });
});

describe('other events', () => {
  it('status.update replaces a known status and ignores an unknown one', async () => {
    const { run, socket } = await homeStreaming();
    socket.serverEvent('status.update', statusFactory({ id: 'S0010', content: '<p>edited</p>' }));
    socket.serverEvent('status.update', statusFactory({ id: 'X9999', content: '<p>never seen</p>' }));
    await until(() => run.getState().entities.statuses.entities.S0010?.content.includes('edited') === true, 'edit');
    expect(run.getState().entities.statuses.entities.X9999).toBeUndefined();
    expect(friends(run).pendingIds).toEqual([]);
  });

  it('delete removes the status from every timeline, shown or pending', async () => {
    const { run, socket } = await homeStreaming();
    socket.serverEvent('update', statusFactory({ id: 'S0011' }));
    socket.serverEvent('delete', 'S0011');
    socket.serverEvent('delete', 'S0009');
    await until(() => run.ofType('timelines/statusRemoved').length === 2, 'removed');
    expect(friends(run)).toMatchObject({ ids: ['S0010'], pendingIds: [] });
    expect(run.ofType('timelines/statusRemoved').map((a) => a.payload)).toEqual([{ id: 'S0011' }, { id: 'S0009' }]);
  });

  it('notification imports its entities and announces its id', async () => {
    const { run, socket } = await homeStreaming();
    const from = accountFactory({ id: 'A-fan', username: 'fan' });
    socket.serverEvent('notification', {
      id: 'N1',
      type: 'favourite',
      created_at: '2024-06-01T12:00:00.000Z',
      account: from,
      status: statusFactory({ id: 'S0010' }),
      pleroma: { is_seen: false },
    });
    await until(() => run.ofType(streamNotificationReceived.type).length === 1, 'notification');
    expect(run.ofType(streamNotificationReceived.type)[0].payload).toEqual({ id: 'N1' });
    const imported = run.ofType('entities/imported').at(-1)?.payload as { notifications: Record<string, unknown> };
    expect(Object.keys(imported.notifications)).toEqual(['N1']);
    expect(run.getState().entities.accounts.entities['A-fan']?.username).toBe('fan');
  });

  it('filters_changed is passed on, and the server filters are read again (the settings modal never opened)', async () => {
    let served = 0;
    server.use(
      http.get('/api/v1/filters', () => {
        served += 1;
        return HttpResponse.json([{ id: 'f1', phrase: 'spoilers', context: ['home'], irreversible: false, whole_word: true }]);
      }),
    );
    const { run, socket } = await homeStreaming();
    socket.serverSend({ event: 'filters_changed', stream: ['user'] });
    await until(() => run.ofType(filtersChanged.type).length === 1, 'filters changed');
    await until(() => selectServerFilters(run.getState()).status === 'loaded', 'filters read');
    expect(served).toBe(1);
    expect(selectServerFilters(run.getState()).items.map((f) => f.title)).toEqual(['spoilers']);
  });

  it('an unknown event, a broken payload or garbage is ignored with a warning, and the socket carries on', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const { run, socket } = await homeStreaming();
    const before = run.actions.length;
    socket.serverEvent('mystery', { a: 1 });
    socket.serverSend('not json at all');
    socket.serverSend({ event: 'update', payload: '{"truncated', stream: ['user'] });
    socket.serverEvent('pleroma:respond', { type: 'subscribe', result: 'success' });
    await settle();
    expect(warn.mock.calls.map((c) => String(c[0]))).toEqual(
      expect.arrayContaining([expect.stringContaining('unknown event'), expect.stringContaining('not a JSON object')]),
    );
    expect(warn.mock.calls.some((c) => c.includes('pleroma:respond'))).toBe(false);
    expect(run.actions.slice(before).filter((a) => a.type !== 'timelines/timelineFetchStarted')).toEqual([]);
    socket.serverEvent('update', statusFactory({ id: 'S0011' }));
    await until(() => friends(run).pendingIds.length === 1, 'still working');
    expect(run.getState().streaming.status).toBe('JOINED');
  });
});
