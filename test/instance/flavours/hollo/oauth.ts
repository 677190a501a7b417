// Hollo's OAuth (src/oauth.tsx, src/login.ts, src/api/v1/apps.ts): apps validated by zod (no `admin`
// scope, `website` a URL or absent), no password grant, an authorize page behind Hollo's own login
// (/login?next=…), a consent page offering every account on the server, the code shown in a page (oob)
// or sent to redirect_uri; authorization-code tokens carry created_at in milliseconds.
import { randomBytes, randomUUID } from 'node:crypto';
import { escapeHtml } from '../../format';
import { json, type Reply } from '../../http';
import type { Account, OAuthApp } from '../../model';
import { findLocalUser } from '../../oauth';
import type { RequestContext, Route } from '../../router';
import { typed } from '../common';
import { holloData } from './state';
import { invalidRequest, validatorFailure, type ZodIssue } from './zod';

const OOB = 'urn:ietf:wg:oauth:2.0:oob';
export const SCOPES = [
  'read',
  'read:accounts',
  'read:blocks',
  'read:bookmarks',
  'read:favourites',
  'read:filters',
  'read:follows',
  'read:lists',
  'read:mutes',
  'read:notifications',
  'read:search',
  'read:statuses',
  'write',
  'write:accounts',
  'write:blocks',
  'write:bookmarks',
  'write:conversations',
  'write:favourites',
  'write:filters',
  'write:follows',
  'write:lists',
  'write:media',
  'write:mutes',
  'write:notifications',
  'write:reports',
  'write:statuses',
  'follow',
  'push',
  'profile',
];

const token64 = (bytes: number) => randomBytes(bytes).toString('base64url');

const isUrl = (value: string) => {
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
};

/** The raw JSON value of a field when the body was JSON (to tell `null` from absent). */
function jsonField(ctx: RequestContext, name: string): unknown {
  const doc = ctx.body.json;
  return doc && typeof doc === 'object' && !Array.isArray(doc) ? doc[name] : undefined;
}

function registerApp(ctx: RequestContext): Reply {
  const issues: ZodIssue[] = [];
  const scopes = (ctx.body.get('scopes') ?? 'read').trim().split(/\s+/);
  const bad = scopes.find((s) => !SCOPES.includes(s));
  if (bad !== undefined) {
    issues.push({
      code: 'invalid_value',
      values: SCOPES,
      received: bad,
      path: ['scopes'],
      message: `Invalid option: expected one of ${SCOPES.map((s) => `"${s}"`).join('|')}`,
    });
  }
  const website = jsonField(ctx, 'website');
  if (website === null || (ctx.body.get('website') !== undefined && !isUrl(ctx.body.get('website') ?? ''))) {
    issues.push({
      expected: 'string',
      code: 'invalid_type',
      path: ['website'],
      message: `Invalid input: expected string, received ${website === null ? 'null' : 'string'}`,
    });
  }
  const redirectUris = ctx.body.getAll('redirect_uris').flatMap((v) => v.trim().split(/\s+/));
  const wrongUri = redirectUris.find((uri) => !isUrl(uri));
  if (wrongUri !== undefined)
    issues.push({ code: 'invalid_format', format: 'url', path: ['redirect_uris'], message: 'Invalid URL' });
  if (issues.length > 0) return invalidRequest(issues);
  const app: OAuthApp = {
    id: randomUUID(),
    name: ctx.body.get('client_name') ?? '',
    website: ctx.body.get('website') ?? null,
    redirectUri: redirectUris.join(' '),
    scopes: [...new Set(scopes)].join(' '),
    clientId: token64(16),
    clientSecret: token64(32),
  };
  ctx.state.apps.set(app.clientId, app);
  holloData(ctx.state).appIds.set(app.clientId, app.id);
  return json({
    id: app.id,
    name: app.name,
    website: app.website,
    redirect_uris: redirectUris,
    redirect_uri: app.redirectUri,
    client_id: app.clientId,
    client_secret: app.clientSecret,
    client_secret_expires_at: 0,
    vapid_key: '',
  });
}

