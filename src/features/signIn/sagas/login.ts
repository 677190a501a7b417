// Sign-in, sign-up and recovery flows: only needed on those screens, so they load with them
// (the "login" chunk) through the feature loader. The session itself (stored token, logout) is sagas/auth.ts.
import { call, getContext, put, select } from 'typed-redux-saga';
import { HttpError } from '../../../api/client';
import { humanText } from '../../../api/errors';
import {
  authorizationCodeGrant,
  authorizeUrl,
  BASE_SCOPES,
  classifyGrantFailure,
  mfaChallenge,
  passwordGrant,
} from '../../../api/oauth';
import {
  appForgotten,
  appVerified,
  loginFailed,
  loginRequested,
  logoutRequested,
  mfaCodeRejected,
  mfaCodeSubmitted,
  mfaRequired,
  oauthAuthorizeRequested,
  oauthCallbackReceived,
  oauthCallbackRefused,
  passwordResetRequired,
  passwordSignInUnavailable,
  tokenObtained,
  type OAuthApp,
} from '../../../slices/auth';
import { navigationRequested } from '../../../slices/ui';
import { selectApiConfig, selectInstanceName, selectLandingPaths } from '../../../selectors/instance';
import { readSession, SESSION_KEYS, writeSession } from '../../../utils/storage';
import type { RootState } from '../../../store/rootReducer';
import type { Flow } from '../../../store/feature';
import { loginErrorMessage, signInWithToken } from '../../../sagas/auth';
import { ensureApp, redirectUri, wantedScopes } from '../../../sagas/oauthApp';
import { prefetchMemberTimeline } from '../../../sagas/prefetchTimeline';
import { registrationFlows } from './registration';
import { passwordResetFlows } from './passwordReset';
import { logout } from './logout';

const bodyField = (error: unknown, field: string): string | null => {
  if (!(error instanceof HttpError) || typeof error.body !== 'object' || error.body === null) return null;
  const value = (error.body as Record<string, unknown>)[field];
  return typeof value === 'string' ? value : null;
};

/** The path a sign-in lands on: the login screen sends the member to the configured landing; elsewhere they stay. */
function* signInLanding(pathname: string) {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path !== '/login' && path !== '/') return pathname;
  return (yield* select(selectLandingPaths)).loggedIn;
}

/**
 * The token obtained, then the sign-in check; once it succeeds, the timeline the member lands on is asked for before
 * its screen renders (`landing`: where this flow sends them; else the login screen's own redirect, or where they are).
 */
function* finishWithToken(token: string, landing: string | null) {
  yield* put(tokenObtained({ token }));
  const outcome = yield* call(signInWithToken);
  if (outcome !== 'ok') return outcome;
  yield* call(prefetchMemberTimeline, landing ?? (yield* call(signInLanding, window.location.pathname)));
  if (landing) yield* put(navigationRequested({ to: landing, replace: true }));
  return outcome;
}

/**
 * The password grant is no way in here (a 400 page, `unsupported_grant_type`, a token bound to no user):
 * the login screen says so and offers the server's own page first, and sign-in continues there now.
 */
function* fallBackToServerPage() {
  const instance = yield* select(selectInstanceName);
  yield* put(passwordSignInUnavailable({ id: 'login.password_not_accepted', values: { instance } }));
  yield* call(goToAuthorizePage);
}

/**
 * Username and password: the password grant (with `redirect_uri`, which snac2 requires). An app the server
 * no longer knows is registered again and the grant made once more; a refused scope is asked again
 * without `admin`; anything but a refused password (or a broken network) continues on the server's page.
 */
function* passwordLogin(action: ReturnType<typeof loginRequested>) {
  const { username, password } = action.payload;
  let token: string | null = null;
  let app: OAuthApp | null = null;
  let clientRetried = false;
  while (token === null) {
    let scope: string;
    try {
      app ??= yield* call(ensureApp);
      scope = yield* call(wantedScopes, app);
    } catch (error) {
      yield* put(loginFailed(grantErrorMessage(error)));
      return;
    }
    try {
      const cfg = yield* select(selectApiConfig);
      const res = yield* call(passwordGrant, cfg, {
        clientId: app.clientId,
        clientSecret: app.clientSecret,
        username,
        password,
        scope,
        redirectUri: redirectUri(),
      });
      token = res.data.access_token;
    } catch (error) {
      const mfaToken = bodyField(error, 'mfa_token');
      if (bodyField(error, 'error') === 'mfa_required' && mfaToken) {
        yield* put(mfaRequired({ mfaToken }));
        return;
      }
      if (bodyField(error, 'identifier') === 'password_reset_required') {
        yield* put(passwordResetRequired());
        yield* put(navigationRequested({ to: '/password-reset', state: { passwordResetRequested: true } }));
        return;
      }
      const kind = classifyGrantFailure(error);
      if (kind === 'client' && !clientRetried) {
        clientRetried = true;
        app = null;
        yield* put(appForgotten());
        continue;
      }
      if (kind === 'scope' && scope !== BASE_SCOPES) {
        app = { ...app, scopes: BASE_SCOPES };
        yield* put(appVerified(app));
        continue;
      }
      if (kind === 'unsupported' || kind === 'scope') {
        yield* call(fallBackToServerPage);
        return;
      }
      // 'Wrong username or password' only when the answer is about them (loginErrorMessage).
      yield* put(loginFailed(grantErrorMessage(error)));
      return;
    }
  }
  const outcome = yield* call(finishWithToken, token, null);
  // snac2 hands out a token for a password grant that belongs to no user: verify_credentials then ends it.
  if (outcome === 'ended') yield* call(fallBackToServerPage);
}

