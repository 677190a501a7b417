// snac2 2.94's JSON (mastoapi.c): accounts with the host in every local `acct`, statuses with a
// `reactions` list and no pleroma block, polls whose id is the post's, mentions numbered from "0",
// a boosted post wrapped as the last booster's repeat (the wrapper's id in capitals), notifications
// with 16-digit ids and no milliseconds.
import { emojiIn, inlineHtml } from '../../format';
import type { Account, Attachment, Notification, Poll, Reaction, Status } from '../../model';
import { type Json, type JsonObject, type SerializeContext, type SerializerOverrides } from '../../serialize/context';
import { lookupFor } from '../../store';
import { avatarPath, headerPath, profileUrl, withOrigin } from '../../urls';
import { follows } from '../../visibility';
import { has } from '../../relations';
import { hostOf, isoSeconds } from '../common';
import { snacStatusId, voteCounted } from './state';

/** snac's dates for posts: whole seconds with `.000Z`. */
const postDate = (ms: number) => `${new Date(ms).toISOString().slice(0, 19)}.000Z`;

/** `user@host` for everyone, local accounts included. */
export const snacAcct = (account: Account, ctx: SerializeContext) =>
  `${account.username}@${account.domain ?? hostOf(ctx.origin)}`;

/** A local actor's address is the server's root plus the user name. */
export const actorUrl = (account: Account, ctx: SerializeContext) =>
  account.domain ? profileUrl(account, ctx.origin) : `${ctx.origin}/${account.username}`;

function accountEmojis(account: Account, ctx: SerializeContext): JsonObject[] {
  const lookup = lookupFor(ctx.state);
  const text = [account.displayName, account.note, ...account.fields.flatMap((f) => [f.name, f.value])].join(' ');
  return emojiIn(text, lookup).flatMap((shortcode) => {
    const emoji = ctx.state.emojis.find((e) => e.shortcode === shortcode);
    if (!emoji) return [];
    const url = ctx.origin + emoji.path;
    return [{ shortcode, url, static_url: url, visible_in_picker: true }];
  });
}

const images = (account: Account, ctx: SerializeContext) => ({
  avatar: ctx.origin + (account.profile?.avatarPath ?? avatarPath(account)),
  header: ctx.origin + (account.profile?.headerPath ?? headerPath(account)),
});

function remoteCounts(account: Account, ctx: SerializeContext) {
  let statuses = 0;
  for (const s of ctx.state.statuses.values()) if (s.accountId === account.id) statuses += 1;
  let followers = 0;
  for (const targets of ctx.state.following.values()) if (targets.has(account.id)) followers += 1;
  return {
    followers: followers + account.extraFollowers,
    following: (ctx.state.following.get(account.id)?.size ?? 0) + account.extraFollowing,
    statuses,
  };
}

/** mastoapi_account: local users show 0 counts (no show_contact_metrics) and today's date as last_status_at. */
export function snacAccount(account: Account, ctx: SerializeContext): JsonObject {
  const lookup = lookupFor(ctx.state);
  const url = actorUrl(account, ctx);
  const { avatar, header } = images(account, ctx);
  const counts = account.domain ? remoteCounts(account, ctx) : { followers: 0, following: 0, statuses: 0 };
  return {
    id: account.id,
    username: account.username,
    display_name: account.displayName || account.username,
    discoverable: true,
    group: false,
    hide_collections: false,
    indexable: true,
    noindex: false,
    roles: [],
    acct: snacAcct(account, ctx),
    created_at: isoSeconds(account.createdAt),
    last_status_at: new Date().toISOString().slice(0, 10),
    bot: account.bot,
    note: inlineHtml(account.note, lookup),
    url,
    uri: url,
    avatar,
    avatar_static: avatar,
    header,
    header_static: header,
    emojis: accountEmojis(account, ctx),
    locked: false,
    followers_count: counts.followers,
    following_count: counts.following,
    statuses_count: counts.statuses,
    fields: account.fields.map((f) => ({ name: f.name, value: inlineHtml(f.value, lookup), verified_at: null })),
  };
}

