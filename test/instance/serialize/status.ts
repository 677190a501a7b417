// Statuses in Akkoma's shape: Mastodon fields, top-level quote/emoji_reactions,
// and the `pleroma` and `akkoma` sub-objects. Posts from Mitra, GoToSocial and
// Friendica accounts are sent in those servers' thinner shapes instead.
import { plainText } from '../format';
import type { Attachment, Card, Poll, Reaction, Status } from '../model';
import { canSee } from '../visibility';
import { acctOf, profileUrl, withOrigin } from '../urls';
import { serializeAccount } from './account';
import { iso, type Json, type JsonObject, type SerializeContext } from './context';
import { emojisFor } from './emoji';

export function serializeAttachment(a: Attachment, ctx: SerializeContext): JsonObject {
  if (ctx.flavour?.attachment) return ctx.flavour.attachment(a, ctx);
  const url = ctx.origin + a.path;
  const meta: JsonObject =
    a.width && a.height
      ? {
          original: { width: a.width, height: a.height, size: `${a.width}x${a.height}`, aspect: a.width / a.height },
          small: { width: a.width, height: a.height, size: `${a.width}x${a.height}`, aspect: a.width / a.height },
        }
      : {};
  return {
    id: a.id,
    type: a.type,
    url,
    remote_url: url,
    preview_url: ctx.origin + a.previewPath,
    text_url: url,
    description: a.description,
    blurhash: a.blurhash,
    meta,
    pleroma: { mime_type: a.mimeType },
  };
}

export function serializePoll(poll: Poll, ctx: SerializeContext): JsonObject {
  if (ctx.flavour?.poll) return ctx.flavour.poll(poll, ctx);
  const counts = poll.options.map((o) => o.extraVotes);
  for (const choices of poll.votes.values()) for (const i of choices) counts[i] += 1;
  const own = ctx.viewer ? poll.votes.get(ctx.viewer.id) : undefined;
  const out: JsonObject = {
    id: poll.id,
    expires_at: iso(poll.expiresAt),
    expired: poll.expiresAt <= Date.now(),
    multiple: poll.multiple,
    votes_count: counts.reduce((a, b) => a + b, 0),
    voters_count: poll.extraVoters + poll.votes.size,
    options: poll.options.map((o, i) => ({ title: o.title, votes_count: counts[i] })),
    emojis: emojisFor(poll.emojis, ctx),
  };
  if (ctx.viewer) {
    out.voted = own !== undefined;
    out.own_votes = own ?? [];
  }
  return out;
}

function serializeCard(card: Card, ctx: SerializeContext): JsonObject {
  const image = card.image ? ctx.origin + card.image : null;
  return {
    url: card.url,
    title: card.title,
    description: card.description,
    type: card.type,
    author_name: card.authorName,
    author_url: card.authorUrl,
    provider_name: card.providerName,
    provider_url: card.providerUrl,
    html: card.html,
    width: card.width,
    height: card.height,
    image,
    embed_url: '',
    blurhash: card.blurhash,
    pleroma: { opengraph: { title: card.title, description: card.description, image, url: card.url } },
  };
}

function serializeReactions(reactions: Reaction[], ctx: SerializeContext): JsonObject[] {
  return reactions
    .filter((r) => r.accountIds.length > 0)
    .map((r) => {
      const out: JsonObject = {
        name: r.name,
        count: r.accountIds.length,
        me: ctx.viewer ? r.accountIds.includes(ctx.viewer.id) : false,
        account_ids: r.accountIds,
      };
      if (r.path) out.url = ctx.origin + r.path;
      return out;
    });
}

function statusUrl(status: Status, ctx: SerializeContext): string {
  const account = ctx.state.accounts.get(status.accountId);
  if (account?.domain) return `${profileUrl(account, ctx.origin)}/statuses/${status.id}`;
  return `${ctx.origin}/notice/${status.id}`;
}

function mentionsOf(status: Status, ctx: SerializeContext): JsonObject[] {
  return status.mentionIds.flatMap((id) => {
    const account = ctx.state.accounts.get(id);
    return account
      ? [{ id: account.id, username: account.username, acct: acctOf(account), url: profileUrl(account, ctx.origin) }]
      : [];
  });
}

