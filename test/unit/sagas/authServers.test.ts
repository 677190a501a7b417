// Sign-in against servers written by others (issue 17 §2, §3, §13, the session-end highlight): scopes by
// capability and their fallback, an app the server forgot registered again, the password grant's
// fallback to the server's own page, and a session that ended recognised by 401 or snac2's empty 422.
import { http, HttpResponse } from 'msw';
import { all, fork } from 'redux-saga/effects';
import type { Instance, Nodeinfo } from '../../../src/api/types';
import { ADMIN_SCOPES, BASE_SCOPES } from '../../../src/api/oauth';
import { restoreSession, sessionEnded } from '../../../src/sagas/auth';
import { HttpError } from '../../../src/api/client';
import { featureLoader } from '../../../src/store/featureLoader';
import { signInFeature } from '../../../src/features/signIn';
import { persistenceSaga } from '../../../src/sagas/persistence';
import {
  initialAuthState,
  loginRequested,
  logoutRequested,
  oauthAuthorizeRequested,
  oauthCallbackReceived,
  oauthCallbackRefused,
} from '../../../src/slices/auth';
import { instanceLoaded, nodeinfoLoaded } from '../../../src/slices/instance';
import { navigationSettled } from '../../../src/slices/ui';
import type { RootState } from '../../../src/store/rootReducer';
import { soapbox } from '../../support/fixtures';
import { stateAfter } from '../../support/factories';
import { recordedBody, recordedExchange, type RealServer } from '../../support/realServers';
import { createTestServer } from '../../support/server';
import { runSagaInStore, settle, until, type SagaStore } from '../../support/sagaStore';

const { server, to } = createTestServer();
const CALLBACK = 'http://localhost/oauth-callback';
const form = (body: string) => Object.fromEntries(new URLSearchParams(body));

function* sagas() {
  yield all([fork(featureLoader, signInFeature), fork(persistenceSaga)]);
}

/** The store as boot leaves it on that server: its instance document and nodeinfo (so its capabilities). */
function on(name: RealServer | 'pleroma', auth: Partial<RootState['auth']> = {}): RootState {
  const base =
    name === 'pleroma'
      ? stateAfter(instanceLoaded(soapbox<Instance>('pleroma-instance')))
      : stateAfter(
          instanceLoaded(recordedBody<Instance>(name, '001-instance-v1.json')),
          nodeinfoLoaded(recordedBody<Nodeinfo>(name, '004-nodeinfo-linked.json')),
        );
  return { ...base, auth: { ...initialAuthState, ...auth } };
}

/** A run whose way out to the server's page is recorded instead of taken. */
function start(state?: RootState): SagaStore & { left: () => URL[] } {
  const leave = jest.fn<void, [string]>();
  const run = runSagaInStore(sagas, state, { leaveForAuthorization: leave });
  return Object.assign(run, { left: () => leave.mock.calls.map(([url]) => new URL(url)) });
}

async function logOut(run: SagaStore) {
  run.store.dispatch(logoutRequested());
  await until(() => run.getState().ui.navigation?.to === '/main/public', 'navigation to /main/public');
  run.store.dispatch(navigationSettled({ seq: run.getState().ui.navigation?.seq ?? 0 }));
  await until(() => run.ofType('auth/sessionCleared').length === 1, 'session cleared');
  // sign-out ends with its notice, once the token has been revoked (after the session was cleared)
  await until(
    () => run.ofType('ui/noticeAdded').some((a) => (a.payload as { message: { id: string } }).message.id === 'auth.logged_out'),
    'signed out',
  );
}

/** The server's recorded answer as an msw response (body, status, content type). */
function answer(name: RealServer, file: string, patch: Record<string, unknown> = {}) {
  const { status, headers, body } = recordedExchange(name, file).response;
  const type = headers['content-type'] ?? 'application/json';
  if (typeof body === 'string') return new HttpResponse(body, { status, headers: { 'Content-Type': type } });
  return HttpResponse.json({ ...(body as Record<string, unknown>), ...patch }, { status });
}

/**
 * snac2 2.94 as recorded (064–077) and as its source does it: every grant needs a redirect_uri (else a 400
 * page), an unknown app is a 401, the password grant's token belongs to whoever last signed in through
 * the app's page (no one, at first: verify_credentials then answers an empty 422), and revoking a token
 * deletes its app.
 */
