import { http, HttpResponse } from 'msw';
import { all, fork } from 'redux-saga/effects';
import { ADMIN_SCOPES, BASE_SCOPES } from '../../../src/api/oauth';
import { featureLoader } from '../../../src/store/featureLoader';
import { signInFeature } from '../../../src/features/signIn';
import { persistenceSaga } from '../../../src/sagas/persistence';
import {
  initialAuthState,
  loginCancelled,
  loginRequested,
  loginStepChanged,
  logoutRequested,
  mfaCodeSubmitted,
  oauthAuthorizeRequested,
  oauthCallbackReceived,
} from '../../../src/slices/auth';
import { timelineFetched } from '../../../src/slices/timelines';
import { entitiesImported } from '../../../src/slices/entities';
import { redactSecrets } from '../../../src/store/redact';
import { soapbox } from '../../support/fixtures';
import { createTestServer } from '../../support/server';
import { navigationSettled } from '../../../src/slices/ui';
import { runSagaInStore, until } from '../../support/sagaStore';

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
const APP = { clientId: app.client_id, clientSecret: app.client_secret };

function* sagas() {
  yield all([fork(featureLoader, signInFeature), fork(persistenceSaga)]);
}

const form = (body: string) => Object.fromEntries(new URLSearchParams(body));

function serveMfa() {
  server.use(
    http.post('/api/v1/apps', () => HttpResponse.json(app)),
    http.post('/oauth/token', () =>
      HttpResponse.json({ error: 'mfa_required', mfa_token: 'mfa-123', supported_challenge_types: 'totp' }, { status: 403 }),
    ),
    http.post('/oauth/mfa/challenge', async ({ request }) => {
      const { code } = form(await request.text());
      return code === '123456' || code === 'recovery-1'
        ? HttpResponse.json(TOKEN)
        : HttpResponse.json({ error: 'Invalid code' }, { status: 400 });
    }),
    http.get('/api/v1/accounts/verify_credentials', () => HttpResponse.json(account)),
  );
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => jest.restoreAllMocks());

describe('two-factor sign-in', () => {
  it('mfa_required moves to totp; a wrong code shows the server text; the right one signs in and resets the step', async () => {
    serveMfa();
    const run = runSagaInStore(sagas);
    run.store.dispatch(loginRequested({ username: 'frank', password: 'pw' }));
    await until(() => run.getState().auth.step === 'totp', 'totp step');
    expect(run.getState().auth).toMatchObject({ loggingIn: false, token: null, mfaToken: 'mfa-123' });

    run.store.dispatch(mfaCodeSubmitted({ code: '000000', challengeType: 'totp' }));
    await until(() => run.getState().auth.error !== null, 'code refused');
    expect(run.getState().auth).toMatchObject({ step: 'totp', error: { text: 'Invalid code' }, token: null });

    run.store.dispatch(mfaCodeSubmitted({ code: '123456', challengeType: 'totp' }));
    await until(() => run.getState().auth.me !== null, 'signed in');
    expect(run.getState().auth).toMatchObject({ step: 'initial', mfaToken: null, token: 'fresh-token', error: null });
    const challenge = form(to('/oauth/mfa/challenge')[1].body);
    expect(challenge).toEqual({
      client_id: APP.clientId,
      client_secret: APP.clientSecret,
      mfa_token: 'mfa-123',
      code: '123456',
      challenge_type: 'totp',
    });
  });

  it('a recovery code goes through the same challenge with challenge_type recovery', async () => {
    serveMfa();
    const run = runSagaInStore(sagas);
    run.store.dispatch(loginRequested({ username: 'frank', password: 'pw' }));
    await until(() => run.getState().auth.step === 'totp', 'totp step');
    run.store.dispatch(loginStepChanged('recovery'));
    run.store.dispatch(mfaCodeSubmitted({ code: 'recovery-1', challengeType: 'recovery' }));
    await until(() => run.getState().auth.me !== null, 'signed in');
    expect(form(to('/oauth/mfa/challenge')[0].body).challenge_type).toBe('recovery');
  });

  it('cancel returns to the first step and forgets the mfa token', async () => {
    serveMfa();
    const run = runSagaInStore(sagas);
    run.store.dispatch(loginRequested({ username: 'frank', password: 'pw' }));
    await until(() => run.getState().auth.step === 'totp', 'totp step');
    run.store.dispatch(loginCancelled());
    expect(run.getState().auth).toMatchObject({ step: 'initial', mfaToken: null });
  });

  it('no secret of the flow survives redaction of the recorded actions', async () => {
    serveMfa();
    const run = runSagaInStore(sagas);
    run.store.dispatch(loginRequested({ username: 'frank', password: 'secret-pw' }));
    await until(() => run.getState().auth.step === 'totp', 'totp step');
    run.store.dispatch(mfaCodeSubmitted({ code: '123456', challengeType: 'totp' }));
    await until(() => run.getState().auth.me !== null, 'signed in');
    const exported = JSON.stringify(redactSecrets({ actions: run.actions, state: run.getState() }));
    for (const secret of ['secret-pw', 'mfa-123', '123456', 'fresh-token', APP.clientSecret])
      expect(exported).not.toContain(secret);
  });
});

