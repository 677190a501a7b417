// Accounts in Akkoma's shape (Mastodon fields plus `pleroma` and `akkoma`);
// accounts on Mitra/GoToSocial/Friendica get those servers' thinner shapes.
import { emojiIn, inlineHtml } from '../format';
import type { Account } from '../model';
import { lookupFor } from '../store';
import { canSee, follows } from '../visibility';
import { domainBlocked, has } from '../relations';
import { acctOf, avatarPath, headerPath, profileUrl } from '../urls';
import { iso, type JsonObject, type SerializeContext } from './context';
import { emojisFor } from './emoji';
import { notificationSettingsOf } from '../routes/notificationSettings';

function counts(account: Account, ctx: SerializeContext) {
  let statuses = 0;
  let lastStatusAt = 0;
  for (const status of ctx.state.statuses.values()) {
    if (status.accountId !== account.id) continue;
    statuses += 1;
    lastStatusAt = Math.max(lastStatusAt, status.createdAt);
  }
  let followers = 0;
  for (const targets of ctx.state.following.values()) if (targets.has(account.id)) followers += 1;
  const following = ctx.state.following.get(account.id)?.size ?? 0;
  return {
    statuses,
    lastStatusAt,
    followers: followers + account.extraFollowers,
    following: following + account.extraFollowing,
  };
}

export function serializeRelationship(target: Account, ctx: SerializeContext): JsonObject {
  if (ctx.flavour?.relationship) return ctx.flavour.relationship(target, ctx);
  const viewer = ctx.viewer;
  const state = ctx.state;
  const following = viewer ? follows(state, viewer.id, target.id) : false;
  const r = state.relations;
  const mine = (map: Map<string, Set<string>> | undefined, id = target.id) => !!viewer && !!map && has(map, viewer.id, id);
  const notifying = mine(r?.notifying);
  const muting = mine(r?.mutes);
  return {
    id: target.id,
    following,
    showing_reblogs: following && !mine(r?.hidingReblogs),
    notifying,
    followed_by: viewer ? follows(state, target.id, viewer.id) : false,
    blocking: mine(r?.blocks),
    blocked_by: !!viewer && !!r && has(r.blocks, target.id, viewer.id),
    muting,
    muting_notifications: muting,
    requested: viewer ? (state.followRequests.get(target.id)?.has(viewer.id) ?? false) : false,
    requested_by: viewer ? (state.followRequests.get(viewer.id)?.has(target.id) ?? false) : false,
    domain_blocking: !!viewer && domainBlocked(state, viewer.id, target),
    endorsed: false,
    subscribing: notifying,
    note: (viewer && r?.notes.get(viewer.id)?.get(target.id)) ?? '',
  };
}

