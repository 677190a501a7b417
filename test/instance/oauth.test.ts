/** @jest-environment node */
import { startDemoInstance, type DemoInstance } from './server';
import { passwordGrant, registerApp } from './testing';

let instance: DemoInstance;

beforeAll(async () => {
  instance = await startDemoInstance({ port: 0 });
});

afterAll(async () => {
  await instance.close();
});

describe('oauth', () => {
  it('registers an app', async () => {
    const app = await registerApp(instance.url);
    expect(app).toEqual(
      expect.objectContaining({
        client_id: expect.any(String),
        client_secret: expect.any(String),
        vapid_key: expect.any(String),
      }),
    );
  });

  it('signs in with the password grant and verifies credentials', async () => {
    const app = await registerApp(instance.url);
    const res = await passwordGrant(instance.url, app, 'admin');
    expect(res.status).toBe(200);
    const token = (await res.json()) as { access_token: string; token_type: string; me: string };
    expect(token.token_type).toBe('Bearer');
    expect(token.me).toBe(`${instance.url}/users/admin`);
    const me = await fetch(`${instance.url}/api/v1/accounts/verify_credentials`, {
      headers: { Authorization: `Bearer ${token.access_token}` },
    });
    expect(me.status).toBe(200);
    const account = (await me.json()) as { username: string; source: { privacy: string }; pleroma: { is_admin: boolean } };
    expect(account.username).toBe('admin');
    expect(account.pleroma.is_admin).toBe(true);
    expect(account.source.privacy).toBe('public');
  });

  it('accepts the email as the username', async () => {
    const res = await passwordGrant(instance.url, await registerApp(instance.url), 'alice@demo.example');
    expect(res.status).toBe(200);
  });

  it('rejects a wrong password with 400 Invalid credentials', async () => {
    const res = await passwordGrant(instance.url, await registerApp(instance.url), 'alice', 'wrong');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'Invalid credentials' });
  });

  it('rejects an unknown client', async () => {
    const res = await passwordGrant(instance.url, { client_id: 'nope', client_secret: 'nope' }, 'alice');
    expect(res.status).toBe(400);
  });

  it('answers verify_credentials without a token with 401', async () => {
    const res = await fetch(`${instance.url}/api/v1/accounts/verify_credentials`);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: 'The access token is invalid' });
  });

  it('asks for a second factor when the account has MFA', async () => {
    const app = await registerApp(instance.url);
    const res = await passwordGrant(instance.url, app, 'frank');
    expect(res.status).toBe(403);
    const challenge = (await res.json()) as { error: string; mfa_token: string };
    expect(challenge.error).toBe('mfa_required');
    const wrong = await fetch(`${instance.url}/oauth/mfa/challenge`, {
      method: 'POST',
      body: new URLSearchParams({ ...app, mfa_token: challenge.mfa_token, challenge_type: 'totp', code: '000000' }),
    });
    expect(wrong.status).toBe(400);
    const ok = await fetch(`${instance.url}/oauth/mfa/challenge`, {
      method: 'POST',
      body: new URLSearchParams({ ...app, mfa_token: challenge.mfa_token, challenge_type: 'totp', code: '123456' }),
    });
    expect(ok.status).toBe(200);
  });

  it('revokes tokens', async () => {
    const app = await registerApp(instance.url);
    const { access_token } = (await (await passwordGrant(instance.url, app, 'bob')).json()) as { access_token: string };
    const revoke = await fetch(`${instance.url}/oauth/revoke`, {
      method: 'POST',
      body: new URLSearchParams({ ...app, token: access_token }),
    });
    expect(revoke.status).toBe(200);
    const me = await fetch(`${instance.url}/api/v1/accounts/verify_credentials`, {
      headers: { Authorization: `Bearer ${access_token}` },
    });
    expect(me.status).toBe(401);
  });
});
