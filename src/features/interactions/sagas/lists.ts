import { call, put, select } from 'typed-redux-saga';
import { fetchList } from '../api/lists';
import { listLoaded, listRequested } from '../listsSlice';
import { selectApiConfig } from '../../../selectors/instance';
import { runFlows } from '../../../store/runFlows';
import { type Flow } from '../../../store/feature';

function* loadList(action: ReturnType<typeof listRequested>) {
  const cfg = yield* select(selectApiConfig);
  try {
    const res = yield* call(fetchList, cfg, action.payload.id);
    if (res.data && typeof res.data.title === 'string') yield* put(listLoaded({ id: action.payload.id, title: res.data.title }));
  } catch {
    // Only the title is missing then: the timeline itself reports its own fetch errors.
  }
}

/** The same handlers, for the lazily loaded interactions chunk (sagas/interactionFlows.ts). */
export const listFlows: Flow[] = [{ type: listRequested.type, mode: 'every', handler: loadList }];

export function* listsSaga() {
  yield* runFlows(listFlows);
}
