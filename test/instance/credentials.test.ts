/** @jest-environment node */
// PATCH /api/v1/accounts/update_credentials on the demo instance: the profile form, the flags, images as multipart
// within the instance's upload limits, and verify_credentials / the public account showing the result.
import { startDemoInstance, type DemoInstance } from './server';
import { call } from './status-support';
import { LIMITS } from './serialize/instance';
import { tokenFor } from './testing';

interface Cred {
  id: string;
  display_name: string;
  note: string;
  locked: boolean;
  bot: boolean;
  avatar: string;
  header: string;
  fields: { name: string; value: string }[];
  source: {
    note: string;
    privacy: string;
    sensitive: boolean;
    fields: { name: string; value: string }[];
    pleroma: { no_rich_text: boolean; show_role: boolean; discoverable: boolean };
  };
  pleroma: {
    hide_follows: boolean;
    hide_follows_count: boolean;
    hide_followers_count: boolean;
    hide_favorites: boolean;
    allow_following_move: boolean;
    background_image: string | null;
    is_admin: boolean;
  };
  akkoma: { permit_followback: boolean };
}

let instance: DemoInstance;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  instance = await startDemoInstance({ port: 0 });
  for (const name of ['alice', 'admin', 'bob']) tokens[name] = await tokenFor(instance.url, name);
});
afterAll(() => instance.close());

const me = async (who: string) => (await call<Cred>(instance, 'GET', '/api/v1/accounts/verify_credentials', tokens[who])).body;
const patch = (who: string, form: Record<string, string>) =>
  call<Cred & { error?: string }>(instance, 'PATCH', '/api/v1/accounts/update_credentials', tokens[who], form);

