/** @jest-environment node */
import { startDemoInstance, type DemoInstance } from './server';
import {
  api,
  control,
  openSocket,
  payloadOf,
  post,
  socketsClosedAfterEach,
  streamUrl,
  type Frame,
  type Frames,
} from './stream-support';
import { tokenFor, type StatusJson } from './testing';

interface FloodReport {
  running: boolean;
  made: number;
  count: number;
}

// Generous: the machine may be busy (starting an instance builds the seed and its media).

let instance: DemoInstance;
const sockets = socketsClosedAfterEach();

beforeAll(async () => {
  instance = await startDemoInstance({ port: 0 });
});

afterEach(async () => {
  await control(instance, 'flood', undefined, 'DELETE');
});

afterAll(async () => {
  await instance.close();
});

async function open(query: Record<string, string> = { stream: 'public' }): Promise<Frames> {
  const frames = await openSocket(streamUrl(instance, query));
  sockets.push(frames);
  return frames;
}

const clients = async () =>
  (await control<{ account: string | null; streams: string[][] }[]>(instance, 'socket/clients', undefined, 'GET')).body;

describe('/__demo/socket', () => {
  it('drop closes every socket with the given code and reason', async () => {
    const first = await open();
    const second = await open({ stream: 'hashtag', tag: 'books' });
    const res = await control<{ closed: number }>(instance, 'socket/drop', { code: 4000, reason: 'maintenance' });
    expect(res.body.closed).toBe(2);
    expect(await first.closed).toEqual({ code: 4000, reason: 'maintenance' });
    expect(await second.closed).toEqual({ code: 4000, reason: 'maintenance' });
    expect(await clients()).toEqual([]);
  });

  it('drop without a code cuts the connection: the client sees 1006', async () => {
    const socket = await open();
    await control(instance, 'socket/drop', {});
    expect((await socket.closed).code).toBe(1006);
  });

  it('drop refuses codes a server cannot send', async () => {
    expect((await control(instance, 'socket/drop', { code: 1005 })).status).toBe(422);
    expect((await control(instance, 'socket/drop', { code: 2000 })).status).toBe(422);
  });

  it('refuse makes the next N upgrades fail with 503', async () => {
    await control(instance, 'socket/refuse', { times: 2 });
    await expect(open()).rejects.toThrow(/503/);
    await expect(open()).rejects.toThrow(/503/);
    const socket = await open();
    const posted = await post(instance, 'alice', 'Connected again');
    expect(payloadOf(await socket.next()).id).toBe(posted.id);
  });

  it('clients lists every open socket with its account and streams', async () => {
    const token = await tokenFor(instance.url, 'bob');
    await open({ stream: 'user', access_token: token });
    await open({ stream: 'hashtag', tag: 'Books' });
    // The server may not have seen earlier tests' sockets close yet.
    expect(await clients()).toEqual(
      expect.arrayContaining([
        { account: 'bob', streams: [['user']] },
        { account: null, streams: [['hashtag', 'books']] },
      ]),
    );
  });
});

describe('/__demo/flood', () => {
  const isFlood = (frame: Frame) => payloadOf(frame).content.includes('Flood post');

  it('stores and streams `count` public posts in order, tagged when asked', async () => {
    const socket = await open({ stream: 'hashtag', tag: 'flood' });
    const started = await control<FloodReport>(instance, 'flood', { count: 30, perSecond: 1000, username: 'bob', tag: 'flood' });
    expect(started.body).toEqual({ running: true, made: 0, count: 30 });
    const frames = await socket.take(30);
    expect(frames.map((f) => payloadOf(f).content.match(/Flood post (\d+) of 30/)?.[1])).toEqual(
      Array.from({ length: 30 }, (_, i) => String(i + 1)),
    );
    expect(frames.every((f) => payloadOf(f).account.acct === 'bob')).toBe(true);
    expect((await control<FloodReport>(instance, 'flood', undefined, 'GET')).body).toEqual({
      running: false,
      made: 30,
      count: 30,
    });
    const stored = await api<StatusJson[]>(instance, '/api/v1/timelines/tag/flood?limit=40');
    expect(stored.body).toHaveLength(30);
    expect(stored.body.map((s) => s.id)).toEqual(frames.map((f) => payloadOf(f).id).reverse());
  });

  it('DELETE stops it: nothing more arrives after the posts it reports', async () => {
    const socket = await open();
    await control(instance, 'flood', { count: 100000, perSecond: 200 });
    expect(isFlood(await socket.next())).toBe(true);
    const stopped = await control<FloodReport>(instance, 'flood', undefined, 'DELETE');
    expect(stopped.body.running).toBe(false);
    expect(stopped.body.made).toBeLessThan(100000);
    // Frames arrive in order: every flood post comes before this one, and there are exactly `made` of them.
    const sentinel = await post(instance, 'alice', 'after the flood');
    let floodFrames = 1;
    for (;;) {
      const frame = await socket.next();
      if (!isFlood(frame)) {
        expect(payloadOf(frame).id).toBe(sentinel.id);
        break;
      }
      floodFrames += 1;
    }
    expect(floodFrames).toBe(stopped.body.made);
  });

  it('a reset ends it', async () => {
    const socket = await open();
    await control(instance, 'flood', { count: 100000, perSecond: 200 });
    await socket.next();
    await control(instance, 'reset');
    expect((await control<FloodReport>(instance, 'flood', undefined, 'GET')).body.running).toBe(false);
  });

  it('checks its arguments', async () => {
    expect((await control(instance, 'flood', { count: 0 })).status).toBe(422);
    expect((await control(instance, 'flood', { count: 5, perSecond: 0 })).status).toBe(422);
    expect((await control(instance, 'flood', { count: 5, username: 'nobody' })).status).toBe(404);
  });
});
