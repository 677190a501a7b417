// Test-control calls that work in every flavour (tests only): a user's access token without any
// sign-in flow (snac2 and Hollo have no password grant), and which flavour this instance is.
import { errorReply, json, type Reply } from '../http';
import type { OAuthApp } from '../model';
import { findLocalUser, secret } from '../oauth';
import type { RequestContext, Route } from '../router';

const TEST_APP = 'demo-tests';

/** The app the minted tokens belong to, registered once per state. */
function testApp(ctx: RequestContext): OAuthApp {
  for (const app of ctx.state.apps.values()) if (app.name === TEST_APP) return app;
  const app: OAuthApp = {
    id: `${TEST_APP}-${ctx.state.apps.size + 1}`,
    name: TEST_APP,
    website: null,
    redirectUri: 'urn:ietf:wg:oauth:2.0:oob',
    scopes: 'read write follow push',
    clientId: secret(),
    clientSecret: secret(),
  };
  ctx.state.apps.set(app.clientId, app);
  return app;
}

/** POST /__demo/token {username, scope?}: a token for that local account, as a sign-in would give. */
function mint(ctx: RequestContext): Reply {
  const account = findLocalUser(ctx.state, ctx.body.get('username') ?? '');
  if (!account) return errorReply(404, "Can't find user");
  const app = testApp(ctx);
  const scope = ctx.body.get('scope') ?? app.scopes;
  const token = secret();
  ctx.state.tokens.set(token, {
    token,
    refreshToken: secret(),
    clientId: app.clientId,
    accountId: account.id,
    scope,
    createdAt: Math.floor(Date.now() / 1000),
  });
  return json({ access_token: token, token_type: 'Bearer', scope, account_id: account.id, username: account.username });
}

export function controlTokenRoutes(flavour: string): Route[] {
  return [
    { method: 'POST', pattern: '/__demo/token', handler: mint },
    { method: 'GET', pattern: '/__demo/flavour', handler: () => json({ flavour }) },
  ];
}
