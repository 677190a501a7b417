// Hollo 0.10.0 (a TypeScript server on Fedify; test/fixtures/real/hollo/ holds what it answered). The
// differences from the Akkoma-like demo, in one table: ids, shapes, routes it answers its own way or
// lacks, whom it refuses (visitors read posts, profiles and threads, not timelines or search), its
// plain-text 404 and its JSON errors.
import { json, type Reply } from '../../http';
import type { RequestContext, Route } from '../../router';
import { routeSet, typed } from '../common';
import type { Flavour } from '../types';
import { holloRoutes } from './routes';
import { holloSerializers } from './serialize';
import { prepareHolloState } from './state';

const notFound = (): Reply => typed(404, '404 Not Found', 'text/plain; charset=UTF-8');

/** What Hollo does not have: these answer as an unknown path. */
const missing = routeSet([
  '* /nodeinfo/2.0...',
  'GET /nodeinfo/2.1.json',
  '* /api/pleroma/...',
  '* /api/v1/pleroma/...',
  '* /api/v1/akkoma/...',
  '* /auth/...',
  'POST /api/v1/accounts',
  'GET /api/v1/instance/peers',
  '* /api/v1/domain_blocks',
  'POST /api/v1/accounts/:id/note',
  'POST /api/v1/accounts/:id/remove_from_followers',
  'POST /api/v1/statuses/:id/mute',
  'POST /api/v1/statuses/:id/unmute',
  'GET /api/v1/statuses/:id/history',
  'GET /api/v1/statuses/:id/translations/:lang',
  'GET /api/v1/timelines/bubble',
  'GET /api/v1/timelines/direct',
  // recorded: 055/056-filters-v1/v2 answer Hollo's bare 404
  '* /api/v1/filters...',
  '* /api/v2/filters...',
]);

/** Visitors get `401 {"error":"unauthorized"}` here (posts, threads and profiles stay public). */
const visitorsRefused = routeSet([
  'GET /api/v1/timelines/public',
  'GET /api/v1/timelines/tag/:tag',
  'GET /api/v1/accounts/:id/statuses',
  'GET /api/v1/accounts/relationships',
  'GET /api/v2/search',
]);

/** Routes that read the token when there is one: an unknown token is refused even where visitors are welcome. */
const readsToken = (route: Route) =>
  (route.pattern.startsWith('/api/v1/') || route.pattern.startsWith('/api/v2/')) &&
  !route.pattern.startsWith('/api/v1/apps') &&
  !route.pattern.startsWith('/api/v1/instance') &&
  route.pattern !== '/api/v2/instance' &&
  route.pattern !== '/api/v1/custom_emojis';

function before(ctx: RequestContext, route: Route): Reply | null {
  if (route.pattern.startsWith('/__demo/')) return null;
  const header = ctx.headers.authorization;
  if (header && /^bearer\s/i.test(header) && !ctx.token && readsToken(route)) return json({ error: 'invalid_token' }, 401);
  if (!ctx.token && visitorsRefused(route)) return json({ error: 'unauthorized' }, 401);
  return null;
}

/**
 * Paged lists Hollo links its own way: next only after a full page (and mutes and blocks no prev); followed tags,
 * lists and who favourited or repeated a post (one page of everyone) not at all.
 */
function after(ctx: RequestContext, route: Route, reply: Reply): Reply {
  const link = reply.headers?.Link;
  if (!link) return reply;
  const headers = { ...reply.headers };
  const unlinked = [
    '/api/v1/followed_tags',
    '/api/v1/lists',
    '/api/v1/statuses/:id/favourited_by',
    '/api/v1/statuses/:id/reblogged_by',
  ];
  if (unlinked.includes(route.pattern)) {
    delete headers.Link;
    return { ...reply, headers };
  }
  const nextOnlyWhenFull = ['/api/v1/notifications', '/api/v1/mutes', '/api/v1/blocks'];
  if (!nextOnlyWhenFull.includes(route.pattern)) return reply;
  const limit = Number.parseInt(ctx.query.get('limit') ?? '', 10) || 20;
  const count = Array.isArray(reply.body) ? reply.body.length : 0;
  const parts = link.split(/,\s*(?=<)/).filter((part) => {
    if (/rel="next"/.test(part)) return count >= limit;
    return route.pattern === '/api/v1/notifications';
  });
  if (parts.length > 0) headers.Link = parts.join(', ');
  else delete headers.Link;
  return { ...reply, headers };
}

/** Hollo's JSON errors: no token `unauthorized`, an app-only token Mastodon's words; a wrong method is an unknown path. */
function error(status: number, message: string): Reply {
  if (status === 405) return notFound();
  if (status === 401) return json({ error: 'unauthorized' }, 401);
  return json({ error: message }, status);
}

export const hollo: Flavour = {
  name: 'hollo',
  prepareState: prepareHolloState,
  serializers: holloSerializers,
  routes: holloRoutes,
  missing,
  before,
  after,
  error,
  notFound,
  streaming: false,
  serverDocuments: false,
  clientCspOnPages: false,
};
