// The text area's server lookups. They are UI lookups, not store data: the results live in the
// component while its suggestions are open, and never enter the entity store.
import type { ApiConfig } from '../../../../api/client';
import { search, searchAccounts as searchAccountsCall } from '../../../../api/search';
import type { Account } from '../../../../api/types/index';
import { USER_SEARCH_LIMIT, type UserCandidate } from '../../lib/autocomplete';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export function toUserCandidate(a: Account): UserCandidate {
  return {
    id: a.id,
    acct: a.acct,
    displayName: a.display_name || a.username,
    avatar: a.avatar_static || a.avatar || '',
    emojis: Array.isArray(a.emojis) ? a.emojis : [],
  };
}

/** GET /api/v1/accounts/search (q, resolve=false, limit 20). */
export async function searchAccounts(cfg: ApiConfig, q: string, signal?: AbortSignal): Promise<UserCandidate[]> {
  const res = await searchAccountsCall(cfg, q, { resolve: false, limit: USER_SEARCH_LIMIT, signal });
  const data: unknown = res.data;
  if (!Array.isArray(data)) return [];
  return data
    .filter((a): a is Account => isRecord(a) && typeof a.id === 'string' && typeof a.acct === 'string')
    .map(toUserCandidate);
}

/** GET /api/v2/search?type=hashtags: tag names (Mastodon sends objects, old Pleroma plain strings). */
export async function searchHashtags(cfg: ApiConfig, q: string, signal?: AbortSignal): Promise<string[]> {
  const res = await search(cfg, { q, type: 'hashtags', limit: USER_SEARCH_LIMIT, signal });
  const data: unknown = res.data;
  const tags = isRecord(data) && Array.isArray(data.hashtags) ? (data.hashtags as unknown[]) : [];
  return tags.flatMap((t) => (typeof t === 'string' ? [t] : isRecord(t) && typeof t.name === 'string' ? [t.name] : []));
}
