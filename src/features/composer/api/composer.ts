// Posting: new statuses (also previews), edits, and the source text an edit starts from.
import { request, type ApiConfig, type ApiResponse, type RequestOptions } from '../../../api/client';
import type { Status } from '../../../api/types/index';
import { formFields, type BodyEncoding, type StatusBody } from '../lib/payload';

const path = (id: string) => `/api/v1/statuses/${encodeURIComponent(id)}`;

/** JSON (real booleans, lists and the nested poll) unless the server is known to read only form fields. */
const bodyOf = (body: StatusBody, encoding: BodyEncoding): Pick<RequestOptions, 'json' | 'form'> =>
  encoding === 'form' ? { form: formFields(body) } : { json: body };

/**
 * POST /api/v1/statuses; the idempotency key makes a repeated submit one status. A preview (preview=true) goes
 * without one, so it never answers for the real post that follows it.
 */
export const postStatus = (
  cfg: ApiConfig,
  body: StatusBody,
  encoding: BodyEncoding,
  idempotencyKey?: string,
): Promise<ApiResponse<Status>> =>
  request<Status>(cfg, '/api/v1/statuses', {
    method: 'POST',
    ...bodyOf(body, encoding),
    headers: idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : undefined,
  });

/** PUT /api/v1/statuses/{id}: the answer may carry another id than the one edited (snac2). */
export const editStatus = (cfg: ApiConfig, id: string, body: StatusBody, encoding: BodyEncoding): Promise<ApiResponse<Status>> =>
  request<Status>(cfg, path(id), { method: 'PUT', ...bodyOf(body, encoding) });

/** What an edit starts from: the text as typed, not the rendered HTML. */
export interface StatusSource {
  id: string;
  text: string;
  spoiler_text: string;
  content_type?: string | null;
}

export const fetchStatusSource = (cfg: ApiConfig, id: string): Promise<ApiResponse<StatusSource>> =>
  request<StatusSource>(cfg, `${path(id)}/source`);
