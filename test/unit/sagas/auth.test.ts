import { http, HttpResponse } from 'msw';
import { all, fork } from 'redux-saga/effects';
import { loginErrorMessage } from '../../../src/sagas/auth';
import { grantErrorMessage } from '../../../src/features/signIn/sagas/login';
import { ADMIN_SCOPES, BASE_SCOPES } from '../../../src/api/oauth';
import { featureLoader } from '../../../src/store/featureLoader';
import { signInFeature } from '../../../src/features/signIn';
import { CLIENT_NAME } from '../../../src/sagas/oauthApp';
import { noticesSaga } from '../../../src/sagas/notices';
import { persistenceSaga } from '../../../src/sagas/persistence';
import { HttpError, NetworkError } from '../../../src/api/client';
import { initialAuthState, loginRequested, logoutRequested } from '../../../src/slices/auth';
import { settingChanged } from '../../../src/slices/settings';
import { navigationSettled } from '../../../src/slices/ui';
import { soapbox } from '../../support/fixtures';
import { createTestServer } from '../../support/server';
import { runSagaInStore, until } from '../../support/sagaStore';
import { timelineFetchStarted, timelineKey } from '../../../src/slices/timelines';
import { timelinesSaga } from '../../../src/sagas/timelines';
import { frontendConfigLoaded } from '../../../src/slices/instance';

const { server, to } = createTestServer();

/** Sign-out, with the router's part played: the public timeline comes on screen. */
async function logOut(run: ReturnType<typeof runSagaInStore>) {
  run.store.dispatch(logoutRequested());
  await until(() => run.getState().ui.navigation?.to === '/main/public', 'navigation to /main/public');
  run.store.dispatch(navigationSettled({ seq: run.getState().ui.navigation?.seq ?? 0 }));
  // sign-out ends with its notice, once the token has been revoked (after the session was cleared)
  await until(
    () => run.ofType('ui/noticeAdded').some((a) => (a.payload as { message: { id: string } }).message.id === 'auth.logged_out'),
    'signed out',
  );
}

const app = soapbox<{ client_id: string; client_secret: string }>('app');
const account = soapbox('pleroma-account');
const TOKEN = { access_token: 'fresh-token', token_type: 'Bearer', scope: ADMIN_SCOPES, created_at: 1700000000 };

function* sagas() {
  yield all([fork(featureLoader, signInFeature), fork(persistenceSaga), fork(noticesSaga)]);
}

function serveLogin() {
  server.use(
    http.post('/api/v1/apps', () => HttpResponse.json(app)),
    http.post('/oauth/token', () => HttpResponse.json(TOKEN)),
    http.get('/api/v1/accounts/verify_credentials', () => HttpResponse.json(account)),
    http.post('/oauth/revoke', () => HttpResponse.json({})),
  );
}

const stored = () => JSON.parse(localStorage.getItem('oauth') ?? 'null') as unknown;

async function login(run: ReturnType<typeof runSagaInStore>, username = 'lain', password = 'hunter2') {
  run.store.dispatch(loginRequested({ username, password }));
  await until(() => !run.getState().auth.loggingIn, 'login to settle');
}

beforeEach(() => localStorage.clear());
afterEach(() => jest.restoreAllMocks());