async function patchMultipart(who: string, form: FormData) {
  const res = await fetch(`${instance.url}/api/v1/accounts/update_credentials`, {
    method: 'PATCH',
    headers: { Authorization: `Bearer ${tokens[who]}` },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as Cred & { error?: string } };
}

describe('update_credentials', () => {
  it('needs a signed-in user', async () => {
    expect((await call(instance, 'PATCH', '/api/v1/accounts/update_credentials', undefined, { note: 'x' })).status).toBe(401);
  });

  it('changes name, bio, fields, flags and the source settings; verify_credentials and others see them', async () => {
    const res = await patch('alice', {
      display_name: 'Alice Edited',
      note: 'New bio with https://example.org',
      'fields_attributes[0][name]': 'Pronouns',
      'fields_attributes[0][value]': 'she/her',
      'fields_attributes[1][name]': '',
      'fields_attributes[1][value]': 'dropped: no name',
      locked: 'true',
      bot: 'false',
      hide_follows: 'true',
      hide_follows_count: 'true',
      hide_favorites: 'false',
      allow_following_move: 'false',
      no_rich_text: 'true',
      'source[privacy]': 'unlisted',
      'source[sensitive]': 'true',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      display_name: 'Alice Edited',
      locked: true,
      bot: false,
      fields: [{ name: 'Pronouns', value: 'she/her' }],
      source: { note: 'New bio with https://example.org', privacy: 'unlisted', sensitive: true, pleroma: { no_rich_text: true } },
      pleroma: { hide_follows: true, hide_follows_count: true, hide_favorites: false, allow_following_move: false },
    });
    // the bio is rendered as HTML, the source keeps it as typed
    expect(res.body.note).toContain('<a href="https://example.org"');
    expect(await me('alice')).toMatchObject({ display_name: 'Alice Edited', locked: true, source: { privacy: 'unlisted' } });
    const seen = await call<Cred>(instance, 'GET', `/api/v1/accounts/${res.body.id}`, tokens.bob);
    expect(seen.body).toMatchObject({ display_name: 'Alice Edited', locked: true, fields: [{ name: 'Pronouns' }] });
  });

  it('keeps what is not sent, and one empty row clears the fields', async () => {
    const before = await me('alice');
    const res = await patch('alice', { 'fields_attributes[0][name]': '', 'fields_attributes[0][value]': '' });
    expect(res.status).toBe(200);
    expect(res.body.fields).toEqual([]);
    expect(res.body.display_name).toBe(before.display_name);
    expect(res.body.locked).toBe(before.locked);
  });

  it('refuses too many or too long fields and a bad scope, changing nothing', async () => {
    const before = await me('alice');
    const many: Record<string, string> = {};
    for (let i = 0; i <= LIMITS.fields.max_fields; i += 1) {
      many[`fields_attributes[${i}][name]`] = `n${i}`;
      many[`fields_attributes[${i}][value]`] = 'v';
    }
    const tooMany = await patch('alice', { ...many, display_name: 'Not applied' });
    expect(tooMany.status).toBe(413);
    expect(tooMany.body.error).toBe('Too many fields');
    const tooLong = await patch('alice', {
      'fields_attributes[0][name]': 'x'.repeat(LIMITS.fields.name_length + 1),
      'fields_attributes[0][value]': 'v',
    });
    expect(tooLong.status).toBe(422);
    expect((await patch('alice', { 'source[privacy]': 'everyone' })).status).toBe(422);
    expect(await me('alice')).toMatchObject({ display_name: before.display_name, fields: before.fields });
  });

  it('show_role hides the badge from others, only for admins and moderators', async () => {
    const res = await patch('admin', { show_role: 'false' });
    expect(res.body.source.pleroma.show_role).toBe(false);
    expect(res.body.pleroma.is_admin).toBe(true);
    const seen = await call<Cred>(instance, 'GET', `/api/v1/accounts/${res.body.id}`, tokens.bob);
    expect(seen.body.pleroma).not.toHaveProperty('is_admin');
    expect(seen.body.pleroma).not.toHaveProperty('is_moderator');
    expect((await patch('bob', { show_role: 'false' })).body.source.pleroma.show_role).toBe(true);
  });

  it('takes avatar, header and background as multipart within their limits, serves them, and resets them', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
    const form = new FormData();
    form.append('avatar', new Blob([png], { type: 'image/png' }), 'me.png');
    form.append('pleroma_background_image', new Blob([png], { type: 'image/png' }), 'bg.png');
    const res = await patchMultipart('alice', form);
    expect(res.status).toBe(200);
    expect(res.body.avatar).toMatch(/\/media\/uploads\/[^/]+\/me\.png$/);
    expect(res.body.pleroma.background_image).toMatch(/\/bg\.png$/);
    const served = await fetch(res.body.avatar);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(png);
    expect((await me('alice')).avatar).toBe(res.body.avatar);

    const big = new FormData();
    big.append('avatar', new Blob([Buffer.alloc(LIMITS.avatarUploadLimit + 1)], { type: 'image/png' }), 'big.png');
    big.append('display_name', 'Not applied');
    const refused = await patchMultipart('alice', big);
    expect(refused.status).toBe(413);
    expect(refused.body.error).toBe('File is too large');
    expect((await me('alice')).avatar).toBe(res.body.avatar);

    const reset = await patch('alice', { avatar: '', pleroma_background_image: '' });
    expect(reset.body.avatar).toMatch(/\/media\/avatars\/.+\.svg$/);
    expect(reset.body.pleroma.background_image).toBeNull();
  });

  it('takes one flag alone, Akkoma’s permit_followback included, keeping everything else', async () => {
    const before = await me('bob');
    expect(before.akkoma.permit_followback).toBe(false);
    const res = await patch('bob', { permit_followback: 'true' });
    expect(res.status).toBe(200);
    expect(res.body.akkoma.permit_followback).toBe(true);
    expect(res.body).toMatchObject({ display_name: before.display_name, locked: before.locked, source: before.source });
    expect((await me('bob')).akkoma.permit_followback).toBe(true);
  });

  it('puts back the default avatar and header with Mastodon 4.2’s DELETE /api/v1/profile/…', async () => {
    const form = new FormData();
    form.append('header', new Blob([Buffer.from('89504e470d0a1a0a', 'hex')], { type: 'image/png' }), 'top.png');
    expect((await patchMultipart('bob', form)).body.header).toMatch(/\/top\.png$/);
    const res = await call<Cred>(instance, 'DELETE', '/api/v1/profile/header', tokens.bob);
    expect(res.status).toBe(200);
    expect(res.body.header).toMatch(/\/media\/headers\/.+\.svg$/);
    expect((await call(instance, 'DELETE', '/api/v1/profile/avatar', undefined)).status).toBe(401);
  });
});