function countOf(ctx: SerializeContext, test: (s: Status) => boolean): number {
  let n = 0;
  for (const s of ctx.state.statuses.values()) if (test(s)) n += 1;
  return n;
}

function viewerReblogged(status: Status, ctx: SerializeContext): boolean {
  const viewer = ctx.viewer;
  if (!viewer) return false;
  for (const s of ctx.state.statuses.values()) if (s.reblogOfId === status.id && s.accountId === viewer.id) return true;
  return false;
}

interface Options {
  /** Quotes nest one level only, like Pleroma: a quoted post's own quote is null. */
  quoteDepth: number;
}

/** A status as the seeded server writes it, with the fields a test stored verbatim (`Status.raw`) laid over it. */
function serializeOriginal(status: Status, ctx: SerializeContext, options: Options): JsonObject {
  const shaped = shapeOriginal(status, ctx, options);
  return status.raw ? overlay(shaped, status.raw) : shaped;
}

const isPlainObject = (v: unknown): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Objects merge key by key; anything else (arrays included) replaces what was there. */
function overlay(base: JsonObject, over: JsonObject): JsonObject {
  const out: JsonObject = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const under = out[key];
    out[key] = isPlainObject(under) && isPlainObject(value) ? overlay(under, value) : value;
  }
  return out;
}

function shapeOriginal(status: Status, ctx: SerializeContext, options: Options): JsonObject {
  const state = ctx.state;
  const account = state.accounts.get(status.accountId);
  if (!account) throw new Error(`status ${status.id} has no account`);
  const parent = status.inReplyToId ? state.statuses.get(status.inReplyToId) : undefined;
  const parentAccount = parent ? state.accounts.get(parent.accountId) : undefined;
  const quoted = status.quoteId ? state.statuses.get(status.quoteId) : undefined;
  const quoteVisible = Boolean(quoted && canSee(state, quoted, ctx.viewer));
  const quote: Json =
    quoted && quoteVisible && options.quoteDepth < 1
      ? serializeOriginal(quoted, ctx, { quoteDepth: options.quoteDepth + 1 })
      : null;
  const content = withOrigin(status.content, ctx.origin);
  const viewerId = ctx.viewer?.id;
  const reactions = serializeReactions(status.reactions, ctx);
  const common = {
    id: status.id,
    created_at: iso(status.createdAt),
    uri: withOrigin(status.uri, ctx.origin),
    url: statusUrl(status, ctx),
    account: serializeAccount(account, ctx),
    content,
    visibility: status.visibility,
    replies_count: countOf(ctx, (s) => s.inReplyToId === status.id),
    reblogs_count: countOf(ctx, (s) => s.reblogOfId === status.id) + status.extraReblogs,
    favourites_count: status.favouritedBy.size + status.extraFavourites,
    favourited: viewerId ? status.favouritedBy.has(viewerId) : false,
    reblogged: viewerReblogged(status, ctx),
    media_attachments: status.attachments.map((a) => serializeAttachment(a, ctx)),
    mentions: mentionsOf(status, ctx),
    tags: status.tags.map((name) => ({ name, url: `${ctx.origin}/tag/${encodeURIComponent(name)}` })),
  };
  switch (account.software) {
    case 'mitra':
      return {
        ...common,
        in_reply_to_id: status.inReplyToId,
        reblog: null,
        media_attachments: status.attachments.map((a) => ({ id: a.id, type: a.type, url: ctx.origin + a.path })),
        ipfs_cid: null,
        token_id: null,
        token_tx_id: null,
      };
    case 'gotosocial':
    case 'friendica':
      return {
        ...common,
        in_reply_to_id: status.inReplyToId,
        in_reply_to_account_id: parent?.accountId ?? null,
        sensitive: status.sensitive,
        spoiler_text: status.spoilerText,
        language: status.language,
        muted: false,
        bookmarked: viewerId ? status.bookmarkedBy.has(viewerId) : false,
        reblog: null,
        application: account.software === 'friendica' ? { name: 'Friendica' } : null,
        emojis: emojisFor(status.emojiShortcodes, ctx),
        card: null,
        poll: status.poll ? serializePoll(status.poll, ctx) : null,
        ...(account.software === 'gotosocial' ? { text: status.source } : {}),
      };
    case 'akkoma':
      break;
  }
  const quoteUrl = quoted ? withOrigin(quoted.uri, ctx.origin) : null;
  return {
    ...common,
    in_reply_to_id: status.inReplyToId,
    in_reply_to_account_id: parent?.accountId ?? null,
    reblog: null,
    sensitive: status.sensitive,
    spoiler_text: status.spoilerText,
    language: status.language,
    edited_at: status.editedAt ? iso(status.editedAt) : null,
    emojis: emojisFor(status.emojiShortcodes, ctx),
    card: status.card ? serializeCard(status.card, ctx) : null,
    poll: status.poll ? serializePoll(status.poll, ctx) : null,
    application: status.application ? { name: status.application.name, website: status.application.website } : null,
    muted: viewerId ? status.mutedBy.has(viewerId) : false,
    bookmarked: viewerId ? status.bookmarkedBy.has(viewerId) : false,
    pinned: status.pinnedAt !== null,
    text: null,
    quote,
    quote_id: status.quoteId,
    quote_url: quoteUrl,
    emoji_reactions: reactions,
    pleroma: {
      content: { 'text/plain': plainText(content) },
      spoiler_text: { 'text/plain': status.spoilerText },
      conversation_id: status.conversationId,
      context: `${ctx.origin}/contexts/${status.conversationId}`,
      direct_conversation_id: status.visibility === 'direct' && ctx.viewer ? status.conversationId : null,
      in_reply_to_account_acct: parentAccount ? acctOf(parentAccount) : null,
      local: account.domain === null,
      parent_visible: parent ? canSee(state, parent, ctx.viewer) : false,
      pinned_at: status.pinnedAt ? iso(status.pinnedAt) : null,
      expires_at: status.expiresAt ? iso(status.expiresAt) : null,
      thread_muted: viewerId ? status.mutedBy.has(viewerId) : false,
      emoji_reactions: reactions,
      quote,
      quote_id: status.quoteId,
      quote_url: quoteUrl,
      quote_visible: quoteVisible,
      quotes_count: countOf(ctx, (s) => s.quoteId === status.id),
      bookmark_folder: null,
    },
    akkoma: {
      source: { content: status.source, mediaType: 'text/markdown' },
    },
  };
}

