// Hollo 0.10.0's JSON (src/entities/*.ts): accounts without Akkoma's extras (local ones, outside
// statuses, with their `source` for anyone to see), statuses with quote_approval and emoji_reactions and
// no edited_at, in_reply_to_account_id only on replies, favourites_count that ignores local likes,
// polls with voters_count only when multiple, notifications with composite ids.
import { emojiIn, inlineHtml } from '../../format';
import type { Account, Attachment, Card, Notification, Poll, Reaction, Status } from '../../model';
import type { Json, JsonObject, SerializeContext, SerializerOverrides } from '../../serialize/context';
import { has } from '../../relations';
import { lookupFor } from '../../store';
import { avatarPath, headerPath, profileUrl, withOrigin } from '../../urls';
import { canSee, follows } from '../../visibility';
import { holloType } from './state';

const iso = (ms: number) => new Date(ms).toISOString();

/** A local account's profile is `/@user`. */
export const holloProfileUrl = (account: Account, origin: string) =>
  account.domain ? profileUrl(account, origin) : `${origin}/@${account.username}`;

function emojiObject(shortcode: string, ctx: SerializeContext): JsonObject[] {
  const emoji = ctx.state.emojis.find((e) => e.shortcode === shortcode);
  if (!emoji) return [];
  const url = ctx.origin + emoji.path;
  return [{ shortcode, url, static_url: url, visible_in_picker: false, category: null }];
}

function counts(account: Account, ctx: SerializeContext) {
  let statuses = 0;
  for (const s of ctx.state.statuses.values()) if (s.accountId === account.id && !s.reblogOfId) statuses += 1;
  let followers = 0;
  for (const targets of ctx.state.following.values()) if (targets.has(account.id)) followers += 1;
  return {
    followers: followers + account.extraFollowers,
    following: (ctx.state.following.get(account.id)?.size ?? 0) + account.extraFollowing,
    statuses,
  };
}

/** serializeAccount: what Hollo says about any account (inside statuses, in search results). */
export function holloPlainAccount(account: Account, ctx: SerializeContext): JsonObject {
  const lookup = lookupFor(ctx.state);
  const c = counts(account, ctx);
  const avatar = ctx.origin + (account.profile?.avatarPath ?? avatarPath(account));
  const header = ctx.origin + (account.profile?.headerPath ?? headerPath(account));
  const text = [account.displayName, account.note, ...account.fields.flatMap((f) => [f.name, f.value])].join(' ');
  return {
    id: account.id,
    username: account.username,
    acct: account.domain ? `${account.username}@${account.domain}` : account.username,
    display_name: account.displayName,
    locked: account.locked,
    bot: account.bot,
    created_at: iso(account.createdAt),
    note: `<p>${inlineHtml(account.note, lookup)}</p>\n`,
    url: holloProfileUrl(account, ctx.origin),
    avatar,
    avatar_static: avatar,
    header,
    header_static: header,
    followers_count: c.followers,
    following_count: c.following,
    statuses_count: c.statuses,
    moved: null,
    last_status_at: null,
    emojis: emojiIn(text, lookup).flatMap((shortcode) => emojiObject(shortcode, ctx)),
    fields: account.fields.map((f) => ({ name: f.name, value: inlineHtml(f.value, lookup), verified_at: null })),
  };
}

/** serializeAccountOwner: a local account as the accounts API gives it, its settings (`source`) included. */
export function holloAccount(account: Account, ctx: SerializeContext): JsonObject {
  const plain = holloPlainAccount(account, ctx);
  if (account.domain) return plain;
  return {
    ...plain,
    discoverable: account.discoverable,
    hide_collections: account.hideFollows ?? false,
    source: {
      note: account.note,
      privacy: account.defaultVisibility === 'local' ? 'unlisted' : account.defaultVisibility,
      sensitive: account.profile?.sensitive ?? false,
      language: account.language,
      follow_requests_count: 0,
      fields: account.fields.map((f) => ({ name: f.name, value: f.value, verified_at: null })),
    },
  };
}

