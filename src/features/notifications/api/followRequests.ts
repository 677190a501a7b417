// Follow requests waiting for a locked account's answer.
import { request, type ApiConfig, type ApiResponse } from '../../../api/client';
import type { Relationship } from '../../../api/types/index';

const path = (id: string, what: 'authorize' | 'reject') => `/api/v1/follow_requests/${encodeURIComponent(id)}/${what}`;

/** The requesters (accounts), newest first; Link paging like other account lists. */
export const fetchFollowRequests = (cfg: ApiConfig, maxId?: string | null): Promise<ApiResponse<unknown>> =>
  request<unknown>(cfg, '/api/v1/follow_requests', { query: { max_id: maxId, limit: 40 }, shape: 'list' });

export const authorizeFollowRequest = (cfg: ApiConfig, accountId: string): Promise<ApiResponse<Relationship>> =>
  request<Relationship>(cfg, path(accountId, 'authorize'), { method: 'POST' });

export const rejectFollowRequest = (cfg: ApiConfig, accountId: string): Promise<ApiResponse<Relationship>> =>
  request<Relationship>(cfg, path(accountId, 'reject'), { method: 'POST' });