const appById = (ctx: RequestContext, id: string) => [...ctx.state.apps.values()].find((a) => a.id === id);

/** client_secret_post or client_secret_basic; 401 invalid_client otherwise. */
function client(ctx: RequestContext): OAuthApp | Reply {
  let clientId = ctx.body.get('client_id');
  let secret = ctx.body.get('client_secret');
  const basic = /^Basic\s+(.+)$/i.exec(ctx.headers.authorization ?? '')?.[1];
  if (basic) [clientId, secret] = Buffer.from(basic, 'base64').toString('utf8').split(':');
  const app = clientId ? ctx.state.apps.get(clientId) : undefined;
  if (!app || !secret || app.clientSecret !== secret) {
    return json(
      {
        error: 'invalid_client',
        error_description:
          'Client authentication failed due to unknown client, no client authentication included, or unsupported authentication method.',
      },
      401,
    );
  }
  return app;
}

const INVALID_GRANT = {
  error: 'invalid_grant',
  error_description:
    'The provided authorization code is invalid, expired, revoked, does not match the redirection URI used in the authorization request, or was issued to another client.',
};

function issue(ctx: RequestContext, app: OAuthApp, accountId: string | null, scope: string, createdAt: number): Reply {
  const access = token64(32);
  ctx.state.tokens.set(access, {
    token: access,
    refreshToken: token64(32),
    clientId: app.clientId,
    accountId,
    scope,
    createdAt: Math.floor(Date.now() / 1000),
  });
  return json({ access_token: access, token_type: 'Bearer', scope, created_at: createdAt });
}

function token(ctx: RequestContext): Reply {
  const app = client(ctx);
  if (!('clientId' in app)) return app;
  const grant = ctx.body.get('grant_type');
  if (grant === 'client_credentials') {
    const scope = ctx.body.get('scope') ?? 'read';
    return issue(ctx, app, null, scope, Math.floor(Date.now() / 1000));
  }
  if (grant !== 'authorization_code') {
    return json(
      {
        error: 'unsupported_grant_type',
        error_description: 'The authorization grant type is not supported by the authorization server.',
      },
      400,
    );
  }
  const code = ctx.state.authorizationCodes.get(ctx.body.get('code') ?? '');
  if (!code || code.clientId !== app.clientId || code.redirectUri !== ctx.body.get('redirect_uri')) {
    return json(INVALID_GRANT, 400);
  }
  ctx.state.authorizationCodes.delete(code.code);
  // Hollo sends this token's creation time in milliseconds (the client-credentials one in seconds).
  return issue(ctx, app, code.accountId, code.scope, Date.now());
}

/** RFC 7009: the token goes, the app stays. */
function revoke(ctx: RequestContext): Reply {
  const app = client(ctx);
  if (!('clientId' in app)) return app;
  const given = ctx.state.tokens.get(ctx.body.get('token') ?? '');
  if (given && given.clientId === app.clientId) ctx.state.tokens.delete(given.token);
  return json({});
}

// ---------------------------------------------------------------------------------------------------------------
// Hollo's web pages: the owner's login, the consent page, the code page.

const COOKIE = 'login';

function signedIn(ctx: RequestContext): Account | null {
  const cookies = ctx.headers.cookie ?? '';
  const value = /(?:^|;\s*)login=([^;]+)/.exec(cookies)?.[1];
  const accountId = value ? holloData(ctx.state).logins.get(decodeURIComponent(value)) : undefined;
  return accountId ? (ctx.state.accounts.get(accountId) ?? null) : null;
}

function page(title: string, body: string, status = 200): Reply {
  return typed(
    status,
    `<html lang="en"><head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width, initial-scale=1"/>` +
      `<title>Hollo: ${escapeHtml(title)}</title></head><body><main>${body}</main></body></html>`,
    'text/html; charset=UTF-8',
  );
}

