// POST /auth/password?email=… (or nickname=): Pleroma answers 204 whether or not the
// address is known and whether or not the mailer works (the mail is sent in the
// background), so clients learn about a disabled mailer from nodeinfo's mailerEnabled.
// Its rate limiter answers 429 {"error":"Throttled"}.
import { errorReply, type Reply } from '../http';
import { findLocalUser } from '../oauth';
import type { RequestContext, Route } from '../router';

const WINDOW_MS = 60_000;

/** Every demo client is on loopback; behind the dev-server proxy the browser's address is forwarded. */
const clientAddress = (ctx: RequestContext) =>
  String(ctx.headers['x-forwarded-for'] ?? 'loopback')
    .split(',')[0]
    .trim();

function throttled(ctx: RequestContext): boolean {
  const limit = ctx.state.auth.config.resetThrottle;
  if (limit <= 0) return false;
  const key = clientAddress(ctx);
  const now = Date.now();
  const recent = (ctx.state.auth.resetRequests.get(key) ?? []).filter((at) => now - at < WINDOW_MS);
  if (recent.length >= limit) return true;
  ctx.state.auth.resetRequests.set(key, [...recent, now]);
  return false;
}

function requestReset(ctx: RequestContext): Reply {
  if (throttled(ctx)) return errorReply(429, 'Throttled');
  const name = ctx.query.get('email') ?? ctx.body.get('email') ?? ctx.query.get('nickname') ?? ctx.body.get('nickname') ?? '';
  const account = name ? findLocalUser(ctx.state, name) : undefined;
  if (account?.email && ctx.state.auth.config.mailerEnabled) {
    ctx.state.auth.outbox.push({ to: account.email, kind: 'password_reset', at: Date.now() });
  }
  return { status: 204, body: undefined };
}

export const passwordResetRoutes: Route[] = [{ method: 'POST', pattern: '/auth/password', handler: requestReset }];