/** The second factor: /oauth/mfa/challenge with the token the password grant handed out. */
function* mfaLogin(action: ReturnType<typeof mfaCodeSubmitted>) {
  const { app, mfaToken } = yield* select((s: RootState) => s.auth);
  if (!app || !mfaToken) {
    yield* put(loginFailed({ id: 'login.generic_error' }));
    return;
  }
  let token: string;
  try {
    const cfg = yield* select(selectApiConfig);
    const res = yield* call(mfaChallenge, cfg, {
      clientId: app.clientId,
      clientSecret: app.clientSecret,
      mfaToken,
      code: action.payload.code,
      challengeType: action.payload.challengeType,
    });
    token = res.data.access_token;
  } catch (error) {
    // An invalid code shows the server's own words (spec 000 §8).
    const text = error instanceof HttpError ? error.serverMessage : null;
    yield* put(mfaCodeRejected(text ? { id: 'login.generic_error', text } : grantErrorMessage(error)));
    return;
  }
  yield* call(finishWithToken, token, null);
}

function randomState(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Browser navigation away from the app, to the server's authorization page. */
export function leaveForAuthorization(url: string): void {
  window.location.assign(url);
}

/**
 * To the server's authorization page: the app checked (or registered), a fresh `state` and the scopes
 * asked for remembered for this tab. Failures before leaving are login errors.
 */
function* goToAuthorizePage(scopeOverride: string | null = null) {
  try {
    const app = yield* call(ensureApp);
    const scope = scopeOverride ?? (yield* call(wantedScopes, app));
    const cfg = yield* select(selectApiConfig);
    const state = randomState();
    writeSession(SESSION_KEYS.oauthState, state);
    writeSession(SESSION_KEYS.oauthScope, scope);
    // Tests (and embedders) may provide their own way out through the saga context.
    const leave = yield* getContext<((url: string) => void) | undefined>('leaveForAuthorization');
    yield* call(
      leave ?? leaveForAuthorization,
      authorizeUrl(cfg.baseUrl, { clientId: app.clientId, redirectUri: redirectUri(), scope, state }),
    );
  } catch (error) {
    yield* put(loginFailed(grantErrorMessage(error)));
  }
}

/** Token strategy (or the link beside the password form): the server's own sign-in page. */
function* authorizeRedirect() {
  yield* call(goToAuthorizePage);
}

/** The state this tab sent, spent either way: a callback that does not bring it back is refused. */
function spendState(received: string | null): { matches: boolean; scope: string | null } {
  const expected = readSession(SESSION_KEYS.oauthState);
  const scope = readSession(SESSION_KEYS.oauthScope);
  writeSession(SESSION_KEYS.oauthState, null);
  writeSession(SESSION_KEYS.oauthScope, null);
  return { matches: Boolean(expected) && received === expected, scope };
}

/** /oauth-callback?code=…&state=…: refused unless `state` is the one this tab sent. */
function* oauthCallback(action: ReturnType<typeof oauthCallbackReceived>) {
  const { matches } = spendState(action.payload.state);
  const app = yield* select((s: RootState) => s.auth.app);
  if (!matches || !app) {
    yield* put(loginFailed({ id: 'login.oauth_state_mismatch' }));
    yield* put(navigationRequested({ to: '/login', replace: true }));
    return;
  }
  let token: string;
  try {
    const cfg = yield* select(selectApiConfig);
    const res = yield* call(authorizationCodeGrant, cfg, {
      clientId: app.clientId,
      clientSecret: app.clientSecret,
      code: action.payload.code,
      redirectUri: redirectUri(),
    });
    token = res.data.access_token;
  } catch (error) {
    // The server no longer knows the app: the next attempt registers it again.
    if (classifyGrantFailure(error) === 'client') yield* put(appForgotten());
    yield* put(loginFailed(loginErrorMessage(error, 'code')));
    yield* put(navigationRequested({ to: '/login', replace: true }));
    return;
  }
  yield* call(finishWithToken, token, '/main/friends');
  const me = yield* select((s: RootState) => s.auth.me);
  if (!me) yield* put(navigationRequested({ to: '/login', replace: true }));
}

/**
 * /oauth-callback?error=…: the member declined (`access_denied`), or the server refused what was asked.
 * A refused scope is asked once more without `admin`; anything else shows the server's words (its
 * `error_description`) or our sentence, on the login screen.
 */
function* oauthCallbackError(action: ReturnType<typeof oauthCallbackRefused>) {
  const { state, error, description } = action.payload;
  const { matches, scope } = spendState(state);
  if (matches && error === 'invalid_scope' && scope !== BASE_SCOPES) {
    yield* call(goToAuthorizePage, BASE_SCOPES);
    return;
  }
  const text = error === 'access_denied' ? null : humanText(description);
  yield* put(loginFailed(text ? { id: 'login.generic_error', text } : { id: 'login.authorization_declined' }));
  yield* put(navigationRequested({ to: '/login', replace: true }));
}

/** A refused grant in the spec's words: 'Wrong username or password' when it is the credentials. */
export const grantErrorMessage = (error: unknown) =>
  loginErrorMessage(error, 'grant', classifyGrantFailure(error) === 'credentials');

export const loginFlows: Flow[] = [
  { type: logoutRequested.type, mode: 'leading', handler: logout },
  { type: loginRequested.type, mode: 'latest', handler: passwordLogin },
  { type: mfaCodeSubmitted.type, mode: 'latest', handler: mfaLogin },
  { type: oauthAuthorizeRequested.type, mode: 'leading', handler: authorizeRedirect },
  { type: oauthCallbackReceived.type, mode: 'leading', handler: oauthCallback },
  { type: oauthCallbackRefused.type, mode: 'leading', handler: oauthCallbackError },
  ...registrationFlows,
  ...passwordResetFlows,
];
