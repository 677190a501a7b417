/** @jest-environment node */
// Announcements (routes/announcements.ts): the member list with `read` and reactions, dismiss, reactions, and
// Pleroma's admin API (list with limit/offset, post, edit, delete), admins only.
import { startDemoInstance, type DemoInstance } from './server';
import { control } from './stream-support';
import { tokenFor } from './testing';
import { callJson } from './status-support';

jest.setTimeout(30_000);

interface AnnouncementJson {
  id: string;
  content: string;
  starts_at: string | null;
  ends_at: string | null;
  all_day: boolean;
  published_at: string;
  updated_at: string;
  read?: boolean;
  mentions: { acct: string }[];
  tags: { name: string }[];
  emojis: { shortcode: string; url: string }[];
  statuses: unknown[];
  reactions: { name: string; count: number; me: boolean; url?: string }[];
  pleroma?: { raw_content: string };
}

let instance: DemoInstance;
let admin: string;
let alice: string;

const call = <T = unknown>(method: string, path: string, token?: string, body?: object) =>
  callJson<T>(instance, method, path, token, body);

const ADMIN = '/api/v1/pleroma/admin/announcements';
const memberList = async (token = alice) => (await call<AnnouncementJson[]>('GET', '/api/v1/announcements', token)).body;

beforeAll(async () => {
  instance = await startDemoInstance({ port: 0 });
});

afterAll(async () => {
  await instance.close();
});

beforeEach(async () => {
  await control(instance, 'reset');
  [admin, alice] = await Promise.all(['admin', 'alice'].map((u) => tokenFor(instance.url, u)));
});

describe('the member endpoints', () => {
  it('lists the active announcements in Mastodon’s shape, each with read and reactions', async () => {
    const list = await memberList();
    expect(list.map((a) => a.id)).toEqual(['3', '2']); // the scheduled one (1) is not active yet
    const [maintenance, welcome] = list;
    expect(maintenance).toMatchObject({ read: false, all_day: false, statuses: [] });
    expect(maintenance.content).toMatch(/^<p>Maintenance window this weekend :blobcat:<\/p><p>/);
    expect(maintenance.emojis.map((e) => e.shortcode)).toEqual(['blobcat']);
    expect(maintenance.tags.map((t) => t.name)).toEqual(['sunday']);
    expect(maintenance.mentions.map((m) => m.acct)).toEqual(['admin']);
    expect(Date.parse(maintenance.starts_at ?? '')).toBeLessThan(Date.now());
    expect(Date.parse(maintenance.ends_at ?? '')).toBeGreaterThan(Date.now());
    expect(maintenance.reactions).toEqual([
      { name: '👍', count: 2, me: false },
      expect.objectContaining({ name: 'blobcat', count: 1, me: false, url: expect.stringContaining('/media/emoji/blobcat.svg') }),
    ]);
    expect(welcome).toMatchObject({ read: true, starts_at: null, ends_at: null });
    expect(welcome.reactions).toEqual([{ name: '🎉', count: 3, me: true }]);
    expect(maintenance.pleroma).toBeUndefined();
  });

  it('needs a signed-in user', async () => {
    expect((await call('GET', '/api/v1/announcements')).status).toBe(401);
  });

  it('dismiss marks it read for that member only', async () => {
    expect((await call('POST', '/api/v1/announcements/3/dismiss', alice)).status).toBe(200);
    expect((await memberList()).find((a) => a.id === '3')?.read).toBe(true);
    expect((await memberList(admin)).find((a) => a.id === '3')?.read).toBe(false);
    // An inactive (scheduled) or unknown announcement cannot be dismissed.
    expect((await call('POST', '/api/v1/announcements/1/dismiss', alice)).status).toBe(404);
    expect((await call('POST', '/api/v1/announcements/99/dismiss', alice)).status).toBe(404);
  });

  it('adds and takes back reactions, Unicode or custom, and refuses anything else', async () => {
    expect((await call('PUT', '/api/v1/announcements/3/reactions/%F0%9F%91%8D', alice)).status).toBe(200);
    expect((await call('PUT', '/api/v1/announcements/3/reactions/blobfox', alice)).status).toBe(200);
    let reactions = (await memberList()).find((a) => a.id === '3')?.reactions ?? [];
    expect(reactions.find((r) => r.name === '👍')).toEqual({ name: '👍', count: 3, me: true });
    expect(reactions.find((r) => r.name === 'blobfox')).toMatchObject({ count: 1, me: true });
    expect((await call('DELETE', '/api/v1/announcements/3/reactions/blobfox', alice)).status).toBe(200);
    reactions = (await memberList()).find((a) => a.id === '3')?.reactions ?? [];
    expect(reactions.find((r) => r.name === 'blobfox')).toBeUndefined();
    expect((await call('PUT', '/api/v1/announcements/3/reactions/nope', alice)).status).toBe(422);
  });
});

