// Pleroma's admin API for users, the part the user card's moderation menu calls: permission groups,
// activation, tags (TagPolicy's mrf_tag:…) and deletion, plus GET one user with its roles. Admins only,
// like Pleroma (403 "User is not an admin." for everyone else). POST /__demo/mrf turns TagPolicy off or on.
import { errorReply, HttpError, json, type Reply } from '../http';
import type { Account } from '../model';
import { dropStatusNotifications } from '../notifications';
import { requireUser, type RequestContext, type Route } from '../router';
import type { JsonObject } from '../serialize/context';
import type { Streaming } from '../streaming';
import { findAccountByAcct } from '../store';
import { acctOf, avatarPath, profileUrl } from '../urls';

function requireAdmin(ctx: RequestContext): Account {
  const user = requireUser(ctx);
  if (!user.isAdmin) throw new HttpError(403, 'User is not an admin.');
  return user;
}

/** A nickname ('bob', 'kai@akkoma.example') or, where Pleroma takes either, an id. */
function userParam(ctx: RequestContext, key: string): Account {
  const account = findAccountByAcct(ctx.state, key) ?? ctx.state.accounts.get(key);
  if (!account) throw new HttpError(404, 'Not found');
  return account;
}

/** The admin API's user (Pleroma's AdminAPI.AccountView "show.json"; `is_active` and `deactivated` both, old and new). */
export function serializeAdminUser(account: Account, ctx: RequestContext): JsonObject {
  return {
    id: account.id,
    nickname: acctOf(account),
    display_name: account.displayName,
    avatar: ctx.origin + avatarPath(account),
    url: profileUrl(account, ctx.origin),
    local: account.domain === null,
    deactivated: account.deactivated ?? false,
    is_active: !account.deactivated,
    is_confirmed: account.confirmed,
    is_approved: account.approved,
    roles: { admin: account.isAdmin, moderator: account.isModerator },
    tags: account.tags ?? [],
    registration_reason: account.registrationReason,
    actor_type: account.bot ? 'Service' : 'Person',
  };
}

/** `nicknames` from a JSON or form body; the deprecated `?nickname=` of DELETE /users too. */
function nicknamesOf(ctx: RequestContext): Account[] {
  const names = ctx.body.getAll('nicknames');
  const single = ctx.query.get('nickname') ?? ctx.body.get('nickname');
  if (single) names.push(single);
  if (names.length === 0) throw new HttpError(400, 'Missing field: nicknames.');
  return names.map((name) => userParam(ctx, name));
}

function showUser(ctx: RequestContext): Reply {
  requireAdmin(ctx);
  return json(serializeAdminUser(userParam(ctx, ctx.params.nickname), ctx));
}

function permission(ctx: RequestContext, on: boolean): Reply {
  const admin = requireAdmin(ctx);
  const group = ctx.params.group;
  if (group !== 'admin' && group !== 'moderator') return errorReply(404, 'No such permission_group');
  const user = userParam(ctx, ctx.params.nickname);
  if (!on && user.id === admin.id) return errorReply(403, "You can't revoke your own admin status.");
  if (group === 'admin') user.isAdmin = on;
  else user.isModerator = on;
  // Pleroma answers with the changed field only.
  return json({ [`is_${group}`]: on });
}

function activation(ctx: RequestContext, active: boolean): Reply {
  requireAdmin(ctx);
  const users = nicknamesOf(ctx);
  for (const user of users) user.deactivated = !active;
  return json({ users: users.map((u) => serializeAdminUser(u, ctx)) });
}

function tag(ctx: RequestContext, on: boolean): Reply {
  requireAdmin(ctx);
  const users = nicknamesOf(ctx);
  const tags = ctx.body.getAll('tags');
  if (tags.length === 0) return errorReply(400, 'Missing field: tags.');
  for (const user of users) {
    const current = new Set(user.tags ?? []);
    for (const t of tags) {
      if (on) current.add(t);
      else current.delete(t);
    }
    user.tags = [...current];
  }
  return { status: 204, body: undefined };
}

/** Pleroma deletes the data and deactivates the account; the demo drops the posts and follows and keeps a shell. */
function deleteUsers(ctx: RequestContext, streaming: Streaming): Reply {
  const admin = requireAdmin(ctx);
  const users = nicknamesOf(ctx);
  if (users.some((u) => u.id === admin.id)) return errorReply(403, "You can't delete your own account here.");
  const ids = new Set(users.map((u) => u.id));
  const state = ctx.state;
  const gone = [...state.statuses.values()].filter((s) => {
    if (ids.has(s.accountId)) return true;
    const original = s.reblogOfId ? state.statuses.get(s.reblogOfId) : undefined;
    return !!original && ids.has(original.accountId);
  });
  for (const s of gone) streaming.statusDeleted(s);
  for (const s of gone) state.statuses.delete(s.id);
  dropStatusNotifications(
    state,
    gone.map((s) => s.id),
  );
  for (const user of users) {
    user.deactivated = true;
    user.pinnedStatusIds = [];
    user.note = '';
    user.fields = [];
    state.following.delete(user.id);
    for (const targets of state.following.values()) targets.delete(user.id);
  }
  return json(users.map(acctOf));
}

function setMrf(ctx: RequestContext): Reply {
  const value = ctx.body.get('tag_policy');
  if (value !== 'true' && value !== 'false') return errorReply(422, 'tag_policy must be true or false');
  ctx.state.tagPolicyOff = value === 'false';
  return json({ tag_policy: !ctx.state.tagPolicyOff });
}

const BASE = '/api/v1/pleroma/admin/users';

export function adminUserRoutes(streaming: Streaming): Route[] {
  return [
    // Fixed paths first: /users/tag must not be read as a nickname.
    { method: 'PUT', pattern: `${BASE}/tag`, handler: (ctx) => tag(ctx, true) },
    { method: 'DELETE', pattern: `${BASE}/tag`, handler: (ctx) => tag(ctx, false) },
    { method: 'PATCH', pattern: `${BASE}/activate`, handler: (ctx) => activation(ctx, true) },
    { method: 'PATCH', pattern: `${BASE}/deactivate`, handler: (ctx) => activation(ctx, false) },
    { method: 'DELETE', pattern: BASE, handler: (ctx) => deleteUsers(ctx, streaming) },
    { method: 'GET', pattern: `${BASE}/:nickname`, handler: showUser },
    { method: 'POST', pattern: `${BASE}/:nickname/permission_group/:group`, handler: (ctx) => permission(ctx, true) },
    { method: 'DELETE', pattern: `${BASE}/:nickname/permission_group/:group`, handler: (ctx) => permission(ctx, false) },
    { method: 'POST', pattern: '/__demo/mrf', handler: setMrf },
  ];
}
