/** @jest-environment node */
// Profiles and relationships on the demo instance: follow (locked, remote), unfollow, block, mute,
// subscribe, notes, remove follower, domain blocks, hidden lists, paging, search and suggestions.
import { startDemoInstance, type DemoInstance } from './server';
import { call } from './status-support';
import { api } from './stream-support';
import { tokenFor, type StatusJson } from './testing';

interface Rel {
  id: string;
  following: boolean;
  followed_by: boolean;
  requested: boolean;
  blocking: boolean;
  blocked_by: boolean;
  muting: boolean;
  notifying: boolean;
  subscribing: boolean;
  showing_reblogs: boolean;
  domain_blocking: boolean;
  note: string;
}
interface Acc {
  id: string;
  acct: string;
  pleroma?: { hide_follows: boolean; hide_followers: boolean; relationship?: Partial<Rel> };
}
interface Notif {
  type: string;
  account: { acct: string };
}

let instance: DemoInstance;
const tokens: Record<string, string> = {};
const ids: Record<string, string> = {};

beforeAll(async () => {
  instance = await startDemoInstance({ port: 0 });
  for (const name of ['alice', 'bob', 'carol', 'dave', 'erin', 'robot', 'mod', 'admin'])
    tokens[name] = await tokenFor(instance.url, name);
  for (const acct of [
    'alice',
    'bob',
    'carol',
    'dave',
    'erin',
    'robot',
    'mod',
    'admin',
    'kai@akkoma.example',
    'gts@gts.example',
  ]) {
    ids[acct] = (await call<Acc>(instance, 'GET', `/api/v1/accounts/lookup?acct=${acct}`)).body.id;
  }
});
afterAll(() => instance.close());

const act = (who: string, path: string, form?: Record<string, string>) =>
  call<Rel>(instance, 'POST', `/api/v1/accounts/${ids[path.split('/')[0]]}/${path.split('/')[1]}`, tokens[who], form);
const relOf = async (who: string, target: string) =>
  (await call<Rel[]>(instance, 'GET', `/api/v1/accounts/relationships?id[]=${ids[target]}`, tokens[who])).body[0];
const notificationsOf = async (who: string) => (await call<Notif[]>(instance, 'GET', '/api/v1/notifications', tokens[who])).body;

describe('follow and unfollow', () => {
  it('an unlocked local account: following at once, and it gets a follow notification', async () => {
    const res = await act('robot', 'erin/follow');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: ids.erin, following: true, requested: false, showing_reblogs: true });
    expect((await notificationsOf('erin')).some((n) => n.type === 'follow' && n.account.acct === 'robot')).toBe(true);
    const off = await act('robot', 'erin/unfollow');
    expect(off.body.following).toBe(false);
  });

  it('a locked account: a pending request, listed for it with a follow_request notification', async () => {
    const res = await act('robot', 'carol/follow');
    expect(res.body).toMatchObject({ following: false, requested: true });
    const requests = await call<Acc[]>(instance, 'GET', '/api/v1/follow_requests', tokens.carol);
    expect(requests.body.map((a) => a.acct)).toContain('robot');
    expect((await notificationsOf('carol')).some((n) => n.type === 'follow_request' && n.account.acct === 'robot')).toBe(true);
    // approved from the other side
    await call(instance, 'POST', `/api/v1/follow_requests/${ids.robot}/authorize`, tokens.carol);
    expect((await relOf('robot', 'carol')).following).toBe(true);
  });

  it('an unlocked remote account answers later: requested first, following on the next relationships read', async () => {
    const res = await act('alice', 'gts@gts.example/follow');
    expect(res.body).toMatchObject({ following: false, requested: true });
    expect(await relOf('alice', 'gts@gts.example')).toMatchObject({ following: true, requested: false });
  });

  it('reblogs=false hides repeats, notify=true subscribes; both keep the follow', async () => {
    const res = await act('dave', 'robot/follow', { reblogs: 'false', notify: 'true' });
    expect(res.body).toMatchObject({ following: true, showing_reblogs: false, notifying: true, subscribing: true });
    const again = await act('dave', 'robot/follow', { reblogs: 'true' });
    expect(again.body).toMatchObject({ following: true, showing_reblogs: true, notifying: true });
  });

  it('Pleroma subscribe and unsubscribe', async () => {
    const on = await call<Rel>(instance, 'POST', `/api/v1/pleroma/accounts/${ids.mod}/subscribe`, tokens.erin);
    expect(on.body.subscribing).toBe(true);
    const off = await call<Rel>(instance, 'POST', `/api/v1/pleroma/accounts/${ids.mod}/unsubscribe`, tokens.erin);
    expect(off.body.subscribing).toBe(false);
  });

  it('acting on oneself is refused; no token is 401', async () => {
    expect((await act('alice', 'alice/follow')).status).toBe(400);
    expect((await call(instance, 'POST', `/api/v1/accounts/${ids.bob}/follow`)).status).toBe(401);
  });
});

