// Lists: one list (its title names the list timeline).
import { request, type ApiConfig, type ApiResponse } from '../../../api/client';
import type { List } from '../../../api/types/list';

export const fetchList = (cfg: ApiConfig, id: string, signal?: AbortSignal): Promise<ApiResponse<List>> =>
  request<List>(cfg, `/api/v1/lists/${encodeURIComponent(id)}`, { signal });