const toLogin = (ctx: RequestContext): Reply => ({
  status: 302,
  body: undefined,
  headers: { Location: `/login?next=${encodeURIComponent(ctx.url.toString().replace(ctx.url.origin, ctx.origin))}` },
});

/** Only a same-origin path: `next` cannot send the browser elsewhere. */
function safeNext(ctx: RequestContext, next: string | undefined): string {
  if (!next) return '/';
  try {
    const target = new URL(next, ctx.origin);
    const path = `${target.pathname}${target.search}`;
    return target.origin === new URL(ctx.origin).origin && !path.startsWith('//') ? path : '/';
  } catch {
    return '/';
  }
}

function loginForm(next: string, error = '', email = ''): string {
  return (
    `<h1>Sign in</h1>${error ? `<p role="alert">${escapeHtml(error)}</p>` : ''}` +
    `<form action="/login" method="post">` +
    `<label>Email <input type="email" name="email" value="${escapeHtml(email)}" required/></label>` +
    `<label>Password <input type="password" name="password" required/></label>` +
    `<input type="hidden" name="next" value="${escapeHtml(next)}"/>` +
    `<button type="submit">Sign in</button></form>`
  );
}

function showLogin(ctx: RequestContext): Reply {
  return page('Sign in', loginForm(ctx.query.get('next') ?? ''));
}

/** Hollo signs in its owner by e-mail; here any local account's e-mail (or name) and password do. */
function submitLogin(ctx: RequestContext): Reply {
  const email = ctx.body.get('email') ?? '';
  const next = ctx.body.get('next') ?? '';
  const account = findLocalUser(ctx.state, email);
  if (!account || account.password === null || account.password !== ctx.body.get('password')) {
    return page('Sign in', loginForm(next, 'Invalid email or password.', email), 400);
  }
  const session = token64(24);
  holloData(ctx.state).logins.set(session, account.id);
  return {
    status: 302,
    body: undefined,
    headers: { Location: safeNext(ctx, next), 'Set-Cookie': `${COOKIE}=${session}; Path=/; HttpOnly; SameSite=Lax` },
  };
}

function consentPage(
  ctx: RequestContext,
  app: OAuthApp,
  redirectUri: string,
  scopes: string[],
  state: string | null,
  me: Account,
) {
  const accounts = [...ctx.state.accounts.values()]
    .filter((a) => a.domain === null && a.password !== null)
    .sort((a, b) => (a.id === me.id ? -1 : b.id === me.id ? 1 : a.createdAt - b.createdAt));
  const host = new URL(ctx.origin).host;
  const choices = accounts
    .map(
      (a, i) =>
        `<label for="oauth-account-${a.id}"><input id="oauth-account-${a.id}" type="radio" name="account_id" value="${a.id}"` +
        `${i === 0 ? ' checked=""' : ''} aria-label="${escapeHtml(a.displayName)}"/>` +
        `<span>${escapeHtml(a.displayName)}</span> <span>@${escapeHtml(a.username)}@${escapeHtml(host)}</span></label>`,
    )
    .join('');
  return page(
    `Authorize ${app.name}`,
    `<h1>Authorize ${escapeHtml(app.name)}</h1><p>Do you want to authorize this application to access your account?</p>` +
      `<ul id="scopes">${scopes.map((s) => `<li><code>${escapeHtml(s)}</code></li>`).join('')}</ul>` +
      `<form action="/oauth/authorize" method="post"><fieldset><legend>Choose an account to authorize:</legend>${choices}</fieldset>` +
      `<input type="hidden" name="application_id" value="${escapeHtml(app.id)}"/>` +
      `<input type="hidden" name="redirect_uri" value="${escapeHtml(redirectUri)}"/>` +
      `<input type="hidden" name="scopes" value="${escapeHtml(scopes.join(' '))}"/>` +
      (state === null ? '' : `<input type="hidden" name="state" value="${escapeHtml(state)}"/>`) +
      `<button type="submit" name="decision" value="deny">Deny</button>` +
      `<button type="submit" name="decision" value="allow">Allow</button></form>`,
  );
}

