// Single statuses and their threads.
import { request, type ApiConfig, type ApiResponse } from './client';
import type { Status } from './types';

export interface StatusContext {
  ancestors: Status[];
  descendants: Status[];
}

export const fetchStatus = (cfg: ApiConfig, id: string, signal?: AbortSignal): Promise<ApiResponse<Status>> =>
  request<Status>(cfg, `/api/v1/statuses/${encodeURIComponent(id)}`, { signal });

export const fetchContext = (cfg: ApiConfig, id: string, signal?: AbortSignal): Promise<ApiResponse<StatusContext>> =>
  request<StatusContext>(cfg, `/api/v1/statuses/${encodeURIComponent(id)}/context`, { signal, shape: 'object' });
