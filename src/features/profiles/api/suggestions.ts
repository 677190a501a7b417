// Who to follow: Mastodon's /api/v2/suggestions ({ source, account }) or the older /api/v1/suggestions (accounts).
import { HttpError, request, type ApiConfig } from '../../../api/client';
import type { Account } from '../../../api/types/index';

interface SuggestionV2 {
  source?: string;
  account?: Account;
}

/** The suggested accounts, from v2 when the server has it (a 404 means it has not), else v1. */
export async function fetchSuggestions(cfg: ApiConfig, limit = 40, signal?: AbortSignal): Promise<unknown[]> {
  try {
    const res = await request<SuggestionV2[] | null>(cfg, '/api/v2/suggestions', { query: { limit }, signal });
    return Array.isArray(res.data) ? res.data.flatMap((s) => (s && typeof s === 'object' && s.account ? [s.account] : [])) : [];
  } catch (error) {
    if (!(error instanceof HttpError) || (error.status !== 404 && error.status !== 501)) throw error;
  }
  const res = await request<Account[] | null>(cfg, '/api/v1/suggestions', { query: { limit }, signal });
  return Array.isArray(res.data) ? res.data : [];
}
