// OAuth app registration and token grants (Doorkeeper on Mastodon, Pleroma's OAuthController incl. MFA).
import { buildUrl, request, type ApiConfig, type ApiResponse } from './client';
import type { OAuthApp, OAuthToken } from './types';

export const DEFAULT_SCOPES = 'read write follow push admin';

interface Client {
  clientId: string;
  clientSecret: string;
}

export const registerApp = (
  cfg: ApiConfig,
  p: { clientName: string; redirectUris: string; scopes: string; website?: string },
): Promise<ApiResponse<OAuthApp>> =>
  request<OAuthApp>(cfg, '/api/v1/apps', {
    auth: false,
    form: { client_name: p.clientName, redirect_uris: p.redirectUris, scopes: p.scopes, website: p.website },
  });

type Fields = Record<string, string | undefined>;

/** Every call below authenticates the client with its id and secret in the form, never a bearer token. */
const clientCall = <T>(cfg: ApiConfig, path: string, client: Client, fields: Fields): Promise<ApiResponse<T>> =>
  request<T>(cfg, path, { auth: false, form: { client_id: client.clientId, client_secret: client.clientSecret, ...fields } });

/** A 400/401/403 here is an HttpError; an MFA account gives 403 with body {error:'mfa_required', mfa_token}. */
export const passwordGrant = (cfg: ApiConfig, p: Client & { username: string; password: string; scope?: string }) =>
  clientCall<OAuthToken>(cfg, '/oauth/token', p, {
    grant_type: 'password',
    username: p.username,
    password: p.password,
    scope: p.scope,
  });

/** App token, used for registration and public reads before sign-in. */
export const clientCredentialsGrant = (cfg: ApiConfig, p: Client & { redirectUri?: string; scope?: string }) =>
  clientCall<OAuthToken>(cfg, '/oauth/token', p, {
    grant_type: 'client_credentials',
    redirect_uri: p.redirectUri ?? 'urn:ietf:wg:oauth:2.0:oob',
    scope: p.scope,
  });

export const authorizationCodeGrant = (cfg: ApiConfig, p: Client & { code: string; redirectUri: string }) =>
  clientCall<OAuthToken>(cfg, '/oauth/token', p, { grant_type: 'authorization_code', code: p.code, redirect_uri: p.redirectUri });

export const mfaChallenge = (
  cfg: ApiConfig,
  p: Client & { mfaToken: string; code: string; challengeType: 'totp' | 'recovery' },
) =>
  clientCall<OAuthToken>(cfg, '/oauth/mfa/challenge', p, {
    mfa_token: p.mfaToken,
    code: p.code,
    challenge_type: p.challengeType,
  });

export const revokeToken = (cfg: ApiConfig, p: Client & { token: string }) =>
  clientCall<unknown>(cfg, '/oauth/revoke', p, { token: p.token });

/** The page the browser is sent to for the authorization-code flow. */
export function authorizeUrl(
  baseUrl: string,
  p: { clientId: string; redirectUri: string; scope: string; state?: string },
): string {
  const origin = baseUrl || (typeof window !== 'undefined' ? window.location.origin : '');
  return buildUrl(origin, '/oauth/authorize', {
    response_type: 'code',
    client_id: p.clientId,
    redirect_uri: p.redirectUri,
    scope: p.scope,
    state: p.state,
  });
}