describe('block, mute, note, remove follower', () => {
  it('a block ends follows both ways, hides their posts from the blocker, and shows as blocked_by', async () => {
    // erin follows bob; make it mutual first
    await act('bob', 'erin/follow');
    const res = await act('erin', 'bob/block');
    expect(res.body).toMatchObject({ blocking: true, following: false, followed_by: false });
    expect(await relOf('bob', 'erin')).toMatchObject({ blocked_by: true, following: false });
    const pub = await api<StatusJson[]>(instance, '/api/v1/timelines/public?limit=40', tokens.erin);
    expect(pub.body.some((s) => s.account.acct === 'bob' || s.reblog?.account.acct === 'bob')).toBe(false);
    expect((await act('bob', 'erin/follow')).status).toBe(403);
    const blocks = await call<Acc[]>(instance, 'GET', '/api/v1/blocks', tokens.erin);
    expect(blocks.body.map((a) => a.acct)).toEqual(['bob']);
    await act('erin', 'bob/block');
    expect((await call<Acc[]>(instance, 'GET', '/api/v1/blocks', tokens.erin)).body).toHaveLength(1);
    expect((await act('erin', 'bob/unblock')).body.blocking).toBe(false);
    const after = await api<StatusJson[]>(instance, '/api/v1/timelines/public?limit=40', tokens.erin);
    expect(after.body.some((s) => s.account.acct === 'bob')).toBe(true);
  });

  it('mute and unmute, listed under /api/v1/mutes', async () => {
    expect((await act('mod', 'robot/mute')).body.muting).toBe(true);
    expect((await call<Acc[]>(instance, 'GET', '/api/v1/mutes', tokens.mod)).body.map((a) => a.acct)).toEqual(['robot']);
    expect((await act('mod', 'robot/unmute')).body.muting).toBe(false);
    expect((await call<Acc[]>(instance, 'GET', '/api/v1/mutes', tokens.mod)).body).toEqual([]);
  });

  it('the private note is kept per viewer, and an empty comment clears it', async () => {
    expect((await act('admin', 'bob/note', { comment: 'met at the meetup' })).body.note).toBe('met at the meetup');
    expect((await relOf('admin', 'bob')).note).toBe('met at the meetup');
    expect((await relOf('alice', 'bob')).note).toBe('');
    const embedded = await call<Acc>(instance, 'GET', `/api/v1/accounts/${ids.bob}`, tokens.admin);
    expect(embedded.body.pleroma?.relationship?.note).toBe('met at the meetup');
    expect((await act('admin', 'bob/note', { comment: '' })).body.note).toBe('');
  });

  it('remove_from_followers: they no longer follow the viewer', async () => {
    expect((await relOf('alice', 'dave')).followed_by).toBe(true);
    const res = await act('alice', 'dave/remove_from_followers');
    expect(res.body.followed_by).toBe(false);
    expect((await relOf('dave', 'alice')).following).toBe(false);
  });

  it('domain blocks: POST, GET, the relationship shows it, DELETE', async () => {
    const form = { domain: 'akkoma.example' };
    expect((await call(instance, 'POST', '/api/v1/domain_blocks', tokens.bob, form)).status).toBe(200);
    expect((await call<string[]>(instance, 'GET', '/api/v1/domain_blocks', tokens.bob)).body).toEqual(['akkoma.example']);
    expect((await relOf('bob', 'kai@akkoma.example')).domain_blocking).toBe(true);
    expect((await relOf('bob', 'alice')).domain_blocking).toBe(false);
    await call(instance, 'DELETE', '/api/v1/domain_blocks', tokens.bob, form);
    expect((await call<string[]>(instance, 'GET', '/api/v1/domain_blocks', tokens.bob)).body).toEqual([]);
    expect((await call(instance, 'POST', '/api/v1/domain_blocks', tokens.bob, {})).status).toBe(422);
  });
});