describe('password login', () => {
  it('registers the app, gets a token, verifies it and signs in', async () => {
    serveLogin();
    const run = runSagaInStore(sagas);
    await login(run);
    const s = run.getState();
    expect(s.auth).toMatchObject({
      token: 'fresh-token',
      me: String(account.id),
      loggingIn: false,
      error: null,
      lastLoginName: 'lain',
    });
    // No instance document here: the capabilities know of no admin scope, so none is asked for.
    expect(s.auth.app).toEqual({ clientId: app.client_id, clientSecret: app.client_secret, scopes: BASE_SCOPES });
    expect(run.actions.map((a) => a.type).filter((t) => t.startsWith('auth/'))).toEqual([
      'auth/loginRequested',
      'auth/appRegistered',
      'auth/tokenObtained',
      'auth/loginSucceeded',
    ]);
    expect(s.entities.accounts.entities[String(account.id)]?.acct).toBe(account.acct);

    const registration = new URLSearchParams(to('/api/v1/apps')[0].body);
    expect(registration.get('client_name')).toBe(CLIENT_NAME);
    expect(registration.get('scopes')).toBe(BASE_SCOPES);
    expect(registration.has('website')).toBe(false);
    expect(registration.get('redirect_uris')).toBe('http://localhost/oauth-callback');

    const grant = new URLSearchParams(to('/oauth/token')[0].body);
    expect(Object.fromEntries(grant)).toEqual({
      client_id: app.client_id,
      client_secret: app.client_secret,
      grant_type: 'password',
      username: 'lain',
      password: 'hunter2',
      redirect_uri: 'http://localhost/oauth-callback',
      scope: BASE_SCOPES,
    });
    expect(to('/oauth/token')[0].authorization).toBeNull();
    expect(to('/api/v1/accounts/verify_credentials')[0].authorization).toBe('Bearer fresh-token');
  });

  it("persists the app and the token in localStorage 'oauth', and the login name", async () => {
    serveLogin();
    const run = runSagaInStore(sagas);
    await login(run);
    expect(stored()).toEqual({ clientId: app.client_id, clientSecret: app.client_secret, userToken: 'fresh-token' });
    expect(JSON.parse(localStorage.getItem('users.lastLoginName') ?? 'null')).toBe('lain');
  });

  it('registers the app once and reuses it for later sign-ins, checking first that the server still knows it', async () => {
    serveLogin();
    const run = runSagaInStore(sagas);
    await login(run);
    await logOut(run);
    await until(() => run.getState().auth.token === null, 'logout');
    await login(run);
    expect(to('/api/v1/apps')).toHaveLength(1);
    const grants = to('/oauth/token').map((r) => new URLSearchParams(r.body).get('grant_type'));
    expect(grants).toEqual(['password', 'client_credentials', 'password']);
    expect(run.getState().auth.me).toBe(String(account.id));
  });

  it('an app restored from storage is used without registering', async () => {
    serveLogin();
    const run = runSagaInStore(sagas, {
      auth: { ...initialAuthState, app: { clientId: 'old-id', clientSecret: 'old-secret' } },
    });
    await login(run);
    expect(to('/api/v1/apps')).toHaveLength(0);
    const [check, grant] = to('/oauth/token').map((r) => new URLSearchParams(r.body));
    expect([check?.get('grant_type'), check?.get('client_id')]).toEqual(['client_credentials', 'old-id']);
    expect([grant?.get('grant_type'), grant?.get('client_id')]).toEqual(['password', 'old-id']);
  });

  it("a refused password (400) says 'login.wrong_credentials' and stores no token", async () => {
    serveLogin();
    server.use(http.post('/oauth/token', () => HttpResponse.json({ error: 'Invalid credentials' }, { status: 400 })));
    const run = runSagaInStore(sagas);
    await login(run, 'lain', 'wrong');
    expect(run.getState().auth).toMatchObject({
      error: { id: 'login.wrong_credentials' },
      token: null,
      me: null,
      loggingIn: false,
    });
    expect(to('/api/v1/accounts/verify_credentials')).toHaveLength(0);
    expect((stored() as { userToken: string | null } | null)?.userToken ?? null).toBeNull();
  });

  it("an unreachable server says 'login.network_error'", async () => {
    serveLogin();
    server.use(http.post('/oauth/token', () => HttpResponse.error()));
    const run = runSagaInStore(sagas);
    await login(run);
    expect(run.getState().auth.error).toEqual({ id: 'login.network_error' });
  });

  it('a failing app registration is a login error too', async () => {
    server.use(http.post('/api/v1/apps', () => HttpResponse.error()));
    const run = runSagaInStore(sagas);
    await login(run);
    expect(run.getState().auth.error).toEqual({ id: 'login.network_error' });
    expect(run.getState().auth.app).toBeNull();
  });

  it("a 500 on verify_credentials says 'login.generic_error' and drops the token", async () => {
    serveLogin();
    server.use(
      http.get(
        '/api/v1/accounts/verify_credentials',
        () => new HttpResponse('<html>Internal Server Error</html>', { status: 500 }),
      ),
    );
    const run = runSagaInStore(sagas);
    await login(run);
    expect(run.getState().auth).toMatchObject({ error: { id: 'login.generic_error' }, token: null, me: null });
    expect((stored() as { userToken: string | null } | null)?.userToken ?? null).toBeNull();
  });

  it("keeps the server's own words for other grant errors", async () => {
    serveLogin();
    server.use(
      http.post('/oauth/token', () => HttpResponse.json({ error: 'Your account is awaiting approval' }, { status: 403 })),
    );
    const run = runSagaInStore(sagas);
    await login(run);
    expect(run.getState().auth.error).toEqual({ id: 'login.generic_error', text: 'Your account is awaiting approval' });
  });
});

