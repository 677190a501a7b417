// The general tab's side effects: the server-side filters (list, add, remove), in whichever API version the
// server has. Their intents are taken from the store (sagas/settings.ts starts this when the modal first opens).
import { call, put, select } from 'typed-redux-saga';
import { describeErrorWithServerText, HttpError } from '../../../../api/errors';
import { selectApiConfig, selectCapabilities } from '../../../../selectors/instance';
import type { Flow } from '../../../../store/feature';
import { runFlows } from '../../../../store/runFlows';
import * as api from './filtersApi';
import {
  serverFilterAdded,
  serverFilterAddRequested,
  serverFilterChangeFailed,
  serverFilterRemoved,
  serverFilterRemoveRequested,
  serverFiltersFailed,
  serverFiltersLoaded,
  serverFiltersRequested,
  serverFiltersUnsupported,
} from './filtersSlice';
import { filtersFrom, fromV1, fromV2 } from './serverFilters';

const readerOf = (version: api.FiltersVersion) => (version === 'v2' ? fromV2 : fromV1);

const failure = (id: string, err: unknown) => ({ id, cause: describeErrorWithServerText(err) });

/** The version to use, or null (after saying so) when the server has none. */
function* filtersVersion() {
  const version = (yield* select(selectCapabilities)).serverFilters;
  if (!version) yield* put(serverFiltersUnsupported());
  return version;
}

/** Reads the server's filters into the store; also run by the stream's filters_changed (settings modal closed or not). */
export function* loadFilters() {
  const version = yield* call(filtersVersion);
  if (!version) return;
  const cfg = yield* select(selectApiConfig);
  try {
    const res = yield* call(api.fetchFilters, cfg, version);
    yield* put(serverFiltersLoaded(filtersFrom(res.data, readerOf(version))));
  } catch (err) {
    // a server without the API (an unknown one offered v1) says 404: the section says it has none
    if (err instanceof HttpError && (err.status === 404 || err.status === 501)) yield* put(serverFiltersUnsupported());
    else yield* put(serverFiltersFailed(failure('settings.general.filters.load_error', err)));
  }
}

function* addFilter({ payload }: ReturnType<typeof serverFilterAddRequested>) {
  const version = yield* call(filtersVersion);
  if (!version) return;
  const cfg = yield* select(selectApiConfig);
  try {
    const res = yield* call(api.createFilter, cfg, version, payload);
    const added = readerOf(version)(res.data);
    if (added) yield* put(serverFilterAdded(added));
    // an answer we cannot read: the list as the server has it now
    else yield* call(loadFilters);
  } catch (err) {
    yield* put(serverFilterChangeFailed({ error: failure('settings.general.filters.add_error', err) }));
  }
}

function* removeFilter({ payload }: ReturnType<typeof serverFilterRemoveRequested>) {
  const version = yield* call(filtersVersion);
  if (!version) return;
  const cfg = yield* select(selectApiConfig);
  try {
    yield* call(api.deleteFilter, cfg, version, payload.id);
    yield* put(serverFilterRemoved(payload));
  } catch (err) {
    // already gone is what was asked
    if (err instanceof HttpError && err.status === 404) yield* put(serverFilterRemoved(payload));
    else yield* put(serverFilterChangeFailed({ id: payload.id, error: failure('settings.general.filters.remove_error', err) }));
  }
}

export const generalTabFlows: Flow[] = [
  { type: serverFiltersRequested.type, mode: 'latest', handler: loadFilters },
  { type: serverFilterAddRequested.type, mode: 'every', handler: addFilter },
  { type: serverFilterRemoveRequested.type, mode: 'every', handler: removeFilter },
];

export function* generalTabSaga() {
  yield* call(runFlows, generalTabFlows);
}
