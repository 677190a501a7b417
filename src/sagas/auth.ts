// The session: the stored token at start-up, and sign-out. The sign-in, sign-up and recovery flows
// load lazily with their screens (sagas/login.ts).
import type { Action } from '@reduxjs/toolkit';
import { call, delay, put, race, select, spawn, take, takeLeading } from 'typed-redux-saga';
import { HttpError, NetworkError } from '../api/client';
import { classifyGrantFailure, revokeToken } from '../api/oauth';
import { verifyCredentials } from '../api/accounts';
import { normalizeAccount, type Normalized } from '../schemas';
import { loginFailed, loginSucceeded, logoutRequested, sessionCleared, verificationDeferred } from '../slices/auth';
import { entitiesImported } from '../slices/entities';
import { navigationRequested, navigationSettled, noticeAdded, type UiMessage } from '../slices/ui';
import { selectApiConfig } from '../selectors/instance';
import type { RootState } from '../store/rootReducer';

/** where a signed-out user lands (spec 000 §4) */
export const LOGOUT_LANDING = '/main/public';
/** Checking a stored token again after a network or server failure: 5 s, 10 s, … up to a minute. */
const VERIFY_RETRY_MAX_MS = 60_000;
const VERIFY_RETRY_MS = [5_000, 10_000, 20_000, 40_000, VERIFY_RETRY_MAX_MS];

/** An error body with nothing in it: null, '' or whitespace (snac2's `text/html` 401/422 answers). */
const emptyBody = (body: unknown) => body === null || body === undefined || (typeof body === 'string' && body.trim() === '');

/**
 * The server says the token no longer opens a session: 401 (Mastodon, Pleroma, Hollo's `invalid_token`),
 * or a 422 with an empty body (snac2 for a revoked token, or one bound to no user).
 */
export function sessionEnded(error: unknown): boolean {
  if (!(error instanceof HttpError)) return false;
  return error.status === 401 || (error.status === 422 && emptyBody(error.body));
}

/** The server refused the token itself (rather than being unreachable or broken). */
const tokenRefused = (error: unknown) => sessionEnded(error) || (error instanceof HttpError && error.status === 403);

/**
 * The spec's sign-in wording (000 §8). `grant`: the answer of /oauth/token (or /api/v1/apps), where a
 * 400/401 about the credentials is 'Wrong username or password'; `verify`: verify_credentials; `code`: the
 * exchange of an authorization code (no password involved). Otherwise
 * the server's own words where it has some (never a code or a validation dump), else our sentence.
 */
export function loginErrorMessage(error: unknown, stage: 'grant' | 'verify' | 'code'): UiMessage {
  if (error instanceof NetworkError) return { id: 'login.network_error' };
  if (error instanceof HttpError) {
    if (stage === 'grant' && classifyGrantFailure(error) === 'credentials') return { id: 'login.wrong_credentials' };
    if (stage === 'verify' && sessionEnded(error)) return { id: 'login.session_refused' };
    // Pleroma's 403 for a disabled or unconfirmed account says why.
    if (error.serverMessage) return { id: 'login.generic_error', text: error.serverMessage };
    if (stage === 'verify' && error.status === 403) return { id: 'login.session_refused' };
  }
  return { id: 'login.generic_error' };
}

/**
 * With a token in the store: fetch the user, then the user is signed in.
 * `keepOnFailure`: a stored token is kept when the server could not be asked (network, 5xx).
 * 'ended': the server refused the token (401, or snac2's empty 422); 'refused': another refusal (403).
 */
export function* signInWithToken(keepOnFailure = false) {
  const cfg = yield* select(selectApiConfig);
  try {
    const res = yield* call(verifyCredentials, cfg);
    const normalized: Normalized<string | null> = normalizeAccount(res.data);
    if (!normalized.result) throw new Error('verify_credentials returned no account');
    yield* put(entitiesImported(normalized.entities));
    yield* put(loginSucceeded({ me: normalized.result }));
    return 'ok' as const;
  } catch (error) {
    if (keepOnFailure && !tokenRefused(error)) {
      yield* put(verificationDeferred(loginErrorMessage(error, 'verify')));
      return 'deferred' as const;
    }
    yield* put(loginFailed(loginErrorMessage(error, 'verify')));
    return sessionEnded(error) ? ('ended' as const) : ('refused' as const);
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
  if (outcome === 'refused' || outcome === 'ended') {
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
    if (outcome === 'refused' || outcome === 'ended') {
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
