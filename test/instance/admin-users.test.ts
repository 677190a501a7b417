/** @jest-environment node */
// The admin users API the user card's moderation menu calls (routes/adminUsers.ts).
import { startDemoInstance, type DemoInstance } from './server';
import { control } from './stream-support';
import { tokenFor } from './testing';
import { callJson } from './status-support';

interface AccountJson {
  id: string;
  acct: string;
  note: string;
  pleroma: { is_admin: boolean; is_moderator: boolean; deactivated: boolean; is_active: boolean; tags: string[] };
}
interface AdminUserJson {
  id: string;
  nickname: string;
  local: boolean;
  deactivated: boolean;
  is_active: boolean;
  roles: { admin: boolean; moderator: boolean };
  tags: string[];
}

let instance: DemoInstance;
let admin: string;
let mod: string;
let alice: string;

/** Any admin call as JSON (arrays as JSON arrays, as Pleroma-FE sends them); a 204's empty body is null. */
const call = <T = unknown>(method: string, path: string, token?: string, body?: object) =>
  callJson<T>(instance, method, path, token, body);

const account = async (nickname: string, token = admin) =>
  (await call<AccountJson>('GET', `/api/v1/accounts/${nickname}`, token)).body;
const USERS = '/api/v1/pleroma/admin/users';

beforeAll(async () => {
  instance = await startDemoInstance({ port: 0 });
});

afterAll(async () => {
  await instance.close();
});

// A reset forgets every token too, so each test signs in again.
beforeEach(async () => {
  await control(instance, 'reset');
  [admin, mod, alice] = await Promise.all(['admin', 'mod', 'alice'].map((u) => tokenFor(instance.url, u)));
});

describe('who may call it', () => {
  it.each([
    ['a moderator', () => mod],
    ['a member', () => alice],
  ])('%s gets 403 from every endpoint and nothing changes', async (_who, token) => {
    const calls: [string, string, object?][] = [
      ['GET', `${USERS}/bob`],
      ['POST', `${USERS}/bob/permission_group/moderator`],
      ['DELETE', `${USERS}/mod/permission_group/moderator`],
      ['PATCH', `${USERS}/deactivate`, { nicknames: ['bob'] }],
      ['PUT', `${USERS}/tag`, { nicknames: ['bob'], tags: ['mrf_tag:sandbox'] }],
      ['DELETE', `${USERS}?nickname=bob`],
    ];
    for (const [method, path, body] of calls) {
      const res = await call<{ error: string }>(method, path, token(), body);
      expect([method, path, res.status, res.body.error]).toEqual([method, path, 403, 'User is not an admin.']);
    }
    const bob = await account('bob');
    expect(bob.pleroma).toMatchObject({ is_moderator: false, deactivated: false, tags: [] });
    expect(bob.note).not.toBe('');
  });

  it('without a token: 401', async () => {
    expect((await call('GET', `${USERS}/bob`)).status).toBe(401);
  });
});

