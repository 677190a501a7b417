/** @jest-environment node */
import { startDemoInstance, type DemoInstance } from './server';
import { callJson } from './status-support';
import { control, post } from './stream-support';

interface Note {
  id: number;
  content: string;
  user: { acct: string; nickname: string };
}
interface Report {
  id: string;
  state: string;
  content: string | null;
  account: { acct: string; nickname: string; roles: object };
  actor: { acct: string };
  statuses: { id: string }[];
  notes: Note[];
}
interface Page {
  total: number;
  reports: Report[];
}

const ADMIN_SCOPES = 'read write follow push admin';
let instance: DemoInstance;

async function token(username: string, scope = ADMIN_SCOPES): Promise<string> {
  return (await control<{ access_token: string }>(instance, 'token', { username, scope })).body.access_token;
}

async function file(body: object): Promise<Report> {
  return (await control<Report>(instance, 'report', body)).body;
}

const list = (tok: string, query = '') => callJson<Page>(instance, 'GET', `/api/v1/pleroma/admin/reports${query}`, tok);

beforeAll(async () => {
  instance = await startDemoInstance({ port: 0 });
});
afterAll(async () => {
  await instance.close();
});
beforeEach(async () => {
  await control(instance, 'reset');
});

describe('GET /api/v1/pleroma/admin/reports', () => {
  it('pages the reports newest first, in Pleroma shapes, filtered by state', async () => {
    const bobs = await post(instance, 'bob', 'Something reportable');
    await file({ reporter: 'alice', account: 'bob', status_ids: [bobs.id], comment: 'spam' });
    await file({ reporter: 'erin', account: 'dave', comment: 'rude' });
    await file({ reporter: 'alice', account: 'erin', state: 'closed' });
    const mod = await token('mod');

    const open = await list(mod, '?state=open&page=1&page_size=1');
    expect(open.status).toBe(200);
    expect(open.body.total).toBe(2);
    expect(open.body.reports).toHaveLength(1);
    expect(open.body.reports[0]).toMatchObject({ state: 'open', content: 'rude', actor: { acct: 'erin' } });
    // merge_account_views: the Mastodon account and the admin view's fields
    expect(open.body.reports[0]?.account).toMatchObject({ acct: 'dave', nickname: 'dave', roles: { admin: false } });

    const second = await list(mod, '?state=open&page=2&page_size=1');
    expect(second.body.reports[0]).toMatchObject({ content: 'spam', statuses: [{ id: bobs.id }], notes: [] });

    const all = await list(mod);
    expect(all.body.total).toBe(3);
    expect(all.body.reports.map((r) => r.state)).toEqual(['closed', 'open', 'open']);
  });

  it('refuses members, visitors and tokens without the admin scope', async () => {
    await file({ reporter: 'alice', account: 'bob' });
    const member = await list(await token('alice'));
    expect(member).toEqual({ status: 403, body: { error: "User isn't privileged." } });
    expect((await list('')).status).toBe(401);
    const noScope = await list(await token('admin', 'read write follow push'));
    expect(noScope).toEqual({ status: 403, body: { error: 'Insufficient permissions: admin:read:reports.' } });
    expect((await list(await token('admin', 'read admin:read'))).status).toBe(200);
  });
});

describe('PATCH /api/v1/pleroma/admin/reports', () => {
  it('changes states in bulk (204) and names the refused ones (400)', async () => {
    const a = await file({ reporter: 'alice', account: 'bob' });
    const b = await file({ reporter: 'alice', account: 'dave' });
    const admin = await token('admin');
    const ok = await callJson(instance, 'PATCH', '/api/v1/pleroma/admin/reports', admin, {
      reports: [
        { id: a.id, state: 'resolved' },
        { id: b.id, state: 'closed' },
      ],
    });
    expect(ok).toEqual({ status: 204, body: null });
    expect((await list(admin)).body.reports.map((r) => [r.id, r.state])).toEqual([
      [b.id, 'closed'],
      [a.id, 'resolved'],
    ]);

    const bad = await callJson<{ id: string; error?: string }[]>(instance, 'PATCH', '/api/v1/pleroma/admin/reports', admin, {
      reports: [
        { id: a.id, state: 'open' },
        { id: b.id, state: 'escalated' },
        { id: 'nope', state: 'open' },
      ],
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual([
      { id: a.id },
      { id: b.id, error: 'Unsupported state' },
      { id: 'nope', error: 'Could not update state' },
    ]);
    expect((await callJson(instance, 'PATCH', '/api/v1/pleroma/admin/reports', await token('bob'), { reports: [] })).status).toBe(
      403,
    );
  });
});

describe('report notes', () => {
  it('adds (204) and deletes (204) notes; a blank note or an unknown one is an empty 400', async () => {
    const r = await file({ reporter: 'alice', account: 'bob' });
    const mod = await token('mod');
    const notes = `/api/v1/pleroma/admin/reports/${r.id}/notes`;
    expect(await callJson(instance, 'POST', notes, mod, { content: 'Looked at it' })).toEqual({ status: 204, body: null });
    expect(await callJson(instance, 'POST', notes, mod, { content: '  ' })).toEqual({ status: 400, body: '' });
    const [note] = (await list(mod)).body.reports[0]?.notes ?? [];
    expect(note).toMatchObject({ content: 'Looked at it', user: { acct: 'mod' } });
    expect(typeof note?.id).toBe('number');

    expect((await callJson(instance, 'DELETE', `${notes}/${note?.id}`, mod)).status).toBe(204);
    expect((await callJson(instance, 'DELETE', `${notes}/${note?.id}`, mod)).status).toBe(400);
    expect((await list(mod)).body.reports[0]?.notes).toEqual([]);
    expect((await callJson(instance, 'POST', notes, await token('alice'), { content: 'x' })).status).toBe(403);
  });
});

describe('PUT /api/v1/pleroma/admin/statuses/:id', () => {
  it('marks a post sensitive and changes its visibility; refuses direct and members', async () => {
    const bobs = await post(instance, 'bob', 'A post to moderate');
    const admin = await token('admin');
    const path = `/api/v1/pleroma/admin/statuses/${bobs.id}`;
    const res = await callJson<{ sensitive: boolean; visibility: string }>(instance, 'PUT', path, admin, {
      sensitive: true,
      visibility: 'unlisted',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ sensitive: true, visibility: 'unlisted' });
    expect((await callJson(instance, 'PUT', path, admin, { visibility: 'direct' })).status).toBe(400);
    expect((await callJson(instance, 'PUT', path, await token('erin'), { sensitive: false })).status).toBe(403);
    const noScope = await callJson(instance, 'PUT', path, await token('admin', 'read write'), { sensitive: false });
    expect(noScope).toEqual({ status: 403, body: { error: 'Insufficient permissions: admin:write:statuses.' } });
  });
});