describe('the timeline a sign-in lands on', () => {
  const home = timelineKey('friends', null);
  const publicKey = timelineKey('public', null);
  function* withTimelines() {
    yield all([fork(sagas), fork(timelinesSaga)]);
  }
  const servePage = () =>
    server.use(
      http.get('/api/v1/timelines/home', () => HttpResponse.json([])),
      http.get('/api/v1/timelines/public', () => HttpResponse.json([])),
    );
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('is asked for with the new token as the sign-in succeeds, before any screen opens it', async () => {
    serveLogin();
    servePage();
    window.history.replaceState(null, '', '/login');
    const run = runSagaInStore(withTimelines);
    await login(run);
    await until(() => to('/api/v1/timelines/home').length === 1, 'home asked for');
    expect(to('/api/v1/timelines/home')[0]?.authorization).toBe('Bearer fresh-token');
    const types = run.actions.map((a) => a.type);
    expect(types.indexOf('timelines/timelinePrefetched')).toBeGreaterThan(types.indexOf('auth/loginSucceeded'));
    expect(run.ofType('timelines/timelineOpened')).toHaveLength(0);
    expect(run.ofType('timelines/timelinePrefetched').map((a) => a.payload)).toEqual([{ key: home }]);
  });

  it("the login screen's configured landing decides which", async () => {
    serveLogin();
    servePage();
    window.history.replaceState(null, '', '/login');
    const run = runSagaInStore(withTimelines);
    run.store.dispatch(frontendConfigLoaded({ redirectRootLogin: '/main/public' }));
    await login(run);
    await until(() => to('/api/v1/timelines/public').length === 1, 'public timeline asked for');
    expect(run.ofType('timelines/timelinePrefetched').map((a) => a.payload)).toEqual([{ key: publicKey }]);
    expect(to('/api/v1/timelines/home')).toHaveLength(0);
  });

  it('signing in elsewhere keeps the page: one already on screen is not asked again; none after a refusal', async () => {
    serveLogin();
    servePage();
    window.history.replaceState(null, '', '/main/public');
    const run = runSagaInStore(withTimelines);
    run.store.dispatch(timelineFetchStarted({ key: publicKey, direction: 'initial' }));
    await login(run);
    expect(run.ofType('timelines/timelinePrefetched')).toHaveLength(0);

    server.use(http.post('/oauth/token', () => HttpResponse.json({ error: 'Invalid credentials' }, { status: 400 })));
    window.history.replaceState(null, '', '/login');
    const refused = runSagaInStore(withTimelines);
    await login(refused, 'lain', 'wrong');
    expect(refused.ofType('timelines/timelinePrefetched')).toHaveLength(0);
    expect(to('/api/v1/timelines/home')).toHaveLength(0);
  });
});

describe('loginErrorMessage', () => {
  it('maps errors of the grant and of the verification', () => {
    expect(loginErrorMessage(new HttpError(401, null), 'verify')).toEqual({ id: 'login.session_refused' });
    expect(loginErrorMessage(new HttpError(422, ''), 'verify')).toEqual({ id: 'login.session_refused' });
    expect(grantErrorMessage(new HttpError(400, { error: 'Invalid credentials' }))).toEqual({
      id: 'login.wrong_credentials',
    });
    expect(grantErrorMessage(new HttpError(400, { error: 'invalid_grant' }))).toEqual({ id: 'login.wrong_credentials' });
    // A code says nothing a person can read: our sentence, never 'invalid_request'.
    expect(grantErrorMessage(new HttpError(400, { error: 'invalid_request' }))).toEqual({ id: 'login.generic_error' });
    expect(loginErrorMessage(new HttpError(400, { error: 'x' }), 'verify')).toEqual({ id: 'login.generic_error' });
    expect(loginErrorMessage(new NetworkError('down'), 'verify')).toEqual({ id: 'login.network_error' });
    expect(grantErrorMessage(new Error('?'))).toEqual({ id: 'login.generic_error' });
  });
});

