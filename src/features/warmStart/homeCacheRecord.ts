// What the home cache holds, and how a stored record is read back (first bundle: read at start-up). Writing is
// homeCacheWrite.ts, in the lazy chunk. A record is used only for the account signed in on this server and in
// this format; anything else (another account or server, an older format, a record broken in any way) reads as
// nothing, and the caller deletes it. No notice: a missing warm start is what the reader had before.
import type { AccountEntity, PollEntity, StatusEntity } from '../../schemas/index';
import { isRecord } from '../../utils/guards';

/** Raise it whenever the record's shape or the entities' shapes (schemas/entities.ts) change: older records go. */
export const HOME_CACHE_VERSION = 1;

/** Shown rows kept: enough for a screen or two above and below the reader's row. */
export const HOME_CACHE_ROWS = 50;
/** Rows kept below the reader's row, so the screen below it is there too (at most HOME_CACHE_ROWS + this rows). */
export const HOME_CACHE_ROWS_BELOW = 10;

export interface HomeCachePlace {
  /** the row at the top of the viewport, one of `ids` */
  key: string;
  /** how far below the viewport's top that row started */
  offset: number;
}

export interface HomeCacheRecord {
  version: number;
  /** the server (the client is served by its instance: the page's origin) */
  origin: string;
  /** the signed-in account's id */
  account: string;
  /** ms since epoch */
  savedAt: number;
  /** the home timeline's shown rows, newest first */
  ids: string[];
  place: HomeCachePlace | null;
  /** the viewport's width the heights were measured at: at another width they are not used */
  width: number;
  /** measured row heights by row id */
  heights: Record<string, number>;
  /** the normalized entities the rows need (reposts, quotes, authors, polls), as the store holds them */
  statuses: StatusEntity[];
  accounts: AccountEntity[];
  polls: PollEntity[];
}

/** Who may use a record: the account the stored token belongs to, on this server. */
export interface CacheOwner {
  origin: string;
  account: string;
}

export interface HomeCache {
  ids: string[];
  place: HomeCachePlace | null;
  heights: Record<string, number> | null;
  entities: {
    statuses: Record<string, StatusEntity>;
    accounts: Record<string, AccountEntity>;
    polls: Record<string, PollEntity>;
  };
}

const isString = (v: unknown): v is string => typeof v === 'string';
const hasId = (v: unknown): v is Record<string, unknown> & { id: string } => isRecord(v) && isString(v.id) && v.id !== '';
const allArrays = (v: Record<string, unknown>, keys: readonly string[]) => keys.every((k) => Array.isArray(v[k]));
const allStrings = (v: Record<string, unknown>, keys: readonly string[]) => keys.every((k) => isString(v[k]));

/** The fields the status card reads without a guard, by kind: a record lacking one is broken. */
const STATUS_STRINGS = ['account', 'content', 'spoiler_text', 'created_at', 'visibility'] as const;
const STATUS_ARRAYS = ['media_attachments', 'mentions', 'emojis', 'tags', 'emoji_reactions'] as const;
const ACCOUNT_STRINGS = ['acct', 'username', 'display_name', 'avatar'] as const;

function byId<T>(list: unknown, valid: (v: Record<string, unknown> & { id: string }) => boolean): Record<string, T> | null {
  if (!Array.isArray(list)) return null;
  const out: Record<string, T> = {};
  for (const item of list) {
    if (!hasId(item) || !valid(item)) return null;
    out[item.id] = item as T;
  }
  return out;
}

/** Each status's references (author, repost, quote, poll) are in the record too. */
function linked(entities: HomeCache['entities']): boolean {
  const { statuses, accounts, polls } = entities;
  return Object.values(statuses).every(
    (s) =>
      accounts[s.account] !== undefined &&
      (s.reblog === null || statuses[s.reblog] !== undefined) &&
      (s.quote === null || statuses[s.quote] !== undefined) &&
      (s.poll === null || polls[s.poll] !== undefined),
  );
}

/** A stored record as a warm start for `owner`, or null: not this account's, server's or format's, or broken. */
export function readHomeCache(raw: unknown, owner: CacheOwner): HomeCache | null {
  if (!isRecord(raw) || raw.version !== HOME_CACHE_VERSION) return null;
  if (raw.origin !== owner.origin || raw.account !== owner.account) return null;
  const { ids, place, heights } = raw;
  if (!Array.isArray(ids) || ids.length === 0 || !ids.every(isString)) return null;
  const statuses = byId<StatusEntity>(
    raw.statuses,
    (s) =>
      allStrings(s, STATUS_STRINGS) &&
      allArrays(s, STATUS_ARRAYS) &&
      ['reblog', 'quote', 'poll'].every((k) => s[k] === null || isString(s[k])),
  );
  const accounts = byId<AccountEntity>(raw.accounts, (a) => allStrings(a, ACCOUNT_STRINGS) && allArrays(a, ['emojis', 'fields']));
  const polls = byId<PollEntity>(raw.polls, (p) => allArrays(p, ['options', 'emojis']));
  if (!statuses || !accounts || !polls) return null;
  const entities = { statuses, accounts, polls };
  if (!ids.every((id) => statuses[id] !== undefined) || !linked(entities)) return null;
  const placed =
    isRecord(place) && isString(place.key) && ids.includes(place.key) && Number.isFinite(place.offset)
      ? { key: place.key, offset: place.offset as number }
      : null;
  const sameWidth = raw.width === window.innerWidth && isRecord(heights);
  const measured = sameWidth
    ? Object.fromEntries(Object.entries(heights).filter(([, h]) => typeof h === 'number' && h > 0 && h < 100_000))
    : null;
  return { ids, place: placed, heights: measured as Record<string, number> | null, entities };
}
