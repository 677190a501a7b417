// The socket's life: when it opens and closes, its state machine, backoff, notices, ping and subscriptions.
import { PING_FRAME, PING_INTERVAL_MS } from '../../../src/features/streaming/sagas/streaming';
import { streamingEntry } from '../../../src/features/streaming/streamingEntry';
import { loginSucceeded, sessionCleared } from '../../../src/slices/auth';
import { instanceLoaded } from '../../../src/slices/instance';
import { settingChanged } from '../../../src/slices/settings';
import { RETRY_BASE_MS } from '../../../src/features/streaming/streamingSlice';
import { timelineClosed, timelineOpened } from '../../../src/slices/timelines';
import type { Instance } from '../../../src/api/types';
import { FakeWebSocket, installFakeWebSocket } from '../../support/fakeWebSocket';
import { runSagaInStore, settle, until, useSagaFakeTimers } from '../../support/sagaStore';
import { joined, ME, noticeIds, startStore, TOKEN } from './streaming-setup';
import { NOTICE_MS } from '../../../src/utils/noticeTimes';

installFakeWebSocket();

beforeEach(() => useSagaFakeTimers(Date.parse('2024-06-01T12:00:00Z')));
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const sockets = () => FakeWebSocket.instances.length;

describe('when the socket runs', () => {
  it('never for a visitor, even with the setting on', async () => {
    startStore({ signedIn: false });
    await settle();
    expect(sockets()).toBe(0);
  });

  it('not while the setting is off; turning it on opens it, turning it off closes it', async () => {
    const run = startStore({ settings: {} });
    await settle();
    expect(sockets()).toBe(0);
    expect(run.getState().streaming.status).toBe('DISABLED');

    run.store.dispatch(settingChanged('useStreamingApi', true));
    const socket = await joined(run);
    run.store.dispatch(settingChanged('useStreamingApi', false));
    await until(() => run.getState().streaming.status === 'DISABLED', 'disabled');
    expect(socket.closedByClient).toBe(1000);
    jest.advanceTimersByTime(RETRY_BASE_MS * 64);
    await settle();
    expect(sockets()).toBe(1);
  });

  it('the `streaming` setting alone turns it on too', async () => {
    startStore({ settings: { streaming: true } });
    await until(() => sockets() === 1, 'socket');
  });

  it('opens at sign-in, on the instance streaming URL, with the user stream', async () => {
    const run = startStore({ signedIn: false });
    run.store.dispatch(
      instanceLoaded({ uri: 'x', title: 'x', version: '2.7.2', urls: { streaming_api: 'wss://stream.example' } } as Instance),
    );
    run.store.dispatch({ type: 'auth/tokenObtained', payload: { token: TOKEN } });
    run.store.dispatch(loginSucceeded({ me: ME }));
    await until(() => sockets() === 1, 'socket');
    const url = new URL(FakeWebSocket.latest().url);
    expect(`${url.protocol}//${url.host}${url.pathname}`).toBe('wss://stream.example/api/v1/streaming');
    expect(url.searchParams.get('access_token')).toBe(TOKEN);
    expect(url.searchParams.get('stream')).toBe('user');
    expect(run.getState().streaming.status).toBe('STARTING_INITIAL');
  });

  it('signing out closes it and resets the state; no reconnection follows', async () => {
    const run = startStore();
    const socket = await joined(run);
    run.store.dispatch(sessionCleared());
    await settle();
    expect(socket.closedByClient).toBe(1000);
    expect(run.getState().streaming).toMatchObject({ status: 'DISABLED', retryMultiplier: 1 });
    jest.advanceTimersByTime(RETRY_BASE_MS * 64);
    await settle();
    expect(sockets()).toBe(1);
  });
});

describe('loading', () => {
  it('the streaming code starts only once a signed-in user wants the socket', async () => {
    const run = runSagaInStore(streamingEntry, { settings: { user: { useStreamingApi: true } } });
    run.store.dispatch(settingChanged('hideNsfw', false));
    await settle();
    expect(sockets()).toBe(0);
    run.store.dispatch({ type: 'auth/tokenObtained', payload: { token: TOKEN } });
    run.store.dispatch(loginSucceeded({ me: ME }));
    await until(() => sockets() === 1, 'socket');
    FakeWebSocket.latest().serverOpen();
    await until(() => run.getState().streaming.status === 'JOINED', 'joined');
    run.task.cancel();
  });
});

