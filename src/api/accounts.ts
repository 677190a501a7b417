// Accounts: the signed-in user, profiles, their statuses and relationships.
import { request, type ApiConfig, type ApiResponse } from './client';
import type { Account, Relationship, Status } from './types';

export const verifyCredentials = (cfg: ApiConfig, signal?: AbortSignal): Promise<ApiResponse<Account>> =>
  request<Account>(cfg, '/api/v1/accounts/verify_credentials', { signal });

export const fetchAccount = (cfg: ApiConfig, id: string, signal?: AbortSignal): Promise<ApiResponse<Account>> =>
  request<Account>(cfg, `/api/v1/accounts/${encodeURIComponent(id)}`, {
    query: { with_relationships: true },
    signal,
  });

export interface AccountStatusesParams {
  maxId?: string | null;
  sinceId?: string | null;
  minId?: string | null;
  limit?: number;
  pinned?: boolean;
  onlyMedia?: boolean;
  excludeReplies?: boolean;
  withMuted?: boolean;
  signal?: AbortSignal;
}

export const fetchAccountStatuses = (cfg: ApiConfig, id: string, p: AccountStatusesParams = {}): Promise<ApiResponse<Status[]>> =>
  request<Status[]>(cfg, `/api/v1/accounts/${encodeURIComponent(id)}/statuses`, {
    signal: p.signal,
    shape: 'list',
    query: {
      max_id: p.maxId,
      since_id: p.sinceId,
      min_id: p.minId,
      limit: p.limit ?? 20,
      pinned: p.pinned || undefined,
      only_media: p.onlyMedia || undefined,
      exclude_replies: p.excludeReplies || undefined,
      with_muted: p.withMuted || undefined,
    },
  });

/** Mastodon reads `id[]=a&id[]=b`; Pleroma accepts the same. */
export const fetchRelationships = (cfg: ApiConfig, ids: string[], signal?: AbortSignal): Promise<ApiResponse<Relationship[]>> =>
  request<Relationship[]>(cfg, '/api/v1/accounts/relationships', { query: { id: ids }, signal, shape: 'list' });
