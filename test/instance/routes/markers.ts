// Read markers (GET/POST /api/v1/markers), as Mastodon keeps them: per user and timeline (`home`,
// `notifications`) the last read id, a version raised by every write, and when it was written. Akkoma's extra:
// the notifications marker carries `pleroma.unread_count`, and Pleroma's mark-as-read moves it
// (routes/notifications.ts). Akkoma itself drops the home marker; the demo keeps it, as Mastodon, GoToSocial and
// Hollo do, so the client's home marker can be exercised here.
import { json, queryList, type Reply } from '../http';
import type { DemoMarker, DemoState, MarkerTimeline } from '../model';
import { requireUser, type RequestContext, type Route } from '../router';
import type { JsonObject } from '../serialize/context';

const TIMELINES: MarkerTimeline[] = ['home', 'notifications'];

function markersOf(state: DemoState, accountId: string): Partial<Record<MarkerTimeline, DemoMarker>> {
  state.markers ??= new Map();
  let own = state.markers.get(accountId);
  if (!own) {
    own = {};
    state.markers.set(accountId, own);
  }
  return own;
}

/** Sets one marker (a new one starts at version 0, as Mastodon's lock_version). */
export function setMarker(state: DemoState, accountId: string, timeline: MarkerTimeline, lastReadId: string): DemoMarker {
  const own = markersOf(state, accountId);
  const previous = own[timeline];
  const marker = { lastReadId, version: previous ? previous.version + 1 : 0, updatedAt: Date.now() };
  own[timeline] = marker;
  return marker;
}

function serialize(ctx: RequestContext, accountId: string, timeline: MarkerTimeline, marker: DemoMarker): JsonObject {
  const out: JsonObject = {
    last_read_id: marker.lastReadId,
    version: marker.version,
    updated_at: new Date(marker.updatedAt).toISOString(),
  };
  if (timeline === 'notifications')
    out.pleroma = { unread_count: ctx.state.notifications.filter((n) => n.accountId === accountId && !n.seen).length };
  return out;
}

function answer(ctx: RequestContext, accountId: string, timelines: MarkerTimeline[]): Reply {
  const own = markersOf(ctx.state, accountId);
  const out: JsonObject = {};
  for (const timeline of timelines) {
    const marker = own[timeline];
    if (marker) out[timeline] = serialize(ctx, accountId, timeline, marker);
  }
  return json(out);
}

/** GET: the markers named by `timeline[]` that exist (none named: `{}`, as Mastodon answers). */
function list(ctx: RequestContext): Reply {
  const viewer = requireUser(ctx);
  const asked = queryList(ctx.query, 'timeline').filter((t): t is MarkerTimeline => TIMELINES.includes(t as MarkerTimeline));
  return answer(ctx, viewer.id, asked);
}

/** POST `home[last_read_id]`, `notifications[last_read_id]` (JSON or form): answers the markers it wrote. */
function save(ctx: RequestContext): Reply {
  const viewer = requireUser(ctx);
  const written: MarkerTimeline[] = [];
  for (const timeline of TIMELINES) {
    const id = ctx.body.get(`${timeline}[last_read_id]`);
    if (!id) continue;
    setMarker(ctx.state, viewer.id, timeline, id);
    written.push(timeline);
  }
  return answer(ctx, viewer.id, written);
}

export const markerRoutes: Route[] = [
  { method: 'GET', pattern: '/api/v1/markers', handler: list },
  { method: 'POST', pattern: '/api/v1/markers', handler: save },
];
