// Sign-in, sign-up and recovery flows: only needed on those screens, so they load with them
// (the "login" chunk) through the feature loader. The session itself (stored token, logout) is sagas/auth.ts.
import { call, getContext, put, select } from 'typed-redux-saga';
import { HttpError } from '../../../api/client';
import { authorizationCodeGrant, authorizeUrl, mfaChallenge, passwordGrant } from '../../../api/oauth';
import {
  loginFailed,
  loginRequested,
  mfaCodeRejected,
  mfaCodeSubmitted,
  mfaRequired,
  oauthAuthorizeRequested,
  oauthCallbackReceived,
  passwordResetRequired,
  tokenObtained,
} from '../../../slices/auth';
import { navigationRequested } from '../../../slices/ui';
import { selectApiConfig } from '../../../selectors/instance';
import { readSession, SESSION_KEYS, writeSession } from '../../../utils/storage';
import type { RootState } from '../../../store/rootReducer';
import type { Flow } from '../../../store/feature';
import { loginErrorMessage, OAUTH_SCOPES, signInWithToken } from '../../../sagas/auth';
import { ensureApp, redirectUri } from '../../../sagas/oauthApp';
import { registrationFlows } from './registration';
import { passwordResetFlows } from './passwordReset';

const bodyField = (error: unknown, field: string): string | null => {
  if (!(error instanceof HttpError) || typeof error.body !== 'object' || error.body === null) return null;
  const value = (error.body as Record<string, unknown>)[field];
  return typeof value === 'string' ? value : null;
};

function* finishWithToken(token: string, landing: string | null) {
  yield* put(tokenObtained({ token }));
  const outcome = yield* call(signInWithToken);
  if (outcome === 'ok' && landing) yield* put(navigationRequested({ to: landing, replace: true }));
}

function* passwordLogin(action: ReturnType<typeof loginRequested>) {
  let token: string;
  try {
    const app = yield* call(ensureApp);
    const cfg = yield* select(selectApiConfig);
    const res = yield* call(passwordGrant, cfg, {
      clientId: app.clientId,
      clientSecret: app.clientSecret,
      username: action.payload.username,
      password: action.payload.password,
    });
    token = res.data.access_token;
  } catch (error) {
    const mfaToken = bodyField(error, 'mfa_token');
    if (bodyField(error, 'error') === 'mfa_required' && mfaToken) {
      yield* put(mfaRequired({ mfaToken }));
    } else if (bodyField(error, 'identifier') === 'password_reset_required') {
      yield* put(passwordResetRequired());
      yield* put(navigationRequested({ to: '/password-reset', state: { passwordResetRequested: true } }));
    } else {
      yield* put(loginFailed(loginErrorMessage(error, 'grant')));
    }
    return;
  }
  yield* call(finishWithToken, token, null);
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
    yield* put(mfaCodeRejected(text ? { id: 'login.generic_error', text } : loginErrorMessage(error, 'grant')));
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

/** Token strategy: register the app if needed, remember a fresh `state`, go to the server's authorization page. */
function* authorizeRedirect() {
  try {
    const app = yield* call(ensureApp);
    const cfg = yield* select(selectApiConfig);
    const state = randomState();
    writeSession(SESSION_KEYS.oauthState, state);
    // Tests (and embedders) may provide their own way out through the saga context.
    const leave = yield* getContext<((url: string) => void) | undefined>('leaveForAuthorization');
    yield* call(
      leave ?? leaveForAuthorization,
      authorizeUrl(cfg.baseUrl, { clientId: app.clientId, redirectUri: redirectUri(), scope: OAUTH_SCOPES, state }),
    );
  } catch (error) {
    yield* put(loginFailed(loginErrorMessage(error, 'grant')));
  }
}

/** /oauth-callback?code=…&state=…: refused unless `state` is the one this tab sent. */
function* oauthCallback(action: ReturnType<typeof oauthCallbackReceived>) {
  const expected = readSession(SESSION_KEYS.oauthState);
  writeSession(SESSION_KEYS.oauthState, null);
  const app = yield* select((s: RootState) => s.auth.app);
  if (!expected || action.payload.state !== expected || !app) {
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
    yield* put(loginFailed(loginErrorMessage(error, 'grant')));
    yield* put(navigationRequested({ to: '/login', replace: true }));
    return;
  }
  yield* call(finishWithToken, token, '/main/friends');
  const me = yield* select((s: RootState) => s.auth.me);
  if (!me) yield* put(navigationRequested({ to: '/login', replace: true }));
}

export const loginFlows: Flow[] = [
  { type: loginRequested.type, mode: 'latest', handler: passwordLogin },
  { type: mfaCodeSubmitted.type, mode: 'latest', handler: mfaLogin },
  { type: oauthAuthorizeRequested.type, mode: 'leading', handler: authorizeRedirect },
  { type: oauthCallbackReceived.type, mode: 'leading', handler: oauthCallback },
  ...registrationFlows,
  ...passwordResetFlows,
];