function snac2() {
  let n = 0;
  const apps = new Map<string, { secret: string; uid: string | null; code: string | null }>();
  const tokens = new Map<string, string | null>();
  const alice = recordedBody<Record<string, unknown>>('snac2', '039-verify-credentials.json');
  server.use(
    http.post('/api/v1/apps', () => {
      n += 1;
      const id = `app${n}`;
      apps.set(id, { secret: `secret${n}`, uid: null, code: null });
      return answer('snac2', '064-apps-form-with-admin-scope.json', { client_id: id, client_secret: `secret${n}` });
    }),
    http.post('/oauth/token', async ({ request }) => {
      const f = form(await request.text());
      if (!f.redirect_uri) return answer('snac2', '068-token-password-grant-without-redirect-uri.json');
      const app = apps.get(f.client_id ?? '');
      if (!app || app.secret !== f.client_secret)
        return new HttpResponse('', { status: 401, headers: { 'Content-Type': 'text/html' } });
      const token = `tok${tokens.size + 1}`;
      tokens.set(token, app.uid);
      return HttpResponse.json({ access_token: token, token_type: 'Bearer', created_at: 1795639387, scope: f.scope ?? '' });
    }),
    http.get('/api/v1/accounts/verify_credentials', ({ request }) => {
      const token = (request.headers.get('authorization') ?? '').replace('Bearer ', '');
      return tokens.get(token) ? HttpResponse.json(alice) : answer('snac2', '076-verify-credentials-after-revoke.json');
    }),
    http.post('/oauth/revoke', async ({ request }) => {
      const f = form(await request.text());
      tokens.delete(f.token ?? '');
      apps.delete(f.client_id ?? '');
      return HttpResponse.json({});
    }),
  );
  return {
    apps,
    /** alice signs in on snac's own page (/oauth/x-snac-login) for that app: its code, or null for snac's 400 page */
    signInOnPage(clientId: string): string | null {
      const app = apps.get(clientId);
      if (!app) return null;
      app.uid = 'alice';
      app.code = `code-${clientId}`;
      return app.code;
    },
  };
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => jest.restoreAllMocks());

