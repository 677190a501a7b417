// Posting: new statuses (also previews), edits, and the source text an edit starts from.
import { request, type ApiConfig, type ApiResponse, type Params } from '../../../api/client';
import type { Status } from '../../../api/types/index';

const path = (id: string) => `/api/v1/statuses/${encodeURIComponent(id)}`;

/**
 * POST /api/v1/statuses as form data; the idempotency key makes a repeated submit one status. A preview
 * (preview=true) goes without one, so it never answers for the real post that follows it.
 */
export const postStatus = (cfg: ApiConfig, params: Params, idempotencyKey?: string): Promise<ApiResponse<Status>> =>
  request<Status>(cfg, '/api/v1/statuses', {
    method: 'POST',
    form: params,
    headers: idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : undefined,
  });

export const editStatus = (cfg: ApiConfig, id: string, params: Params): Promise<ApiResponse<Status>> =>
  request<Status>(cfg, path(id), { method: 'PUT', form: params });

/** What an edit starts from: the text as typed, not the rendered HTML. */
export interface StatusSource {
  id: string;
  text: string;
  spoiler_text: string;
  content_type?: string | null;
}

export const fetchStatusSource = (cfg: ApiConfig, id: string): Promise<ApiResponse<StatusSource>> =>
  request<StatusSource>(cfg, `${path(id)}/source`);