describe('logout', () => {
  it('ends the session only once the public timeline is on screen (not under a login-required screen)', async () => {
    serveLogin();
    const run = runSagaInStore(sagas);
    await login(run);
    run.store.dispatch(logoutRequested());
    await until(() => run.getState().ui.navigation?.to === '/main/public', 'navigation to /main/public');
    for (let i = 0; i < 20; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
    expect(run.getState().auth.token).toBe('fresh-token');
    expect(to('/oauth/revoke')).toHaveLength(0);
    run.store.dispatch(navigationSettled({ seq: run.getState().ui.navigation?.seq ?? 0 }));
    await until(() => run.getState().auth.token === null, 'session cleared');
  });

  it('revokes the token, clears the session and forgets token and settings in storage', async () => {
    serveLogin();
    const run = runSagaInStore(sagas);
    await login(run);
    run.store.dispatch(settingChanged('hideNsfw', false));
    expect(JSON.parse(localStorage.getItem('config') ?? 'null')).toEqual({ hideNsfw: false });

    await logOut(run);
    await until(() => run.ofType('auth/sessionCleared').length === 1, 'sessionCleared');
    const revoke = new URLSearchParams(to('/oauth/revoke')[0].body);
    expect(Object.fromEntries(revoke)).toEqual({
      client_id: app.client_id,
      client_secret: app.client_secret,
      token: 'fresh-token',
    });
    const s = run.getState();
    expect(s.auth).toMatchObject({ token: null, me: null, app: { clientId: app.client_id }, lastLoginName: 'lain' });
    expect(s.entities.accounts.ids).toEqual([]);
    expect(s.settings.user).toEqual({});
    expect(stored()).toEqual({ clientId: app.client_id, clientSecret: app.client_secret, userToken: null });
    expect(localStorage.getItem('config')).toBeNull();
    expect(s.ui.notices).toEqual([{ id: 1, level: 'info', message: { id: 'auth.logged_out' }, timeout: 3000 }]);
  });

  it('clears the session before revoking: nothing still asks with a token the server is about to refuse', async () => {
    serveLogin();
    const run = runSagaInStore(sagas);
    await login(run);
    let tokenInStoreAtRevoke: string | null | undefined;
    server.use(
      http.post('/oauth/revoke', () => {
        tokenInStoreAtRevoke = run.getState().auth.token;
        return HttpResponse.json({});
      }),
    );
    await logOut(run);
    expect(to('/oauth/revoke')).toHaveLength(1);
    expect(tokenInStoreAtRevoke).toBeNull();
    // a server that does not delete the app with its token (Pleroma): the app is kept for the next sign-in
    expect(stored()).toEqual({ clientId: app.client_id, clientSecret: app.client_secret, userToken: null });
  });

  it('still signs out when the server cannot revoke the token', async () => {
    serveLogin();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const run = runSagaInStore(sagas);
    await login(run);
    server.use(http.post('/oauth/revoke', () => HttpResponse.error()));
    await logOut(run);
    await until(() => run.getState().auth.token === null, 'logout');
    expect(run.getState().auth.me).toBeNull();
    expect(warn).toHaveBeenCalledWith('token revocation failed', expect.any(String));
    expect(JSON.stringify(warn.mock.calls)).not.toContain('fresh-token');
  });
});

describe('local preferences belong to one account', () => {
  const me = String(account.id);
  const config = () => JSON.parse(localStorage.getItem('config') ?? 'null') as unknown;

  it("a visitor's choices are adopted by the first sign-in, and the browser remembers whose they are", async () => {
    serveLogin();
    const run = runSagaInStore(sagas);
    run.store.dispatch(settingChanged('timeType', 'absolute'));
    await login(run);
    expect(run.getState().settings.user).toEqual({ timeType: 'absolute' });
    expect(localStorage.getItem('config.owner')).toBe(JSON.stringify(me));
  });

  it("another account's choices are not shared: the next account starts from the defaults, before it is signed in", async () => {
    serveLogin();
    localStorage.setItem('config.owner', JSON.stringify('someone-else'));
    const run = runSagaInStore(sagas);
    run.store.dispatch(settingChanged('timeType', 'absolute'));
    await login(run);
    expect(run.getState().settings.user).toEqual({});
    expect(config()).toEqual({});
    expect(localStorage.getItem('config.owner')).toBe(JSON.stringify(me));
    // the reset comes first, so nothing that reacts to the sign-in (the settings sync) sees the other's values
    const types = run.actions.map((a) => a.type);
    expect(types.indexOf('settings/settingsRestored')).toBeLessThan(types.indexOf('auth/loginSucceeded'));
  });

  it('the same account keeps its choices; signing out forgets them and whose they were', async () => {
    serveLogin();
    localStorage.setItem('config.owner', JSON.stringify(me));
    const run = runSagaInStore(sagas);
    run.store.dispatch(settingChanged('timeType', 'absolute'));
    await login(run);
    expect(run.getState().settings.user).toEqual({ timeType: 'absolute' });
    await logOut(run);
    expect(config()).toBeNull();
    expect(localStorage.getItem('config.owner')).toBeNull();
  });
});
