// The server-side filter calls (Mastodon's v2 and v1 filters), only this tab's saga makes them.
import { request, type ApiConfig, type ApiResponse } from '../../../../api/client';
import type { NewServerFilter } from './serverFilters';

export type FiltersVersion = 'v1' | 'v2';

const base = (version: FiltersVersion) => `/api/${version}/filters`;

export const fetchFilters = (cfg: ApiConfig, version: FiltersVersion): Promise<ApiResponse<unknown[]>> =>
  request<unknown[]>(cfg, base(version), { shape: 'list' });

/** v2 names the filter after its one keyword here; v1 has only the phrase. */
export const createFilter = (cfg: ApiConfig, version: FiltersVersion, f: NewServerFilter): Promise<ApiResponse<unknown>> =>
  version === 'v2'
    ? request<unknown>(cfg, base(version), {
        method: 'POST',
        json: {
          title: f.keyword,
          context: f.context,
          filter_action: f.action,
          keywords_attributes: [{ keyword: f.keyword, whole_word: f.wholeWord }],
        },
        shape: 'object',
      })
    : request<unknown>(cfg, base(version), {
        method: 'POST',
        json: { phrase: f.keyword, context: f.context, whole_word: f.wholeWord, irreversible: f.action === 'hide' },
        shape: 'object',
      });

export const deleteFilter = (cfg: ApiConfig, version: FiltersVersion, id: string): Promise<ApiResponse<unknown>> =>
  request<unknown>(cfg, `${base(version)}/${encodeURIComponent(id)}`, { method: 'DELETE' });