describe('as an admin', () => {
  it('GET one user: roles, tags, activation, local; unknown is 404', async () => {
    const mo = await call<AdminUserJson>('GET', `${USERS}/mod`, admin);
    expect(mo.body).toMatchObject({ nickname: 'mod', local: true, roles: { admin: false, moderator: true }, tags: [] });
    expect(mo.body).toMatchObject({ deactivated: false, is_active: true });
    const kai = await call<AdminUserJson>('GET', `${USERS}/kai@akkoma.example`, admin);
    expect(kai.body).toMatchObject({ nickname: 'kai@akkoma.example', local: false });
    expect((await call('GET', `${USERS}/nobody`, admin)).status).toBe(404);
  });

  it('grants and revokes moderator and admin; the account shows it; an admin cannot revoke their own admin', async () => {
    expect((await call('POST', `${USERS}/bob/permission_group/moderator`, admin)).body).toEqual({ is_moderator: true });
    expect((await account('bob')).pleroma.is_moderator).toBe(true);
    expect((await call('POST', `${USERS}/bob/permission_group/admin`, admin)).body).toEqual({ is_admin: true });
    expect((await call<AdminUserJson>('GET', `${USERS}/bob`, admin)).body.roles).toEqual({ admin: true, moderator: true });
    expect((await call('DELETE', `${USERS}/bob/permission_group/moderator`, admin)).body).toEqual({ is_moderator: false });
    expect((await account('bob', alice)).pleroma).toMatchObject({ is_admin: true, is_moderator: false });

    expect((await call('POST', `${USERS}/bob/permission_group/owner`, admin)).status).toBe(404);
    const own = await call<{ error: string }>('DELETE', `${USERS}/admin/permission_group/admin`, admin);
    expect([own.status, own.body.error]).toEqual([403, "You can't revoke your own admin status."]);
  });

  it('deactivates and activates by nicknames, answering {users}', async () => {
    const off = await call<{ users: AdminUserJson[] }>('PATCH', `${USERS}/deactivate`, admin, { nicknames: ['bob'] });
    expect(off.body.users.map((u) => [u.nickname, u.deactivated, u.is_active])).toEqual([['bob', true, false]]);
    expect((await account('bob')).pleroma).toMatchObject({ deactivated: true, is_active: false });
    const on = await call<{ users: AdminUserJson[] }>('PATCH', `${USERS}/activate`, admin, { nicknames: ['bob'] });
    expect(on.body.users[0].deactivated).toBe(false);
    expect((await account('bob')).pleroma.deactivated).toBe(false);
    expect((await call('PATCH', `${USERS}/deactivate`, admin, {})).status).toBe(400);
  });

  it('tags and untags (204), shown in pleroma.tags; form-encoded arrays work too', async () => {
    const put = await call('PUT', `${USERS}/tag`, admin, {
      nicknames: ['bob'],
      tags: ['mrf_tag:media-force-nsfw', 'mrf_tag:sandbox'],
    });
    expect(put).toEqual({ status: 204, body: null });
    expect((await account('bob')).pleroma.tags).toEqual(['mrf_tag:media-force-nsfw', 'mrf_tag:sandbox']);
    await call('DELETE', `${USERS}/tag`, admin, { nicknames: ['bob'], tags: ['mrf_tag:sandbox'] });
    expect((await account('bob')).pleroma.tags).toEqual(['mrf_tag:media-force-nsfw']);

    const form = new URLSearchParams([
      ['nicknames[]', 'bob'],
      ['tags[]', 'mrf_tag:quarantine'],
    ]);
    const res = await fetch(`${instance.url}${USERS}/tag`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${admin}` },
      body: form,
    });
    expect(res.status).toBe(204);
    expect((await account('bob')).pleroma.tags).toContain('mrf_tag:quarantine');
  });

  it('deletes a user (?nickname=): posts gone, account deactivated; not oneself', async () => {
    const before = await call<unknown[]>('GET', '/api/v1/accounts/bob/statuses', admin);
    expect(before.body.length).toBeGreaterThan(0);
    expect(await call('DELETE', `${USERS}?nickname=bob`, admin)).toEqual({ status: 200, body: ['bob'] });
    expect((await account('bob')).pleroma.deactivated).toBe(true);
    expect((await call<unknown[]>('GET', '/api/v1/accounts/bob/statuses', admin)).body).toEqual([]);
    expect((await call('DELETE', `${USERS}?nickname=admin`, admin)).status).toBe(403);
  });
});

describe('POST /__demo/mrf', () => {
  const policies = async () =>
    (await call<{ pleroma: { metadata: { federation: { mrf_policies: string[] } } } }>('GET', '/api/v1/instance')).body.pleroma
      .metadata.federation.mrf_policies;

  it('takes TagPolicy out of mrf_policies and puts it back; reset restores it', async () => {
    expect(await policies()).toContain('TagPolicy');
    expect((await control(instance, 'mrf', { tag_policy: false })).body).toEqual({ tag_policy: false });
    expect(await policies()).not.toContain('TagPolicy');
    await control(instance, 'mrf', { tag_policy: true });
    expect(await policies()).toContain('TagPolicy');
    await control(instance, 'mrf', { tag_policy: false });
    await control(instance, 'reset');
    expect(await policies()).toContain('TagPolicy');
    expect((await control(instance, 'mrf', { tag_policy: 'maybe' })).status).toBe(422);
  });
});
