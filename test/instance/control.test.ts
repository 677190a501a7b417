/** @jest-environment node */
import WebSocket from 'ws';
import { startDemoInstance, type DemoInstance } from './server';
import { tokenFor, type StatusJson } from './testing';

let instance: DemoInstance;

beforeAll(async () => {
  instance = await startDemoInstance({ port: 0 });
});

afterAll(async () => {
  await instance.close();
});

const control = (path: string, body: object) =>
  fetch(`${instance.url}/__demo/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

interface StreamFrame {
  event: string;
  payload: string;
  stream: string[];
}

function nextFrame(socket: WebSocket): Promise<StreamFrame> {
  return new Promise((resolve, reject) => {
    socket.once('message', (data: WebSocket.RawData) => resolve(JSON.parse(data.toString()) as StreamFrame));
    socket.once('error', reject);
  });
}

function open(url: string, protocols?: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, protocols);
    socket.once('open', () => resolve(socket));
    socket.once('error', reject);
  });
}

describe('/__demo control API', () => {
  afterEach(async () => {
    await control('reset', {});
  });

  it('makes the next matching request fail with the given HTML body, once', async () => {
    const page = '<html><body><h1>502 Bad Gateway</h1></body></html>';
    expect((await control('fail', { path: '/api/v1/timelines/public', status: 502, body: page })).status).toBe(200);
    const failed = await fetch(`${instance.url}/api/v1/timelines/public`);
    expect(failed.status).toBe(502);
    expect(failed.headers.get('content-type')).toContain('text/html');
    expect(await failed.text()).toBe(page);
    const next = await fetch(`${instance.url}/api/v1/timelines/public`);
    expect(next.status).toBe(200);
  });

  it('fails N times and adds rate-limit headers to 429s', async () => {
    await control('fail', { path: '/api/v1/instance', status: 429, times: 2 });
    for (let i = 0; i < 2; i++) {
      const res = await fetch(`${instance.url}/api/v1/instance`);
      expect(res.status).toBe(429);
      expect(res.headers.get('x-ratelimit-remaining')).toBe('0');
      expect(await res.json()).toEqual({ error: 'Too Many Requests' });
    }
    expect((await fetch(`${instance.url}/api/v1/instance`)).status).toBe(200);
  });

  it('fails only requests carrying the named query parameter, with an empty 200 body when asked', async () => {
    await control('fail', {
      path: '/api/v1/timelines/public',
      query: 'max_id',
      status: 200,
      body: '',
      contentType: 'application/json',
    });
    expect((await fetch(`${instance.url}/api/v1/timelines/public?since_id=1`)).status).toBe(200);
    const first = await fetch(`${instance.url}/api/v1/timelines/public?since_id=1`);
    expect((await first.json()) as unknown).toEqual(expect.any(Array));
    const failed = await fetch(`${instance.url}/api/v1/timelines/public?max_id=zzz`);
    expect(failed.status).toBe(200);
    expect(await failed.text()).toBe('');
    const next = await fetch(`${instance.url}/api/v1/timelines/public?max_id=zzz`);
    expect(Array.isArray(await next.json())).toBe(true);
  });

  it('sends an update on the public stream after /__demo/post', async () => {
    const socket = await open(`${instance.url.replace('http', 'ws')}/api/v1/streaming?stream=public`);
    socket.send('ping'); // clients send text pings; the server ignores them
    const frame = nextFrame(socket);
    const res = await control('post', { username: 'alice', status: 'Hello from the test #streaming', visibility: 'public' });
    expect(res.status).toBe(200);
    const posted = (await res.json()) as StatusJson;
    const received = await frame;
    expect(received.event).toBe('update');
    expect(received.stream).toEqual(['public']);
    const payload = JSON.parse(received.payload) as StatusJson;
    expect(payload.id).toBe(posted.id);
    expect(payload.content).toContain('Hello from the test');
    // A new post sorts after every seeded one.
    const top = (await (await fetch(`${instance.url}/api/v1/timelines/public?limit=1`)).json()) as StatusJson[];
    expect(top[0].id).toBe(posted.id);
    socket.close();
  });

  it('streams private posts only to followers on the user stream, with the token as sub-protocol', async () => {
    const token = await tokenFor(instance.url, 'bob');
    const socket = await open(`${instance.url.replace('http', 'ws')}/api/v1/streaming?stream=user`, token);
    const frame = nextFrame(socket);
    await control('post', { username: 'alice', status: 'Followers only', visibility: 'private' });
    const payload = JSON.parse((await frame).payload) as StatusJson;
    expect(payload.visibility).toBe('private');
    socket.close();
  });

  it('refuses the user stream without a token', async () => {
    await expect(open(`${instance.url.replace('http', 'ws')}/api/v1/streaming?stream=user`)).rejects.toThrow(/401/);
  });

  it('reset restores the seed', async () => {
    const before = (await (await fetch(`${instance.url}/api/v1/timelines/public?limit=1`)).json()) as StatusJson[];
    await control('post', { username: 'bob', status: 'temporary' });
    await control('reset', {});
    const after = (await (await fetch(`${instance.url}/api/v1/timelines/public?limit=1`)).json()) as StatusJson[];
    expect(after[0].id).toBe(before[0].id);
  });
});
