// Polls: read one, vote in one.
import { request, type ApiConfig, type ApiResponse } from '../../../api/client';
import type { Poll } from '../../../api/types/index';

export const fetchPoll = (cfg: ApiConfig, id: string): Promise<ApiResponse<Poll>> =>
  request<Poll>(cfg, `/api/v1/polls/${encodeURIComponent(id)}`);

/** choices are option indexes; the reply is the updated poll. */
export const votePoll = (cfg: ApiConfig, id: string, choices: number[]): Promise<ApiResponse<Poll>> =>
  request<Poll>(cfg, `/api/v1/polls/${encodeURIComponent(id)}/votes`, { method: 'POST', form: { choices } });
