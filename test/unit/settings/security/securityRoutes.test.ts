/** @jest-environment node */
// The demo instance's account-security routes answer as Pleroma does: shapes, refusals and the TOTP round trip.
import { reset } from '../../../instance/authTesting';
import { startDemoInstance, type DemoInstance } from '../../../instance/server';
import { passwordGrant, registerApp, tokenFor } from '../../../instance/testing';
import { totpCode, totpValid, base32Decode, base32Encode } from '../../../instance/routes/totp';

let instance: DemoInstance;
beforeAll(async () => {
  instance = await startDemoInstance({ port: 0 });
});
afterAll(async () => {
  await instance.close();
});
beforeEach(async () => {
  await reset(instance.url);
});

async function call(method: string, path: string, token: string, form?: Record<string, string>) {
  const res = await fetch(`${instance.url}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, ...(form ? { 'Content-Type': 'application/x-www-form-urlencoded' } : {}) },
    body: form ? new URLSearchParams(form) : undefined,
  });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : null };
}

describe('TOTP', () => {
  it('computes RFC 6238 codes (the RFC’s SHA-1 test vectors, 6 digits)', () => {
    const secret = base32Encode(Buffer.from('12345678901234567890'));
    expect(base32Decode(secret).toString()).toBe('12345678901234567890');
    expect(totpCode(secret, 59_000)).toBe('287082');
    expect(totpCode(secret, 1_111_111_109_000)).toBe('081804');
    expect(totpCode(secret, 1_234_567_890_000)).toBe('005924');
    expect(totpValid(secret, '081804', 1_111_111_109_000 + 30_000)).toBe(true);
    expect(totpValid(secret, '081804', 1_111_111_109_000 + 60_000)).toBe(false);
  });
});

describe('password-guarded changes', () => {
  it('refuses a wrong password with 403 "Invalid password." and changes the password with the right one', async () => {
    const token = await tokenFor(instance.url, 'erin');
    const wrong = await call('POST', '/api/pleroma/change_password', token, {
      password: 'nope',
      new_password: 'new-secret',
      new_password_confirmation: 'new-secret',
    });
    expect(wrong).toEqual({ status: 403, body: { error: 'Invalid password.' } });
    const mismatch = await call('POST', '/api/pleroma/change_password', token, {
      password: 'demo-password',
      new_password: 'a',
      new_password_confirmation: 'b',
    });
    expect(mismatch).toEqual({ status: 400, body: { error: 'New password does not match confirmation.' } });
    const ok = await call('POST', '/api/pleroma/change_password', token, {
      password: 'demo-password',
      new_password: 'new-secret',
      new_password_confirmation: 'new-secret',
    });
    expect(ok).toEqual({ status: 200, body: { status: 'success' } });
    const app = await registerApp(instance.url);
    expect((await passwordGrant(instance.url, app, 'erin', 'new-secret')).status).toBe(200);
  });

  it('changes the e-mail, refusing a bad format and one already taken', async () => {
    const token = await tokenFor(instance.url, 'erin');
    const form = (email: string) => ({ password: 'demo-password', email });
    expect((await call('POST', '/api/pleroma/change_email', token, form('nope'))).body).toEqual({
      error: 'Email has invalid format.',
    });
    expect((await call('POST', '/api/pleroma/change_email', token, form('bob@demo.example'))).body).toEqual({
      error: 'Email has already been taken.',
    });
    expect(await call('POST', '/api/pleroma/change_email', token, form('erin@new.example'))).toEqual({
      status: 200,
      body: { status: 'success' },
    });
  });

  it('aliases: add, list as nickname@host, remove; a move needs the origin among the target’s aliases', async () => {
    const erin = await tokenFor(instance.url, 'erin');
    const dave = await tokenFor(instance.url, 'dave');
    expect(await call('GET', '/api/pleroma/aliases', erin)).toEqual({ status: 200, body: { aliases: [] } });
    expect((await call('PUT', '/api/pleroma/aliases', erin, { alias: 'nobody' })).status).toBe(404);
    const refused = await call('POST', '/api/pleroma/move_account', erin, { password: 'demo-password', target_account: 'dave' });
    expect(refused.status).toBe(200);
    expect(refused.body).toEqual({ error: 'Target account must have the origin in `alsoKnownAs`' });
    expect((await call('PUT', '/api/pleroma/aliases', dave, { alias: 'erin' })).body).toEqual({ status: 'success' });
    const host = new URL(instance.url).host;
    expect((await call('GET', '/api/pleroma/aliases', dave)).body).toEqual({ aliases: [`erin@${host}`] });
    expect(
      (await call('POST', '/api/pleroma/move_account', erin, { password: 'demo-password', target_account: 'dave' })).body,
    ).toEqual({
      status: 'success',
    });
    expect((await call('DELETE', '/api/pleroma/aliases', dave, { alias: `erin@${host}` })).body).toEqual({ status: 'success' });
    expect(await call('DELETE', '/api/pleroma/aliases', dave, { alias: 'erin' })).toEqual({
      status: 404,
      body: { error: 'Account has no such alias.' },
    });
  });

  it('deletes the account with the password: its tokens stop working', async () => {
    const token = await tokenFor(instance.url, 'erin');
    expect((await call('POST', '/api/pleroma/delete_account', token, { password: 'x' })).status).toBe(403);
    expect((await call('POST', '/api/pleroma/delete_account', token, { password: 'demo-password' })).body).toEqual({
      status: 'success',
    });
    expect((await call('GET', '/api/v1/accounts/verify_credentials', token)).status).toBe(401);
  });
});

describe('two-factor', () => {
  it('setup → confirm with a computed code → backup codes → sign-in asks for the code; disable with the password', async () => {
    const token = await tokenFor(instance.url, 'erin');
    expect((await call('GET', '/api/pleroma/accounts/mfa', token)).body).toEqual({ settings: { enabled: false, totp: false } });
    const setup = await call('GET', '/api/pleroma/accounts/mfa/setup/totp', token);
    const key = String(setup.body?.key);
    expect(key).toMatch(/^[A-Z2-7]{16}$/);
    expect(String(setup.body?.provisioning_uri)).toContain(`secret=${key}`);
    const confirm = (password: string, code: string) =>
      call('POST', '/api/pleroma/accounts/mfa/confirm/totp', token, { password, code });
    expect(await confirm('wrong', totpCode(key, Date.now()))).toEqual({ status: 422, body: { error: 'Invalid password.' } });
    expect(await confirm('demo-password', '000000')).toEqual({ status: 422, body: { error: 'invalid_token' } });
    expect(await confirm('demo-password', totpCode(key, Date.now()))).toEqual({ status: 200, body: {} });
    expect((await call('GET', '/api/pleroma/accounts/mfa', token)).body).toEqual({ settings: { enabled: true, totp: true } });
    const codes = (await call('GET', '/api/pleroma/accounts/mfa/backup_codes', token)).body?.codes as string[];
    expect(codes).toHaveLength(5);

    const app = await registerApp(instance.url);
    const grant = await passwordGrant(instance.url, app, 'erin');
    expect(grant.status).toBe(403);
    const { mfa_token: mfaToken } = (await grant.json()) as { mfa_token: string };
    const challenge = await fetch(`${instance.url}/oauth/mfa/challenge`, {
      method: 'POST',
      body: new URLSearchParams({ ...app, mfa_token: mfaToken, challenge_type: 'recovery', code: codes[0] ?? '' }),
    });
    expect(challenge.status).toBe(200);

    expect((await call('DELETE', '/api/pleroma/accounts/mfa/totp', token, { password: 'x' })).status).toBe(422);
    expect(await call('DELETE', '/api/pleroma/accounts/mfa/totp', token, { password: 'demo-password' })).toEqual({
      status: 200,
      body: {},
    });
    expect((await passwordGrant(instance.url, app, 'erin')).status).toBe(200);
  });
});

describe('OAuth tokens', () => {
  it('lists the account’s tokens with their app and revokes one (201, empty)', async () => {
    const token = await tokenFor(instance.url, 'erin');
    await tokenFor(instance.url, 'erin');
    const list = (await fetch(`${instance.url}/api/oauth_tokens.json`, { headers: { Authorization: `Bearer ${token}` } }).then(
      (r) => r.json(),
    )) as { id: number; app_name: string; valid_until: string }[];
    expect(list.length).toBeGreaterThanOrEqual(2);
    expect(list[0]).toEqual({
      id: expect.any(Number),
      app_name: expect.any(String),
      valid_until: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    const other = list[list.length - 1];
    expect(await call('DELETE', `/api/oauth_tokens/${other?.id}`, token)).toEqual({ status: 201, body: null });
    const after = (await fetch(`${instance.url}/api/oauth_tokens.json`, { headers: { Authorization: `Bearer ${token}` } }).then(
      (r) => r.json(),
    )) as unknown[];
    expect(after).toHaveLength(list.length - 1);
  });
});
