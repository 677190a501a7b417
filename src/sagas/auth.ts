import { call, put, select, takeLatest } from 'redux-saga/effects';
import type { ApiConfig } from '../api/client';
import { HttpError, NetworkError } from '../api/client';
import { passwordGrant, registerApp, revokeToken } from '../api/oauth';
import { verifyCredentials } from '../api/accounts';
import type { Account, OAuthApp as ServerApp, OAuthToken } from '../api/types';
import { normalizeAccount, type Normalized } from '../schemas';
import {
  appRegistered,
  loginFailed,
  loginRequested,
  loginSucceeded,
  logoutRequested,
  sessionCleared,
  tokenObtained,
  type OAuthApp,
} from '../slices/auth';
import { entitiesImported } from '../slices/entities';
import { noticeAdded, type UiMessage } from '../slices/ui';
import { selectApiConfig } from '../selectors/instance';
import type { RootState } from '../store/rootReducer';

export const OAUTH_SCOPES = 'read write follow push admin';
export const CLIENT_NAME = 'fedi-client';

export function redirectUri(): string {
  return `${window.location.origin}/oauth-callback`;
}

/** Registers this client with the server once; the credentials are kept for every later sign-in. */
export function* ensureApp() {
  const existing: OAuthApp | null = yield select((s: RootState) => s.auth.app);
  if (existing) return existing;
  const cfg: ApiConfig = yield select(selectApiConfig);
  const res: { data: ServerApp } = yield call(registerApp, cfg, {
    clientName: CLIENT_NAME,
    redirectUris: redirectUri(),
    scopes: OAUTH_SCOPES,
  });
  const app: OAuthApp = { clientId: res.data.client_id, clientSecret: res.data.client_secret };
  yield put(appRegistered(app));
  return app;
}

/** The spec's sign-in wording (000 §8). */
export function loginErrorMessage(error: unknown, stage: 'grant' | 'verify'): UiMessage {
  if (error instanceof NetworkError) return { id: 'login.network_error' };
  if (error instanceof HttpError) {
    if (error.status === 401 || (stage === 'grant' && error.status === 400)) return { id: 'login.wrong_credentials' };
    if (stage === 'grant' && error.serverMessage) return { id: 'login.generic_error', text: error.serverMessage };
  }
  return { id: 'login.generic_error' };
}

/** With a token in the store: fetch the user, then the user is signed in. */
export function* signInWithToken() {
  const cfg: ApiConfig = yield select(selectApiConfig);
  try {
    const res: { data: Account } = yield call(verifyCredentials, cfg);
    const normalized: Normalized<string | null> = normalizeAccount(res.data);
    if (!normalized.result) throw new Error('verify_credentials returned no account');
    yield put(entitiesImported(normalized.entities));
    yield put(loginSucceeded({ me: normalized.result }));
    return true;
  } catch (error) {
    yield put(loginFailed(loginErrorMessage(error, 'verify')));
    return false;
  }
}

function* passwordLogin(action: ReturnType<typeof loginRequested>) {
  let token: string;
  try {
    const app: OAuthApp = yield call(ensureApp);
    const cfg: ApiConfig = yield select(selectApiConfig);
    const res: { data: OAuthToken } = yield call(passwordGrant, cfg, {
      clientId: app.clientId,
      clientSecret: app.clientSecret,
      username: action.payload.username,
      password: action.payload.password,
    });
    token = res.data.access_token;
  } catch (error) {
    yield put(loginFailed(loginErrorMessage(error, 'grant')));
    return;
  }
  yield put(tokenObtained({ token }));
  yield call(signInWithToken);
}

function* logout() {
  const { app, token }: RootState['auth'] = yield select((s: RootState) => s.auth);
  const cfg: ApiConfig = yield select(selectApiConfig);
  if (app && token) {
    try {
      yield call(revokeToken, cfg, { clientId: app.clientId, clientSecret: app.clientSecret, token });
    } catch (error) {
      // The token is forgotten here either way; a server that cannot revoke it now is only logged.
      console.warn('token revocation failed', error instanceof Error ? error.message : error);
    }
  }
  yield put(sessionCleared());
  yield put(noticeAdded('info', { id: 'auth.logged_out' }, 3000));
}

export function* authSaga() {
  yield takeLatest(loginRequested.type, passwordLogin);
  yield takeLatest(logoutRequested.type, logout);
}
