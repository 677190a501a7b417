// Pieces the flavours share: route tables by "METHOD /pattern", the shared route a flavour wraps,
// replies with an exact content type, and the few routes both servers answer alike.
import { HttpError, json, type Reply } from '../http';
import type { Account } from '../model';
import type { RequestContext, Route } from '../router';
import { findLocalUser } from '../oauth';
import { findAccountByAcct } from '../store';

/**
 * A predicate over routes from lines like `GET /api/v2/instance`, `* /api/v1/domain_blocks` (any method)
 * or `* /api/v1/pleroma/...` (a prefix). The test-control API (/__demo/) never matches.
 */
export function routeSet(specs: string[]): (route: Route) => boolean {
  const parsed = specs.map((spec) => {
    const [method, pattern] = spec.trim().split(/\s+/);
    const prefix = pattern.endsWith('...') ? pattern.slice(0, -3) : null;
    return { method, pattern, prefix };
  });
  return (route) =>
    !route.pattern.startsWith('/__demo/') &&
    parsed.some(
      (p) =>
        (p.method === '*' || p.method === route.method) &&
        (p.prefix !== null ? route.pattern.startsWith(p.prefix) : p.pattern === route.pattern),
    );
}

/** The handler of a shared route, for a flavour that wraps it (the flavour changes the request or the answer). */
export function sharedHandler(routes: Route[], method: string, pattern: string): Route['handler'] {
  const found = routes.find((r) => r.method === method && r.pattern === pattern);
  if (!found) throw new Error(`no shared route ${method} ${pattern}`);
  return found.handler;
}

/** A reply with exactly this content type (a server's own, e.g. `application/json` with no charset). */
export const typed = (status: number, body: string, contentType: string, headers: Record<string, string> = {}): Reply => ({
  status,
  body: Buffer.from(body),
  contentType,
  headers,
});

export const typedJson = (body: unknown, contentType: string, status = 200, headers: Record<string, string> = {}): Reply =>
  typed(status, JSON.stringify(body), contentType, headers);

/** This server's host (with the port), as the request reached it. */
export const hostOf = (origin: string) => new URL(origin).host;

/** `user`, `@user` or `user@this-host` names a local account; `user@elsewhere` a remote one. */
export function lookupAcct(ctx: RequestContext, acct: string, remote: boolean): Account | undefined {
  const [user, host] = acct.replace(/^@/, '').split('@');
  if (!user) return undefined;
  if (!host || host.toLowerCase() === hostOf(ctx.origin).toLowerCase()) return findLocalUser(ctx.state, user);
  return remote ? findAccountByAcct(ctx.state, `${user}@${host}`) : undefined;
}

/** GET /api/v1/accounts/lookup where `acct` may carry this server's own host. */
export function lookupRoute(remote: boolean, serialize: (ctx: RequestContext, account: Account) => Reply): Route {
  return {
    method: 'GET',
    pattern: '/api/v1/accounts/lookup',
    handler: (ctx) => {
      const account = lookupAcct(ctx, ctx.query.get('acct') ?? '', remote);
      if (!account) throw new HttpError(404, 'Record not found');
      return serialize(ctx, account);
    },
  };
}

/** Endpoints both servers answer with nothing in particular. */
export const emptyList: Route['handler'] = () => json([]);
export const emptyObject: Route['handler'] = () => json({});

/** The seconds-precision ISO date some servers send (`2026-11-25T20:42:01Z`). */
export const isoSeconds = (ms: number) => `${new Date(ms).toISOString().slice(0, 19)}Z`;

/** The `Date.now()` of a request, so tests can reason about a server's clock (snac2's second-granular ids). */
export const now = () => Date.now();
