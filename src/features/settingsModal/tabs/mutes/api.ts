// The mutes tab's calls (spec 001 §7 Accounts): the muted and blocked accounts and the blocked domains, each
// paged by Link, and the per-account undo. Only the settings chunk calls these.
import { request, type ApiConfig, type ApiResponse } from '../../../../api/client';
import type { Account, Relationship } from '../../../../api/types/index';

export type AccountListKind = 'mutes' | 'blocks';

/** Mastodon's default page is 40 for these lists; asked explicitly so every server pages alike. */
export const LIST_PAGE_SIZE = 40;

/** One page of muted or blocked accounts; Mastodon 3.3+ and Pleroma add `mute_expires_at` to each muted one. */
export const fetchAccountList = (cfg: ApiConfig, kind: AccountListKind, maxId: string | null): Promise<ApiResponse<unknown[]>> =>
  request<unknown[]>(cfg, `/api/v1/${kind}`, { query: { max_id: maxId, limit: LIST_PAGE_SIZE }, shape: 'list' });

/** One page of blocked domains (plain strings). */
export const fetchDomainBlocks = (cfg: ApiConfig, maxId: string | null): Promise<ApiResponse<unknown[]>> =>
  request<unknown[]>(cfg, '/api/v1/domain_blocks', { query: { max_id: maxId, limit: LIST_PAGE_SIZE }, shape: 'list' });

/** Unmute or unblock one account; the answer is the new relationship. */
export const releaseAccount = (cfg: ApiConfig, kind: AccountListKind, id: string): Promise<ApiResponse<Relationship>> =>
  request<Relationship>(cfg, `/api/v1/accounts/${encodeURIComponent(id)}/${kind === 'mutes' ? 'unmute' : 'unblock'}`, {
    method: 'POST',
    form: {},
  });

/** Mute again with an end (Pleroma's `expires_in`, Mastodon's `duration`, seconds; 0 = for good). */
export const muteFor = (cfg: ApiConfig, id: string, seconds: number): Promise<ApiResponse<Relationship>> =>
  request<Relationship>(cfg, `/api/v1/accounts/${encodeURIComponent(id)}/mute`, {
    method: 'POST',
    form: { expires_in: seconds, duration: seconds },
  });

/** Block (`on`) or unblock a whole domain (form field `domain`); servers answer {}. */
export const setDomainBlocked = (cfg: ApiConfig, domain: string, on: boolean): Promise<ApiResponse<unknown>> =>
  request<unknown>(cfg, '/api/v1/domain_blocks', { method: on ? 'POST' : 'DELETE', form: { domain } });

export type { Account };