export function holloRelationship(target: Account, ctx: SerializeContext): JsonObject {
  const viewer = ctx.viewer;
  const state = ctx.state;
  const r = state.relations;
  const mine = (map: Map<string, Set<string>> | undefined, a: string, b: string) => !!map && has(map, a, b);
  const following = !!viewer && follows(state, viewer.id, target.id);
  const requested = !!viewer && (state.followRequests.get(target.id)?.has(viewer.id) ?? false);
  const muting = !!viewer && mine(r?.mutes, viewer.id, target.id);
  return {
    id: target.id,
    following,
    showing_reblogs: following && !(viewer && mine(r?.hidingReblogs, viewer.id, target.id)),
    notifying: !!viewer && following && mine(r?.notifying, viewer.id, target.id),
    languages: null,
    followed_by: !!viewer && follows(state, target.id, viewer.id),
    blocking: !!viewer && mine(r?.blocks, viewer.id, target.id),
    blocked_by: !!viewer && mine(r?.blocks, target.id, viewer.id),
    muting,
    muting_notifications: muting,
    requested,
    requested_by: !!viewer && (state.followRequests.get(viewer.id)?.has(target.id) ?? false),
    domain_blocking: false,
    endorsed: false,
    note: '',
  };
}

export function holloPoll(poll: Poll, ctx: SerializeContext): JsonObject {
  const votes = poll.options.map((o) => o.extraVotes);
  for (const choices of poll.votes.values()) for (const i of choices) votes[i] += 1;
  const own = ctx.viewer ? poll.votes.get(ctx.viewer.id) : undefined;
  return {
    id: poll.id,
    expires_at: iso(poll.expiresAt),
    expired: poll.expiresAt <= Date.now(),
    multiple: poll.multiple,
    votes_count: votes.reduce((a, b) => a + b, 0),
    voters_count: poll.multiple ? poll.extraVoters + poll.votes.size : null,
    voted: own !== undefined,
    own_votes: own ?? [],
    options: poll.options.map((o, i) => ({ title: o.title, votes_count: votes[i] })),
    emojis: [],
  };
}

/** serializeMedium: no remote or text URL, both sizes in `meta`, a focus point, no blurhash. */
export function holloAttachment(a: Attachment, ctx: SerializeContext): JsonObject {
  // Hollo stores no attachment without dimensions: a file the demo has none for (audio) shows 0×0.
  const size = (width: number | null, height: number | null): JsonObject => ({
    width: width ?? 0,
    height: height ?? 0,
    size: `${width ?? 0}x${height ?? 0}`,
    aspect: width && height ? width / height : 0,
  });
  return {
    id: a.id,
    type: a.type,
    url: ctx.origin + a.path,
    preview_url: ctx.origin + a.previewPath,
    remote_url: null,
    text_url: null,
    meta: { original: size(a.width, a.height), small: size(a.width, a.height), focus: { x: 0, y: 0 } },
    description: a.description,
    blurhash: null,
  };
}

function holloCard(card: Card, ctx: SerializeContext): JsonObject {
  const image = card.image ? ctx.origin + card.image : null;
  return {
    url: card.url,
    title: card.title,
    description: card.description,
    type: 'link',
    author_name: '',
    author_url: '',
    provider_name: '',
    provider_url: '',
    html: '',
    width: image ? card.width : 0,
    height: image ? card.height : 0,
    image,
    embed_url: '',
    blurhash: null,
  };
}

function holloReactions(reactions: Reaction[], ctx: SerializeContext): JsonObject[] {
  return reactions
    .filter((r) => r.accountIds.length > 0)
    .map((r): JsonObject => {
      const me = ctx.viewer ? r.accountIds.includes(ctx.viewer.id) : false;
      if (!r.path) return { name: r.name, me, count: r.accountIds.length, account_ids: r.accountIds };
      const url = ctx.origin + r.path;
      return { name: r.name, domain: null, url, static_url: url, me, count: r.accountIds.length, account_ids: r.accountIds };
    });
}

function quoteApproval(status: Status, ctx: SerializeContext): JsonObject {
  const closed = status.visibility === 'private' || status.visibility === 'direct';
  const out: JsonObject = { automatic: closed ? [] : ['public'], manual: [] };
  if (ctx.viewer) out.current_user = ctx.viewer.id === status.accountId || !closed ? 'automatic' : 'denied';
  return out;
}

/** Hollo counts likes that arrive from other servers only (a local favourite leaves the count as it was). */
function likes(status: Status, ctx: SerializeContext): number {
  let remote = 0;
  for (const id of status.favouritedBy) if (ctx.state.accounts.get(id)?.domain) remote += 1;
  return remote + status.extraFavourites;
}

