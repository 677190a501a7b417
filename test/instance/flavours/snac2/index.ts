// snac2 2.94 (a small C server; test/fixtures/real/snac2/ holds what it answered). The differences from
// the Akkoma-like demo, in one table: ids, shapes, routes it answers its own way or lacks, whom it
// refuses, its HTML error pages and its Link header.
import type { Reply } from '../../http';
import type { RequestContext, Route } from '../../router';
import { routeSet, typed } from '../common';
import type { Flavour } from '../types';
import { snacRoutes } from './routes';
import { snacSerializers } from './serialize';
import { prepareSnacState, resolveStatusId } from './state';

const USER_AGENT = 'snac/2.94';

/** snac's error pages: a heading for 400, 403, 404 and 410; every other error has an empty body. Always text/html. */
export function snacError(status: number): Reply {
  const titles: Record<number, string> = { 400: 'Bad Request', 403: 'Forbidden', 404: 'Not Found', 410: 'Gone' };
  const title = titles[status];
  return typed(status, title ? `<h1>${status} ${title} (${USER_AGENT})</h1>` : '', 'text/html; charset=utf-8');
}

/** What snac does not have: these answer as an unknown path (404). */
const missing = routeSet([
  'GET /api/v2/instance',
  '* /nodeinfo/...',
  '* /api/pleroma/...',
  '* /api/v1/pleroma/...',
  '* /api/v1/akkoma/...',
  '* /auth/...',
  'POST /api/v1/accounts',
  'GET /api/v1/suggestions',
  'GET /api/v2/suggestions',
  '* /api/v1/domain_blocks',
  'POST /api/v1/accounts/:id/note',
  'POST /api/v1/accounts/:id/remove_from_followers',
  'POST /api/v1/accounts/:id/mute',
  'POST /api/v1/accounts/:id/unmute',
  'POST /api/v1/statuses/:id/mute',
  'POST /api/v1/statuses/:id/unmute',
  'GET /api/v1/statuses/:id/history',
  'GET /api/v1/statuses/:id/translations/:lang',
  'GET /api/v1/statuses',
  'GET /api/v1/polls/:id',
  'GET /api/v1/timelines/bubble',
  'GET /api/v1/timelines/direct',
  'GET /api/v1/media/:id',
  'GET /api/v1/tags/:tag',
  'GET /api/v1/notifications/:id',
  // GET answers `{}` (routes.ts); no POST
  'POST /api/v1/markers',
]);

/** Visitors (and tokens that name no user) are refused here, with these codes. */
const refuseVisitors: [(route: Route) => boolean, number][] = [
  [routeSet(['GET /api/v1/accounts/verify_credentials', 'GET /api/v1/accounts/relationships']), 422],
  [routeSet(['GET /api/v1/statuses/:id...', 'GET /api/v1/accounts/:id/statuses', 'GET /api/v2/search']), 401],
];

const STATUS_ID_PARAMS = ['max_id', 'since_id', 'min_id'];
const STATUS_ID_FIELDS = ['in_reply_to_id', 'quote_id'];

function before(ctx: RequestContext, route: Route): Reply | null {
  if (route.pattern.startsWith('/__demo/')) return null;
  // snac has no app-only tokens: a token that names no user (or a revoked one) is as good as none.
  if (ctx.token && !ctx.viewer) {
    ctx.token = null;
    ctx.ser = { ...ctx.ser, viewer: null };
  }
  for (const [matches, status] of refuseVisitors) if (!ctx.viewer && matches(route)) return snacError(status);
  // A post's id may carry any time prefix (an edit or a vote moved it on): map it to the post.
  const state = ctx.state;
  if (ctx.params.id !== undefined) {
    ctx.params.rawId = ctx.params.id;
    ctx.params.id = resolveStatusId(state, ctx.params.id);
  }
  for (const name of STATUS_ID_PARAMS) {
    const value = ctx.query.get(name);
    if (value) ctx.query.set(name, resolveStatusId(state, value.toLowerCase()));
  }
  ctx.body = ctx.body.mapValues((name, value) => (STATUS_ID_FIELDS.includes(name) ? resolveStatusId(state, value) : value));
  return null;
}

/** snac pages only the home timeline: `<…?max_id=last>; rel="next", <…?since_id=first>; rel="prev"`, nothing else kept. */
function after(ctx: RequestContext, route: Route, reply: Reply): Reply {
  const headers = { ...(reply.headers ?? {}) };
  delete headers.Link;
  let body = reply.body;
  if (Array.isArray(body)) {
    // A post and a repeat of it are one entry in snac's timelines.
    const seen = new Set<string>();
    body = body.filter((item) => {
      const id = item && typeof item === 'object' && !Array.isArray(item) && 'uri' in item ? String(item.id) : null;
      if (id === null) return true;
      if (seen.has(id.toLowerCase())) return false;
      seen.add(id.toLowerCase());
      return true;
    });
    const first = body[0];
    const last = body[body.length - 1];
    if (route.pattern === '/api/v1/timelines/home' && isEntry(first) && isEntry(last)) {
      const endpoint = `${ctx.origin}/api/v1/timelines/home`;
      headers.Link = `<${endpoint}?max_id=${String(last.id)}>; rel="next", <${endpoint}?since_id=${String(first.id)}>; rel="prev"`;
    }
  }
  return { ...reply, body, headers };
}

const isEntry = (value: unknown): value is { id: unknown } => !!value && typeof value === 'object' && 'id' in value;

export const snac2: Flavour = {
  name: 'snac2',
  prepareState: prepareSnacState,
  serializers: snacSerializers,
  routes: snacRoutes,
  missing,
  before,
  after,
  error: (status) => snacError(status === 405 ? 404 : status),
  notFound: () => snacError(404),
  streaming: false,
  serverDocuments: false,
  clientCspOnPages: false,
};
