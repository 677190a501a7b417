// Accounts: credentials, profiles, relationships, follows, an account's statuses.
import { HttpError, json, queryFlag, queryList, type Reply } from '../http';
import type { Account } from '../model';
import { paginate } from '../pagination';
import { requireUser, type RequestContext, type Route } from '../router';
import { serializeAccount, serializeCredentialAccount, serializeRelationship } from '../serialize/account';
import { findAccountByAcct } from '../store';
import { acctOf } from '../urls';
import { addNotification } from '../notifications';
import { acceptPendingRemoteFollows, has, relationsOf, setOf, type RelationsState } from '../relations';
import { follows } from '../visibility';
import { shown, statusPage } from './timelines';

/** Pleroma accepts an id or a nickname (user or user@domain) in the path. */
export function accountParam(ctx: RequestContext): Account {
  const key = ctx.params.id;
  const account = ctx.state.accounts.get(key) ?? findAccountByAcct(ctx.state, key);
  if (!account) throw new HttpError(404, "Can't find user");
  return account;
}

function withRelationship(ctx: RequestContext, account: Account) {
  return serializeAccount(account, ctx.ser);
}

function accountStatuses(ctx: RequestContext): Reply {
  const account = accountParam(ctx);
  const tagged = ctx.query.get('tagged')?.toLowerCase();
  let statuses = [...ctx.state.statuses.values()].filter((s) => s.accountId === account.id);
  if (queryFlag(ctx.query, 'pinned')) statuses = statuses.filter((s) => account.pinnedStatusIds.includes(s.id));
  if (tagged) statuses = statuses.filter((s) => shown(ctx.state, s).tags.includes(tagged));
  return statusPage(ctx, statuses);
}

function relationships(ctx: RequestContext): Reply {
  const viewer = requireUser(ctx);
  const ids = queryList(ctx.query, 'id');
  acceptPendingRemoteFollows(ctx.state, viewer.id, ids);
  return json(
    ids.flatMap((id) => {
      const account = ctx.state.accounts.get(id);
      return account ? [serializeRelationship(account, ctx.ser)] : [];
    }),
  );
}

function followList(ctx: RequestContext, direction: 'followers' | 'following'): Reply {
  const account = accountParam(ctx);
  // Pleroma answers others an empty list when the account hides it.
  const hidden = direction === 'following' ? account.hideFollows : account.hideFollowers;
  if (hidden && ctx.viewer?.id !== account.id) return json([]);
  const ids =
    direction === 'following'
      ? [...(ctx.state.following.get(account.id) ?? [])]
      : [...ctx.state.following.entries()].filter(([, targets]) => targets.has(account.id)).map(([id]) => id);
  return accountPage(ctx, ids);
}

/** Accounts by id, newest id first, one page of them (Link headers) with the viewer's relationship. */
function accountPage(ctx: RequestContext, ids: string[]): Reply {
  const accounts = ids
    .map((id) => ctx.state.accounts.get(id))
    .filter((a): a is Account => a !== undefined)
    .sort((a, b) => (a.id < b.id ? 1 : -1));
  const page = paginate(accounts, ctx.url);
  return json(
    page.items.map((a) => withRelationship(ctx, a)),
    200,
    page.headers,
  );
}

function search(ctx: RequestContext): Reply {
  const q = (ctx.query.get('q') ?? '').replace(/^@/, '').toLowerCase();
  const limit = Math.min(Number(ctx.query.get('limit') ?? 40) || 40, 80);
  // following=true (Mastodon and Akkoma): only accounts the viewer follows; it needs a signed-in viewer.
  const followingOnly = queryFlag(ctx.query, 'following');
  const viewer = followingOnly ? requireUser(ctx) : ctx.viewer;
  const found = [...ctx.state.accounts.values()].filter(
    (a) =>
      q !== '' &&
      (acctOf(a).toLowerCase().includes(q) || a.displayName.toLowerCase().includes(q)) &&
      (!followingOnly || (viewer !== null && follows(ctx.state, viewer.id, a.id))),
  );
  return json(found.slice(0, limit).map((a) => withRelationship(ctx, a)));
}