describe('scopes by capability (§13)', () => {
  it('Pleroma has admin scopes: the app and the authorize page ask for them', async () => {
    server.use(http.post('/api/v1/apps', () => HttpResponse.json(soapbox('app'))));
    const run = start(on('pleroma'));
    run.store.dispatch(oauthAuthorizeRequested());
    await until(() => run.left().length === 1, 'redirect');
    expect(form(to('/api/v1/apps')[0].body).scopes).toBe(ADMIN_SCOPES);
    expect(run.left()[0].searchParams.get('scope')).toBe(ADMIN_SCOPES);
  });

  it.each<RealServer>(['hollo', 'snac2'])('%s has none: only the base scopes, no website field', async (name) => {
    server.use(
      http.post('/api/v1/apps', () =>
        answer(name, name === 'hollo' ? '065-apps-form-website-omitted.json' : '066-apps-form-website-omitted.json'),
      ),
    );
    const run = start(on(name));
    run.store.dispatch(oauthAuthorizeRequested());
    await until(() => run.left().length === 1, 'redirect');
    const registration = form(to('/api/v1/apps')[0].body);
    expect(registration.scopes).toBe(BASE_SCOPES);
    expect(registration).not.toHaveProperty('website');
    expect(run.left()[0].searchParams.get('scope')).toBe(BASE_SCOPES);
  });

  it("a registration refused for its admin scope (Hollo's 422, hollo/063) is made again with the base scopes", async () => {
    server.use(
      http.post('/api/v1/apps', async ({ request }) =>
        form(await request.text()).scopes?.includes('admin')
          ? answer('hollo', '063-apps-form-with-admin-scope.json')
          : answer('hollo', '065-apps-form-website-omitted.json'),
      ),
    );
    // Capabilities that wrongly promise admin scopes (a Hollo taken for Pleroma).
    const run = start(on('pleroma'));
    run.store.dispatch(oauthAuthorizeRequested());
    await until(() => run.left().length === 1, 'redirect');
    expect(to('/api/v1/apps').map((r) => form(r.body).scopes)).toEqual([ADMIN_SCOPES, BASE_SCOPES]);
    expect(run.getState().auth.app?.scopes).toBe(BASE_SCOPES);
    expect(run.left()[0].searchParams.get('scope')).toBe(BASE_SCOPES);
  });

  it('a stored app whose scopes are not known is asked without admin when the server refuses the scope', async () => {
    server.use(
      http.post('/oauth/token', async ({ request }) =>
        form(await request.text()).scope?.includes('admin')
          ? HttpResponse.json({ error: 'invalid_scope' }, { status: 400 })
          : HttpResponse.json({ access_token: 'app-token', token_type: 'Bearer' }),
      ),
    );
    const run = start(on('pleroma', { app: { clientId: 'old', clientSecret: 's' } }));
    run.store.dispatch(oauthAuthorizeRequested());
    await until(() => run.left().length === 1, 'redirect');
    expect(to('/api/v1/apps')).toHaveLength(0);
    expect(run.left()[0].searchParams.get('scope')).toBe(BASE_SCOPES);
  });

  it('a scope refused by the password grant is asked again without admin', async () => {
    server.use(
      http.post('/api/v1/apps', () => HttpResponse.json(soapbox('app'))),
      http.post('/oauth/token', async ({ request }) =>
        form(await request.text()).scope?.includes('admin')
          ? HttpResponse.json({ error: 'invalid_scope', error_description: 'The requested scope is invalid.' }, { status: 400 })
          : HttpResponse.json({ access_token: 'fresh', token_type: 'Bearer' }),
      ),
      http.get('/api/v1/accounts/verify_credentials', () => HttpResponse.json(soapbox('pleroma-account'))),
    );
    const run = start(on('pleroma'));
    run.store.dispatch(loginRequested({ username: 'lain', password: 'pw' }));
    await until(() => run.getState().auth.me !== null, 'signed in');
    expect(to('/oauth/token').map((r) => form(r.body).scope)).toEqual([ADMIN_SCOPES, BASE_SCOPES]);
    expect(run.getState().auth.app?.scopes).toBe(BASE_SCOPES);
    expect(run.left()).toHaveLength(0);
  });

  it('an authorize page that refuses the scope (callback error=invalid_scope) is asked once more without admin', async () => {
    server.use(http.post('/oauth/token', () => HttpResponse.json({ access_token: 'app-token', token_type: 'Bearer' })));
    const run = start(on('pleroma', { app: { clientId: 'cid', clientSecret: 's', scopes: ADMIN_SCOPES } }));
    run.store.dispatch(oauthAuthorizeRequested());
    await until(() => run.left().length === 1, 'first redirect');
    const state = run.left()[0].searchParams.get('state');
    run.store.dispatch(oauthCallbackRefused({ state, error: 'invalid_scope', description: null }));
    await until(() => run.left().length === 2, 'second redirect');
    expect(run.left()[1].searchParams.get('scope')).toBe(BASE_SCOPES);
    // Refused again with the base scopes: no loop, the member reads why.
    const again = run.left()[1].searchParams.get('state');
    run.store.dispatch(
      oauthCallbackRefused({ state: again, error: 'invalid_scope', description: 'The requested scope is invalid.' }),
    );
    await until(() => run.getState().ui.navigation?.to === '/login', 'back to the login screen');
    expect(run.left()).toHaveLength(2);
    expect(run.getState().auth.error).toEqual({ id: 'login.generic_error', text: 'The requested scope is invalid.' });
  });
});