describe('state machine and reconnection', () => {
  it('an abnormal close is ERROR with a notice naming the code; retries wait 1, 2, 4 s; joining resets', async () => {
    const run = startStore();
    const first = await joined(run);
    first.serverClose(1006);
    await until(() => run.getState().streaming.status === 'ERROR', 'error');
    expect(run.getState().streaming.lastCloseCode).toBe(1006);
    const notice = run.getState().ui.notices.find((n) => n.message.id === 'stream.broken');
    expect(notice).toMatchObject({ level: 'warning', message: { values: { code: 1006 } } });

    const waits: number[] = [];
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      let waited = 0;
      while (sockets() === attempt) {
        jest.advanceTimersByTime(RETRY_BASE_MS / 4);
        waited += RETRY_BASE_MS / 4;
        await settle(3);
      }
      waits.push(waited);
      expect(run.getState().streaming.status).toBe('STARTING');
      if (attempt < 3) FakeWebSocket.latest().serverClose(1006); // refused: never opens
      await settle(3);
    }
    expect(waits).toEqual([1000, 2000, 4000]);
    expect(noticeIds(run).filter((id) => id === 'stream.broken')).toHaveLength(1);

    FakeWebSocket.latest().serverOpen();
    await until(() => run.getState().streaming.status === 'JOINED', 'joined again');
    expect(run.getState().streaming.retryMultiplier).toBe(1);
    expect(noticeIds(run)).toEqual(['stream.restored']);
    expect(run.getState().ui.notices[0].level).toBe('success');
    jest.advanceTimersByTime(NOTICE_MS.confirmation);
    await until(() => noticeIds(run).length === 0, 'restored notice expires');

    // a later break waits 1 s again
    FakeWebSocket.latest().serverClose(1011);
    await until(() => run.getState().streaming.status === 'ERROR', 'error again');
    jest.advanceTimersByTime(RETRY_BASE_MS - 1);
    await settle();
    expect(sockets()).toBe(4);
    jest.advanceTimersByTime(1);
    await until(() => sockets() === 5, 'retry after 1 s');
  });

  it('the multiplier stops growing at 32', async () => {
    const run = startStore();
    await until(() => sockets() === 1, 'socket');
    for (let i = 0; i < 8; i += 1) {
      FakeWebSocket.latest().serverClose(1006);
      await until(() => run.getState().streaming.status === 'ERROR', 'error');
      jest.advanceTimersByTime(RETRY_BASE_MS * 32);
      await until(() => sockets() === i + 2, `retry ${i + 1}`);
    }
    expect(run.getState().streaming.retryMultiplier).toBe(32);
    FakeWebSocket.latest().serverClose(1006);
    await until(() => run.getState().streaming.status === 'ERROR', 'error');
    jest.advanceTimersByTime(RETRY_BASE_MS * 32 - 1);
    await settle();
    expect(sockets()).toBe(9);
  });

  it('a normal close is CLOSED without a notice, and reconnects while still wanted', async () => {
    const run = startStore();
    const socket = await joined(run);
    socket.serverClose(1000);
    await until(() => run.getState().streaming.status === 'CLOSED', 'closed');
    expect(run.getState().streaming.lastCloseCode).toBe(1000);
    expect(noticeIds(run)).toEqual([]);
    jest.advanceTimersByTime(RETRY_BASE_MS);
    await until(() => sockets() === 2, 'reconnect');
    await joined(run);
    expect(noticeIds(run)).toEqual([]);
  });

  it('turning the setting off while broken takes the warning away', async () => {
    const run = startStore();
    const socket = await joined(run);
    socket.serverClose(1006);
    await until(() => noticeIds(run).includes('stream.broken'), 'broken notice');
    run.store.dispatch(settingChanged('useStreamingApi', false));
    await until(() => run.getState().streaming.status === 'DISABLED', 'disabled');
    expect(noticeIds(run)).toEqual([]);
  });
});