describe('password_reset_required', () => {
  it('goes to /password-reset with the flag, and stores no token', async () => {
    server.use(
      http.post('/api/v1/apps', () => HttpResponse.json(app)),
      http.post('/oauth/token', () =>
        HttpResponse.json({ error: 'Password reset is required', identifier: 'password_reset_required' }, { status: 403 }),
      ),
    );
    const run = runSagaInStore(sagas);
    run.store.dispatch(loginRequested({ username: 'grace', password: 'pw' }));
    await until(() => run.getState().ui.navigation !== null, 'navigation');
    expect(run.getState().ui.navigation).toMatchObject({ to: '/password-reset', state: { passwordResetRequested: true } });
    expect(run.getState().auth).toMatchObject({ passwordResetRequired: true, loggingIn: false, token: null, error: null });
  });
});

describe('token strategy (authorization code)', () => {
  it('registers the app, remembers a random state and leaves for /oauth/authorize with it', async () => {
    server.use(http.post('/api/v1/apps', () => HttpResponse.json(app)));
    const leave = jest.fn();
    const run = runSagaInStore(sagas, undefined, { leaveForAuthorization: leave });
    run.store.dispatch(oauthAuthorizeRequested());
    await until(() => leave.mock.calls.length === 1, 'redirect');
    const url = new URL(leave.mock.calls[0][0] as string);
    expect(url.pathname).toBe('/oauth/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: APP.clientId,
      redirect_uri: `${window.location.origin}/oauth-callback`,
      scope: BASE_SCOPES,
      state: sessionStorage.getItem('oauth.state'),
    });
    expect(url.searchParams.get('state')).toMatch(/^[0-9a-f]{32}$/);
    expect(form(to('/api/v1/apps')[0].body)).toMatchObject({
      redirect_uris: `${window.location.origin}/oauth-callback`,
      scopes: BASE_SCOPES,
    });
  });

  it('a callback with the state it sent exchanges the code, signs in and goes to friends', async () => {
    server.use(
      http.post('/oauth/token', () => HttpResponse.json(TOKEN)),
      http.get('/api/v1/accounts/verify_credentials', () => HttpResponse.json(account)),
    );
    sessionStorage.setItem('oauth.state', 'abc');
    const run = runSagaInStore(sagas, { auth: { ...initialAuthState, app: APP } });
    run.store.dispatch(oauthCallbackReceived({ code: 'the-code', state: 'abc' }));
    await until(() => run.getState().ui.navigation !== null, 'navigation');
    expect(run.getState().ui.navigation).toMatchObject({ to: '/main/friends', replace: true });
    expect(run.getState().auth).toMatchObject({ token: 'fresh-token', me: String(account.id) });
    expect(form(to('/oauth/token')[0].body)).toEqual({
      client_id: APP.clientId,
      client_secret: APP.clientSecret,
      grant_type: 'authorization_code',
      code: 'the-code',
      redirect_uri: `${window.location.origin}/oauth-callback`,
    });
    expect(sessionStorage.getItem('oauth.state')).toBeNull();
    expect(JSON.parse(localStorage.getItem('oauth') ?? 'null')).toMatchObject({ userToken: 'fresh-token' });
  });

  it.each([
    ['a different state', 'abc', 'forged'],
    ['no state', 'abc', null],
    ['no state sent from this tab', null, 'abc'],
  ])('a callback with %s is refused without asking the server', async (_name, sent, received) => {
    if (sent) sessionStorage.setItem('oauth.state', sent);
    const run = runSagaInStore(sagas, { auth: { ...initialAuthState, app: APP } });
    run.store.dispatch(oauthCallbackReceived({ code: 'stolen-code', state: received }));
    await until(() => run.getState().ui.navigation !== null, 'navigation');
    expect(run.getState().ui.navigation).toMatchObject({ to: '/login' });
    expect(run.getState().auth).toMatchObject({ token: null, me: null, error: { id: 'login.oauth_state_mismatch' } });
    expect(to('/oauth/token')).toHaveLength(0);
  });
});

describe('logout clean-up', () => {
  it('lands on /main/public, revokes, and leaves no user data in the store or storage', async () => {
    server.use(
      http.post('/api/v1/apps', () => HttpResponse.json(app)),
      http.post('/oauth/token', () => HttpResponse.json(TOKEN)),
      http.get('/api/v1/accounts/verify_credentials', () => HttpResponse.json(account)),
      http.post('/oauth/revoke', () => HttpResponse.json({})),
    );
    const run = runSagaInStore(sagas);
    run.store.dispatch(loginRequested({ username: 'lain', password: 'pw' }));
    await until(() => run.getState().auth.me !== null, 'signed in');
    run.store.dispatch(entitiesImported({ statuses: { s1: { id: 's1' } } } as never));
    run.store.dispatch(timelineFetched({ key: 'friends', direction: 'initial', ids: ['s1'], maxId: null }));

    await logOut(run);
    await until(() => run.ofType('auth/sessionCleared').length === 1, 'cleared');
    const types = run.actions.map((a) => a.type);
    expect(types.indexOf('ui/navigationRequested')).toBeLessThan(types.indexOf('auth/sessionCleared'));
    expect(run.getState().ui.navigation).toMatchObject({ to: '/main/public' });
    expect(to('/oauth/revoke')).toHaveLength(1);
    const s = run.getState();
    expect(s.timelines).toEqual({});
    expect(s.entities.statuses.ids).toEqual([]);
    expect(s.entities.accounts.ids).toEqual([]);
    expect(s.auth).toMatchObject({ token: null, me: null, mfaToken: null });
    expect(JSON.stringify(localStorage)).not.toContain('fresh-token');
  });
});
