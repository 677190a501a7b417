/** @jest-environment node */
// Follow requests (list, authorize, reject), the notifications list's filters, paging and markers,
// and notification events on the socket for every recorded notification.
import { startDemoInstance, type DemoInstance } from './server';
import { call } from './status-support';
import { allPages, api, openSocket, payloadOf, post, socketsClosedAfterEach, streamUrl } from './stream-support';
import { tokenFor } from './testing';

interface AccountJson {
  id: string;
  acct: string;
}
interface NotificationJson {
  id: string;
  type: string;
  account: AccountJson;
  status?: { id: string };
  pleroma: { is_seen: boolean; is_muted: boolean };
}
interface RelationshipJson {
  id: string;
  following: boolean;
  followed_by: boolean;
  requested: boolean;
}

let instance: DemoInstance;
let carol: string;
let bob: string;
let robot: string;
const sockets = socketsClosedAfterEach();

beforeAll(async () => {
  instance = await startDemoInstance({ port: 0 });
});

beforeEach(async () => {
  await fetch(`${instance.url}/__demo/reset`, { method: 'POST' });
  [carol, bob, robot] = await Promise.all([
    tokenFor(instance.url, 'carol'),
    tokenFor(instance.url, 'bob'),
    tokenFor(instance.url, 'robot'),
  ]);
});

afterAll(async () => {
  await instance.close();
});

const idOf = async (acct: string) => (await api<AccountJson>(instance, `/api/v1/accounts/lookup?acct=${acct}`)).body.id;
const requests = async (token: string) => (await api<AccountJson[]>(instance, '/api/v1/follow_requests', token)).body;
const notifications = (token: string, query = '') =>
  allPages<NotificationJson>(instance, `/api/v1/notifications?limit=40${query}`, token);

describe('GET /api/v1/follow_requests', () => {
  it("lists the locked account's requesters, newest first; others have none; visitors are refused", async () => {
    expect((await requests(carol)).map((a) => a.acct)).toEqual(['gts@gts.example', 'bob', 'dave']);
    expect(await requests(bob)).toEqual([]);
    expect((await api(instance, '/api/v1/follow_requests')).status).toBe(401);
  });

  it('has a follow_request notification for each seeded request', async () => {
    const list = await notifications(carol, '&types[]=follow_request');
    expect(list.map((n) => n.account.acct).sort()).toEqual(['bob', 'dave', 'gts@gts.example']);
  });
});

describe('authorize and reject', () => {
  it('authorize makes the requester a follower and turns the notification into a follow', async () => {
    const bobId = await idOf('bob');
    const res = await call<RelationshipJson>(instance, 'POST', `/api/v1/follow_requests/${bobId}/authorize`, carol);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: bobId, followed_by: true });
    expect((await requests(carol)).map((a) => a.acct)).not.toContain('bob');
    const fromBob = (await notifications(carol)).filter((n) => n.account.id === bobId);
    expect(fromBob.map((n) => n.type)).toContain('follow');
    expect(fromBob.map((n) => n.type)).not.toContain('follow_request');
    // bob sees carol as followed now
    const carolId = await idOf('carol');
    const rel = await api<RelationshipJson[]>(instance, `/api/v1/accounts/relationships?id[]=${carolId}`, bob);
    expect(rel.body[0]).toMatchObject({ following: true, requested: false });
  });

  it('reject drops the request and its notification; a second answer is 404', async () => {
    const daveId = await idOf('dave');
    const res = await call<RelationshipJson>(instance, 'POST', `/api/v1/follow_requests/${daveId}/reject`, carol);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: daveId, followed_by: false });
    expect((await requests(carol)).map((a) => a.acct)).toEqual(['gts@gts.example', 'bob']);
    expect((await notifications(carol)).filter((n) => n.account.id === daveId && n.type === 'follow_request')).toEqual([]);
    expect((await call(instance, 'POST', `/api/v1/follow_requests/${daveId}/reject`, carol)).status).toBe(404);
    expect((await call(instance, 'POST', `/api/v1/follow_requests/${daveId}/authorize`, carol)).status).toBe(404);
  });

  it('answers 404 for someone who did not ask', async () => {
    const erinId = await idOf('erin');
    expect((await call(instance, 'POST', `/api/v1/follow_requests/${erinId}/authorize`, carol)).status).toBe(404);
  });

  it('a new follow of a locked account is listed and sent to its socket once', async () => {
    const socket = await openSocket(streamUrl(instance, { stream: 'user', access_token: carol }));
    sockets.push(socket);
    const carolId = await idOf('carol');
    expect((await call(instance, 'POST', `/api/v1/accounts/${carolId}/follow`, robot)).status).toBe(200);
    expect((await requests(carol))[0].acct).toBe('robot');
    const frame = await socket.next();
    expect(frame.event).toBe('notification');
    expect(payloadOf<NotificationJson>(frame)).toMatchObject({ type: 'follow_request', account: { acct: 'robot' } });
    // The next event is a new one, not the same notification again.
    await post(instance, 'bob', 'Hello @carol');
    const next = await socket.next();
    expect(next.event).toBe('notification');
    expect(payloadOf<NotificationJson>(next)).toMatchObject({ type: 'mention', account: { acct: 'bob' } });
  });
});

describe('notifications list', () => {
  it('filters by types[] and exclude_types[] and pages by Link', async () => {
    const all = await notifications(bob);
    expect(all.length).toBeGreaterThan(3);
    const mentions = await notifications(bob, '&types[]=mention');
    expect(mentions.length).toBeGreaterThan(0);
    expect(mentions.every((n) => n.type === 'mention')).toBe(true);
    const others = await notifications(bob, '&exclude_types[]=mention');
    expect(others.length + mentions.length).toBe(all.length);
    const first = await api<NotificationJson[]>(instance, '/api/v1/notifications?limit=2', bob);
    expect(first.body).toHaveLength(2);
    const second = await api<NotificationJson[]>(instance, first.link.next, bob);
    expect(second.body[0].id < first.body[1].id).toBe(true);
  });

  it('says which senders the reader mutes (pleroma.is_muted)', async () => {
    const bobId = await idOf('bob');
    expect((await notifications(carol)).filter((n) => n.account.id === bobId).every((n) => !n.pleroma.is_muted)).toBe(true);
    expect((await call(instance, 'POST', `/api/v1/accounts/${bobId}/mute`, carol)).status).toBe(200);
    const fromBob = (await notifications(carol)).filter((n) => n.account.id === bobId);
    expect(fromBob.length).toBeGreaterThan(0);
    expect(fromBob.every((n) => n.pleroma.is_muted)).toBe(true);
  });

  it('read with max_id marks everything up to it seen; dismiss removes one', async () => {
    const before = await notifications(bob);
    const newest = before[0].id;
    const res = await call(instance, 'POST', '/api/v1/pleroma/notifications/read', bob, { max_id: newest });
    expect(res.status).toBe(200);
    expect((await notifications(bob)).every((n) => n.pleroma.is_seen)).toBe(true);
    expect((await call(instance, 'POST', `/api/v1/notifications/${newest}/dismiss`, bob)).status).toBe(200);
    expect((await notifications(bob)).map((n) => n.id)).not.toContain(newest);
  });
});
