// Everything sign-in and sign-up needs beyond the token endpoints in oauth.ts:
// the authorize pages, registration and captcha, password reset, the frontend's
// static config, and their test-control calls.
import { authorizeRoutes } from '../authorize';
import { json, type Reply } from '../http';
import type { RequestContext, Route } from '../router';
import { serveStatic } from '../static';
import { controlAuthRoutes } from './controlAuth';
import { passwordResetRoutes } from './passwordReset';
import { registrationRoutes } from './registration';

/** /static/config.json from the served client when it has one, else a default carrying the demo's loginMethod. */
async function staticConfig(ctx: RequestContext, staticDir: string | undefined): Promise<Reply> {
  const file = staticDir ? await serveStatic(staticDir, 'GET', '/static/config.json', '') : null;
  if (file) return file;
  return json({
    theme: 'pleroma-dark',
    logo: '/media/logo.svg',
    logoMask: true,
    loginMethod: ctx.state.auth.config.loginMethod,
    redirectRootNoLogin: '/main/all',
    redirectRootLogin: '/main/friends',
  });
}

export function authRoutes(staticDir?: string): Route[] {
  return [
    ...authorizeRoutes,
    ...registrationRoutes,
    ...passwordResetRoutes,
    ...controlAuthRoutes,
    { method: 'GET', pattern: '/static/config.json', handler: (ctx) => staticConfig(ctx, staticDir) },
  ];
}