describe('follow lists', () => {
  it('page with limit and Link rel="next"', async () => {
    const first = await api<Acc[]>(instance, `/api/v1/accounts/${ids.alice}/followers?limit=2`, tokens.bob);
    expect(first.body).toHaveLength(2);
    expect(first.link.next).toContain('max_id=');
    const second = await api<Acc[]>(instance, first.link.next, tokens.bob);
    expect(second.body.length).toBeGreaterThan(0);
    expect(second.body.map((a) => a.id)).not.toContain(first.body[0].id);
  });

  it('hidden lists: dave hides both, so others get [] while dave sees his own', async () => {
    const profile = await call<Acc>(instance, 'GET', `/api/v1/accounts/${ids.dave}`, tokens.bob);
    expect(profile.body.pleroma).toMatchObject({ hide_follows: true, hide_followers: true });
    expect((await api<Acc[]>(instance, `/api/v1/accounts/${ids.dave}/following`, tokens.bob)).body).toEqual([]);
    expect((await api<Acc[]>(instance, `/api/v1/accounts/${ids.dave}/following`, tokens.dave)).body.length).toBeGreaterThan(0);
  });

  it('pinned statuses of a profile', async () => {
    const pinned = await api<StatusJson[]>(instance, `/api/v1/accounts/${ids.alice}/statuses?pinned=true`);
    expect(pinned.body.length).toBeGreaterThan(0);
    expect(pinned.body.every((s) => s.account.acct === 'alice')).toBe(true);
  });

  it('lookup of an unknown account is 404', async () => {
    expect((await call(instance, 'GET', '/api/v1/accounts/lookup?acct=nobody')).status).toBe(404);
  });
});

describe('search', () => {
  interface Results {
    accounts: Acc[];
    statuses: StatusJson[];
    hashtags: { name: string }[];
  }
  const search = async (q: string, extra = '') =>
    (await call<Results>(instance, 'GET', `/api/v2/search?q=${encodeURIComponent(q)}${extra}`, tokens.alice)).body;

  it('accounts, hashtags and statuses, and type narrows it', async () => {
    const all = await search('book');
    expect(all.hashtags.map((t) => t.name)).toContain('books');
    expect(all.statuses.length).toBeGreaterThan(0);
    expect((await search('alic')).accounts.map((a) => a.acct)).toContain('alice');
    const only = await search('alic', '&type=accounts');
    expect([only.statuses, only.hashtags]).toEqual([[], []]);
  });

  it('a remote address is found only with resolve=true; an unknown one never', async () => {
    expect((await search('kai@akkoma.example')).accounts).toEqual([]);
    const resolved = await search('@kai@akkoma.example', '&resolve=true&type=accounts');
    expect(resolved.accounts.map((a) => a.acct)).toEqual(['kai@akkoma.example']);
    expect((await search('ghost@nowhere.example', '&resolve=true')).accounts).toEqual([]);
  });
});

describe('suggestions', () => {
  it('v1: local accounts the viewer does not follow, never themself', async () => {
    const res = await call<Acc[]>(instance, 'GET', '/api/v1/suggestions', tokens.robot);
    const accts = res.body.map((a) => a.acct);
    expect(accts).not.toContain('robot');
    expect(accts).not.toContain('kai@akkoma.example');
    expect(accts).toContain('admin');
    expect((await call(instance, 'GET', '/api/v1/suggestions')).status).toBe(401);
  });

  it('v2: { source, account }', async () => {
    const res = await call<{ source: string; account: Acc }[]>(instance, 'GET', '/api/v2/suggestions', tokens.robot);
    expect(res.body[0]).toMatchObject({ source: 'staff', account: { acct: 'admin' } });
  });

  it('the instance says suggestions are enabled', async () => {
    const nodeinfo = await call<{ metadata: { suggestions: { enabled: boolean } } }>(instance, 'GET', '/nodeinfo/2.1.json');
    expect(nodeinfo.body.metadata.suggestions.enabled).toBe(true);
  });
});
