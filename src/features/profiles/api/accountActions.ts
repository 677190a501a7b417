// Profiles and relationships (issue 8): look-ups, follow lists and relationship changes. Apart from
// api/accounts.ts, which the first screen needs, so these stay in the lazily loaded "profiles" chunk.
import { request, type ApiConfig, type ApiResponse } from '../../../api/client';
import type { Account, Relationship, Tag } from '../../../api/types/index';

/** Mastodon 3.4+ and Pleroma 2.4+; older servers answer 404 (then try fetchAccount with the nickname, Pleroma style). */
export const lookupAccount = (cfg: ApiConfig, acct: string, signal?: AbortSignal): Promise<ApiResponse<Account>> =>
  request<Account>(cfg, '/api/v1/accounts/lookup', { query: { acct }, signal });

export interface FollowListParams {
  maxId?: string | null;
  limit?: number;
  signal?: AbortSignal;
}

/** Spec 000 §9: followers and following default limit 20. */
export const FOLLOW_LIST_PAGE_SIZE = 20;

/** Follows (`following`) or followers of an account, with Pleroma's relationships inline. */
export const fetchFollowList = (
  cfg: ApiConfig,
  id: string,
  kind: 'following' | 'followers',
  p: FollowListParams = {},
): Promise<ApiResponse<Account[]>> =>
  request<Account[]>(cfg, `/api/v1/accounts/${encodeURIComponent(id)}/${kind}`, {
    query: { max_id: p.maxId, limit: p.limit ?? FOLLOW_LIST_PAGE_SIZE, with_relationships: true },
    signal: p.signal,
    shape: 'list',
  });

const accountPost = (cfg: ApiConfig, id: string, action: string, form?: Record<string, string | boolean>) =>
  request<Relationship>(cfg, `/api/v1/accounts/${encodeURIComponent(id)}/${action}`, { method: 'POST', form: form ?? {} });

/**
 * Follow, or change an existing follow: `reblogs` shows or hides their repeats, `notify` subscribes to
 * their posts (Mastodon 3.3+ and Pleroma 2.4+). Either left out keeps its current value.
 */
export const followAccount = (cfg: ApiConfig, id: string, opts: { reblogs?: boolean; notify?: boolean } = {}) => {
  const form: Record<string, boolean> = {};
  if (opts.reblogs !== undefined) form.reblogs = opts.reblogs;
  if (opts.notify !== undefined) form.notify = opts.notify;
  return accountPost(cfg, id, 'follow', form);
};
export const unfollowAccount = (cfg: ApiConfig, id: string) => accountPost(cfg, id, 'unfollow');
export const blockAccount = (cfg: ApiConfig, id: string) => accountPost(cfg, id, 'block');
export const unblockAccount = (cfg: ApiConfig, id: string) => accountPost(cfg, id, 'unblock');
export const muteAccount = (cfg: ApiConfig, id: string) => accountPost(cfg, id, 'mute');
export const unmuteAccount = (cfg: ApiConfig, id: string) => accountPost(cfg, id, 'unmute');
export const removeFromFollowers = (cfg: ApiConfig, id: string) => accountPost(cfg, id, 'remove_from_followers');
/** The viewer's private note on the account (form field `comment`; '' clears it). */
export const saveAccountNote = (cfg: ApiConfig, id: string, comment: string) => accountPost(cfg, id, 'note', { comment });

/** Pleroma's subscription (notified of every post) without Mastodon's follow-with-notify. */
export const pleromaSubscription = (cfg: ApiConfig, id: string, on: boolean) =>
  request<Relationship>(cfg, `/api/v1/pleroma/accounts/${encodeURIComponent(id)}/${on ? 'subscribe' : 'unsubscribe'}`, {
    method: 'POST',
  });

/** Hide (block: true) or show again everything from a whole domain. Servers answer {}. */
export const setDomainBlock = (cfg: ApiConfig, domain: string, block: boolean) =>
  request<unknown>(cfg, '/api/v1/domain_blocks', { method: block ? 'POST' : 'DELETE', form: { domain } });

/** The hashtags the viewer follows (Mastodon 4.0+, Akkoma/Pleroma 2.5+), Link-paged. */
export const fetchFollowedTags = (cfg: ApiConfig, maxId?: string | null, signal?: AbortSignal): Promise<ApiResponse<Tag[]>> =>
  request<Tag[]>(cfg, '/api/v1/followed_tags', {
    query: { max_id: maxId, limit: FOLLOW_LIST_PAGE_SIZE },
    signal,
    shape: 'list',
  });
