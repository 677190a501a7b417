// The server-rendered pages of the code flow (GET/POST /oauth/authorize, then
// POST /oauth/mfa/verify for two-factor accounts), as Pleroma's OAuth pages do it:
// the redirect_uri must be one the app registered, `state` comes back unchanged,
// and the pages need no script, so they work under the demo's CSP.
import { escapeHtml } from './format';
import { html, type Reply } from './http';
import type { Account, OAuthApp } from './model';
import { accountStatusError, findLocalUser, secret, verifySecondFactor } from './oauth';
import type { RequestContext, Route } from './router';
import { INSTANCE_TITLE } from './serialize/instance';

const OOB = 'urn:ietf:wg:oauth:2.0:oob';
const PARAMS = ['response_type', 'client_id', 'redirect_uri', 'scope', 'state'] as const;
type Params = Record<(typeof PARAMS)[number], string>;

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;background:#0f172a;color:#e2e8f0;margin:0;display:flex;justify-content:center}
main{background:#1e293b;margin:3rem 1rem;padding:1.5rem 2rem;border-radius:12px;max-width:24rem;width:100%}
h1{font-size:1.3rem;margin:0 0 .25rem}p{margin:.5rem 0}label{display:block;margin:.75rem 0 .25rem}
input,select{width:100%;box-sizing:border-box;padding:.5rem;border-radius:6px;border:1px solid #475569;background:#0f172a;color:inherit;font:inherit}
button{margin-top:1rem;width:100%;padding:.6rem;border:0;border-radius:6px;background:#2563eb;color:#fff;font:inherit;cursor:pointer}
[role=alert]{background:#7f1d1d;padding:.5rem .75rem;border-radius:6px}code{font-size:1.1rem;word-break:break-all}.muted{color:#94a3b8}`;

function page(title: string, body: string, status = 200): Reply {
  return html(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
      `<title>${escapeHtml(title)} - ${INSTANCE_TITLE}</title><link rel="stylesheet" href="/oauth/authorize.css"></head>` +
      `<body><main>${body}</main></body></html>`,
    status,
  );
}

const alert = (message: string) => (message ? `<p role="alert">${escapeHtml(message)}</p>` : '');

function readParams(ctx: RequestContext): Params {
  const entries = PARAMS.map((name) => [name, ctx.body.get(name) ?? ctx.query.get(name) ?? ''] as const);
  return Object.fromEntries(entries) as Params;
}

const hidden = (params: Params) =>
  PARAMS.map((name) => `<input type="hidden" name="${name}" value="${escapeHtml(params[name])}">`).join('');

/** The app and the redirect_uri to use, or the error page Pleroma-like servers show instead of redirecting. */
function resolveClient(ctx: RequestContext, params: Params): { app: OAuthApp; redirectUri: string } | { error: Reply } {
  const app = ctx.state.apps.get(params.client_id);
  if (!app) return { error: page('Error', `<h1>Unknown application</h1>${alert('The client_id is not registered here.')}`, 400) };
  const registered = app.redirectUri.split(/\s+/).filter(Boolean);
  const redirectUri = params.redirect_uri || registered[0];
  if (!registered.includes(redirectUri)) {
    return {
      error: page('Error', `<h1>Unlisted redirect_uri.</h1>${alert(`${redirectUri} is not registered for ${app.name}.`)}`, 400),
    };
  }
  return { app, redirectUri };
}

function passwordForm(params: Params, app: OAuthApp, error = '', status = 200, username = ''): Reply {
  return page(
    'Sign in',
    `<h1>Sign in to ${INSTANCE_TITLE}</h1><p class="muted">${escapeHtml(app.name)} asks for: ` +
      `${escapeHtml(params.scope || app.scopes)}</p>${alert(error)}` +
      `<form method="post" action="/oauth/authorize">${hidden(params)}` +
      `<label for="username">Username or e-mail</label><input id="username" name="username" value="${escapeHtml(username)}" autocomplete="username" required>` +
      `<label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password" required>` +
      `<button type="submit">Authorize</button></form>`,
    status,
  );
}

function mfaForm(params: Params, mfaToken: string, error = '', status = 200): Reply {
  return page(
    'Two-factor authentication',
    `<h1>Two-factor authentication</h1>${alert(error)}` +
      `<form method="post" action="/oauth/mfa/verify">${hidden(params)}<input type="hidden" name="mfa_token" value="${escapeHtml(mfaToken)}">` +
      `<label for="challenge_type">Method</label><select id="challenge_type" name="challenge_type">` +
      `<option value="totp">Authentication app code</option><option value="recovery">Recovery code</option></select>` +
      `<label for="code">Code</label><input id="code" name="code" autocomplete="one-time-code" required>` +
      `<button type="submit">Verify</button></form>`,
    status,
  );
}

/** Issues the code and sends the browser back to the app, with `state` exactly as the app sent it. */
function finish(ctx: RequestContext, params: Params, app: OAuthApp, redirectUri: string, account: Account): Reply {
  const blocked = accountStatusError(account);
  if (blocked) return passwordForm(params, app, blocked.error, 403);
  const code = secret();
  ctx.state.authorizationCodes.set(code, {
    code,
    accountId: account.id,
    clientId: app.clientId,
    redirectUri,
    scope: params.scope || app.scopes,
  });
  if (redirectUri === OOB) {
    return page(
      'Authorization code',
      `<h1>Authorization code</h1><p>Copy this code into the application:</p><p><code>${code}</code></p>`,
    );
  }
  const target = new URL(redirectUri);
  target.searchParams.set('code', code);
  if (params.state) target.searchParams.set('state', params.state);
  return { status: 302, body: undefined, headers: { Location: target.toString() } };
}

function showForm(ctx: RequestContext): Reply {
  const params = readParams(ctx);
  const client = resolveClient(ctx, params);
  return 'error' in client ? client.error : passwordForm(params, client.app);
}

function submitPassword(ctx: RequestContext): Reply {
  const params = readParams(ctx);
  const client = resolveClient(ctx, params);
  if ('error' in client) return client.error;
  const account = findLocalUser(ctx.state, ctx.body.get('username') ?? '');
  if (!account || account.password === null || account.password !== ctx.body.get('password')) {
    return passwordForm(params, client.app, 'Invalid username or password', 401, ctx.body.get('username'));
  }
  const disabled = account.deactivated ? accountStatusError(account) : null;
  if (disabled) return passwordForm(params, client.app, disabled.error, 403, ctx.body.get('username'));
  if (account.mfa) {
    const mfaToken = secret();
    const scope = params.scope || client.app.scopes;
    ctx.state.mfaChallenges.set(mfaToken, { mfaToken, accountId: account.id, clientId: client.app.clientId, scope });
    return mfaForm(params, mfaToken);
  }
  return finish(ctx, params, client.app, client.redirectUri, account);
}

function submitSecondFactor(ctx: RequestContext): Reply {
  const params = readParams(ctx);
  const client = resolveClient(ctx, params);
  if ('error' in client) return client.error;
  const mfaToken = ctx.body.get('mfa_token') ?? '';
  const challenge = ctx.state.mfaChallenges.get(mfaToken);
  const account = challenge ? ctx.state.accounts.get(challenge.accountId) : undefined;
  if (!challenge || challenge.clientId !== client.app.clientId || !account) {
    return passwordForm(params, client.app, 'Your sign-in expired, please start again.', 400);
  }
  if (!verifySecondFactor(account, ctx.body.get('challenge_type') ?? 'totp', ctx.body.get('code') ?? '')) {
    return mfaForm(params, mfaToken, 'Invalid code', 400);
  }
  ctx.state.mfaChallenges.delete(mfaToken);
  return finish(ctx, params, client.app, client.redirectUri, account);
}

export const authorizeRoutes: Route[] = [
  { method: 'GET', pattern: '/oauth/authorize', handler: showForm },
  { method: 'POST', pattern: '/oauth/authorize', handler: submitPassword },
  { method: 'POST', pattern: '/oauth/mfa/verify', handler: submitSecondFactor },
  {
    method: 'GET',
    pattern: '/oauth/authorize.css',
    handler: () => ({ status: 200, body: Buffer.from(STYLE), contentType: 'text/css; charset=utf-8' }),
  },
];