export function serializeStatus(status: Status, ctx: SerializeContext): JsonObject {
  if (ctx.flavour?.status) return ctx.flavour.status(status, ctx);
  if (!status.reblogOfId) return serializeOriginal(status, ctx, { quoteDepth: 0 });
  const original = ctx.state.statuses.get(status.reblogOfId);
  const account = ctx.state.accounts.get(status.accountId);
  if (!original || !account) throw new Error(`reblog ${status.id} is missing its original or account`);
  const inner = serializeOriginal(original, ctx, { quoteDepth: 0 });
  const viewerId = ctx.viewer?.id;
  // A repeat as Pleroma renders an Announce: empty content, the original in `reblog`.
  return {
    id: status.id,
    created_at: iso(status.createdAt),
    uri: inner.uri,
    url: inner.url,
    account: serializeAccount(account, ctx),
    in_reply_to_id: null,
    in_reply_to_account_id: null,
    reblog: inner,
    content: '',
    replies_count: 0,
    reblogs_count: 0,
    favourites_count: 0,
    reblogged: inner.reblogged,
    favourited: inner.favourited,
    bookmarked: viewerId ? original.bookmarkedBy.has(viewerId) : false,
    muted: false,
    pinned: false,
    sensitive: false,
    spoiler_text: '',
    visibility: status.visibility,
    media_attachments: inner.media_attachments,
    mentions: [],
    tags: inner.tags,
    emojis: [],
    card: null,
    poll: null,
    application: null,
    language: null,
    edited_at: null,
    text: null,
    quote: null,
    quote_id: null,
    emoji_reactions: [],
    pleroma: {
      local: account.domain === null,
      pinned_at: null,
      conversation_id: original.conversationId,
      direct_conversation_id: null,
      in_reply_to_account_acct: null,
      parent_visible: false,
      emoji_reactions: [],
      content: { 'text/plain': '' },
      spoiler_text: { 'text/plain': '' },
      expires_at: null,
      thread_muted: false,
      quote: null,
      quote_id: null,
      quote_url: null,
      quote_visible: false,
    },
  };
}