function lookup(ctx: RequestContext): Reply {
  const account = findAccountByAcct(ctx.state, ctx.query.get('acct') ?? '');
  if (!account) throw new HttpError(404, "Can't find user");
  return json(withRelationship(ctx, account));
}

// ---------------------------------------------------------------------------------------------------------------
// Relationship changes: each answers the new relationship, as Mastodon and Pleroma do.

const relationshipReply = (ctx: RequestContext, target: Account): Reply => json(serializeRelationship(target, ctx.ser));

/** The viewer and the target of POST /api/v1/accounts/:id/…; acting on oneself is refused as Pleroma does. */
function actors(ctx: RequestContext): { viewer: Account; target: Account } {
  const viewer = requireUser(ctx);
  const target = accountParam(ctx);
  if (target.id === viewer.id) throw new HttpError(400, 'You can not do that to yourself');
  return { viewer, target };
}

/** Form or JSON booleans: 'true', '1', 'on'. */
const bodyFlag = (ctx: RequestContext, name: string): boolean | undefined => {
  const value = ctx.body.get(name);
  return value === undefined ? undefined : ['true', '1', 'on'].includes(value.toLowerCase());
};

function follow(ctx: RequestContext): Reply {
  const { viewer, target } = actors(ctx);
  const r = relationsOf(ctx.state);
  if (has(r.blocks, target.id, viewer.id)) throw new HttpError(403, 'Could not follow user: You are blocked by this user.');
  const reblogs = bodyFlag(ctx, 'reblogs');
  const notify = bodyFlag(ctx, 'notify');
  if (reblogs !== undefined) setOf(r.hidingReblogs, viewer.id)[reblogs ? 'delete' : 'add'](target.id);
  if (notify !== undefined) setOf(r.notifying, viewer.id)[notify ? 'add' : 'delete'](target.id);
  const already = follows(ctx.state, viewer.id, target.id) || ctx.state.followRequests.get(target.id)?.has(viewer.id);
  if (!already) {
    if (target.locked || target.domain) {
      // Locked: the target decides. Unlocked remote: its server accepts a little later (relations.ts).
      setOf(ctx.state.followRequests, target.id).add(viewer.id);
      if (!target.locked) r.remotePending.add(`${viewer.id}>${target.id}`);
      addNotification(ctx.state, { type: 'follow_request', to: target.id, from: viewer.id, statusId: null });
    } else {
      setOf(ctx.state.following, viewer.id).add(target.id);
      addNotification(ctx.state, { type: 'follow', to: target.id, from: viewer.id, statusId: null });
    }
  }
  return relationshipReply(ctx, target);
}

/** Unfollow, or withdraw a pending request. */
function unfollow(ctx: RequestContext): Reply {
  const { viewer, target } = actors(ctx);
  ctx.state.following.get(viewer.id)?.delete(target.id);
  ctx.state.followRequests.get(target.id)?.delete(viewer.id);
  relationsOf(ctx.state).remotePending.delete(`${viewer.id}>${target.id}`);
  relationsOf(ctx.state).notifying.get(viewer.id)?.delete(target.id);
  return relationshipReply(ctx, target);
}

/** A block ends follows both ways and pending requests, as on Pleroma. */
function block(ctx: RequestContext): Reply {
  const { viewer, target } = actors(ctx);
  setOf(relationsOf(ctx.state).blocks, viewer.id).add(target.id);
  for (const [a, b] of [
    [viewer.id, target.id],
    [target.id, viewer.id],
  ]) {
    ctx.state.following.get(a)?.delete(b);
    ctx.state.followRequests.get(b)?.delete(a);
  }
  return relationshipReply(ctx, target);
}

function toggle(set: (r: RelationsState) => Map<string, Set<string>>, on: boolean) {
  return (ctx: RequestContext): Reply => {
    const { viewer, target } = actors(ctx);
    setOf(set(relationsOf(ctx.state)), viewer.id)[on ? 'add' : 'delete'](target.id);
    return relationshipReply(ctx, target);
  };
}

