// The text area's server lookups. They are UI lookups, not store data: the results live in the
// component while its suggestions are open, and never enter the entity store.
import { lookupAccounts, lookupHashtags, type ApiConfig } from '../../../../api/uiLookups';
import type { Account } from '../../../../api/types/index';
import { toUserCandidate, USER_SEARCH_LIMIT, type UserCandidate } from '../../lib/autocomplete';
import { isRecord } from '../../../../utils/guards';

/** GET /api/v1/accounts/search (q, resolve=false, limit 20). */
export async function searchAccounts(cfg: ApiConfig, q: string, signal?: AbortSignal): Promise<UserCandidate[]> {
  const res = await lookupAccounts(cfg, q, USER_SEARCH_LIMIT, signal);
  const data: unknown = res.data;
  if (!Array.isArray(data)) return [];
  return data
    .filter((a): a is Account => isRecord(a) && typeof a.id === 'string' && typeof a.acct === 'string')
    .map(toUserCandidate);
}

/** GET /api/v2/search?type=hashtags: tag names (Mastodon sends objects, old Pleroma plain strings). */
export async function searchHashtags(cfg: ApiConfig, q: string, signal?: AbortSignal): Promise<string[]> {
  const res = await lookupHashtags(cfg, q, USER_SEARCH_LIMIT, signal);
  const data: unknown = res.data;
  const tags = isRecord(data) && Array.isArray(data.hashtags) ? (data.hashtags as unknown[]) : [];
  return tags.flatMap((t) => (typeof t === 'string' ? [t] : isRecord(t) && typeof t.name === 'string' ? [t.name] : []));
}
