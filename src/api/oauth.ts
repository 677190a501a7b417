// OAuth app registration and token grants (Doorkeeper on Mastodon, Pleroma's OAuthController incl. MFA,
// snac2's and Hollo's own), and how their refusals read.
import { buildUrl, request, type ApiConfig, type ApiResponse } from './client';
import { BadResponseError, HttpError, NetworkError } from './errors';
import type { OAuthApp, OAuthToken } from './types';
import { isRecord } from '../utils/guards';

/** What every server with the Mastodon API grants. */
export const BASE_SCOPES = 'read write follow push';
/** With the admin scope, where the server has one (Pleroma/Akkoma, Mastodon); Hollo refuses an unknown scope. */
export const ADMIN_SCOPES = `${BASE_SCOPES} admin`;

interface Client {
  clientId: string;
  clientSecret: string;
}

/**
 * `website` is sent only when there is one: Hollo answers `website: null` with 422. The form leaves out
 * undefined fields, so nothing is sent for it today.
 */
export const registerApp = (
  cfg: ApiConfig,
  p: { clientName: string; redirectUris: string; scopes: string; website?: string },
): Promise<ApiResponse<OAuthApp>> =>
  request<OAuthApp>(cfg, '/api/v1/apps', {
    auth: false,
    shape: 'object',
    form: { client_name: p.clientName, redirect_uris: p.redirectUris, scopes: p.scopes, website: p.website || undefined },
  });

type Fields = Record<string, string | undefined>;

/** Every call below authenticates the client with its id and secret in the form, never a bearer token. */
const clientCall = <T>(cfg: ApiConfig, path: string, client: Client, fields: Fields): Promise<ApiResponse<T>> =>
  request<T>(cfg, path, { auth: false, form: { client_id: client.clientId, client_secret: client.clientSecret, ...fields } });

/** Hollo gives an authorization-code token's `created_at` in milliseconds (others in seconds). */
const MILLISECONDS_FROM = 1e11;

/**
 * A token answer as seconds-based `created_at` and a checked `access_token`: an answer without a token
 * (an HTML page with 200) is a BadResponseError, never an `undefined` bearer.
 */
export function toToken(data: unknown, what = 'token'): OAuthToken {
  if (!isRecord(data) || typeof data.access_token !== 'string' || !data.access_token)
    throw new BadResponseError(`${what}: the answer has no access token`);
  const token = data as unknown as OAuthToken;
  const created = token.created_at;
  if (typeof created === 'number' && Number.isFinite(created) && created > MILLISECONDS_FROM)
    return { ...token, created_at: Math.floor(created / 1000) };
  return token;
}

const tokenCall = async (cfg: ApiConfig, path: string, client: Client, fields: Fields): Promise<ApiResponse<OAuthToken>> => {
  const res = await clientCall<unknown>(cfg, path, client, fields);
  return { ...res, data: toToken(res.data, `POST ${path}`) };
};

/**
 * A 400/401/403 here is an HttpError; an MFA account gives 403 with body {error:'mfa_required', mfa_token}.
 * `redirect_uri` goes too: snac2 answers a password grant without one with a 400 page.
 */
export const passwordGrant = (
  cfg: ApiConfig,
  p: Client & { username: string; password: string; scope?: string; redirectUri?: string },
) =>
  tokenCall(cfg, '/oauth/token', p, {
    grant_type: 'password',
    username: p.username,
    password: p.password,
    redirect_uri: p.redirectUri,
    scope: p.scope,
  });

/** App token: registration, and proof that the server still knows the stored app. */
export const clientCredentialsGrant = (cfg: ApiConfig, p: Client & { redirectUri?: string; scope?: string }) =>
  tokenCall(cfg, '/oauth/token', p, {
    grant_type: 'client_credentials',
    redirect_uri: p.redirectUri ?? 'urn:ietf:wg:oauth:2.0:oob',
    scope: p.scope,
  });

export const authorizationCodeGrant = (cfg: ApiConfig, p: Client & { code: string; redirectUri: string }) =>
  tokenCall(cfg, '/oauth/token', p, { grant_type: 'authorization_code', code: p.code, redirect_uri: p.redirectUri });

export const mfaChallenge = (
  cfg: ApiConfig,
  p: Client & { mfaToken: string; code: string; challengeType: 'totp' | 'recovery' },
) =>
  tokenCall(cfg, '/oauth/mfa/challenge', p, {
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

/** The machine-readable `error` of an OAuth answer (`invalid_grant`, `unsupported_grant_type`), or null. */
export function oauthErrorCode(error: unknown): string | null {
  if (!(error instanceof HttpError) || !isRecord(error.body) || typeof error.body.error !== 'string') return null;
  const code = error.body.error.trim();
  return /^[a-z][a-z0-9_.:-]*$/.test(code) ? code : null;
}

/** The OAuth `error` and, when a person can read it, the server's words. */
const errorText = (error: HttpError): string =>
  isRecord(error.body) ? [error.body.error, error.body.error_description].filter((v) => typeof v === 'string').join(' ') : '';

/** Server words that mean "these credentials are wrong" (Pleroma's "Invalid credentials", and the like). */
const CREDENTIALS_WORDS = /invalid credentials|password|username|user ?name|login|e-?mail/i;
/** Server words that mean "not this way": a grant type it does not have. */
const GRANT_WORDS = /grant[ _]?type|not supported/i;

export type GrantFailure =
  /** the username or password is wrong: the member retypes it */
  | 'credentials'
  /** the account exists and the password is right but it may not sign in (awaiting approval, unconfirmed) */
  | 'account'
  /** the server does not know the app (anymore): register again */
  | 'client'
  /** a scope the app asked for is refused: ask for the base scopes */
  | 'scope'
  /** offline, 5xx, rate limited: try again later, the same way */
  | 'transient'
  /** the server does not take passwords from apps (400 page, unsupported_grant_type, …): use its own page */
  | 'unsupported';

/**
 * What a refused password grant means. Pleroma answers a wrong password with 400 "Invalid credentials",
 * Mastodon with 400 `invalid_grant`, others with 401 and words; Hollo with 400 `unsupported_grant_type`,
 * snac2 with a bare 400 page. Only the first kind is 'Wrong username or password'.
 */
export function classifyGrantFailure(error: unknown): GrantFailure {
  if (!(error instanceof HttpError)) return error instanceof NetworkError ? 'transient' : 'unsupported';
  if (error.status >= 500 || error.status === 429) return 'transient';
  const code = oauthErrorCode(error);
  if (code === 'invalid_scope') return 'scope';
  if (code === 'invalid_client') return 'client';
  if (code === 'unsupported_grant_type' || code === 'unauthorized_client' || code === 'invalid_request') return 'unsupported';
  if (code === 'invalid_grant') return 'credentials';
  const text = errorText(error);
  // An answer with no words at all (an empty 401, a 400 page) says nothing about the password.
  if (!text) return error.status === 401 ? 'client' : 'unsupported';
  if (error.status === 403) return 'account';
  if (GRANT_WORDS.test(text)) return 'unsupported';
  if (error.status === 400 || error.status === 401) {
    // A 401 with words, or a 400 that names the credentials, is about the password.
    if (error.status === 401 || CREDENTIALS_WORDS.test(text)) return 'credentials';
  }
  return 'unsupported';
}