describe('the admin endpoints', () => {
  it('lists every announcement, the inactive one too, with raw content, paged by limit and offset', async () => {
    const all = await call<AnnouncementJson[]>('GET', ADMIN, admin);
    expect(all.status).toBe(200);
    expect(all.body.map((a) => a.id)).toEqual(['3', '1', '2']);
    const scheduled = all.body[1];
    expect(scheduled).toMatchObject({ all_day: true, pleroma: { raw_content: expect.stringContaining('Community meetup') } });
    expect(Date.parse(scheduled.starts_at ?? '')).toBeGreaterThan(Date.now());
    expect(scheduled.read).toBeUndefined();
    const page = await call<AnnouncementJson[]>('GET', `${ADMIN}?limit=1&offset=1`, admin);
    expect(page.body.map((a) => a.id)).toEqual(['1']);
  });

  it('refuses members', async () => {
    expect((await call('GET', ADMIN, alice)).status).toBe(403);
    expect((await call('POST', ADMIN, alice, { content: 'hi' })).status).toBe(403);
    expect((await call('DELETE', `${ADMIN}/3`, alice)).status).toBe(403);
  });

  it('posts, edits and deletes; members see the new one while it is active', async () => {
    const created = await call<AnnouncementJson>('POST', ADMIN, admin, {
      content: 'All-day event :party:',
      starts_at: new Date(Date.now() - 3_600_000).toISOString(),
      ends_at: new Date(Date.now() + 86_400_000).toISOString(),
      all_day: true,
    });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      all_day: true,
      content: '<p>All-day event :party:</p>',
      pleroma: { raw_content: 'All-day event :party:' },
    });
    const { id } = created.body;
    expect((await memberList()).find((a) => a.id === id)).toMatchObject({ read: false, all_day: true });

    const edited = await call<AnnouncementJson>('PATCH', `${ADMIN}/${id}`, admin, {
      content: 'Edited',
      starts_at: null,
      ends_at: null,
      all_day: false,
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ content: '<p>Edited</p>', starts_at: null, ends_at: null, all_day: false });

    expect((await call('DELETE', `${ADMIN}/${id}`, admin)).status).toBe(200);
    expect((await memberList()).find((a) => a.id === id)).toBeUndefined();
    expect((await call('DELETE', `${ADMIN}/${id}`, admin)).status).toBe(404);
  });

  it('refuses empty content, an unreadable time and an end before the start, with the reason', async () => {
    expect(await call('POST', ADMIN, admin, { content: '  ' })).toEqual({
      status: 400,
      body: { error: 'Missing field: content.' },
    });
    expect((await call('POST', ADMIN, admin, { content: 'x', starts_at: 'soon' })).status).toBe(400);
    const backwards = await call<{ error: string }>('PATCH', `${ADMIN}/3`, admin, {
      starts_at: '2030-01-02T00:00:00Z',
      ends_at: '2030-01-01T00:00:00Z',
    });
    expect(backwards).toEqual({ status: 422, body: { error: 'ends_at must not be before starts_at' } });
  });
});
