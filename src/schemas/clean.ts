// Pre-cleaning of accounts and relationships before normalizr splits them (statuses: cleanStatus.ts,
// notifications: cleanNotification.ts): ids become strings, missing arrays [], unusable items are dropped,
// every URL passes safeUrl (urls.ts) and every count is a number.
import type { CustomEmoji, Field, Mention } from '../api/types';
import type { AccountEntity, RelationshipEntity } from './entities';
import { keepSafeUrls, safeUrl } from './urls';
import { bool, count, isRecord, nonEmpty, records, str, toId, type Json } from './util';

/** An account before normalizr replaces `moved` and `pleroma.relationship` with ids. */
export type CleanAccount = Omit<AccountEntity, 'moved' | 'pleroma'> & {
  moved?: CleanAccount | null;
  pleroma?: Json & { relationship?: RelationshipEntity };
};

/** 'name@host' -> 'name'; a local acct is the name already. */
const nameOf = (acct: string): string => acct.split('@')[0] ?? acct; // split always returns at least one piece

/** Custom emoji (of a post, a name, a profile field, a poll): one without a safe image stays its `:shortcode:` text. */
export function cleanEmojis(value: unknown): CustomEmoji[] {
  return records(value).flatMap((e) => {
    const shortcode = str(e.shortcode);
    const staticUrl = safeUrl(e.static_url);
    const url = safeUrl(e.url) ?? staticUrl;
    if (!shortcode || !url) return [];
    const emoji: CustomEmoji = { ...e, shortcode, url };
    if (staticUrl) emoji.static_url = staticUrl;
    else delete emoji.static_url;
    return [emoji];
  });
}

function cleanFields(value: unknown): Field[] {
  return records(value).map((f) => ({ ...f, name: str(f.name) ?? '', value: str(f.value) ?? '' }));
}

export function cleanMentions(value: unknown): Mention[] {
  return records(value).flatMap((m) => {
    const id = toId(m.id);
    if (!id) return [];
    const acct = str(m.acct) ?? str(m.username) ?? '';
    // '' for an unsafe url: the mention then links by id (utils/links.ts), never to the server's value.
    return [{ ...m, id, acct, username: str(m.username) ?? nameOf(acct), url: safeUrl(m.url) ?? '' }];
  });
}

export function cleanRelationship(raw: unknown): RelationshipEntity | null {
  if (!isRecord(raw)) return null;
  const id = toId(raw.id);
  return id ? { ...raw, id } : null;
}

/** Image and page URLs of an account: unsafe, `avatar` (required) becomes '', `header` null, the optional ones absent. */
const ACCOUNT_OPTIONAL_URLS = ['avatar_static', 'header_static', 'url'];
const ACCOUNT_PLEROMA_URLS = ['background_image', 'favicon'];
const ACCOUNT_COUNTS = ['followers_count', 'following_count', 'statuses_count'];

/** How many `moved` steps are followed (a move of a move of a move is not real data). */
export const MAX_MOVED_DEPTH = 2;

/** Only the URLs and counts of an account-shaped record (the instance's `contact_account` needs no more). */
export function cleanAccountUrls<T extends object>(raw: T): T {
  const out = keepSafeUrls(keepSafeUrls(raw, ['header'], null), ACCOUNT_OPTIONAL_URLS, undefined) as Json;
  if ('avatar' in out) out.avatar = safeUrl(out.avatar) ?? '';
  for (const key of ACCOUNT_COUNTS) if (key in out) out[key] = count(out[key]);
  if (isRecord(out.pleroma)) out.pleroma = keepSafeUrls(out.pleroma, ACCOUNT_PLEROMA_URLS, null);
  return out as T;
}

/**
 * `chain` holds the ids of the accounts that moved to this one: `moved` is followed MAX_MOVED_DEPTH steps at most,
 * and a move back to an account already in the chain (A → B → A, or A → A) is cut (`moved: null`).
 */
export function cleanAccount(raw: unknown, chain: readonly string[] = []): CleanAccount | null {
  if (!isRecord(raw)) return null;
  const id = toId(raw.id);
  if (!id) return null;
  const acctRaw = str(raw.acct);
  const username = str(raw.username) ?? (acctRaw ? nameOf(acctRaw) : '');
  const acct = acctRaw ?? username;
  const account: CleanAccount = {
    ...cleanAccountUrls(raw),
    id,
    username,
    acct,
    display_name: nonEmpty(raw.display_name) ?? username,
    avatar: safeUrl(raw.avatar) ?? '',
    note: str(raw.note) ?? '',
    emojis: cleanEmojis(raw.emojis),
    fields: cleanFields(raw.fields),
    is_local: isRecord(raw.pleroma) ? bool(raw.pleroma.is_local, !acct.includes('@')) : !acct.includes('@'),
  };
  if ('moved' in raw) {
    const seen = [...chain, id];
    const target = isRecord(raw.moved) ? toId(raw.moved.id) : null;
    const follow = seen.length <= MAX_MOVED_DEPTH && target !== null && !seen.includes(target);
    account.moved = follow ? cleanAccount(raw.moved, seen) : null;
  }
  if (isRecord(account.pleroma)) {
    const { relationship, ...rest } = account.pleroma;
    const rel = cleanRelationship(relationship);
    // Pleroma sends `relationship: {}` when it has none; keep only a real one.
    account.pleroma = rel ? { ...rest, relationship: rel } : rest;
  } else {
    delete account.pleroma;
  }
  return account;
}
