// Notifications: Mastodon's list (types[] / exclude_types[], Link paging), dismiss, and Pleroma's read marker.
import { request, type ApiConfig, type ApiResponse } from '../../../api/client';
import type { Notification } from '../../../api/types/index';

export interface NotificationsQuery {
  maxId?: string | null;
  sinceId?: string | null;
  /** only these types (Mastodon 3.5+ and Pleroma `types[]`) */
  types?: string[];
  excludeTypes?: string[];
  limit?: number;
  signal?: AbortSignal;
}

export const NOTIFICATIONS_PAGE_SIZE = 20;

export const fetchNotifications = (cfg: ApiConfig, q: NotificationsQuery = {}): Promise<ApiResponse<unknown>> =>
  request<unknown>(cfg, '/api/v1/notifications', {
    query: {
      max_id: q.maxId,
      since_id: q.sinceId,
      types: q.types && q.types.length > 0 ? q.types : undefined,
      exclude_types: q.excludeTypes && q.excludeTypes.length > 0 ? q.excludeTypes : undefined,
      limit: q.limit ?? NOTIFICATIONS_PAGE_SIZE,
      // Muted senders' notifications are shown collapsed (spec 001 §2), so they are asked for.
      with_muted: true,
    },
    signal: q.signal,
    shape: 'list',
  });

/** Pleroma: everything up to `maxId` is seen. */
export const markNotificationsRead = (cfg: ApiConfig, maxId: string): Promise<ApiResponse<unknown>> =>
  request<unknown>(cfg, '/api/v1/pleroma/notifications/read', { method: 'POST', form: { max_id: maxId } });

/** Pleroma: one notification is seen. */
export const markNotificationRead = (cfg: ApiConfig, id: string): Promise<ApiResponse<Notification>> =>
  request<Notification>(cfg, '/api/v1/pleroma/notifications/read', { method: 'POST', form: { id } });

export const dismissNotification = (cfg: ApiConfig, id: string): Promise<ApiResponse<unknown>> =>
  request<unknown>(cfg, `/api/v1/notifications/${encodeURIComponent(id)}/dismiss`, { method: 'POST' });
