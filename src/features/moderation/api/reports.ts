// Pleroma's admin API for reports and posts (spec 001 §7 "Reports"): what the reports area and the status menu's
// admin items call. Only the staff chunks import it ("moderation-reports", "moderation").
import { request, type ApiConfig, type ApiResponse } from '../../../api/client';
import type { Account, Status } from '../../../api/types/index';

/** A note on a report (Pleroma's ReportView "show_note.json"); Pleroma's ids are numbers. */
export interface AdminReportNote {
  id: string | number;
  content: string;
  user?: Account | null;
  created_at: string;
}

/** One report as Pleroma's ReportView "show.json" sends it; `state` is the server's word (open, resolved, closed…). */
export interface AdminReport {
  id: string;
  account?: Account | null;
  actor?: Account | null;
  content?: string | null;
  created_at: string;
  statuses?: Status[];
  state: string;
  notes?: AdminReportNote[];
}

export interface AdminReportsPage {
  total: number;
  reports: AdminReport[];
}

export interface ReportsQuery {
  /** one state only (Pleroma filters by one); none for every report */
  state?: string;
  page: number;
  pageSize: number;
}

const REPORTS = '/api/v1/pleroma/admin/reports';

/** GET a page of reports; `limit` is sent too, for servers that read it instead of `page_size`. */
export const fetchReports = (cfg: ApiConfig, q: ReportsQuery): Promise<ApiResponse<AdminReportsPage>> =>
  request<AdminReportsPage>(cfg, REPORTS, {
    query: { state: q.state, page: q.page, page_size: q.pageSize, limit: q.pageSize },
    shape: 'object',
  });

/** PATCH states, one or many at once: 204, or 400 with `[{id, error}]` for the ones refused. */
export const updateReportStates = (cfg: ApiConfig, reports: { id: string; state: string }[]) =>
  request<null>(cfg, REPORTS, { method: 'PATCH', json: { reports } });

/** POST a note; Pleroma answers 204 with no body, so the report is read again afterwards. */
export const addReportNote = (cfg: ApiConfig, reportId: string, content: string) =>
  request<null>(cfg, `${REPORTS}/${encodeURIComponent(reportId)}/notes`, { method: 'POST', json: { content } });

export const deleteReportNote = (cfg: ApiConfig, reportId: string, noteId: string) =>
  request<null>(cfg, `${REPORTS}/${encodeURIComponent(reportId)}/notes/${encodeURIComponent(noteId)}`, { method: 'DELETE' });

/** What an admin may change on someone's post (Pleroma's admin API). */
export interface AdminStatusChange {
  sensitive?: boolean;
  visibility?: 'public' | 'unlisted' | 'private';
}

/** PUT one post's sensitive flag or visibility; the answer is the changed post. */
export const updateAdminStatus = (cfg: ApiConfig, statusId: string, change: AdminStatusChange) =>
  request<Status>(cfg, `/api/v1/pleroma/admin/statuses/${encodeURIComponent(statusId)}`, {
    method: 'PUT',
    json: change,
    shape: 'object',
  });
