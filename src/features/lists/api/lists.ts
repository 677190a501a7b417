// Lists (spec 001 §7): the member's lists and their members. Mastodon's calls; Pleroma and Akkoma answer
// the same shapes (ListView: id and title).
import { request, type ApiConfig, type ApiResponse } from '../../../api/client';
import type { Account } from '../../../api/types/account';
import type { List } from '../../../api/types/list';

const listPath = (id: string) => `/api/v1/lists/${encodeURIComponent(id)}`;

export const fetchLists = (cfg: ApiConfig): Promise<ApiResponse<List[]>> =>
  request<List[]>(cfg, '/api/v1/lists', { shape: 'list' });

export const fetchList = (cfg: ApiConfig, id: string, signal?: AbortSignal): Promise<ApiResponse<List>> =>
  request<List>(cfg, listPath(id), { signal, shape: 'object' });

export const createList = (cfg: ApiConfig, title: string): Promise<ApiResponse<List>> =>
  request<List>(cfg, '/api/v1/lists', { method: 'POST', form: { title }, shape: 'object' });

export const updateList = (cfg: ApiConfig, id: string, title: string): Promise<ApiResponse<List>> =>
  request<List>(cfg, listPath(id), { method: 'PUT', form: { title }, shape: 'object' });

export const deleteList = (cfg: ApiConfig, id: string): Promise<ApiResponse<unknown>> =>
  request<unknown>(cfg, listPath(id), { method: 'DELETE' });

/** Every member: `limit=0` asks Mastodon and GoToSocial for all of them; Pleroma and Akkoma send all anyway. */
export const fetchListAccounts = (cfg: ApiConfig, id: string): Promise<ApiResponse<Account[]>> =>
  request<Account[]>(cfg, `${listPath(id)}/accounts`, { query: { limit: 0 }, shape: 'list' });

export const addListAccounts = (cfg: ApiConfig, id: string, accountIds: string[]): Promise<ApiResponse<unknown>> =>
  request<unknown>(cfg, `${listPath(id)}/accounts`, { method: 'POST', form: { account_ids: accountIds } });

export const removeListAccounts = (cfg: ApiConfig, id: string, accountIds: string[]): Promise<ApiResponse<unknown>> =>
  request<unknown>(cfg, `${listPath(id)}/accounts`, { method: 'DELETE', form: { account_ids: accountIds } });

/** The member picker's search (spec 000 §4): local matches only (`resolve=false`), `following` when asked. */
export const searchListCandidates = (
  cfg: ApiConfig,
  q: string,
  following: boolean,
  signal?: AbortSignal,
): Promise<ApiResponse<Account[]>> =>
  request<Account[]>(cfg, '/api/v1/accounts/search', {
    query: { q, resolve: false, following: following || undefined, limit: 20 },
    signal,
    shape: 'list',
  });