/** credentials_get: the user's own settings, `acct` without the host, the bio as typed. */
export function snacCredentialAccount(account: Account, ctx: SerializeContext): JsonObject {
  const { avatar, header } = images(account, ctx);
  const fields = account.fields.map((f) => ({ name: f.name, value: f.value, verified_at: null }));
  const published = isoSeconds(account.createdAt);
  return {
    id: account.id,
    username: account.username,
    acct: account.username,
    display_name: account.displayName,
    created_at: published,
    last_status_at: published,
    note: account.note,
    url: actorUrl(account, ctx),
    uri: actorUrl(account, ctx),
    locked: account.locked,
    bot: account.bot,
    emojis: [],
    avatar,
    avatar_static: avatar,
    header,
    header_static: header,
    // snac adds `fields` only when the user has profile metadata.
    ...(fields.length > 0 ? { fields } : {}),
    source: {
      privacy: account.defaultVisibility === 'private' ? 'private' : 'public',
      language: 'en',
      follow_requests_count: 0,
      sensitive: account.profile?.sensitive ?? false,
      fields,
      note: account.note,
      bot: account.bot,
    },
    followers_count: 0,
    following_count: 0,
    statuses_count: 0,
  };
}

export function snacRelationship(target: Account, ctx: SerializeContext): JsonObject {
  const viewer = ctx.viewer;
  const blocks = ctx.state.relations?.blocks;
  return {
    id: target.id,
    following: viewer ? follows(ctx.state, viewer.id, target.id) : false,
    showing_reblogs: true,
    notifying: false,
    followed_by: viewer ? follows(ctx.state, target.id, viewer.id) : false,
    blocking: !!viewer && !!blocks && has(blocks, viewer.id, target.id),
    muting: false,
    muting_notifications: false,
    requested: false,
    domain_blocking: false,
    endorsed: false,
    note: '',
  };
}

/** A status's address: `/user/p/<seconds>.<microseconds>` for local posts. */
export function statusUri(status: Status, ctx: SerializeContext): string {
  const author = ctx.state.accounts.get(status.accountId);
  if (!author || author.domain) return withOrigin(status.uri, ctx.origin);
  const micros = String((status.createdAt % 1000) * 1000 + (Number.parseInt(status.id.slice(13, 18), 16) % 1000)).padStart(
    6,
    '0',
  );
  return `${ctx.origin}/${author.username}/p/${Math.floor(status.createdAt / 1000)}.${micros}`;
}

/** mastoapi_poll: the post's id, no own_votes or voters_count, `expired` false (snac's inverted test), votes counted once delivered. */
export function snacPoll(status: Status, poll: Poll, ctx: SerializeContext): JsonObject {
  const counts = poll.options.map((o) => o.extraVotes);
  for (const [accountId, choices] of poll.votes) {
    if (!voteCounted(ctx.state, status.id, accountId)) continue;
    for (const i of choices) counts[i] += 1;
  }
  return {
    id: snacStatusId(ctx.state, status),
    expires_at: postDate(poll.expiresAt),
    expired: false,
    multiple: poll.multiple,
    options: poll.options.map((o, i) => ({ title: o.title, votes_count: counts[i] })),
    votes_count: counts.reduce((a, b) => a + b, 0),
    emojis: [],
    voted: ctx.viewer ? poll.votes.has(ctx.viewer.id) : false,
  };
}

/**
 * Where snac keeps a file: an upload is `<actor>/s/<its id>` (the recordings' 025, 026, 030), in a post too,
 * where the attachment itself is renamed `<post url>_<n>`; the seed's files keep their demo paths.
 */
