// OAuth as Pleroma does it: app registration, password / client_credentials /
// authorization_code grants, the MFA challenge and revocation. The server-rendered
// /oauth/authorize pages for the code flow are in authorize.ts.
import { randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { errorReply, json, type Reply } from './http';
import type { AccessToken, Account, DemoState, OAuthApp } from './model';
import type { RequestContext, Route } from './router';
import { profileUrl } from './urls';

const DEFAULT_SCOPES = 'read';
const TOKEN_LIFETIME_SECONDS = 3_153_600_000; // Pleroma's default: a hundred years.
const VAPID_KEY = 'BJ7qZQ0sVZfPkEJ7T5yB0Lk0nM3Yq7q1p9y7v3m2Gf6v1Q9a8kVtX0Qe2rj3mH4b5n6c7d8e9f0g1h2i3j4k5l6';

export const secret = () => randomBytes(24).toString('base64url');

/** The token from `Authorization: Bearer`, or from ?access_token= as Pleroma also accepts. */
export function resolveToken(state: DemoState, headers: IncomingHttpHeaders, query: URLSearchParams): AccessToken | null {
  const header = headers.authorization ?? '';
  const bearer = /^Bearer\s+(.+)$/i.exec(header)?.[1] ?? query.get('access_token');
  return bearer ? (state.tokens.get(bearer.trim()) ?? null) : null;
}

export function findApp(ctx: RequestContext): OAuthApp | null {
  const app = ctx.state.apps.get(ctx.body.get('client_id') ?? '');
  return app && app.clientSecret === ctx.body.get('client_secret') ? app : null;
}

// Pleroma answers every failed grant, bad client included, with 400 "Invalid credentials".
const invalidCredentials = () => errorReply(400, 'Invalid credentials');

export function issueToken(ctx: RequestContext, app: OAuthApp, account: Account | null, scope: string): Reply {
  const token: AccessToken = {
    token: secret(),
    refreshToken: secret(),
    clientId: app.clientId,
    accountId: account?.id ?? null,
    scope,
    createdAt: Math.floor(Date.now() / 1000),
  };
  ctx.state.tokens.set(token.token, token);
  return json({
    token_type: 'Bearer',
    access_token: token.token,
    refresh_token: token.refreshToken,
    expires_in: TOKEN_LIFETIME_SECONDS,
    scope,
    created_at: token.createdAt,
    me: account ? profileUrl(account, ctx.origin) : null,
    ...(account ? { id: account.id } : {}),
  });
}

/** A local account by nickname or e-mail, as Pleroma's get_by_nickname_or_email. */
export function findLocalUser(state: DemoState, name: string): Account | undefined {
  const lower = name.trim().toLowerCase();
  for (const account of state.accounts.values()) {
    if (account.domain === null && (account.username.toLowerCase() === lower || account.email?.toLowerCase() === lower)) {
      return account;
    }
  }
  return undefined;
}

/** Why a correct password still cannot sign in: Pleroma's User.account_status, its messages and identifiers. */
export function accountStatusError(account: Account): { error: string; identifier: string } | null {
  // An admin deactivated it (or it was deleted): Pleroma's first check, before any second factor.
  if (account.deactivated) return { error: 'Your account is currently disabled', identifier: 'account_is_disabled' };
  if (account.passwordResetPending) return { error: 'Password reset is required', identifier: 'password_reset_required' };
  if (!account.approved) return { error: 'Your account is awaiting approval.', identifier: 'awaiting_approval' };
  if (!account.confirmed) {
    return { error: 'Your login is missing a confirmed e-mail address', identifier: 'missing_confirmed_email' };
  }
  return null;
}

/** Checks a second factor; a recovery code works once (Pleroma's backup codes). */
export function verifySecondFactor(account: Account, type: string, code: string): boolean {
  const mfa = account.mfa;
  if (!mfa || code === '') return false;
  if (type === 'totp') return code === mfa.totpCode;
  if (type !== 'recovery' || !mfa.recoveryCodes.includes(code)) return false;
  mfa.recoveryCodes = mfa.recoveryCodes.filter((c) => c !== code);
  return true;
}

function passwordGrant(ctx: RequestContext, app: OAuthApp, scope: string): Reply {
  const name = ctx.body.get('username') ?? ctx.body.get('name') ?? '';
  const account = findLocalUser(ctx.state, name);
  if (!account || account.password === null || account.password !== ctx.body.get('password')) return invalidCredentials();
  // Pleroma asks for the second factor before the other account checks, but a deactivated account never gets that far.
  if (account.deactivated) return json(accountStatusError(account), 403);
  if (account.mfa) {
    const mfaToken = secret();
    ctx.state.mfaChallenges.set(mfaToken, { mfaToken, accountId: account.id, clientId: app.clientId, scope });
    return json({ error: 'mfa_required', mfa_token: mfaToken, supported_challenge_types: 'totp' }, 403);
  }
  const blocked = accountStatusError(account);
  if (blocked) return json(blocked, 403);
  return issueToken(ctx, app, account, scope);
}

function codeGrant(ctx: RequestContext, app: OAuthApp): Reply {
  const code = ctx.state.authorizationCodes.get(ctx.body.get('code') ?? '');
  if (!code || code.clientId !== app.clientId) return invalidCredentials();
  // RFC 6749 4.1.3: the redirect_uri must be the one the code was issued for.
  const redirectUri = ctx.body.get('redirect_uri');
  if (redirectUri !== undefined && redirectUri !== code.redirectUri) return invalidCredentials();
  ctx.state.authorizationCodes.delete(code.code);
  return issueToken(ctx, app, ctx.state.accounts.get(code.accountId) ?? null, code.scope);
}

function tokenExchange(ctx: RequestContext): Reply {
  const app = findApp(ctx);
  if (!app) return invalidCredentials();
  const scope = ctx.body.get('scope') ?? ctx.body.get('scopes') ?? app.scopes;
  switch (ctx.body.get('grant_type')) {
    case 'password':
      return passwordGrant(ctx, app, scope);
    case 'client_credentials':
      return issueToken(ctx, app, null, scope);
    case 'authorization_code':
      return codeGrant(ctx, app);
    case 'refresh_token': {
      const old = [...ctx.state.tokens.values()].find((t) => t.refreshToken === ctx.body.get('refresh_token'));
      if (!old || old.clientId !== app.clientId) return invalidCredentials();
      ctx.state.tokens.delete(old.token);
      return issueToken(ctx, app, old.accountId ? (ctx.state.accounts.get(old.accountId) ?? null) : null, old.scope);
    }
    default:
      return errorReply(400, 'Unsupported grant type');
  }
}

// Pleroma's MFAController answers every failure (bad client, token or code) with 400 "Invalid code".
function mfaChallenge(ctx: RequestContext): Reply {
  const app = findApp(ctx);
  const challenge = ctx.state.mfaChallenges.get(ctx.body.get('mfa_token') ?? '');
  if (!app || !challenge || challenge.clientId !== app.clientId) return errorReply(400, 'Invalid code');
  const account = ctx.state.accounts.get(challenge.accountId);
  const type = ctx.body.get('challenge_type') ?? 'totp';
  if (!account || !verifySecondFactor(account, type, ctx.body.get('code') ?? '')) return errorReply(400, 'Invalid code');
  ctx.state.mfaChallenges.delete(challenge.mfaToken);
  return issueToken(ctx, app, account, challenge.scope);
}

function registerApp(ctx: RequestContext): Reply {
  const name = ctx.body.get('client_name');
  const redirectUri = ctx.body.get('redirect_uris');
  if (!name || !redirectUri) {
    return json(
      { error: { client_name: name ? [] : ["can't be blank"], redirect_uris: redirectUri ? [] : ["can't be blank"] } },
      422,
    );
  }
  const app: OAuthApp = {
    id: String(ctx.state.apps.size + 1),
    name,
    website: ctx.body.get('website') ?? null,
    redirectUri,
    scopes: ctx.body.get('scopes') ?? DEFAULT_SCOPES,
    clientId: secret(),
    clientSecret: secret(),
  };
  ctx.state.apps.set(app.clientId, app);
  return json({
    id: app.id,
    name: app.name,
    website: app.website,
    redirect_uri: app.redirectUri,
    client_id: app.clientId,
    client_secret: app.clientSecret,
    vapid_key: VAPID_KEY,
  });
}

/** RFC 7009: the access token or its refresh token; either way both stop working. Pleroma answers {} even for unknown tokens. */
function revoke(ctx: RequestContext): Reply {
  const given = ctx.body.get('token') ?? '';
  for (const token of ctx.state.tokens.values()) {
    if (given !== '' && (token.token === given || token.refreshToken === given)) ctx.state.tokens.delete(token.token);
  }
  return json({});
}

export const oauthRoutes: Route[] = [
  { method: 'POST', pattern: '/api/v1/apps', handler: registerApp },
  { method: 'POST', pattern: '/oauth/token', handler: tokenExchange },
  { method: 'POST', pattern: '/oauth/revoke', handler: revoke },
  { method: 'POST', pattern: '/oauth/mfa/challenge', handler: mfaChallenge },
];