export function serializeAccount(account: Account, ctx: SerializeContext): JsonObject {
  if (ctx.flavour?.account) return ctx.flavour.account(account, ctx);
  const lookup = lookupFor(ctx.state);
  const c = counts(account, ctx);
  const url = profileUrl(account, ctx.origin);
  const profile = account.profile ?? {};
  const avatar = ctx.origin + (profile.avatarPath ?? avatarPath(account));
  const header = ctx.origin + (profile.headerPath ?? headerPath(account));
  // Pleroma tells others the role only when the user shows it (show_role); the user always sees their own.
  const roleShown = (profile.showRole ?? true) || ctx.viewer?.id === account.id;
  const fields = account.fields.map((f) => ({ name: f.name, value: inlineHtml(f.value, lookup), verified_at: null }));
  const emojiText = [account.displayName, account.note, ...account.fields.flatMap((f) => [f.name, f.value])].join(' ');
  const base: JsonObject = {
    id: account.id,
    username: account.username,
    acct: acctOf(account),
    display_name: account.displayName,
    locked: account.locked,
    bot: account.bot,
    created_at: iso(account.createdAt),
    note: inlineHtml(account.note, lookup),
    url,
    avatar,
    avatar_static: avatar,
    header,
    header_static: header,
    followers_count: c.followers,
    following_count: c.following,
    statuses_count: c.statuses,
    last_status_at: c.lastStatusAt ? iso(c.lastStatusAt).slice(0, 19) : null,
    emojis: emojisFor(emojiIn(emojiText, lookup), ctx),
    fields,
  };
  switch (account.software) {
    case 'mitra':
      // Mitra: no *_static, no bot/locked, source and wallet fields instead.
      return {
        id: base.id,
        username: base.username,
        acct: base.acct,
        url,
        display_name: base.display_name,
        created_at: base.created_at,
        note: base.note,
        avatar,
        header: null,
        fields,
        emojis: base.emojis,
        followers_count: c.followers,
        following_count: c.following,
        statuses_count: c.statuses,
        source: null,
        wallet_address: null,
      };
    case 'gotosocial':
    case 'friendica':
      return { ...base, last_status_at: c.lastStatusAt ? iso(c.lastStatusAt) : null };
    case 'akkoma':
      break;
  }
  const domain = account.domain;
  return {
    ...base,
    fqn: account.domain ? acctOf(account) : `${account.username}@${new URL(ctx.origin).host}`,
    discoverable: account.discoverable,
    group: false,
    source: {
      note: account.note,
      fields: account.fields.map((f) => ({ name: f.name, value: f.value })),
      sensitive: profile.sensitive ?? false,
      pleroma: { actor_type: account.bot ? 'Service' : 'Person', discoverable: account.discoverable },
    },
    pleroma: {
      ap_id: url,
      also_known_as: [],
      accepts_chat_messages: true,
      background_image: profile.backgroundPath ? ctx.origin + profile.backgroundPath : null,
      birthday: account.birthday,
      favicon: domain ? null : `${ctx.origin}/media/logo.svg`,
      hide_favorites: profile.hideFavorites ?? true,
      hide_followers: account.hideFollowers ?? false,
      hide_followers_count: profile.hideFollowersCount ?? false,
      hide_follows: account.hideFollows ?? false,
      hide_follows_count: profile.hideFollowsCount ?? false,
      // Pleroma leaves the role flags out, not false, when the role is not shown to this viewer.
      ...(roleShown ? { is_admin: account.isAdmin, is_moderator: account.isModerator } : {}),
      is_confirmed: true,
      is_suggested: false,
      deactivated: account.deactivated ?? false,
      is_active: !account.deactivated,
      skip_thread_containment: false,
      tags: account.tags ?? [],
      relationship: ctx.viewer && ctx.viewer.id !== account.id ? serializeRelationship(account, ctx) : {},
    },
    akkoma: {
      instance: domain ? { name: domain, favicon: null, nodeinfo: {} } : null,
      permit_followback: profile.permitFollowback ?? false,
      status_ttl_days: null,
    },
  };
}

/** verify_credentials / update_credentials: the account plus private settings. */
export function serializeCredentialAccount(account: Account, ctx: SerializeContext): JsonObject {
  if (ctx.flavour?.credentialAccount) return ctx.flavour.credentialAccount(account, ctx);
  const plain = serializeAccount(account, ctx);
  const pleroma = plain.pleroma as JsonObject;
  const source = plain.source as JsonObject;
  let unreadConversations = 0;
  for (const status of ctx.state.statuses.values()) {
    if (status.visibility === 'direct' && status.mentionIds.includes(account.id) && canSee(ctx.state, status, account)) {
      unreadConversations += 1;
    }
  }
  return {
    ...plain,
    follow_requests_count: ctx.state.followRequests.get(account.id)?.size ?? 0,
    source: {
      ...source,
      privacy: account.defaultVisibility,
      language: account.language,
      follow_requests_count: ctx.state.followRequests.get(account.id)?.size ?? 0,
      pleroma: {
        ...(source.pleroma as JsonObject),
        no_rich_text: account.profile?.noRichText ?? false,
        show_role: account.profile?.showRole ?? true,
      },
    },
    pleroma: {
      ...pleroma,
      email: account.email,
      allow_following_move: account.profile?.allowFollowingMove ?? true,
      chat_token: `chat-${account.id}`,
      unread_conversation_count: unreadConversations,
      unread_notifications_count: 0,
      notification_settings: { ...notificationSettingsOf(ctx.state, account.id) },
      settings_store: {},
      skip_thread_containment: false,
    },
  };
}
