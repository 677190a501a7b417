// Lists: the signed-in user's lists and their members (Mastodon's calls, Akkoma's
// numeric string ids), and the list timeline.
import { errorReply, HttpError, json, queryList, type Reply } from '../http';
import type { DemoState, ListRepliesPolicy, Status, UserList } from '../model';
import { requireUser, type RequestContext, type Route } from '../router';
import { serializeAccount } from '../serialize/account';
import type { JsonObject } from '../serialize/context';
import { follows } from '../visibility';
import { accountParam } from './accounts';
import { statusPage } from './timelines';

const POLICIES: ListRepliesPolicy[] = ['followed', 'list', 'none'];

export const serializeList = (list: UserList): JsonObject => ({
  id: list.id,
  title: list.title,
  replies_policy: list.repliesPolicy,
  exclusive: list.exclusive,
});

/** The viewer's list in the path; someone else's list is as missing as an unknown one. */
function ownList(ctx: RequestContext): UserList {
  const viewer = requireUser(ctx);
  const list = ctx.state.lists.get(ctx.params.id);
  if (!list || list.ownerId !== viewer.id) throw new HttpError(404, 'List not found');
  return list;
}

function policyField(ctx: RequestContext, fallback: ListRepliesPolicy): ListRepliesPolicy {
  const asked = ctx.body.get('replies_policy');
  if (asked === undefined) return fallback;
  if (!POLICIES.includes(asked as ListRepliesPolicy))
    throw new HttpError(422, 'Validation failed: Replies policy is not included in the list');
  return asked as ListRepliesPolicy;
}

function createList(ctx: RequestContext): Reply {
  const viewer = requireUser(ctx);
  const title = (ctx.body.get('title') ?? '').trim();
  if (!title) return errorReply(422, "Validation failed: Title can't be blank");
  ctx.state.serials.list += 1;
  const list: UserList = {
    id: String(ctx.state.serials.list),
    ownerId: viewer.id,
    title,
    accountIds: [],
    repliesPolicy: policyField(ctx, 'list'),
    exclusive: ctx.body.get('exclusive') === 'true',
  };
  ctx.state.lists.set(list.id, list);
  return json(serializeList(list));
}

function updateList(ctx: RequestContext): Reply {
  const list = ownList(ctx);
  const title = ctx.body.get('title');
  if (title !== undefined) {
    if (!title.trim()) return errorReply(422, "Validation failed: Title can't be blank");
    list.title = title.trim();
  }
  list.repliesPolicy = policyField(ctx, list.repliesPolicy);
  if (ctx.body.has('exclusive')) list.exclusive = ctx.body.get('exclusive') === 'true';
  return json(serializeList(list));
}

/** account_ids[] from the body, or from the query for DELETE requests sent without a body. */
function accountIds(ctx: RequestContext): string[] {
  const ids = ctx.body.getAll('account_ids');
  return ids.length > 0 ? ids : queryList(ctx.query, 'account_ids');
}

function addMembers(ctx: RequestContext): Reply {
  const list = ownList(ctx);
  const ids = accountIds(ctx);
  if (ids.some((id) => !ctx.state.accounts.has(id))) throw new HttpError(404, 'Record not found');
  for (const id of ids) if (!list.accountIds.includes(id)) list.accountIds.push(id);
  return json({});
}

function removeMembers(ctx: RequestContext): Reply {
  const list = ownList(ctx);
  const ids = accountIds(ctx);
  list.accountIds = list.accountIds.filter((id) => !ids.includes(id));
  return json({});
}

/** Whether a status belongs on a list's timeline (and its stream). */
export function inList(state: DemoState, list: UserList, status: Status): boolean {
  if (!list.accountIds.includes(status.accountId) || status.visibility === 'direct') return false;
  if (!status.inReplyToId || status.reblogOfId) return true;
  const parentAuthor = state.statuses.get(status.inReplyToId)?.accountId;
  if (!parentAuthor || parentAuthor === status.accountId || parentAuthor === list.ownerId) return true;
  switch (list.repliesPolicy) {
    case 'none':
      return false;
    case 'list':
      return list.accountIds.includes(parentAuthor);
    case 'followed':
      return follows(state, list.ownerId, parentAuthor);
  }
}

function listTimeline(ctx: RequestContext): Reply {
  const list = ownList(ctx);
  return statusPage(
    ctx,
    [...ctx.state.statuses.values()].filter((status) => inList(ctx.state, list, status)),
  );
}

export const listRoutes: Route[] = [
  {
    method: 'GET',
    pattern: '/api/v1/lists',
    handler: (ctx) => {
      const viewer = requireUser(ctx);
      return json([...ctx.state.lists.values()].filter((l) => l.ownerId === viewer.id).map(serializeList));
    },
  },
  { method: 'POST', pattern: '/api/v1/lists', handler: createList },
  { method: 'GET', pattern: '/api/v1/lists/:id', handler: (ctx) => json(serializeList(ownList(ctx))) },
  { method: 'PUT', pattern: '/api/v1/lists/:id', handler: updateList },
  {
    method: 'DELETE',
    pattern: '/api/v1/lists/:id',
    handler: (ctx) => {
      ctx.state.lists.delete(ownList(ctx).id);
      return json({});
    },
  },
  {
    method: 'GET',
    pattern: '/api/v1/lists/:id/accounts',
    handler: (ctx) =>
      json(
        ownList(ctx).accountIds.flatMap((id) => {
          const account = ctx.state.accounts.get(id);
          return account ? [serializeAccount(account, ctx.ser)] : [];
        }),
      ),
  },
  { method: 'POST', pattern: '/api/v1/lists/:id/accounts', handler: addMembers },
  { method: 'DELETE', pattern: '/api/v1/lists/:id/accounts', handler: removeMembers },
  {
    method: 'GET',
    pattern: '/api/v1/accounts/:id/lists',
    handler: (ctx) => {
      const viewer = requireUser(ctx);
      const account = accountParam(ctx);
      const lists = [...ctx.state.lists.values()].filter((l) => l.ownerId === viewer.id && l.accountIds.includes(account.id));
      return json(lists.map(serializeList));
    },
  },
  { method: 'GET', pattern: '/api/v1/timelines/list/:id', handler: listTimeline },
];