function note(ctx: RequestContext): Reply {
  const { viewer, target } = actors(ctx);
  const notes = relationsOf(ctx.state).notes;
  let mine = notes.get(viewer.id);
  if (!mine) notes.set(viewer.id, (mine = new Map()));
  const comment = ctx.body.get('comment') ?? '';
  if (comment) mine.set(target.id, comment);
  else mine.delete(target.id);
  return relationshipReply(ctx, target);
}

function removeFromFollowers(ctx: RequestContext): Reply {
  const { viewer, target } = actors(ctx);
  ctx.state.following.get(target.id)?.delete(viewer.id);
  return relationshipReply(ctx, target);
}

/** GET /api/v1/blocks and /api/v1/mutes: the accounts, most recent first is not tracked, so newest account first. */
function accountSet(set: (r: RelationsState) => Map<string, Set<string>>) {
  return (ctx: RequestContext): Reply => {
    const viewer = requireUser(ctx);
    return accountPage(ctx, [...(set(relationsOf(ctx.state)).get(viewer.id) ?? [])]);
  };
}

function domainBlocks(ctx: RequestContext): Reply {
  const viewer = requireUser(ctx);
  const set = setOf(relationsOf(ctx.state).domainBlocks, viewer.id);
  if (ctx.method === 'GET') return json([...set].sort());
  const domain = (ctx.body.get('domain') ?? ctx.query.get('domain') ?? '').trim().toLowerCase();
  if (!domain) throw new HttpError(422, 'Missing domain');
  if (ctx.method === 'POST') set.add(domain);
  else set.delete(domain);
  return json({});
}

export const accountRoutes: Route[] = [
  {
    method: 'GET',
    pattern: '/api/v1/accounts/verify_credentials',
    handler: (ctx) => json(serializeCredentialAccount(requireUser(ctx), ctx.ser)),
  },
  { method: 'GET', pattern: '/api/v1/accounts/relationships', handler: relationships },
  { method: 'GET', pattern: '/api/v1/accounts/search', handler: search },
  { method: 'GET', pattern: '/api/v1/accounts/lookup', handler: lookup },
  { method: 'GET', pattern: '/api/v1/accounts/:id', handler: (ctx) => json(withRelationship(ctx, accountParam(ctx))) },
  { method: 'GET', pattern: '/api/v1/accounts/:id/statuses', handler: accountStatuses },
  { method: 'GET', pattern: '/api/v1/accounts/:id/followers', handler: (ctx) => followList(ctx, 'followers') },
  { method: 'GET', pattern: '/api/v1/accounts/:id/following', handler: (ctx) => followList(ctx, 'following') },
  { method: 'POST', pattern: '/api/v1/accounts/:id/follow', handler: follow },
  { method: 'POST', pattern: '/api/v1/accounts/:id/unfollow', handler: unfollow },
  { method: 'POST', pattern: '/api/v1/accounts/:id/block', handler: block },
  { method: 'POST', pattern: '/api/v1/accounts/:id/unblock', handler: toggle((r) => r.blocks, false) },
  { method: 'POST', pattern: '/api/v1/accounts/:id/mute', handler: toggle((r) => r.mutes, true) },
  { method: 'POST', pattern: '/api/v1/accounts/:id/unmute', handler: toggle((r) => r.mutes, false) },
  { method: 'POST', pattern: '/api/v1/accounts/:id/note', handler: note },
  { method: 'POST', pattern: '/api/v1/accounts/:id/remove_from_followers', handler: removeFromFollowers },
  { method: 'POST', pattern: '/api/v1/pleroma/accounts/:id/subscribe', handler: toggle((r) => r.notifying, true) },
  { method: 'POST', pattern: '/api/v1/pleroma/accounts/:id/unsubscribe', handler: toggle((r) => r.notifying, false) },
  { method: 'GET', pattern: '/api/v1/blocks', handler: accountSet((r) => r.blocks) },
  { method: 'GET', pattern: '/api/v1/mutes', handler: accountSet((r) => r.mutes) },
  { method: 'GET', pattern: '/api/v1/domain_blocks', handler: domainBlocks },
  { method: 'POST', pattern: '/api/v1/domain_blocks', handler: domainBlocks },
  { method: 'DELETE', pattern: '/api/v1/domain_blocks', handler: domainBlocks },
];
