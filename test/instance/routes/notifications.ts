// The signed-in user's notifications: Mastodon's list with types[] / exclude_types[]
// and Link paging, one notification, dismiss, and Pleroma's mark-as-read.
import { HttpError, json, queryList, type Reply } from '../http';
import type { Notification } from '../model';
import { paginate } from '../pagination';
import { requireUser, type RequestContext, type Route } from '../router';
import type { JsonObject } from '../serialize/context';
import { serializeNotification } from '../serialize/notification';
import { canSee } from '../visibility';
import { setMarker } from './markers';

/** The viewer's notifications that can still be shown, newest first. */
function ownNotifications(ctx: RequestContext): Notification[] {
  const viewer = requireUser(ctx);
  return ctx.state.notifications
    .filter((n) => {
      if (n.accountId !== viewer.id) return false;
      const status = n.statusId ? ctx.state.statuses.get(n.statusId) : undefined;
      return !n.statusId || (status !== undefined && canSee(ctx.state, status, viewer));
    })
    .reverse();
}

const serialize = (ctx: RequestContext, list: Notification[]): JsonObject[] =>
  list.flatMap((n) => {
    const out = serializeNotification(n, ctx.ser);
    return out ? [out] : [];
  });

function list(ctx: RequestContext): Reply {
  const types = queryList(ctx.query, 'types');
  const exclude = queryList(ctx.query, 'exclude_types');
  const from = ctx.query.get('account_id');
  const matching = ownNotifications(ctx).filter(
    (n) => (types.length === 0 || types.includes(n.type)) && !exclude.includes(n.type) && (!from || n.fromAccountId === from),
  );
  const page = paginate(matching, ctx.url);
  return json(serialize(ctx, page.items), 200, page.headers);
}

function one(ctx: RequestContext): Notification {
  const found = ownNotifications(ctx).find((n) => n.id === ctx.params.id);
  if (!found) throw new HttpError(404, 'Record not found');
  return found;
}

function dismiss(ctx: RequestContext): Reply {
  const target = one(ctx);
  ctx.state.notifications = ctx.state.notifications.filter((n) => n !== target);
  return json({});
}

/** POST /api/v1/pleroma/notifications/read with `id` (answers that one) or `max_id` (answers the list). */
function markRead(ctx: RequestContext): Reply {
  const id = ctx.body.get('id');
  const maxId = ctx.body.get('max_id');
  if (id) {
    const target = ownNotifications(ctx).find((n) => n.id === id);
    if (!target) throw new HttpError(400, 'Cannot get notification');
    target.seen = true;
    return json(serializeNotification(target, ctx.ser));
  }
  if (!maxId) throw new HttpError(400, 'You must specify max_id or id');
  // Numeric ids: compared as numbers, so an id of another width still compares right.
  const marked = ownNotifications(ctx).filter((n) => Number(n.id) <= Number(maxId));
  for (const n of marked) n.seen = true;
  // As Akkoma: the notifications read marker follows (the newest seen one).
  const newestSeen = marked.reduce<string | null>((max, n) => (max === null || Number(n.id) > Number(max) ? n.id : max), null);
  if (newestSeen) setMarker(ctx.state, requireUser(ctx).id, 'notifications', newestSeen);
  return json(serialize(ctx, marked));
}

export const notificationRoutes: Route[] = [
  { method: 'GET', pattern: '/api/v1/notifications', handler: list },
  {
    method: 'POST',
    pattern: '/api/v1/notifications/clear',
    handler: (ctx) => {
      const viewer = requireUser(ctx);
      ctx.state.notifications = ctx.state.notifications.filter((n) => n.accountId !== viewer.id);
      return json({});
    },
  },
  { method: 'GET', pattern: '/api/v1/notifications/:id', handler: (ctx) => json(serializeNotification(one(ctx), ctx.ser)) },
  { method: 'POST', pattern: '/api/v1/notifications/:id/dismiss', handler: dismiss },
  { method: 'POST', pattern: '/api/v1/pleroma/notifications/read', handler: markRead },
];
