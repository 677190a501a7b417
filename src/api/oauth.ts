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

/** A 400/401/403 here is an HttpError; an MFA account gives 403 with body {error:'mfa_required', mfa_token}. */
export const passwordGrant = (
  cfg: ApiConfig,
  p: Client & { username: string; password: string; scope?: string },
): Promise<ApiResponse<OAuthToken>> =>
  request<OAuthToken>(cfg, '/oauth/token', {
    auth: false,
    form: {
      client_id: p.clientId,
      client_secret: p.clientSecret,
      grant_type: 'password',
      username: p.username,
      password: p.password,
      scope: p.scope,
    },
  });

/** App token, used for registration and public reads before sign-in. */
export const clientCredentialsGrant = (
  cfg: ApiConfig,
  p: Client & { redirectUri?: string; scope?: string },
): Promise<ApiResponse<OAuthToken>> =>
  request<OAuthToken>(cfg, '/oauth/token', {
    auth: false,
    form: {
      client_id: p.clientId,
      client_secret: p.clientSecret,
      grant_type: 'client_credentials',
      redirect_uri: p.redirectUri ?? 'urn:ietf:wg:oauth:2.0:oob',
      scope: p.scope,
    },
  });

export const authorizationCodeGrant = (
  cfg: ApiConfig,
  p: Client & { code: string; redirectUri: string },
): Promise<ApiResponse<OAuthToken>> =>
  request<OAuthToken>(cfg, '/oauth/token', {
    auth: false,
    form: {
      client_id: p.clientId,
      client_secret: p.clientSecret,
      grant_type: 'authorization_code',
      code: p.code,
      redirect_uri: p.redirectUri,
    },
  });

export const mfaChallenge = (
  cfg: ApiConfig,
  p: Client & { mfaToken: string; code: string; challengeType: 'totp' | 'recovery' },
): Promise<ApiResponse<OAuthToken>> =>
  request<OAuthToken>(cfg, '/oauth/mfa/challenge', {
    auth: false,
    form: {
      client_id: p.clientId,
      client_secret: p.clientSecret,
      mfa_token: p.mfaToken,
      code: p.code,
      challenge_type: p.challengeType,
    },
  });

export const revokeToken = (cfg: ApiConfig, p: Client & { token: string }): Promise<ApiResponse<unknown>> =>
  request<unknown>(cfg, '/oauth/revoke', {
    auth: false,
    form: { client_id: p.clientId, client_secret: p.clientSecret, token: p.token },
  });

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
