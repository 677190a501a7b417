import { call, put, select } from 'redux-saga/effects';
import type { ApiConfig, ApiResponse } from '../../../api/client';
import { fetchList } from '../api/lists';
import type { List } from '../../../api/types/list';
import { listLoaded, listRequested } from '../listsSlice';
import { selectApiConfig } from '../../../selectors/instance';
import { runFlows, type Flow } from '../../../sagas/lazyFlows';

function* loadList(action: ReturnType<typeof listRequested>) {
  const cfg: ApiConfig = yield select(selectApiConfig);
  try {
    const res: ApiResponse<List> = yield call(fetchList, cfg, action.payload.id);
    if (res.data && typeof res.data.title === 'string') yield put(listLoaded({ id: action.payload.id, title: res.data.title }));
  } catch {
    // Only the title is missing then: the timeline itself reports its own fetch errors.
  }
}

/** The same handlers, for the lazily loaded interactions chunk (sagas/interactionFlows.ts). */
export const listFlows: Flow[] = [{ type: listRequested.type, mode: 'every', handler: loadList }];

export function* listsSaga() {
  yield* runFlows(listFlows);
}
