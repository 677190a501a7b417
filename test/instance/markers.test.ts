/** @jest-environment node */
// Read markers: GET/POST /api/v1/markers in Mastodon's shape (JSON or form), Akkoma's unread count, Pleroma's
// mark-as-read moving the notifications marker, and snac2's `{}` without a POST.
import { startDemoInstance, type DemoInstance } from './server';
import { call, callJson } from './status-support';
import { api } from './stream-support';
import { tokenFor } from './testing';

interface MarkerJson {
  last_read_id: string;
  version: number;
  updated_at: string;
  pleroma?: { unread_count: number };
}
type MarkersJson = Partial<Record<'home' | 'notifications', MarkerJson>>;

const BOTH = '/api/v1/markers?timeline[]=home&timeline[]=notifications';

let instance: DemoInstance;
let alice: string;

beforeAll(async () => {
  instance = await startDemoInstance({ port: 0 });
  alice = await tokenFor(instance.url, 'alice');
});
afterAll(() => instance.close());
beforeEach(async () => {
  await fetch(`${instance.url}/__demo/reset`, { method: 'POST' });
  alice = await tokenFor(instance.url, 'alice');
});

describe('/api/v1/markers', () => {
  it('needs a user; knows no marker at first', async () => {
    expect((await api(instance, BOTH)).status).toBe(401);
    const res = await api<MarkersJson>(instance, BOTH, alice);
    expect(res).toMatchObject({ status: 200, body: {} });
  });

  it('saves a JSON body, answers what it wrote, and counts versions up', async () => {
    const first = await callJson<MarkersJson>(instance, 'POST', '/api/v1/markers', alice, { home: { last_read_id: '100' } });
    expect(first.status).toBe(200);
    expect(Object.keys(first.body)).toEqual(['home']);
    expect(first.body.home).toMatchObject({ last_read_id: '100', version: 0 });
    expect(Date.parse(first.body.home?.updated_at ?? '')).not.toBeNaN();
    const second = await callJson<MarkersJson>(instance, 'POST', '/api/v1/markers', alice, {
      home: { last_read_id: '120' },
      notifications: { last_read_id: '500003' },
    });
    expect(second.body.home).toMatchObject({ last_read_id: '120', version: 1 });
    expect(second.body.notifications).toMatchObject({ last_read_id: '500003', version: 0 });
    expect(typeof second.body.notifications?.pleroma?.unread_count).toBe('number');
    const read = await api<MarkersJson>(instance, BOTH, alice);
    expect(read.body.home?.last_read_id).toBe('120');
    expect(read.body.notifications?.last_read_id).toBe('500003');
    // only the timelines asked for
    const home = await api<MarkersJson>(instance, '/api/v1/markers?timeline[]=home', alice);
    expect(Object.keys(home.body)).toEqual(['home']);
  });

  it('takes a form body too, and keeps each account its own', async () => {
    const saved = await call<MarkersJson>(instance, 'POST', '/api/v1/markers', alice, {
      'notifications[last_read_id]': '500001',
    });
    expect(saved.body.notifications?.last_read_id).toBe('500001');
    const bob = await tokenFor(instance.url, 'bob');
    expect((await api<MarkersJson>(instance, BOTH, bob)).body).toEqual({});
  });

  it("Pleroma's mark-as-read moves the notifications marker, which counts what is left unread", async () => {
    const notifications = await api<{ id: string }[]>(instance, '/api/v1/notifications', alice);
    const ids = notifications.body.map((n) => n.id);
    expect(ids.length).toBeGreaterThan(1);
    const oldest = ids[ids.length - 1];
    await call(instance, 'POST', '/api/v1/pleroma/notifications/read', alice, { max_id: oldest });
    const marker = (await api<MarkersJson>(instance, BOTH, alice)).body.notifications;
    expect(marker?.last_read_id).toBe(oldest);
    await call(instance, 'POST', '/api/v1/pleroma/notifications/read', alice, { max_id: ids[0] });
    const after = (await api<MarkersJson>(instance, BOTH, alice)).body.notifications;
    expect(after).toMatchObject({ last_read_id: ids[0], pleroma: { unread_count: 0 } });
  });
});

describe('/api/v1/markers on snac2', () => {
  let snac: DemoInstance;
  beforeAll(async () => {
    snac = await startDemoInstance({ port: 0, flavour: 'snac2' });
  });
  afterAll(() => snac.close());

  it('answers {} and has no POST', async () => {
    const token = (await (
      await fetch(`${snac.url}/__demo/token`, { method: 'POST', body: new URLSearchParams({ username: 'alice' }) })
    ).json()) as {
      access_token: string;
    };
    const read = await api<MarkersJson>(snac, BOTH, token.access_token);
    expect(read).toMatchObject({ status: 200, body: {} });
    const res = await fetch(`${snac.url}/api/v1/markers`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token.access_token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ home: { last_read_id: '1' } }),
    });
    expect(res.status).toBe(404);
  });
});
