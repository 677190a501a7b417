// Hashtags: the followed state of one tag, and following or unfollowing it.
import { request, type ApiConfig, type ApiResponse } from '../../../api/client';
import type { Tag } from '../../../api/types/index';

const path = (name: string) => `/api/v1/tags/${encodeURIComponent(name)}`;

export const fetchTag = (cfg: ApiConfig, name: string, signal?: AbortSignal): Promise<ApiResponse<Tag>> =>
  request<Tag>(cfg, path(name), { signal });

export const followTag = (cfg: ApiConfig, name: string): Promise<ApiResponse<Tag>> =>
  request<Tag>(cfg, `${path(name)}/follow`, { method: 'POST' });

export const unfollowTag = (cfg: ApiConfig, name: string): Promise<ApiResponse<Tag>> =>
  request<Tag>(cfg, `${path(name)}/unfollow`, { method: 'POST' });
