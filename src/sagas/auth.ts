// The session: the stored token at start-up, and sign-out. The sign-in, sign-up and recovery flows
// load lazily with their screens (sagas/login.ts).
import type { Action } from '@reduxjs/toolkit';
import { call, delay, put, race, select, spawn, take, takeLeading } from 'typed-redux-saga';
import { HttpError, NetworkError } from '../api/client';
import { revokeToken } from '../api/oauth';
import { verifyCredentials } from '../api/accounts';
import { normalizeAccount, type Normalized } from '../schemas';
import { loginFailed, loginSucceeded, logoutRequested, sessionCleared, verificationDeferred } from '../slices/auth';
import { entitiesImported } from '../slices/entities';
import { navigationRequested, navigationSettled, noticeAdded, type UiMessage } from '../slices/ui';
import { selectApiConfig } from '../selectors/instance';
import type { RootState } from '../store/rootReducer';

export const OAUTH_SCOPES = 'read write follow push admin';
/** where a signed-out user lands (spec 000 §4) */
export const LOGOUT_LANDING = '/main/public';
/** Checking a stored token again after a network or server failure: 5 s, 10 s, … up to a minute. */
const VERIFY_RETRY_MAX_MS = 60_000;
const VERIFY_RETRY_MS = [5_000, 10_000, 20_000, 40_000, VERIFY_RETRY_MAX_MS];

/** The spec's sign-in wording (000 §8). */
export function loginErrorMessage(error: unknown, stage: 'grant' | 'verify'): UiMessage {
  if (error instanceof NetworkError) return { id: 'login.network_error' };
  if (error instanceof HttpError) {
    if (error.status === 401 || (stage === 'grant' && error.status === 400)) return { id: 'login.wrong_credentials' };
    if (stage === 'grant' && error.serverMessage) return { id: 'login.generic_error', text: error.serverMessage };
  }
  return { id: 'login.generic_error' };
}

/** The server refused the token itself (rather than being unreachable or broken). */
const tokenRefused = (error: unknown) => error instanceof HttpError && (error.status === 401 || error.status === 403);

/**
 * With a token in the store: fetch the user, then the user is signed in.
 * `keepOnFailure`: a stored token is kept when the server could not be asked (network, 5xx).
 */
export function* signInWithToken(keepOnFailure = false) {
  const cfg = yield* select(selectApiConfig);
  try {
    const res = yield* call(verifyCredentials, cfg);
    const normalized: Normalized<string | null> = normalizeAccount(res.data);
    if (!normalized.result) throw new Error('verify_credentials returned no account');
    yield* put(entitiesImported(normalized.entities));
    yield* put(loginSucceeded({ me: normalized.result }));
    return 'ok';
  } catch (error) {
    if (keepOnFailure && !tokenRefused(error)) {
      yield* put(verificationDeferred(loginErrorMessage(error, 'verify')));
      return 'deferred';
    }
    yield* put(loginFailed(loginErrorMessage(error, 'verify')));
    return 'refused';
  }
}

/**
 * The stored token at start-up. Refused: a clean visitor state and a message. Unreachable server:
 * the token stays and is checked again in the background, so a flaky start does not sign anyone out.
 */
export function* restoreSession() {
  const token = yield* select((s: RootState) => s.auth.token);
  if (!token) return;
  const outcome = yield* call(signInWithToken, true);
  if (outcome === 'refused') {
    yield* put(sessionCleared());
    yield* put(noticeAdded('warning', { id: 'auth.session_expired' }));
  } else if (outcome === 'deferred') {
    yield* put(noticeAdded('warning', { id: 'auth.verify_deferred' }, 10_000));
    // Detached: start-up must not wait for it.
    yield* spawn(retryVerification);
  }
}

function* retryVerification() {
  for (let attempt = 0; ; attempt++) {
    // The last wait repeats once the list runs out.
    yield* delay(VERIFY_RETRY_MS[Math.min(attempt, VERIFY_RETRY_MS.length - 1)] ?? VERIFY_RETRY_MAX_MS);
    const auth = yield* select((s: RootState) => s.auth);
    // Signed out, or signed in some other way, meanwhile.
    if (!auth.token || auth.me) return;
    const outcome = yield* call(signInWithToken, true);
    if (outcome === 'ok') return;
    if (outcome === 'refused') {
      yield* put(sessionCleared());
      yield* put(noticeAdded('warning', { id: 'auth.session_expired' }));
      return;
    }
  }
}

/**
 * Sign-out: land on the public timeline first (so no screen of the user's stays mounted), revoke the
 * token, then clear everything the user had; every slice and saga listens to sessionCleared.
 */
/** How long sign-out waits for the public timeline to be on screen before ending the session anyway. */
export const NAVIGATION_WAIT_MS = 2000;

function* logout() {
  const { app, token } = yield* select((s: RootState) => s.auth);
  const cfg = yield* select(selectApiConfig);
  yield* put(navigationRequested({ to: LOGOUT_LANDING, replace: true }));
  // The session ends once the public timeline is on screen: ended under a login-required screen, that
  // screen would send the visitor to the logged-out landing instead (a router transition is pending).
  const seq = yield* select((s: RootState) => s.ui.navigation?.seq ?? 0);
  yield* race({
    settled: take((a: Action) => navigationSettled.match(a) && a.payload.seq === seq),
    stuck: delay(NAVIGATION_WAIT_MS),
  });
  if (app && token) {
    try {
      yield* call(revokeToken, cfg, { clientId: app.clientId, clientSecret: app.clientSecret, token });
    } catch (error) {
      // The token is forgotten here either way; a server that cannot revoke it now is only logged.
      console.warn('token revocation failed', error instanceof Error ? error.message : error);
    }
  }
  yield* put(sessionCleared());
  yield* put(noticeAdded('info', { id: 'auth.logged_out' }, 3000));
}

export function* authSaga() {
  yield* takeLeading(logoutRequested.type, logout);
}