describe('an app the server no longer knows (§3)', () => {
  it('snac2: sign in on its page, sign out (the app is deleted), sign in again with a new app', async () => {
    const snac = snac2();
    const run = start(on('snac2'));
    run.store.dispatch(oauthAuthorizeRequested());
    await until(() => run.left().length === 1, 'first redirect');
    const first = run.left()[0];
    const code = snac.signInOnPage(first.searchParams.get('client_id') ?? '');
    expect(code).not.toBeNull();
    run.store.dispatch(oauthCallbackReceived({ code: code ?? '', state: first.searchParams.get('state') }));
    await until(() => run.getState().auth.me !== null, 'signed in');

    await logOut(run);
    expect(snac.apps.size).toBe(0);
    // the client knows snac2 deletes the app with its token: it is forgotten, never asked about again (a 401)
    expect(run.getState().auth.app).toBeNull();
    expect(JSON.parse(localStorage.getItem('oauth') ?? '{}')).toMatchObject({ clientId: null, userToken: null });
    const tokenRequestsBefore = to('/oauth/token').length;

    run.store.dispatch(oauthAuthorizeRequested());
    await until(() => run.left().length === 2, 'second redirect');
    const second = run.left()[1];
    const clientId = second.searchParams.get('client_id') ?? '';
    expect(clientId).not.toBe(first.searchParams.get('client_id'));
    // The page would not be snac's bare 400: the server knows this app.
    const again = snac.signInOnPage(clientId);
    expect(again).not.toBeNull();
    run.store.dispatch(oauthCallbackReceived({ code: again ?? '', state: second.searchParams.get('state') }));
    await until(() => run.getState().auth.me !== null, 'signed in again');
    expect(to('/api/v1/apps')).toHaveLength(2);
    const firstApp = first.searchParams.get('client_id');
    const after = to('/oauth/token')
      .slice(tokenRequestsBefore)
      .map((r) => form(r.body));
    expect(after.map((f) => f.client_id)).not.toContain(firstApp);
    expect(after.at(-1)).toMatchObject({ grant_type: 'authorization_code', client_id: clientId, redirect_uri: CALLBACK });
    expect(JSON.parse(localStorage.getItem('oauth') ?? '{}')).toMatchObject({ clientId });
  });

  it('snac2: the app is forgotten before the revoke is answered (a tab reloaded meanwhile keeps no doomed app)', async () => {
    const snac = snac2();
    const run = start(on('snac2'));
    run.store.dispatch(oauthAuthorizeRequested());
    await until(() => run.left().length === 1, 'redirect');
    const code = snac.signInOnPage(run.left()[0].searchParams.get('client_id') ?? '');
    run.store.dispatch(oauthCallbackReceived({ code: code ?? '', state: run.left()[0].searchParams.get('state') }));
    await until(() => run.getState().auth.me !== null, 'signed in');
    // the revoke never comes back, as when the page goes away under it
    server.use(http.post('/oauth/revoke', () => new Promise<Response>(() => undefined)));

    run.store.dispatch(logoutRequested());
    await until(() => run.getState().ui.navigation?.to === '/main/public', 'navigation to /main/public');
    run.store.dispatch(navigationSettled({ seq: run.getState().ui.navigation?.seq ?? 0 }));
    await until(() => to('/oauth/revoke').length === 1, 'revoke sent');
    expect(run.getState().auth.app).toBeNull();
    expect(JSON.parse(localStorage.getItem('oauth') ?? '{}')).toMatchObject({ clientId: null, userToken: null });
  });

  it("Pleroma's 400 'Invalid credentials' to the stored app's client_credentials: registered again", async () => {
    server.use(
      http.post('/api/v1/apps', () => HttpResponse.json(soapbox('app'))),
      http.post('/oauth/token', () => HttpResponse.json({ error: 'Invalid credentials' }, { status: 400 })),
    );
    const run = start(on('pleroma', { app: { clientId: 'gone', clientSecret: 's' } }));
    run.store.dispatch(oauthAuthorizeRequested());
    await until(() => run.left().length === 1, 'redirect');
    expect(run.ofType('auth/appForgotten')).toHaveLength(1);
    expect(run.left()[0].searchParams.get('client_id')).toBe(soapbox<{ client_id: string }>('app').client_id);
  });

  it.each([
    ['the server cannot be reached', () => HttpResponse.error()],
    ['the server has no client_credentials grant', () => HttpResponse.json({ error: 'unsupported_grant_type' }, { status: 400 })],
    ['the server fails', () => new HttpResponse('<h1>502</h1>', { status: 502 })],
  ])('when %s, the stored app is used as it is', async (_name, reply) => {
    server.use(http.post('/oauth/token', reply));
    const run = start(on('pleroma', { app: { clientId: 'kept', clientSecret: 's' } }));
    run.store.dispatch(oauthAuthorizeRequested());
    await until(() => run.left().length === 1, 'redirect');
    expect(to('/api/v1/apps')).toHaveLength(0);
    expect(run.left()[0].searchParams.get('client_id')).toBe('kept');
  });

  it('invalid_client from the password grant: registered again and the grant made once more', async () => {
    server.use(
      http.post('/api/v1/apps', () => HttpResponse.json({ client_id: 'new', client_secret: 'new-secret' })),
      http.post('/oauth/token', async ({ request }) => {
        const f = form(await request.text());
        if (f.grant_type === 'client_credentials') return HttpResponse.json({ error: 'unsupported_grant_type' }, { status: 400 });
        return f.client_id === 'new'
          ? HttpResponse.json({ access_token: 'fresh', token_type: 'Bearer' })
          : HttpResponse.json({ error: 'invalid_client' }, { status: 401 });
      }),
      http.get('/api/v1/accounts/verify_credentials', () => HttpResponse.json(soapbox('pleroma-account'))),
    );
    const run = start(on('pleroma', { app: { clientId: 'gone', clientSecret: 's' } }));
    run.store.dispatch(loginRequested({ username: 'lain', password: 'pw' }));
    await until(() => run.getState().auth.me !== null, 'signed in');
    expect(run.getState().auth.app?.clientId).toBe('new');
    expect(run.left()).toHaveLength(0);
  });

  it('invalid_client at the code exchange forgets the app, so the next attempt registers again', async () => {
    server.use(http.post('/oauth/token', () => HttpResponse.json({ error: 'invalid_client' }, { status: 401 })));
    sessionStorage.setItem('oauth.state', 'abc');
    const run = start(on('pleroma', { app: { clientId: 'gone', clientSecret: 's' } }));
    run.store.dispatch(oauthCallbackReceived({ code: 'c', state: 'abc' }));
    await until(() => run.getState().ui.navigation?.to === '/login', 'back to login');
    expect(run.getState().auth.app).toBeNull();
    expect(run.getState().auth.error).toEqual({ id: 'login.generic_error' });
  });
});

