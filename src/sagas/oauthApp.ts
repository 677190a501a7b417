// This client as the server knows it: registered once (POST /api/v1/apps), kept for every later sign-in.
import { call, put, select } from 'typed-redux-saga';
import { registerApp } from '../api/oauth';
import { appRegistered, type OAuthApp } from '../slices/auth';
import { selectApiConfig } from '../selectors/instance';
import type { RootState } from '../store/rootReducer';
import { OAUTH_SCOPES } from './auth';

export const CLIENT_NAME = 'fedi-client';

export function redirectUri(): string {
  return `${window.location.origin}/oauth-callback`;
}

/** Registers this client with the server once; the credentials are kept for every later sign-in. */
export function* ensureApp() {
  const existing = yield* select((s: RootState) => s.auth.app);
  if (existing) return existing;
  const cfg = yield* select(selectApiConfig);
  const res = yield* call(registerApp, cfg, {
    clientName: CLIENT_NAME,
    redirectUris: redirectUri(),
    scopes: OAUTH_SCOPES,
  });
  const app: OAuthApp = { clientId: res.data.client_id, clientSecret: res.data.client_secret };
  yield* put(appRegistered(app));
  return app;
}
