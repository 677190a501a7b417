/** @jest-environment node */
import { postForm, reset } from './authTesting';
import { startDemoInstance, type DemoInstance } from './server';
import { passwordGrant, registerApp, tokenFor, type AppCredentials } from './testing';

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

const CALLBACK = 'http://localhost:9999/oauth-callback';
const verify = (token: string) =>
  fetch(`${instance.url}/api/v1/accounts/verify_credentials`, { headers: { Authorization: `Bearer ${token}` } });

describe('password grant gates', () => {
  it("refuses grace (password reset required) with Pleroma's error and identifier", async () => {
    const res = await passwordGrant(instance.url, await registerApp(instance.url), 'grace');
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: 'Password reset is required', identifier: 'password_reset_required' });
  });

  it("refuses an account an admin deactivated with Pleroma's error, until it is activated again", async () => {
    const admin = await tokenFor(instance.url, 'admin');
    const app = await registerApp(instance.url);
    const deactivate = (what: 'deactivate' | 'activate') =>
      fetch(`${instance.url}/api/v1/pleroma/admin/users/${what}`, {
        method: 'PATCH',
        headers: { Authorization: `Bearer ${admin}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ nicknames: ['bob'] }),
      });
    expect((await deactivate('deactivate')).status).toBe(200);
    const refused = await passwordGrant(instance.url, app, 'bob');
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ error: 'Your account is currently disabled', identifier: 'account_is_disabled' });
    // a wrong password still says only that
    expect((await passwordGrant(instance.url, app, 'bob', 'wrong')).status).toBe(400);
    expect((await deactivate('activate')).status).toBe(200);
    expect((await passwordGrant(instance.url, app, 'bob')).status).toBe(200);
  });

  it('refuses a deactivated two-factor account before asking for its code (/__demo/account)', async () => {
    await postForm(`${instance.url}/__demo/account`, { username: 'frank', deactivated: 'true' });
    const res = await passwordGrant(instance.url, await registerApp(instance.url), 'frank');
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ error: 'Your account is currently disabled' });
  });

  it('still says only "Invalid credentials" for a wrong password, whoever the account is', async () => {
    const res = await passwordGrant(instance.url, await registerApp(instance.url), 'grace', 'wrong');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'Invalid credentials' });
  });
});

describe('MFA challenge', () => {
  async function challenge(app: AppCredentials): Promise<string> {
    const res = await passwordGrant(instance.url, app, 'frank');
    return ((await res.json()) as { mfa_token: string }).mfa_token;
  }

  const answer = (app: AppCredentials, mfaToken: string, type: string, code: string) =>
    postForm(`${instance.url}/oauth/mfa/challenge`, { ...app, mfa_token: mfaToken, challenge_type: type, code });

  it('answers a wrong code, a wrong token and a wrong client with 400 "Invalid code"', async () => {
    const app = await registerApp(instance.url);
    const mfaToken = await challenge(app);
    for (const res of [
      await answer(app, mfaToken, 'totp', '000000'),
      await answer(app, 'no-such-token', 'totp', '123456'),
      await answer({ ...app, client_secret: 'wrong' }, mfaToken, 'totp', '123456'),
    ]) {
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ error: 'Invalid code' });
    }
    // A wrong code does not spend the challenge.
    expect((await answer(app, mfaToken, 'totp', '123456')).status).toBe(200);
  });

  it('accepts each recovery code once', async () => {
    const app = await registerApp(instance.url);
    const first = await answer(app, await challenge(app), 'recovery', 'demo-recovery-1');
    expect(first.status).toBe(200);
    expect(((await first.json()) as { me: string }).me).toBe(`${instance.url}/users/frank`);
    const reused = await answer(app, await challenge(app), 'recovery', 'demo-recovery-1');
    expect(reused.status).toBe(400);
    expect((await answer(app, await challenge(app), 'recovery', 'demo-recovery-2')).status).toBe(200);
  });

  it('gets the recovery codes back on /__demo/reset', async () => {
    const app = await registerApp(instance.url);
    await answer(app, await challenge(app), 'recovery', 'demo-recovery-1');
    await reset(instance.url);
    const again = await registerApp(instance.url);
    expect((await answer(again, await challenge(again), 'recovery', 'demo-recovery-1')).status).toBe(200);
  });
});

describe('revocation', () => {
  it('makes the access token and its refresh token stop working', async () => {
    const app = await registerApp(instance.url);
    const issued = (await (await passwordGrant(instance.url, app, 'bob')).json()) as {
      access_token: string;
      refresh_token: string;
    };
    expect((await verify(issued.access_token)).status).toBe(200);
    const revoked = await postForm(`${instance.url}/oauth/revoke`, { ...app, token: issued.access_token });
    expect(revoked.status).toBe(200);
    expect(await revoked.json()).toEqual({});
    expect((await verify(issued.access_token)).status).toBe(401);
    const refresh = await postForm(`${instance.url}/oauth/token`, {
      ...app,
      grant_type: 'refresh_token',
      refresh_token: issued.refresh_token,
    });
    expect(refresh.status).toBe(400);
  });

  it('revokes by refresh token too', async () => {
    const app = await registerApp(instance.url);
    const issued = (await (await passwordGrant(instance.url, app, 'bob')).json()) as {
      access_token: string;
      refresh_token: string;
    };
    await postForm(`${instance.url}/oauth/revoke`, { ...app, token: issued.refresh_token });
    expect((await verify(issued.access_token)).status).toBe(401);
  });
});

describe('authorization code flow', () => {
  let app: AppCredentials;

  beforeEach(async () => {
    const res = await postForm(`${instance.url}/api/v1/apps`, {
      client_name: 'Web client',
      redirect_uris: CALLBACK,
      scopes: 'read write follow push',
    });
    app = (await res.json()) as AppCredentials;
  });

  const authorizeUrl = (extra: Record<string, string> = {}) =>
    `${instance.url}/oauth/authorize?${new URLSearchParams({
      response_type: 'code',
      client_id: app.client_id,
      redirect_uri: CALLBACK,
      scope: 'read write',
      ...extra,
    })}`;

  const signInForm = (fields: Record<string, string>) =>
    postForm(`${instance.url}/oauth/authorize`, {
      response_type: 'code',
      client_id: app.client_id,
      redirect_uri: CALLBACK,
      scope: 'read write',
      ...fields,
    });

  it('shows a script-free sign-in page under the CSP', async () => {
    const res = await fetch(authorizeUrl({ state: 'xyz' }));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    const page = await res.text();
    expect(page).not.toMatch(/<script|\sstyle=|\son[a-z]+=/i);
    expect(page).toContain('<form method="post" action="/oauth/authorize">');
    expect(page).toContain('<input type="hidden" name="state" value="xyz">');
    expect(page).toContain('Web client');
    const css = await fetch(`${instance.url}/oauth/authorize.css`);
    expect(css.headers.get('content-type')).toContain('text/css');
  });

  it('refuses unknown clients and unlisted redirect URIs', async () => {
    expect((await fetch(authorizeUrl({ client_id: 'nope' }))).status).toBe(400);
    const unlisted = await fetch(authorizeUrl({ redirect_uri: 'https://evil.example/cb' }));
    expect(unlisted.status).toBe(400);
    expect(await unlisted.text()).toContain('Unlisted redirect_uri.');
    const posted = await signInForm({ redirect_uri: 'https://evil.example/cb', username: 'alice', password: 'demo-password' });
    expect(posted.status).toBe(400);
  });

  it('redirects with a code and the state unchanged; the code is exchanged once, for the same redirect_uri', async () => {
    const state = 'a b&c=d/é?';
    const res = await signInForm({ username: 'alice', password: 'demo-password', state });
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get('location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe(CALLBACK);
    expect(location.searchParams.get('state')).toBe(state);
    const code = location.searchParams.get('code') ?? '';
    const exchange = (redirectUri: string) =>
      postForm(`${instance.url}/oauth/token`, { ...app, grant_type: 'authorization_code', code, redirect_uri: redirectUri });
    const mismatched = await exchange('https://evil.example/cb');
    expect(mismatched.status).toBe(400);
    expect(await mismatched.json()).toEqual({ error: 'Invalid credentials' });
    const ok = await exchange(CALLBACK);
    expect(ok.status).toBe(200);
    const token = (await ok.json()) as { access_token: string; me: string; scope: string };
    expect(token.me).toBe(`${instance.url}/users/alice`);
    expect(token.scope).toBe('read write');
    expect((await verify(token.access_token)).status).toBe(200);
    expect((await exchange(CALLBACK)).status).toBe(400);
  });

  it('sends no state back when the app sent none', async () => {
    const res = await signInForm({ username: 'alice', password: 'demo-password' });
    expect(new URL(res.headers.get('location') ?? '').searchParams.has('state')).toBe(false);
  });

  it('shows the form again with a message for a wrong password', async () => {
    const res = await signInForm({ username: 'alice', password: 'wrong', state: 's1' });
    expect(res.status).toBe(401);
    const page = await res.text();
    expect(page).toContain('role="alert"');
    expect(page).toContain('<input type="hidden" name="state" value="s1">');
  });

  it('refuses grace with the reason instead of a code', async () => {
    const res = await signInForm({ username: 'grace', password: 'demo-password' });
    expect(res.status).toBe(403);
    expect(await res.text()).toContain('Password reset is required');
  });

  it('refuses a deactivated account with the reason instead of a code', async () => {
    await postForm(`${instance.url}/__demo/account`, { username: 'bob', deactivated: 'true' });
    const res = await signInForm({ username: 'bob', password: 'demo-password' });
    expect(res.status).toBe(403);
    expect(await res.text()).toContain('Your account is currently disabled');
  });

  it('asks frank for a second factor before redirecting', async () => {
    const form = await signInForm({ username: 'frank', password: 'demo-password', state: 'two' });
    expect(form.status).toBe(200);
    const page = await form.text();
    expect(page).toContain('action="/oauth/mfa/verify"');
    const mfaToken = /name="mfa_token" value="([^"]+)"/.exec(page)?.[1] ?? '';
    const verifyCode = (code: string, type = 'totp') =>
      postForm(`${instance.url}/oauth/mfa/verify`, {
        response_type: 'code',
        client_id: app.client_id,
        redirect_uri: CALLBACK,
        scope: 'read write',
        state: 'two',
        mfa_token: mfaToken,
        challenge_type: type,
        code,
      });
    const wrong = await verifyCode('000000');
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain('Invalid code');
    const right = await verifyCode('123456');
    expect(right.status).toBe(302);
    const location = new URL(right.headers.get('location') ?? '');
    expect(location.searchParams.get('state')).toBe('two');
    expect(location.searchParams.get('code')).toEqual(expect.any(String));
  });

  it('shows the code on a page for the out-of-band redirect URI', async () => {
    const oob = await registerApp(instance.url);
    const res = await postForm(`${instance.url}/oauth/authorize`, {
      response_type: 'code',
      client_id: oob.client_id,
      redirect_uri: 'urn:ietf:wg:oauth:2.0:oob',
      username: 'alice',
      password: 'demo-password',
    });
    expect(res.status).toBe(200);
    expect(await res.text()).toMatch(/<code>[\w-]+<\/code>/);
  });
});
