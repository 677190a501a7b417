// Who favourited or repeated a post (spec 001 §7: GET /api/v1/statuses/{id}/favourited_by, /reblogged_by),
// paged by the Link header. Only the lazy "status-people" chunk needs them.
import { request, type ApiConfig, type ApiResponse } from '../../../api/client';
import type { Account } from '../../../api/types/index';
import type { PeopleKind } from '../statusPeopleIntents';

const ENDPOINT: Record<PeopleKind, string> = { favourites: 'favourited_by', reblogs: 'reblogged_by' };

/** Spec 001 §9: the user-list popover shows 16 at a time. */
export const PEOPLE_PAGE_SIZE = 16;

export const fetchStatusPeople = (
  cfg: ApiConfig,
  statusId: string,
  kind: PeopleKind,
  maxId: string | null = null,
): Promise<ApiResponse<Account[]>> =>
  request<Account[]>(cfg, `/api/v1/statuses/${encodeURIComponent(statusId)}/${ENDPOINT[kind]}`, {
    query: { max_id: maxId, limit: PEOPLE_PAGE_SIZE },
    shape: 'list',
  });
