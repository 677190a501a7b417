// Pleroma/Akkoma emoji reactions and the emoji lists the picker offers.
import { request, type ApiConfig, type ApiResponse } from '../../../api/client';
import type { Status } from '../../../api/types/index';

const reactionsPath = (statusId: string) => `/api/v1/pleroma/statuses/${encodeURIComponent(statusId)}/reactions`;

/** name is the unicode emoji or a custom emoji's shortcode; the reply is the updated status. */
export const addReaction = (cfg: ApiConfig, statusId: string, name: string): Promise<ApiResponse<Status>> =>
  request<Status>(cfg, `${reactionsPath(statusId)}/${encodeURIComponent(name)}`, { method: 'PUT' });

export const removeReaction = (cfg: ApiConfig, statusId: string, name: string): Promise<ApiResponse<Status>> =>
  request<Status>(cfg, `${reactionsPath(statusId)}/${encodeURIComponent(name)}`, { method: 'DELETE' });

/** [{name, count, me, url?, accounts: [...]}] — loosely typed: the saga cleans it. */
export const fetchReactions = (cfg: ApiConfig, statusId: string): Promise<ApiResponse<unknown>> =>
  request<unknown>(cfg, reactionsPath(statusId));

/** Pleroma's custom emoji map: shortcode -> {image_url, tags}. */
export const fetchPleromaEmoji = (cfg: ApiConfig): Promise<ApiResponse<unknown>> =>
  request<unknown>(cfg, '/api/v1/pleroma/emoji');

/** Mastodon's list, the fallback when the Pleroma endpoint is missing. */
export const fetchCustomEmojis = (cfg: ApiConfig): Promise<ApiResponse<unknown>> =>
  request<unknown>(cfg, '/api/v1/custom_emojis');
