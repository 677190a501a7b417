// The session: the stored token at start-up. The sign-in, sign-up, recovery and sign-out flows load
// lazily with the "login" chunk (features/signIn/sagas/).
import { call, delay, put, select, spawn } from 'typed-redux-saga';
import { HttpError, NetworkError } from '../api/client';
import { verifyCredentials } from '../api/accounts';
import { normalizeAccount, type Normalized } from '../schemas';
import { loginFailed, loginSucceeded, sessionCleared, verificationDeferred } from '../slices/auth';
import { entitiesImported } from '../slices/entities';
import { claimLocalSettings } from './persistence';
import { noticeAdded, type UiMessage } from '../slices/ui';
import { selectApiConfig } from '../selectors/instance';
import type { RootState } from '../store/rootReducer';

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
 * refusal of the credentials (`credentialsRefused`: api/oauth.ts classifyGrantFailure, in the login chunk)
 * is 'Wrong username or password'; `verify`: verify_credentials; `code`: the
 * exchange of an authorization code (no password involved). Otherwise
 * the server's own words where it has some (never a code or a validation dump), else our sentence.
 */
export function loginErrorMessage(error: unknown, stage: 'grant' | 'verify' | 'code', credentialsRefused = false): UiMessage {
  if (error instanceof NetworkError) return { id: 'login.network_error' };
  if (error instanceof HttpError) {
    if (stage === 'grant' && credentialsRefused) return { id: 'login.wrong_credentials' };
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
    yield* call(claimLocalSettings, normalized.result);
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
    // Signed out, or signed in some other way, meanwhile (a session the warm start resumed still needs the check).
    if (!auth.token || (auth.me && !auth.resumed)) return;
    const outcome = yield* call(signInWithToken, true);
    if (outcome === 'ok') return;
    if (outcome === 'refused' || outcome === 'ended') {
      yield* put(sessionCleared());
      yield* put(noticeAdded('warning', { id: 'auth.session_expired' }));
      return;
    }
  }
}
