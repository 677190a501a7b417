// snac2's OAuth (mastoapi.c): apps with 16-digit ids and no scopes in the answer; one login page
// (/oauth/authorize) posting to /oauth/x-snac-login, which binds the app to the user and answers the
// code (oob) or redirects to redirect_uri?code=…; /oauth/token gives any grant with a redirect_uri a
// token for whoever the app is bound to (nobody: a token that names no user); revoking a token
// deletes its app.
import { escapeHtml } from '../../format';
import { HttpError, json, type Reply } from '../../http';
import type { OAuthApp } from '../../model';
import { findLocalUser, secret } from '../../oauth';
import type { RequestContext, Route } from '../../router';
import { md5, randomFor } from '../ids';
import { hostOf, typed } from '../common';
import { snacData } from './state';

const OOB = 'urn:ietf:wg:oauth:2.0:oob';
const USER_AGENT = 'snac/2.94';
const random = randomFor('snac2 oauth');
const hex32 = () => md5(`${random()} ${secret()}`);

/** snac's login page, its error line and the form's hidden fields. */
function loginPage(ctx: RequestContext, error: string, redir: string, cid: string, state: string): Reply {
  const host = escapeHtml(hostOf(ctx.origin));
  const body =
    '<!DOCTYPE html>\n<html>\n<head>\n' +
    `<title>${host} OAuth - Snac2</title>\n` +
    '<meta content="width=device-width, initial-scale=1, minimum-scale=1, user-scalable=no" name="viewport">' +
    '<style>:root {color-scheme: light dark}</style>\n</head>\n' +
    `<body><h1>${host} OAuth identify</h1>\n` +
    `<div style="background-color: red; color: white">${escapeHtml(error)}</div>\n` +
    `<form method="post" action="${escapeHtml(ctx.origin)}/oauth/x-snac-login">\n` +
    '<p>Login: <input type="text" name="login" autocapitalize="off"></p>\n' +
    '<p>Password: <input type="password" name="passwd"></p>\n' +
    `<input type="hidden" name="redir" value="${escapeHtml(redir)}">\n` +
    `<input type="hidden" name="cid" value="${escapeHtml(cid)}">\n` +
    `<input type="hidden" name="state" value="${escapeHtml(state)}">\n` +
    '<input type="submit" value="OK">\n' +
    `</form><p>${USER_AGENT}</p></body></html>\n`;
  return typed(200, body, 'text/html');
}

function registerApp(ctx: RequestContext): Reply {
  const read = (name: string) => ctx.body.get(name) ?? ctx.query.get(name) ?? undefined;
  const name = read('client_name');
  const redirectUri = ctx.body.getAll('redirect_uris')[0] ?? ctx.query.get('redirect_uris') ?? undefined;
  // No name or redirect_uris: nothing answers (a 404).
  if (!name || !redirectUri) throw new HttpError(404, 'Not found');
  const app: OAuthApp = {
    id: String(Date.now() * 1000 + Math.floor(random() * 1000)),
    name,
    website: null,
    redirectUri,
    scopes: read('scopes') ?? read('scope') ?? 'read',
    clientId: hex32(),
    clientSecret: hex32(),
  };
  ctx.state.apps.set(app.clientId, app);
  snacData(ctx.state).appIds.set(app.clientId, app.id);
  return json({
    name: app.name,
    redirect_uri: app.redirectUri,
    client_id: app.clientId,
    client_secret: app.clientSecret,
    vapid_key: hex32(),
    id: app.id,
    client_secret_expires_at: 0,
  });
}

/** The client secret from the body, or from `Authorization: Basic` as AndStatus sends it. */
function clientSecret(ctx: RequestContext): string | undefined {
  const given = ctx.body.get('client_secret');
  if (given !== undefined) return given;
  const basic = /^Basic\s+(.+)$/i.exec(ctx.headers.authorization ?? '')?.[1];
  const parts = basic ? Buffer.from(basic, 'base64').toString('utf8').split(':') : [];
  return parts.length === 2 ? parts[1] : undefined;
}