describe('the password grant and its fallback to the server page (§2)', () => {
  async function signIn(run: SagaStore, password = 'pw') {
    run.store.dispatch(loginRequested({ username: 'alice', password }));
    await until(() => !run.getState().auth.loggingIn || run.ofType('auth/passwordSignInUnavailable').length > 0, 'settled');
    await settle();
  }

  it("Hollo's unsupported_grant_type (hollo/066): says so and continues on Hollo's page", async () => {
    server.use(
      http.post('/api/v1/apps', () => answer('hollo', '065-apps-form-website-omitted.json')),
      http.post('/oauth/token', () => answer('hollo', '066-token-password-grant-with-redirect-uri.json')),
    );
    const run = start(); // capabilities unknown: the password form was offered
    await signIn(run);
    expect(run.getState().auth).toMatchObject({
      passwordUnsupported: true,
      token: null,
      error: { id: 'login.password_not_accepted', values: { instance: 'Fediverse' } },
    });
    expect(run.left()).toHaveLength(1);
    expect(run.left()[0].pathname).toBe('/oauth/authorize');
    expect(run.ofType('auth/loginFailed')).toHaveLength(0);
  });

  it("snac2's bare 400 page is not 'wrong password' either", async () => {
    server.use(
      http.post('/api/v1/apps', () => answer('snac2', '066-apps-form-website-omitted.json')),
      http.post('/oauth/token', () => answer('snac2', '068-token-password-grant-without-redirect-uri.json')),
    );
    const run = start();
    await signIn(run);
    expect(run.getState().auth.passwordUnsupported).toBe(true);
    expect(run.left()).toHaveLength(1);
  });

  it("snac2's password-grant token belongs to no one (069: an empty 422): the grant had redirect_uri, then the server page", async () => {
    snac2();
    const run = start();
    await signIn(run);
    expect(form(to('/oauth/token')[0].body)).toMatchObject({ grant_type: 'password', redirect_uri: CALLBACK });
    expect(to('/api/v1/accounts/verify_credentials')).toHaveLength(1);
    expect(run.getState().auth).toMatchObject({ passwordUnsupported: true, token: null, me: null });
    expect(run.left()).toHaveLength(1);
  });

  it.each([
    ["Pleroma's 400 'Invalid credentials'", { error: 'Invalid credentials' }, 400],
    [
      "Mastodon's 400 invalid_grant",
      { error: 'invalid_grant', error_description: 'The provided authorization grant is invalid.' },
      400,
    ],
    ['a 401 with words', { error: 'Invalid username or password' }, 401],
  ])("%s is 'Wrong username or password', and no fallback", async (_name, body, status) => {
    server.use(
      http.post('/api/v1/apps', () => HttpResponse.json(soapbox('app'))),
      http.post('/oauth/token', () => HttpResponse.json(body, { status })),
    );
    const run = start(on('pleroma'));
    await signIn(run, 'wrong');
    expect(run.getState().auth).toMatchObject({ error: { id: 'login.wrong_credentials' }, passwordUnsupported: false });
    expect(run.left()).toHaveLength(0);
    expect(to('/api/v1/apps')).toHaveLength(1);
  });

  it('an unreachable server is said so, without leaving', async () => {
    server.use(
      http.post('/api/v1/apps', () => HttpResponse.json(soapbox('app'))),
      http.post('/oauth/token', () => HttpResponse.error()),
    );
    const run = start(on('pleroma'));
    await signIn(run);
    expect(run.getState().auth.error).toEqual({ id: 'login.network_error' });
    expect(run.left()).toHaveLength(0);
  });
});

