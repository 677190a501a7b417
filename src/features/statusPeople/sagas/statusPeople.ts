// The "status-people" chunk's saga: loads who favourited or repeated a post, a page at a time, and imports
// the accounts into the entity store (the slice keeps only their ids).
import { call, put, select } from 'typed-redux-saga';
import { describeErrorWithServerText } from '../../../api/errors';
import { normalizeAccounts } from '../../../schemas/index';
import { selectApiConfig } from '../../../selectors/instance';
import { entitiesImported } from '../../../slices/entities/index';
import type { Flow } from '../../../store/feature';
import type { RootState } from '../../../store/rootReducer';
import { fetchStatusPeople, PEOPLE_PAGE_SIZE } from '../api/statusPeople';
import { peopleFailed, peopleLoaded, peopleLoading, selectPeopleList } from '../statusPeopleSlice';
import { statusPeopleRequested } from '../statusPeopleIntents';

function* loadPeople({ payload }: ReturnType<typeof statusPeopleRequested>) {
  const { statusId, kind, more = false } = payload;
  const list = yield* select((s: RootState) => selectPeopleList(s, statusId, kind));
  // One request at a time per list; a first page already here is reused (the avatar list and the popover share it).
  if (list?.status === 'loading') return;
  if (!more && list?.status === 'loaded') return;
  if (more && !list?.next) return;
  yield* put(peopleLoading({ statusId, kind }));
  const cfg = yield* select(selectApiConfig);
  try {
    const res = yield* call(fetchStatusPeople, cfg, statusId, kind, more ? (list?.next ?? null) : null);
    const normalized = normalizeAccounts(res.data);
    yield* put(entitiesImported(normalized.entities));
    // A page shorter than asked for is the last one, whatever the Link header says (some servers link on to an
    // empty page), so 'load more' never offers nothing.
    const full = Array.isArray(res.data) && res.data.length >= PEOPLE_PAGE_SIZE;
    const next = full ? res.maxId : null;
    yield* put(peopleLoaded({ statusId, kind, ids: normalized.result, next, more }));
  } catch (error) {
    yield* put(
      peopleFailed({ statusId, kind, error: { id: 'status_people.load_error', cause: describeErrorWithServerText(error) } }),
    );
  }
}

export const statusPeopleFlows: Flow[] = [{ type: statusPeopleRequested.type, mode: 'every', handler: loadPeople }];