describe('while joined', () => {
  it(`pings every ${PING_INTERVAL_MS / 1000} s, and not before joining`, async () => {
    const run = startStore();
    await until(() => sockets() === 1, 'socket');
    jest.advanceTimersByTime(PING_INTERVAL_MS);
    await settle();
    expect(FakeWebSocket.latest().sent).toEqual([]);
    const socket = await joined(run);
    jest.advanceTimersByTime(PING_INTERVAL_MS - 1);
    await settle();
    expect(socket.sent).toEqual([]);
    jest.advanceTimersByTime(1);
    await until(() => socket.sent.length === 1, 'first ping');
    expect(socket.sent).toEqual([PING_FRAME]);
    jest.advanceTimersByTime(PING_INTERVAL_MS);
    await until(() => socket.sent.length === 2, 'second ping');
    socket.serverSend('pong');
    socket.serverClose(1006);
    await until(() => run.getState().streaming.status === 'ERROR', 'error');
    jest.advanceTimersByTime(PING_INTERVAL_MS * 3);
    await settle();
    expect(socket.sent).toHaveLength(2);
  });

  it('subscribes open timelines on joining, follows them opening and closing, and leaves the user stream alone', async () => {
    const run = startStore();
    await until(() => sockets() === 1, 'socket');
    // msw is not running here: keep the watchers' fetches from failing loudly
    jest.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise<Response>(() => {}));
    run.store.dispatch(timelineOpened({ key: 'friends' }));
    run.store.dispatch(timelineOpened({ key: 'public' }));
    const socket = await joined(run);
    expect(socket.frames()).toEqual([{ type: 'subscribe', stream: 'public:local' }]);

    run.store.dispatch(timelineOpened({ key: 'tag:cats' }));
    run.store.dispatch(timelineOpened({ key: 'bubble' }));
    run.store.dispatch(timelineClosed({ key: 'public' }));
    run.store.dispatch(timelineClosed({ key: 'friends' }));
    run.store.dispatch(timelineOpened({ key: 'list:7' }));
    run.store.dispatch(timelineOpened({ key: 'publicAndExternal' }));
    run.store.dispatch(timelineOpened({ key: 'dms' }));
    await settle();
    expect(socket.frames().slice(1)).toEqual([
      { type: 'subscribe', stream: 'hashtag', tag: 'cats' },
      { type: 'unsubscribe', stream: 'public:local' },
      { type: 'subscribe', stream: 'list', list: '7' },
      { type: 'subscribe', stream: 'public' },
      { type: 'subscribe', stream: 'direct' },
    ]);

    // a new socket subscribes again to what is open now
    socket.serverClose(1006);
    jest.advanceTimersByTime(RETRY_BASE_MS);
    await until(() => sockets() === 2, 'reconnect');
    const second = await joined(run);
    expect(second.frames()).toEqual([
      { type: 'subscribe', stream: 'hashtag', tag: 'cats' },
      { type: 'subscribe', stream: 'list', list: '7' },
      { type: 'subscribe', stream: 'public' },
      { type: 'subscribe', stream: 'direct' },
    ]);
  });
});

describe('secrets', () => {
  it('no dispatched action and no console line carries the token', async () => {
    const lines: unknown[] = [];
    for (const method of ['log', 'warn', 'error', 'info', 'debug'] as const) {
      jest.spyOn(console, method).mockImplementation((...args: unknown[]) => void lines.push(args));
    }
    const run = startStore();
    const socket = await joined(run);
    socket.serverEvent('mystery', {});
    socket.serverSend('garbage');
    socket.serverClose(4000);
    await until(() => run.getState().streaming.status === 'ERROR', 'error');
    jest.advanceTimersByTime(RETRY_BASE_MS);
    await until(() => sockets() === 2, 'reconnect');
    await joined(run);
    run.store.dispatch(settingChanged('useStreamingApi', false));
    await settle();
    expect(run.actions.length).toBeGreaterThan(5);
    expect(JSON.stringify(run.actions)).not.toContain(TOKEN);
    expect(lines.length).toBeGreaterThan(0);
    expect(JSON.stringify(lines)).not.toContain(TOKEN);
  });
});
