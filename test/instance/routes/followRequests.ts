// Follow requests to the signed-in (locked) user: the list, authorize and reject, as Pleroma answers them.
import { HttpError, json, type Reply } from '../http';
import type { Account } from '../model';
import { pageLimit } from '../pagination';
import { requireUser, type RequestContext, type Route } from '../router';
import { serializeAccount, serializeRelationship } from '../serialize/account';

/** The viewer's requesters, newest request first (no Link paging: a page holds up to 40). */
function list(ctx: RequestContext): Reply {
  const viewer = requireUser(ctx);
  const requesters = [...(ctx.state.followRequests.get(viewer.id) ?? [])]
    .reverse()
    .map((id) => ctx.state.accounts.get(id))
    .filter((a): a is Account => a !== undefined)
    .slice(0, pageLimit(ctx.query));
  return json(requesters.map((a) => serializeAccount(a, ctx.ser)));
}

/** The requester named in the path, who must have asked. */
function requester(ctx: RequestContext): { viewer: Account; from: Account } {
  const viewer = requireUser(ctx);
  const from = ctx.state.accounts.get(ctx.params.id);
  if (!from || !ctx.state.followRequests.get(viewer.id)?.has(from.id)) throw new HttpError(404, 'Record not found');
  return { viewer, from };
}

const requestNotifications = (ctx: RequestContext, viewer: Account, from: Account) =>
  ctx.state.notifications.filter((n) => n.accountId === viewer.id && n.fromAccountId === from.id && n.type === 'follow_request');

/** Authorize: the requester now follows, and the follow_request notification becomes a follow (as Pleroma does). */
function authorize(ctx: RequestContext): Reply {
  const { viewer, from } = requester(ctx);
  ctx.state.followRequests.get(viewer.id)?.delete(from.id);
  let following = ctx.state.following.get(from.id);
  if (!following) ctx.state.following.set(from.id, (following = new Set()));
  following.add(viewer.id);
  for (const n of requestNotifications(ctx, viewer, from)) n.type = 'follow';
  return json(serializeRelationship(from, ctx.ser));
}

/** Reject: the request and its notification are gone. */
function reject(ctx: RequestContext): Reply {
  const { viewer, from } = requester(ctx);
  ctx.state.followRequests.get(viewer.id)?.delete(from.id);
  const gone = new Set(requestNotifications(ctx, viewer, from));
  ctx.state.notifications = ctx.state.notifications.filter((n) => !gone.has(n));
  return json(serializeRelationship(from, ctx.ser));
}

export const followRequestRoutes: Route[] = [
  { method: 'GET', pattern: '/api/v1/follow_requests', handler: list },
  { method: 'POST', pattern: '/api/v1/follow_requests/:id/authorize', handler: authorize },
  { method: 'POST', pattern: '/api/v1/follow_requests/:id/reject', handler: reject },
];
