// Single statuses and their threads.
import { HttpError, json, queryList, type Reply } from '../http';
import type { Status } from '../model';
import type { RequestContext, Route } from '../router';
import { serializeStatus } from '../serialize/status';
import { canSee } from '../visibility';

/** The status in the path, or 404 as Pleroma answers for missing and hidden posts alike. */
export function statusParam(ctx: RequestContext): Status {
  const status = ctx.state.statuses.get(ctx.params.id);
  if (!status || !canSee(ctx.state, status, ctx.viewer)) throw new HttpError(404, 'Record not found');
  return status;
}

/**
 * Ancestors oldest first; descendants depth first with the oldest reply first at each level, like Akkoma.
 * Each post is checked on its own, as real servers do: a hidden post is left out but its visible
 * parents and replies stay, so a reply can arrive without its parent.
 */
function context(ctx: RequestContext): Reply {
  const status = statusParam(ctx);
  const visible = (s: Status) => canSee(ctx.state, s, ctx.viewer);
  const ancestors: Status[] = [];
  let parentId = status.inReplyToId;
  while (parentId) {
    const parent = ctx.state.statuses.get(parentId);
    if (!parent) break;
    if (visible(parent)) ancestors.unshift(parent);
    parentId = parent.inReplyToId;
  }
  const children = new Map<string, Status[]>();
  for (const s of ctx.state.statuses.values()) {
    if (!s.inReplyToId) continue;
    const list = children.get(s.inReplyToId) ?? [];
    list.push(s);
    children.set(s.inReplyToId, list);
  }
  const descendants: Status[] = [];
  const walk = (id: string) => {
    const replies = (children.get(id) ?? []).sort((a, b) => (a.id < b.id ? -1 : 1));
    for (const reply of replies) {
      if (visible(reply)) descendants.push(reply);
      walk(reply.id);
    }
  };
  walk(status.id);
  return json({
    ancestors: ancestors.map((s) => serializeStatus(s, ctx.ser)),
    descendants: descendants.map((s) => serializeStatus(s, ctx.ser)),
  });
}

/** Pleroma's multifetch: GET /api/v1/statuses?id[]=…, skipping missing ones. */
function multifetch(ctx: RequestContext): Reply {
  const found = queryList(ctx.query, 'id').flatMap((id) => {
    const status = ctx.state.statuses.get(id);
    return status && canSee(ctx.state, status, ctx.viewer) ? [serializeStatus(status, ctx.ser)] : [];
  });
  return json(found);
}

export const statusRoutes: Route[] = [
  { method: 'GET', pattern: '/api/v1/statuses', handler: multifetch },
  { method: 'GET', pattern: '/api/v1/statuses/:id', handler: (ctx) => json(serializeStatus(statusParam(ctx), ctx.ser)) },
  { method: 'GET', pattern: '/api/v1/statuses/:id/context', handler: context },
];