describe('a session that ended', () => {
  it.each([
    ['a 401 (hollo/077)', () => answer('hollo', '077-verify-credentials-after-revoke.json')],
    ["snac2's empty 422 (snac2/076)", () => answer('snac2', '076-verify-credentials-after-revoke.json')],
  ])('%s on verify_credentials ends the stored session', async (_name, reply) => {
    server.use(http.get('/api/v1/accounts/verify_credentials', reply));
    const run = runSagaInStore(restoreSession, { auth: { ...initialAuthState, token: 'stored' } });
    await until(() => run.ofType('auth/sessionCleared').length === 1, 'session cleared');
    expect(run.getState().auth.token).toBeNull();
    expect(run.getState().ui.notices.map((n) => n.message.id)).toEqual(['auth.session_expired']);
  });

  it('a 422 that says something else is not taken for the end of the session', async () => {
    server.use(
      http.get('/api/v1/accounts/verify_credentials', () => HttpResponse.json({ error: 'Validation failed' }, { status: 422 })),
    );
    const run = runSagaInStore(restoreSession, { auth: { ...initialAuthState, token: 'stored' } });
    await until(() => run.ofType('auth/verificationDeferred').length === 1, 'deferred');
    expect(run.getState().auth.token).toBe('stored');
    run.task.cancel();
  });

  it('sessionEnded', () => {
    expect(sessionEnded(new HttpError(401, { error: 'invalid_token' }))).toBe(true);
    expect(sessionEnded(new HttpError(422, null))).toBe(true);
    expect(sessionEnded(new HttpError(422, '  '))).toBe(true);
    expect(sessionEnded(new HttpError(422, { error: 'x' }))).toBe(false);
    expect(sessionEnded(new HttpError(500, null))).toBe(false);
  });
});

describe('the authorize callback with an error', () => {
  it('access_denied reads our sentence; a description is shown as the server wrote it, never a code', async () => {
    const run = start();
    sessionStorage.setItem('oauth.state', 's1');
    run.store.dispatch(
      oauthCallbackRefused({ state: 's1', error: 'access_denied', description: 'The resource owner denied the request.' }),
    );
    await until(() => run.getState().ui.navigation?.to === '/login', 'back to login');
    expect(run.getState().auth.error).toEqual({ id: 'login.authorization_declined' });

    sessionStorage.setItem('oauth.state', 's2');
    run.store.dispatch(oauthCallbackRefused({ state: 's2', error: 'server_error', description: 'invalid_request' }));
    await until(() => run.ofType('auth/loginFailed').length === 2, 'second failure');
    expect(run.getState().auth.error).toEqual({ id: 'login.authorization_declined' });
  });
});