function token(ctx: RequestContext): Reply {
  const grant = ctx.body.get('grant_type');
  const clientId = ctx.body.get('client_id');
  const secretGiven = clientSecret(ctx);
  const redirectUri = ctx.body.get('redirect_uri');
  if (!grant || !clientId || secretGiven === undefined || !redirectUri) throw new HttpError(400, 'Bad Request');
  const app = ctx.state.apps.get(clientId);
  if (!app || app.clientSecret !== secretGiven) throw new HttpError(401, 'Unauthorized');
  const createdAt = Math.floor(Date.now() / 1000);
  const access = hex32();
  const scope = ctx.body.get('scope') ?? '';
  // The token acts as whoever signed in through the app's login page, if anyone did.
  const accountId = snacData(ctx.state).appUser.get(app.clientId) ?? null;
  ctx.state.tokens.set(access, { token: access, refreshToken: secret(), clientId: app.clientId, accountId, scope, createdAt });
  return json({ access_token: access, token_type: 'Bearer', created_at: createdAt, scope });
}

/** Deletes the token and its app ("it serves no purpose from now on"); a wrong secret is a 403 with `{}`. */
function revoke(ctx: RequestContext): Reply {
  const clientId = ctx.body.get('client_id');
  const secretGiven = ctx.body.get('client_secret');
  const given = ctx.state.tokens.get(ctx.body.get('token') ?? '');
  const app = given ? ctx.state.apps.get(given.clientId) : undefined;
  if (!clientId || !secretGiven || !given || !app || app.clientSecret !== secretGiven) {
    return typed(403, '{}', 'application/json');
  }
  ctx.state.tokens.delete(given.token);
  ctx.state.apps.delete(clientId);
  snacData(ctx.state).appUser.delete(clientId);
  return typed(200, '{}', 'application/json');
}

function authorize(ctx: RequestContext): Reply {
  const clientId = ctx.query.get('client_id');
  const redirectUri = ctx.query.get('redirect_uri');
  if (!clientId || !redirectUri || ctx.query.get('response_type') !== 'code' || !ctx.state.apps.has(clientId)) {
    throw new HttpError(400, 'Bad Request');
  }
  return loginPage(ctx, '', redirectUri, clientId, ctx.query.get('state') ?? '');
}

/** The login form: the code as the page (oob), or a 303 to redir?code=…&state=…. */
function login(ctx: RequestContext): Reply {
  const name = ctx.body.get('login');
  const password = ctx.body.get('passwd');
  const redir = ctx.body.get('redir') ?? '';
  const clientId = ctx.body.get('cid') ?? '';
  const state = ctx.body.get('state') ?? '';
  const account = name ? findLocalUser(ctx.state, name) : undefined;
  if (!account || account.password === null || account.password !== password || !redir || !clientId) {
    return loginPage(ctx, 'LOGIN INCORRECT', redir, clientId, state);
  }
  const code = hex32();
  if (ctx.state.apps.has(clientId)) snacData(ctx.state).appUser.set(clientId, account.id);
  if (redir === OOB) return typed(200, state ? `${code}&state=${state}` : code, 'text/html');
  const target = `${redir}${redir.includes('?') ? '&' : '?'}code=${code}${state ? `&state=${state}` : ''}`;
  return typed(303, target, 'text/html; charset=utf-8', { Location: target });
}

export const snacOauthRoutes: Route[] = [
  { method: 'POST', pattern: '/api/v1/apps', handler: registerApp },
  { method: 'POST', pattern: '/oauth/token', handler: token },
  { method: 'POST', pattern: '/oauth/revoke', handler: revoke },
  { method: 'GET', pattern: '/oauth/authorize', handler: authorize },
  { method: 'POST', pattern: '/oauth/x-snac-login', handler: login },
];
