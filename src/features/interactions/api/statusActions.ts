// What a signed-in user does to a post: toggles, delete, report, edit history, translation.
import { request, type ApiConfig, type ApiResponse } from '../../../api/client';
import type { Status } from '../../../api/types/index';

/** The server's toggle endpoints; each answers with the updated status. */
export type StatusToggle = 'favourite' | 'reblog' | 'bookmark' | 'pin' | 'mute';
const UNDO: Record<StatusToggle, string> = {
  favourite: 'unfavourite',
  reblog: 'unreblog',
  bookmark: 'unbookmark',
  pin: 'unpin',
  mute: 'unmute',
};

const path = (id: string) => `/api/v1/statuses/${encodeURIComponent(id)}`;

export const toggleStatus = (cfg: ApiConfig, id: string, toggle: StatusToggle, on: boolean): Promise<ApiResponse<Status>> =>
  request<Status>(cfg, `${path(id)}/${on ? toggle : UNDO[toggle]}`, { method: 'POST' });

export const deleteStatus = (cfg: ApiConfig, id: string): Promise<ApiResponse<Status>> =>
  request<Status>(cfg, path(id), { method: 'DELETE' });

export interface ReportSubmission {
  accountId: string;
  comment: string;
  forward: boolean;
  statusIds: string[];
}

export const submitReport = (cfg: ApiConfig, r: ReportSubmission): Promise<ApiResponse<unknown>> =>
  request<unknown>(cfg, '/api/v1/reports', {
    method: 'POST',
    json: { account_id: r.accountId, comment: r.comment, forward: r.forward, status_ids: r.statusIds },
  });

export type { StatusEdit } from '../../../api/types/status';

/** The versions of an edited post, oldest first: raw, for schemas/statusEdits.ts to clean. */
export const fetchHistory = (cfg: ApiConfig, id: string): Promise<ApiResponse<unknown>> =>
  request<unknown>(cfg, `${path(id)}/history`);

/** Akkoma answers `text` and `detected_language`; Mastodon `content` and `detected_source_language`. */
export interface Translation {
  text?: string;
  detected_language?: string;
  content?: string;
  detected_source_language?: string;
}

/** Akkoma's machine translation; `from` names the source language instead of letting the server detect it. */
export const fetchTranslation = (
  cfg: ApiConfig,
  id: string,
  lang: string,
  from?: string | null,
): Promise<ApiResponse<Translation>> =>
  request<Translation>(cfg, `${path(id)}/translations/${encodeURIComponent(lang)}`, { query: { from: from || undefined } });

/** Akkoma: the languages its translator reads (`source`) and writes (`target`), each `{code, name}`. */
export const fetchTranslationLanguages = (cfg: ApiConfig): Promise<ApiResponse<unknown>> =>
  request<unknown>(cfg, '/api/v1/akkoma/translation/languages', { shape: 'object' });