function showAuthorize(ctx: RequestContext): Reply {
  if (ctx.query.get('response_type') !== 'code' || !ctx.query.get('client_id')) {
    return validatorFailure([{ code: 'invalid_value', path: ['response_type'], message: 'Invalid input' }]);
  }
  const me = signedIn(ctx);
  if (!me) return toLogin(ctx);
  const app = ctx.state.apps.get(ctx.query.get('client_id') ?? '');
  if (!app) return json({ error: 'invalid_client_id' }, 400);
  const scopes = (ctx.query.get('scope') ?? 'read').trim().split(/\s+/);
  const allowed = app.scopes.split(/\s+/);
  if (scopes.some((s) => !allowed.includes(s))) return json({ error: 'invalid_scope' }, 400);
  const registered = app.redirectUri.split(/\s+/).filter(Boolean);
  const redirectUri = ctx.query.get('redirect_uri') ?? registered[0];
  if (!registered.includes(redirectUri)) return json({ error: 'invalid_redirect_uri' }, 400);
  return consentPage(ctx, app, redirectUri, scopes, ctx.query.get('state'), me);
}

function submitAuthorize(ctx: RequestContext): Reply {
  if (!signedIn(ctx)) return toLogin(ctx);
  const app = appById(ctx, ctx.body.get('application_id') ?? '');
  const account = ctx.state.accounts.get(ctx.body.get('account_id') ?? '');
  const decision = ctx.body.get('decision');
  if (decision !== 'allow' && decision !== 'deny') {
    return validatorFailure([
      { code: 'invalid_value', values: ['allow', 'deny'], path: ['decision'], message: 'Invalid option' },
    ]);
  }
  if (!app || !account || account.domain !== null) return typed(404, '404 Not Found', 'text/plain; charset=UTF-8');
  const scopes = (ctx.body.get('scopes') ?? '').trim().split(/\s+/);
  if (scopes.some((s) => !app.scopes.split(/\s+/).includes(s))) return json({ error: 'invalid_scope' }, 400);
  const registered = app.redirectUri.split(/\s+/).filter(Boolean);
  const redirectUri = ctx.body.get('redirect_uri') ?? registered[0];
  if (!registered.includes(redirectUri)) return json({ error: 'invalid_redirect_uri' }, 400);
  const target = new URL(redirectUri);
  if (decision === 'deny') {
    target.searchParams.set('error', 'access_denied');
    target.searchParams.set('error_description', 'The resource owner or authorization server denied the request.');
  } else {
    const code = token64(32);
    ctx.state.authorizationCodes.set(code, {
      code,
      accountId: account.id,
      clientId: app.clientId,
      redirectUri,
      scope: scopes.join(' '),
    });
    if (redirectUri === OOB) {
      return page(
        'Authorization code',
        `<h1>Authorization code</h1><p>Copy this code and paste it into ${escapeHtml(app.name)}.</p><div><code>${code}</code></div>`,
      );
    }
    target.searchParams.set('code', code);
    const state = ctx.body.get('state');
    if (state !== undefined) target.searchParams.set('state', state);
  }
  return { status: 302, body: undefined, headers: { Location: target.toString() } };
}

export const holloOauthRoutes: Route[] = [
  { method: 'POST', pattern: '/api/v1/apps', handler: registerApp },
  { method: 'POST', pattern: '/oauth/token', handler: token },
  { method: 'POST', pattern: '/oauth/revoke', handler: revoke },
  { method: 'GET', pattern: '/oauth/authorize', handler: showAuthorize },
  { method: 'POST', pattern: '/oauth/authorize', handler: submitAuthorize },
  { method: 'GET', pattern: '/login', handler: showLogin },
  { method: 'POST', pattern: '/login', handler: submitLogin },
];
