// Polls: read one, vote in one.
import { request, type ApiConfig, type ApiResponse } from '../../../api/client';
import type { Poll } from '../../../api/types/index';

export const fetchPoll = (cfg: ApiConfig, id: string): Promise<ApiResponse<Poll>> =>
  request<Poll>(cfg, `/api/v1/polls/${encodeURIComponent(id)}`);

/**
 * choices are option indexes; the reply is the updated poll. JSON `{"choices":[0,2]}` as Mastodon's web client sends
 * it (Hollo refuses the form's `choices[]`), form fields where the server reads only those (capabilities).
 */
export const votePoll = (
  cfg: ApiConfig,
  id: string,
  choices: number[],
  encoding: 'json' | 'form' = 'json',
): Promise<ApiResponse<Poll>> =>
  request<Poll>(cfg, `/api/v1/polls/${encodeURIComponent(id)}/votes`, {
    method: 'POST',
    ...(encoding === 'form' ? { form: { choices } } : { json: { choices } }),
  });
