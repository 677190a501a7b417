// Search: /api/v2/search (accounts, hashtags, statuses), and the older accounts search as a fallback.
import { request, type ApiConfig, type ApiResponse } from './client';
import type { Account, Status, Tag } from './types';

export interface SearchResults {
  accounts: Account[];
  statuses: Status[];
  /** Mastodon sends Tag objects; Pleroma before 2.x and some forks send plain names */
  hashtags: Array<Tag | string>;
}

export interface SearchParams {
  q: string;
  /** look the query up on remote servers (WebFinger) when it is a user@host or a URL */
  resolve?: boolean;
  type?: 'accounts' | 'hashtags' | 'statuses';
  limit?: number;
  offset?: number;
  following?: boolean;
  signal?: AbortSignal;
}

export const search = (cfg: ApiConfig, p: SearchParams): Promise<ApiResponse<SearchResults>> =>
  request<SearchResults>(cfg, '/api/v2/search', {
    query: {
      q: p.q,
      resolve: p.resolve || undefined,
      type: p.type,
      limit: p.limit,
      offset: p.offset,
      following: p.following || undefined,
      with_relationships: true,
    },
    signal: p.signal,
    shape: 'object',
  });

/** GET /api/v1/accounts/search: servers without /api/v2/search. */
export const searchAccounts = (
  cfg: ApiConfig,
  q: string,
  opts: { resolve?: boolean; limit?: number; signal?: AbortSignal } = {},
): Promise<ApiResponse<Account[]>> =>
  request<Account[]>(cfg, '/api/v1/accounts/search', {
    // resolve is sent as given (the composer's lookups say false outright), left out when not given
    query: { q, resolve: opts.resolve, limit: opts.limit },
    signal: opts.signal,
    shape: 'list',
  });
