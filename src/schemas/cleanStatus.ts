// Pre-cleaning of statuses and polls. A status without a usable account is dropped (a broken
// server costs one post, not the timeline); a broken reblog, quote or poll inside it becomes null.
import type { Attachment, PollOption, Tag } from '../api/types';
import type { PollEntity, ReactionEntity, StatusEntity } from './entities';
import { cleanAccount, cleanEmojis, cleanMentions, type CleanAccount } from './clean';
import { bool, isRecord, nonEmpty, records, str, toId, warnDropped, type Json } from './util';

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
    votes_count: typeof o.votes_count === 'number' ? o.votes_count : null,
  }));
  return {
    ...raw,
    id,
    options,
    emojis: cleanEmojis(raw.emojis),
    multiple: bool(raw.multiple, false),
    expired: bool(raw.expired, false),
    expires_at: str(raw.expires_at),
    votes_count: typeof raw.votes_count === 'number' ? raw.votes_count : 0,
  };
}

function cleanAttachments(value: unknown): Attachment[] {
  return records(value).flatMap((a) => {
    const url = str(a.url) ?? str(a.remote_url);
    if (!url) return [];
    return [{ ...a, id: toId(a.id) ?? url, url, type: str(a.type) ?? 'unknown' }];
  });
}

function cleanTags(value: unknown): Tag[] {
  return records(value).flatMap((t) => (typeof t.name === 'string' ? [{ ...t, name: t.name, url: str(t.url) ?? '' }] : []));
}

/** Fedibird puts reactions top-level, Pleroma/Akkoma under `pleroma`; one shape for the UI. */
function cleanReactions(top: unknown, pleroma: unknown): ReactionEntity[] {
  const source = Array.isArray(top) && top.length > 0 ? top : Array.isArray(pleroma) ? pleroma : top;
  return records(source).flatMap((r) => {
    const name = nonEmpty(r.name);
    if (!name) return [];
    const reaction: ReactionEntity = {
      name,
      count: typeof r.count === 'number' ? r.count : 0,
      me: bool(r.me, false),
    };
    const url = nonEmpty(r.url);
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
  const account = cleanAccount(raw.account);
  if (!account) {
    warnDropped('status', 'account missing or without id', raw);
    return null;
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

  const status: CleanStatus = {
    ...raw,
    id,
    account,
    reblog: raw.reblog != null && inner ? cleanStatus(raw.reblog, depth + 1) : null,
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
  if (isRecord(raw.pleroma)) status.pleroma = pleroma;
  else delete status.pleroma; // some servers send null
  return status;
}