export function snacMediaUrl(attachment: Attachment, ctx: SerializeContext): string {
  const upload = ctx.state.uploads?.get(attachment.id);
  const owner = upload ? ctx.state.accounts.get(upload.ownerId) : undefined;
  return owner ? `${actorUrl(owner, ctx)}/s/${attachment.id}` : ctx.origin + attachment.path;
}

function snacAttachments(status: Status, uri: string, ctx: SerializeContext): JsonObject[] {
  return status.attachments
    .filter((a) => a.type === 'image' || a.type === 'gifv' || a.type === 'video' || a.type === 'audio')
    .map((a, i) => {
      const url = snacMediaUrl(a, ctx);
      return {
        id: `${uri}_${i}`,
        url,
        preview_url: url,
        remote_url: url,
        description: a.description,
        type: a.type === 'video' || a.type === 'audio' ? a.type : 'image',
      };
    });
}

function snacReactions(reactions: Reaction[], ctx: SerializeContext): JsonObject[] {
  return reactions
    .filter((r) => r.accountIds.length > 0)
    .map((r): JsonObject => {
      const me = ctx.viewer ? r.accountIds.includes(ctx.viewer.id) : false;
      if (!r.path) return { name: r.name, count: r.accountIds.length, me, visible_in_picker: true };
      const url = ctx.origin + r.path;
      const first = ctx.state.accounts.get(r.accountIds[0]);
      return {
        name: r.name,
        shortcode: r.name,
        accounts: first ? [snacAccount(first, ctx)] : [],
        me,
        url,
        static_url: url,
        visible_in_picker: true,
        count: r.accountIds.length,
      };
    });
}

function repeatsOf(status: Status, ctx: SerializeContext): Status[] {
  return [...ctx.state.statuses.values()].filter((s) => s.reblogOfId === status.id).sort((a, b) => a.createdAt - b.createdAt);
}

/** mastoapi_status for the post itself. */
function snacOriginal(status: Status, ctx: SerializeContext): JsonObject {
  const state = ctx.state;
  const author = state.accounts.get(status.accountId);
  if (!author) throw new Error(`status ${status.id} has no account`);
  const uri = statusUri(status, ctx);
  const parent = status.inReplyToId ? state.statuses.get(status.inReplyToId) : undefined;
  const viewerId = ctx.viewer?.id;
  let n = 0;
  const mentions = status.mentionIds.flatMap((id) => {
    const account = state.accounts.get(id);
    // snac leaves the reader out of a post's mentions.
    if (!account || id === viewerId) return [];
    const acct = snacAcct(account, ctx);
    return [{ id: String(n++), username: acct, acct, url: actorUrl(account, ctx) }];
  });
  const repeats = repeatsOf(status, ctx);
  const local = author.domain === null;
  return {
    id: snacStatusId(state, status),
    uri,
    url: uri,
    account: snacAccount(author, ctx),
    created_at: postDate(status.createdAt),
    content: withOrigin(status.content, ctx.origin),
    visibility: status.visibility === 'local' ? 'unlisted' : status.visibility,
    sensitive: status.sensitive,
    spoiler_text: status.spoilerText,
    media_attachments: snacAttachments(status, uri, ctx),
    mentions,
    tags: status.tags.map((name) => ({ name, url: `${ctx.origin}?t=${encodeURIComponent(name)}` })),
    emojis: status.emojiShortcodes.flatMap((shortcode) => {
      const emoji = state.emojis.find((e) => e.shortcode === shortcode);
      if (!emoji) return [];
      const url = ctx.origin + emoji.path;
      return [{ shortcode, url, static_url: url, visible_in_picker: true, category: 'Emojis' }];
    }),
    reactions: snacReactions(status.reactions, ctx),
    favourites_count: status.favouritedBy.size + status.extraFavourites,
    favourited: viewerId ? status.favouritedBy.has(viewerId) : false,
    reblogs_count: repeats.length + status.extraReblogs,
    reblogged: viewerId ? repeats.some((r) => r.accountId === viewerId) : false,
    replies_count: [...state.statuses.values()].filter((s) => s.inReplyToId === status.id).length,
    in_reply_to_id: parent ? snacStatusId(state, parent) : null,
    in_reply_to_account_id: parent ? parent.accountId : null,
    reblog: null,
    card: null,
    language: 'en',
    filtered: [],
    muted: false,
    text: local && !status.poll ? status.source : '',
    edited_at: status.editedAt ? postDate(status.editedAt) : null,
    poll: status.poll ? snacPoll(status, status.poll, ctx) : null,
    bookmarked: viewerId ? status.bookmarkedBy.has(viewerId) : false,
    pinned: viewerId === status.accountId && status.pinnedAt !== null,
  };
}

