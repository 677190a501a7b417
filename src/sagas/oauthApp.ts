// This client as the server knows it: registered once (POST /api/v1/apps), kept for every later sign-in,
// checked before each one (snac2 deletes the app when its token is revoked) and registered again when the
// server no longer knows it.
import { call, put, select } from 'typed-redux-saga';
import { HttpError } from '../api/client';
import {
  ADMIN_SCOPES,
  BASE_SCOPES,
  classifyGrantFailure,
  clientCredentialsGrant,
  oauthErrorCode,
  registerApp,
} from '../api/oauth';
import { appForgotten, appRegistered, appVerified, type OAuthApp } from '../slices/auth';
import { selectApiConfig, selectCapabilities } from '../selectors/instance';
import type { Capabilities } from '../capabilities';
import type { RootState } from '../store/rootReducer';

export const CLIENT_NAME = 'fedi-client';

export function redirectUri(): string {
  return `${window.location.origin}/oauth-callback`;
}

/** `admin` only where the server has admin scopes (Pleroma/Akkoma, Mastodon): Hollo refuses the whole request. */
export const scopesFor = (capabilities: Pick<Capabilities, 'adminScope'>): string =>
  capabilities.adminScope ? ADMIN_SCOPES : BASE_SCOPES;

/** The scopes this sign-in asks for: the app's own when known, else what the server is known to have. */
export function* wantedScopes(app: OAuthApp | null = null) {
  if (app?.scopes) return app.scopes;
  const capabilities = yield* select(selectCapabilities);
  return scopesFor(capabilities);
}

/** A registration refused for its scopes: Hollo's 422 validation error, or a 400 `invalid_scope`. */
const scopesRefused = (error: unknown) =>
  error instanceof HttpError && (error.status === 422 || error.status === 400 || oauthErrorCode(error) === 'invalid_scope');

/** POST /api/v1/apps; asked with `admin` and refused, once more with the base scopes. */
function* register() {
  const cfg = yield* select(selectApiConfig);
  const wanted = yield* call(wantedScopes);
  const ask = (scopes: string) => registerApp(cfg, { clientName: CLIENT_NAME, redirectUris: redirectUri(), scopes });
  let scopes = wanted;
  let res;
  try {
    res = yield* call(ask, scopes);
  } catch (error) {
    if (scopes === BASE_SCOPES || !scopesRefused(error)) throw error;
    scopes = BASE_SCOPES;
    res = yield* call(ask, scopes);
  }
  const app: OAuthApp = { clientId: res.data.client_id, clientSecret: res.data.client_secret, scopes };
  yield* put(appRegistered(app));
  return app;
}

/** What a refused client_credentials grant says about the stored app. */
function appCheck(error: unknown): 'unknown' | 'scope' | 'unclear' {
  const kind = classifyGrantFailure(error);
  if (kind === 'transient') return 'unclear';
  if (kind === 'scope') return 'scope';
  // A server without this grant cannot tell us anything about the app.
  const code = oauthErrorCode(error);
  if (code === 'unsupported_grant_type' || code === 'unauthorized_client') return 'unclear';
  // 401 (Mastodon's invalid_client, snac2), Pleroma's 400 "Invalid credentials", a bare 400 page: the app is gone.
  return error instanceof HttpError ? 'unknown' : 'unclear';
}

export interface CheckedApp {
  app: OAuthApp;
  /** the client_credentials token the check obtained (registration uses it), or null */
  appToken: string | null;
}

/**
 * The app to sign in with, known to the server: the stored one is checked with a client_credentials
 * grant (which also tells whether its scopes include `admin`); one the server no longer knows (401, or
 * Pleroma's 400) is forgotten and registered again. When the server cannot be asked (network, 5xx) or has
 * no such grant, the stored app is used as it is, and a refusal at the next step registers again.
 */
export function* checkedApp() {
  const stored = yield* select((s: RootState) => s.auth.app);
  if (!stored) return { app: yield* call(register), appToken: null } satisfies CheckedApp;
  const cfg = yield* select(selectApiConfig);
  let scopes = yield* call(wantedScopes, stored);
  for (;;) {
    try {
      const res = yield* call(clientCredentialsGrant, cfg, {
        clientId: stored.clientId,
        clientSecret: stored.clientSecret,
        redirectUri: redirectUri(),
        scope: scopes,
      });
      const app: OAuthApp = { ...stored, scopes };
      if (stored.scopes !== scopes) yield* put(appVerified(app));
      return { app, appToken: res.data.access_token } satisfies CheckedApp;
    } catch (error) {
      const check = appCheck(error);
      if (check === 'scope' && scopes !== BASE_SCOPES) {
        scopes = BASE_SCOPES;
        continue;
      }
      if (check === 'unclear') return { app: stored, appToken: null } satisfies CheckedApp;
      console.warn('the server no longer knows the stored app; registering again');
      yield* put(appForgotten());
      return { app: yield* call(register), appToken: null } satisfies CheckedApp;
    }
  }
}

/** The app, checked (see checkedApp). */
export function* ensureApp() {
  const { app } = yield* call(checkedApp);
  return app;
}
