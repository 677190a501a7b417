// Pure rules of the search screen: which tab a search opens on, what a query is, and when a result opens
// directly (a profile or post address, @user@host) instead of listing. Shared by the slice and the sagas.
import type { AccountEntity, StatusEntity } from '../../../schemas/index';
import { profilePath } from '../../../utils/links';
import { localAcct } from '../../../utils/acct';
import type { SearchTab } from '../searchIntents';

/** The tabs in the spec's order (spec 000 §2 "Search screen"). */
export const SEARCH_TABS: readonly SearchTab[] = ['statuses', 'people', 'hashtags'];

/** After a search, the first non-empty tab in the order statuses, people, hashtags; otherwise statuses. */
export function pickTab(counts: Record<SearchTab, number>): SearchTab {
  return SEARCH_TABS.find((tab) => counts[tab] > 0) ?? 'statuses';
}

/** The query as it is sent and kept: surrounding spaces do not make another search. */
export const normalizeQuery = (query: string): string => query.trim();

export type QueryKind = { kind: 'url'; url: string } | { kind: 'acct'; acct: string } | { kind: 'text' };

const URL_QUERY = /^https?:\/\/[^\s/]+(?:[/?#]\S*)?$/i;
/** @user@host or user@host: a host has a dot, a port or is localhost (so "me@work" is a word search) */
const ACCT_QUERY = /^@?([^@\s/:]+)@((?:[^@\s/:]+\.[^@\s/:]+|localhost|[^@\s/:]+:\d+)(?::\d+)?)$/i;

/** What a query names: an address to resolve, an account to resolve, or words. */
export function queryKind(query: string): QueryKind {
  const q = normalizeQuery(query);
  if (URL_QUERY.test(q)) return { kind: 'url', url: q };
  const acct = ACCT_QUERY.exec(q);
  if (acct) return { kind: 'acct', acct: `${acct[1]}@${acct[2]}` };
  return { kind: 'text' };
}

/** Two addresses of one thing: the scheme and host are case-insensitive, a trailing slash does not count. */
function sameAddress(a: string | null | undefined, b: string): boolean {
  if (!a) return false;
  const canon = (u: string) => {
    try {
      const url = new URL(u);
      return `${url.protocol}//${url.host}${url.pathname.replace(/\/+$/, '')}${url.search}`;
    } catch {
      return u.replace(/\/+$/, '');
    }
  };
  return canon(a) === canon(b);
}

export interface DirectInput {
  query: string;
  accounts: readonly AccountEntity[];
  statuses: readonly StatusEntity[];
  /** the instance's own host (local accounts are kept as 'bob', not 'bob@host') */
  domain: string | null;
  restrictedNicknames: readonly string[];
}

/**
 * Where a search opens directly, as Mastodon and Pleroma-FE users expect: @user@host opens that account's
 * profile; a post's address opens the post and a profile's address the profile. A URL that matches no
 * address exactly still opens when the server answered with that one thing alone (it resolved it). Anything
 * else (words, an address the server did not find, several candidates) lists the results: null.
 */
export function directPath({ query, accounts, statuses, domain, restrictedNicknames }: DirectInput): string | null {
  const kind = queryKind(query);
  const profile = (a: AccountEntity) => profilePath(a, restrictedNicknames);
  const post = (s: StatusEntity) => `/notice/${encodeURIComponent(s.id)}`;
  if (kind.kind === 'acct') {
    const wanted = localAcct(kind.acct, domain).toLowerCase();
    const match = accounts.find((a) => localAcct(a.acct, domain).toLowerCase() === wanted);
    return match ? profile(match) : null;
  }
  if (kind.kind !== 'url') return null;
  const status = statuses.find((s) => sameAddress(s.url, kind.url) || sameAddress(s.uri, kind.url));
  if (status) return post(status);
  const account = accounts.find((a) => sameAddress(a.url, kind.url) || sameAddress(a.pleroma?.ap_id, kind.url));
  if (account) return profile(account);
  const [onlyAccount] = accounts;
  const [onlyStatus] = statuses;
  if (accounts.length === 1 && statuses.length === 0 && onlyAccount) return profile(onlyAccount);
  if (statuses.length === 1 && accounts.length === 0 && onlyStatus) return post(onlyStatus);
  return null;
}
