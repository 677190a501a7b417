// The data tab's calls (spec 001 §7 Account settings): Pleroma's CSV imports, the lists an export is built from,
// and account backups. Only the settings chunk calls these.
import { request, type ApiConfig, type ApiResponse } from '../../../../api/client';

export type CsvKind = 'follows' | 'blocks' | 'mutes';

const IMPORT_PATHS: Record<CsvKind, string> = {
  follows: '/api/pleroma/follow_import',
  blocks: '/api/pleroma/blocks_import',
  mutes: '/api/pleroma/mutes_import',
};

/** The file's text as form field `list` (Pleroma takes it as a field or a multipart file); it answers "job started". */
export const importCsv = (cfg: ApiConfig, kind: CsvKind, text: string): Promise<ApiResponse<unknown>> =>
  request<unknown>(cfg, IMPORT_PATHS[kind], { method: 'POST', form: { list: text } });

export const EXPORT_PAGE_SIZE = 40;

/** One page of an export's source list: the reader's follows, mutes or blocks. */
export function fetchExportPage(
  cfg: ApiConfig,
  kind: CsvKind,
  me: string,
  maxId: string | null,
): Promise<ApiResponse<unknown[]>> {
  const path = kind === 'follows' ? `/api/v1/accounts/${encodeURIComponent(me)}/following` : `/api/v1/${kind}`;
  return request<unknown[]>(cfg, path, { query: { max_id: maxId, limit: EXPORT_PAGE_SIZE }, shape: 'list' });
}

/** The reader's account backups (Pleroma 2.4+), newest first. */
export const fetchBackups = (cfg: ApiConfig): Promise<ApiResponse<unknown[]>> =>
  request<unknown[]>(cfg, '/api/v1/pleroma/backups', { shape: 'list' });

/** Asks for a new backup; Pleroma answers the list with it, not processed yet. */
export const createBackup = (cfg: ApiConfig): Promise<ApiResponse<unknown>> =>
  request<unknown>(cfg, '/api/v1/pleroma/backups', { method: 'POST' });
