// Pre-cleaning of statuses and polls. A broken post costs at most its broken part, never its neighbours: a
// status without a usable account is kept with the unknown-account placeholder as its author; a broken reblog,
// quote or poll inside it becomes null; wrong-typed counts become 0; every URL passes safeUrl (urls.ts).
import type { Attachment, Card, PollOption, Tag } from '../api/types';
import type { PollEntity, ReactionEntity, StatusEntity } from './entities';
import { cleanAccount, cleanEmojis, cleanMentions, type CleanAccount } from './clean';
import { unknownAccount } from './unknownAccount';
import { keepSafeUrls, safeUrl } from './urls';
import { bool, count, isRecord, nonEmpty, records, str, toId, warnDropped, warnRepaired, type Json } from './util';

/** A status before normalizr replaces account, reblog, quote and poll with ids. */
export type CleanStatus = Omit<StatusEntity, 'account' | 'reblog' | 'quote' | 'poll'> & {
  account: CleanAccount;
  reblog: CleanStatus | null;
  quote: CleanStatus | null;
  poll: PollEntity | null;
};

// Reblog of a quote of a quote... deeper than this is not real data.
const MAX_DEPTH = 6;

export function cleanPoll(raw: unknown): PollEntity | null {
  if (!isRecord(raw)) return null;
  const id = toId(raw.id);
  if (!id) return null;
  const options: PollOption[] = records(raw.options).map((o) => ({
    ...o,
    title: str(o.title) ?? '',
    // null (or absent) means the results are hidden until the poll ends; anything else is a count
    votes_count: o.votes_count == null ? null : count(o.votes_count),
  }));
  const poll: PollEntity = {
    ...raw,
    id,
    options,
    emojis: cleanEmojis(raw.emojis),
    multiple: bool(raw.multiple, false),
    expired: bool(raw.expired, false),
    expires_at: str(raw.expires_at),
    votes_count: count(raw.votes_count),
  };
  // Mastodon sends null for a single-choice poll; keep that, make anything else a count.
  if (raw.voters_count != null) poll.voters_count = count(raw.voters_count);
  return poll;
}

/** An attachment's other URLs: unsafe ones become null (the tile then shows the file itself, or its placeholder). */
const ATTACHMENT_URLS = ['preview_url', 'remote_url', 'text_url'];

/**
 * Attachments whose URLs pass safeUrl. One with no safe url and no safe remote_url is dropped: it has nothing
 * to open or play, a preview alone would pose as media it cannot show, and a file tile without a link would
 * only tell of a file the reader cannot reach. (Its description, if any, is not post text: it goes with it.)
 */
function cleanAttachments(value: unknown): Attachment[] {
  return records(value).flatMap((raw) => {
    const a = keepSafeUrls(raw, ATTACHMENT_URLS, null);
    // its own url, else the original on the remote server
    const url = safeUrl(a.url) ?? safeUrl(a.remote_url);
    if (!url) {
      warnDropped('attachment', 'no safe url', raw);
      return [];
    }
    return [{ ...a, id: toId(a.id) ?? url, url, type: str(a.type) ?? 'unknown' }];
  });
}

/** A tag's url is '' when unsafe: hashtags route inside the app by name (utils/links.ts). */
function cleanTags(value: unknown): Tag[] {
  return records(value).flatMap((t) => (typeof t.name === 'string' ? [{ ...t, name: t.name, url: safeUrl(t.url) ?? '' }] : []));
}

/** The link preview: without a safe url it has nothing to link to and is dropped (null); other unsafe URLs become absent. */
function cleanCard(value: unknown): Card | null {
  if (!isRecord(value)) return null;
  const url = safeUrl(value.url);
  if (!url) return null;
  return {
    ...keepSafeUrls(keepSafeUrls(value, ['image', 'embed_url'], null), ['provider_url', 'author_url'], undefined),
    url,
    title: str(value.title) ?? '',
    description: str(value.description) ?? '',
    type: str(value.type) ?? 'link',
  };
}

const STATUS_COUNTS = ['replies_count', 'reblogs_count', 'favourites_count'];