/** A post anyone boosted is sent as the last booster's repeat of it; a repeat as its original's. */
export function snacStatus(status: Status, ctx: SerializeContext): JsonObject {
  const original = (status.reblogOfId && ctx.state.statuses.get(status.reblogOfId)) || status;
  const st = snacOriginal(original, ctx);
  const last = repeatsOf(original, ctx).at(-1);
  const booster = last ? ctx.state.accounts.get(last.accountId) : undefined;
  if (!booster) return st;
  const mid = String(st.id);
  const fake = ctx.viewer ? `${actorUrl(ctx.viewer, ctx)}/d/${mid}/Announce` : `${ctx.origin}#${mid}`;
  return { ...st, id: mid.toUpperCase(), uri: fake, url: fake, account: snacAccount(booster, ctx), content: '', reblog: st };
}

/** The answer to an upload (and to PUT /api/v1/media/:id): the file's name is its id. */
export function snacUpload(attachment: Attachment, ctx: SerializeContext): JsonObject {
  const url = snacMediaUrl(attachment, ctx);
  return { id: attachment.id, type: 'image', url, preview_url: url, remote_url: url, description: attachment.description };
}

const NOTIFICATION_TYPES: Partial<Record<Notification['type'], string>> = {
  favourite: 'favourite',
  reblog: 'reblog',
  follow: 'follow',
  mention: 'mention',
  poll: 'poll',
  'pleroma:emoji_reaction': 'reaction',
};

/** snac's notifications: six types only (no follow requests or edits), seconds-precision dates. */
export function snacNotification(notification: Notification, ctx: SerializeContext): JsonObject | null {
  const type = NOTIFICATION_TYPES[notification.type];
  const from = ctx.state.accounts.get(notification.fromAccountId);
  if (!type || !from) return null;
  const status = notification.statusId ? ctx.state.statuses.get(notification.statusId) : undefined;
  if (notification.statusId && !status) return null;
  const out: JsonObject = {
    type,
    id: notification.id,
    created_at: isoSeconds(notification.createdAt),
    account: snacAccount(from, ctx),
  };
  if (status && type !== 'follow') {
    out.status = snacStatus(status, ctx);
    const custom = ctx.state.emojis.find((e) => e.shortcode === notification.emoji);
    if (type === 'reaction' && custom) {
      out.emoji = custom.shortcode;
      out.emoji_url = ctx.origin + custom.path;
    } else if (type === 'reaction' && notification.emoji) {
      out.name = `&#${notification.emoji.codePointAt(0) ?? 0};`;
    }
  }
  return out;
}

export const snacSerializers: SerializerOverrides = {
  status: snacStatus,
  account: snacAccount,
  credentialAccount: snacCredentialAccount,
  relationship: snacRelationship,
  attachment: snacUpload,
  notification: snacNotification,
  // Polls only travel inside statuses (no GET /api/v1/polls/:id); the vote route serializes its own.
  poll: (poll, ctx) => {
    for (const status of ctx.state.statuses.values()) if (status.poll === poll) return snacPoll(status, poll, ctx);
    return { id: poll.id } satisfies Record<string, Json>;
  },
};