function holloPost(status: Status, ctx: SerializeContext, withQuote: boolean): JsonObject {
  const state = ctx.state;
  const author = state.accounts.get(status.accountId);
  if (!author) throw new Error(`status ${status.id} has no account`);
  const original = status.reblogOfId ? state.statuses.get(status.reblogOfId) : undefined;
  const shown = original ?? status;
  const parent = status.inReplyToId ? state.statuses.get(status.inReplyToId) : undefined;
  const viewerId = ctx.viewer?.id;
  const quoted = withQuote && status.quoteId ? state.statuses.get(status.quoteId) : undefined;
  const url = `${holloProfileUrl(author, ctx.origin)}/${status.id}`;
  const uri = author.domain ? withOrigin(status.uri, ctx.origin) : url;
  const shares = [...state.statuses.values()].filter((s) => s.reblogOfId === status.id);
  // A share is made through an app too (the demo's repeats carry none: the original's stands in).
  const app = status.application ?? original?.application ?? null;
  let quote: Json = null;
  if (status.quoteId && withQuote) {
    quote =
      quoted && canSee(state, quoted, ctx.viewer)
        ? { state: 'accepted', quoted_status: holloPost(quoted, ctx, false) }
        : { state: 'deleted', quoted_status: null };
  }
  return {
    id: status.id,
    created_at: iso(status.createdAt),
    in_reply_to_id: status.inReplyToId,
    // Hollo leaves the key out of posts that answer nothing.
    ...(parent ? { in_reply_to_account_id: parent.accountId } : {}),
    sensitive: status.sensitive,
    spoiler_text: status.spoilerText,
    visibility: status.visibility === 'local' ? 'unlisted' : status.visibility,
    language: shown.language,
    uri,
    url,
    replies_count: [...state.statuses.values()].filter((s) => s.inReplyToId === status.id).length,
    reblogs_count: shares.length + status.extraReblogs,
    favourites_count: likes(status, ctx),
    quotes_count: [...state.statuses.values()].filter((s) => s.quoteId === status.id).length,
    favourited: viewerId ? status.favouritedBy.has(viewerId) : false,
    reblogged: viewerId ? shares.some((s) => s.accountId === viewerId) : false,
    muted: false,
    bookmarked: viewerId ? status.bookmarkedBy.has(viewerId) : false,
    pinned: viewerId === status.accountId && status.pinnedAt !== null,
    // A share carries its original's text.
    content: withOrigin(shown.content, ctx.origin),
    reblog: original ? holloPost(original, ctx, true) : null,
    quote_id: withQuote ? status.quoteId : null,
    quote,
    quote_approval: quoteApproval(status, ctx),
    application: app ? { name: app.name, website: app.website } : null,
    account: holloPlainAccount(author, ctx),
    media_attachments: status.attachments.map((a) => holloAttachment(a, ctx)),
    mentions: status.mentionIds.flatMap((id) => {
      const account = state.accounts.get(id);
      if (!account) return [];
      return [
        {
          id: account.id,
          username: account.username,
          url: holloProfileUrl(account, ctx.origin),
          acct: account.domain ? `${account.username}@${account.domain}` : account.username,
        },
      ];
    }),
    tags: status.tags.map((name) => ({ name, url: `${ctx.origin}/tags/${encodeURIComponent(name)}` })),
    card: status.card ? holloCard(status.card, ctx) : null,
    emojis: status.emojiShortcodes.flatMap((shortcode) => emojiObject(shortcode, ctx)),
    emoji_reactions: holloReactions(status.reactions, ctx),
    poll: status.poll ? holloPoll(status.poll, ctx) : null,
    filtered: null,
  };
}

export const holloStatus = (status: Status, ctx: SerializeContext): JsonObject => holloPost(status, ctx, true);

export function holloNotification(notification: Notification, ctx: SerializeContext): JsonObject | null {
  const from = ctx.state.accounts.get(notification.fromAccountId);
  const status = notification.statusId ? ctx.state.statuses.get(notification.statusId) : undefined;
  if (!from || (notification.statusId && !status)) return null;
  const out: JsonObject = {
    id: notification.id,
    type: holloType(notification.type),
    created_at: iso(notification.createdAt),
    account: holloAccount(from, ctx),
    status: status ? holloStatus(status, ctx) : null,
  };
  if (notification.type === 'pleroma:emoji_reaction' && notification.emoji) {
    const custom = ctx.state.emojis.find((e) => e.shortcode === notification.emoji);
    out.emoji = custom ? `:${custom.shortcode}:` : notification.emoji;
    if (custom) {
      out.emoji_url = ctx.origin + custom.path;
      out.emojiURL = ctx.origin + custom.path;
    }
  }
  return out;
}

export const holloSerializers: SerializerOverrides = {
  status: holloStatus,
  account: holloAccount,
  credentialAccount: holloAccount,
  relationship: holloRelationship,
  poll: holloPoll,
  attachment: holloAttachment,
  notification: holloNotification,
};