/** Fedibird puts reactions top-level, Pleroma/Akkoma under `pleroma`; one shape for the UI. */
function cleanReactions(top: unknown, pleroma: unknown): ReactionEntity[] {
  const source = Array.isArray(top) && top.length > 0 ? top : Array.isArray(pleroma) ? pleroma : top;
  return records(source).flatMap((r) => {
    const name = nonEmpty(r.name);
    if (!name) return [];
    const reaction: ReactionEntity = { name, count: count(r.count), me: bool(r.me, false) };
    // an unsafe image: the reaction keeps its name (shown as text), not the image
    const url = safeUrl(r.url) ?? safeUrl(r.static_url);
    if (url) reaction.url = url;
    const ids = Array.isArray(r.account_ids)
      ? r.account_ids
      : Array.isArray(r.accounts)
        ? records(r.accounts).map((a) => a.id)
        : null;
    if (ids) reaction.account_ids = ids.map(toId).filter((id): id is string => id !== null);
    return [reaction];
  });
}

/** The quoted status in any dialect: Akkoma/Fedibird `quote`, Pleroma `pleroma.quote`, Mastodon 4.5 `quote: {state, quoted_status}`. */
function findQuote(raw: Json, pleroma: Json): { embedded: unknown; id: string | null; state: string | null } {
  const q = raw.quote;
  if (isRecord(q) && typeof q.state === 'string' && !('account' in q)) {
    const embedded = q.quoted_status ?? null;
    const id = toId(q.quoted_status_id) ?? (isRecord(embedded) ? toId(embedded.id) : null);
    return { embedded, id, state: q.state };
  }
  const embedded = isRecord(q) ? q : isRecord(pleroma.quote) ? pleroma.quote : null;
  const id = toId(raw.quote_id) ?? toId(pleroma.quote_id) ?? (embedded ? toId(embedded.id) : null);
  return { embedded, id, state: null };
}

export function cleanStatus(raw: unknown, depth = 0): CleanStatus | null {
  if (!isRecord(raw)) {
    warnDropped('status', 'not an object', raw);
    return null;
  }
  const id = toId(raw.id);
  if (!id) {
    warnDropped('status', 'no id', raw);
    return null;
  }
  // No usable author (missing, null, {} or no id): the post stays, by "Unknown account".
  let account = cleanAccount(raw.account);
  if (!account) {
    warnRepaired('status', 'by the unknown account: its account is missing or has no id', raw);
    account = unknownAccount();
  }
  const pleromaRaw = isRecord(raw.pleroma) ? raw.pleroma : {};
  // `pleroma.quote` and `pleroma.emoji_reactions` move to `quote` and `emoji_reactions`.
  const pleroma: Json = { ...pleromaRaw };
  delete pleroma.quote;
  delete pleroma.emoji_reactions;
  const quote = findQuote(raw, pleromaRaw);
  const inner = depth < MAX_DEPTH;
  const poll = cleanPoll(raw.poll);
  if (raw.poll != null && !poll) warnDropped('poll of status', 'poll without id', raw);

  const reblogged = raw.reblog != null && inner ? cleanStatus(raw.reblog, depth + 1) : null;

  const status: CleanStatus = {
    ...keepSafeUrls(keepSafeUrls(raw, ['url'], null), ['uri'], undefined),
    id,
    account,
    // A repeat of a repeat shows the innermost post (already flattened by its own cleaning).
    reblog: reblogged?.reblog ?? reblogged,
    quote: quote.embedded != null && inner ? cleanStatus(quote.embedded, depth + 1) : null,
    quote_id: quote.id,
    quote_state: quote.state,
    poll,
    created_at: str(raw.created_at) ?? '',
    visibility: str(raw.visibility) ?? 'public',
    in_reply_to_id: toId(raw.in_reply_to_id),
    in_reply_to_account_id: toId(raw.in_reply_to_account_id),
    content: str(raw.content) ?? '',
    spoiler_text: str(raw.spoiler_text) ?? '',
    media_attachments: cleanAttachments(raw.media_attachments),
    mentions: cleanMentions(raw.mentions),
    emojis: cleanEmojis(raw.emojis),
    tags: cleanTags(raw.tags),
    emoji_reactions: cleanReactions(raw.emoji_reactions, pleromaRaw.emoji_reactions),
  };
  if ('card' in raw) status.card = cleanCard(raw.card);
  for (const key of STATUS_COUNTS) if (key in raw) (status as Json)[key] = count(raw[key]);
  if (isRecord(raw.pleroma)) status.pleroma = pleroma;
  else delete status.pleroma; // some servers send null
  return status;
}
