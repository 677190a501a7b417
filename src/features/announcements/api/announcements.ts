// Announcements (spec 001 §7): Mastodon's member calls, and Pleroma's admin API for posting, editing and
// deleting them (Pleroma and Akkoma only).
import { request, type ApiConfig, type ApiResponse } from '../../../api/client';
import type { Announcement, AnnouncementParams } from '../../../api/types/announcement';

const ADMIN = '/api/v1/pleroma/admin/announcements';
const memberPath = (id: string) => `/api/v1/announcements/${encodeURIComponent(id)}`;
const adminPath = (id: string) => `${ADMIN}/${encodeURIComponent(id)}`;

/** The announcements a member sees now, each with its `read` flag. */
export const fetchAnnouncements = (cfg: ApiConfig): Promise<ApiResponse<Announcement[]>> =>
  request<Announcement[]>(cfg, '/api/v1/announcements', { shape: 'list' });

export const dismissAnnouncement = (cfg: ApiConfig, id: string): Promise<ApiResponse<unknown>> =>
  request<unknown>(cfg, `${memberPath(id)}/dismiss`, { method: 'POST' });

/** Add (PUT) or take back (DELETE) the member's reaction. */
export const reactToAnnouncement = (cfg: ApiConfig, id: string, name: string, on: boolean): Promise<ApiResponse<unknown>> =>
  request<unknown>(cfg, `${memberPath(id)}/reactions/${encodeURIComponent(name)}`, { method: on ? 'PUT' : 'DELETE' });

/** Every announcement, active or not (admins). */
export const fetchAdminAnnouncements = (cfg: ApiConfig, limit: number): Promise<ApiResponse<Announcement[]>> =>
  request<Announcement[]>(cfg, ADMIN, { query: { limit, offset: 0 }, shape: 'list' });

export const createAnnouncement = (cfg: ApiConfig, params: AnnouncementParams): Promise<ApiResponse<Announcement>> =>
  request<Announcement>(cfg, ADMIN, { method: 'POST', json: params, shape: 'object' });

export const updateAnnouncement = (cfg: ApiConfig, id: string, params: AnnouncementParams): Promise<ApiResponse<Announcement>> =>
  request<Announcement>(cfg, adminPath(id), { method: 'PATCH', json: params, shape: 'object' });

export const deleteAnnouncement = (cfg: ApiConfig, id: string): Promise<ApiResponse<unknown>> =>
  request<unknown>(cfg, adminPath(id), { method: 'DELETE' });
