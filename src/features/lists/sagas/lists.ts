// The lists chunk's sagas (spec 000 §4 Lists, §9): the 240 s refresh while signed in, the list timeline's
// title, the form's loading, its debounced member search, and create / save / delete.
import { all, call, delay, put, race, select, take } from 'typed-redux-saga';
import { BadResponseError, describeErrorWithServerText } from '../../../api/errors';
import type { List } from '../../../api/types/list';
import { normalizeAccounts } from '../../../schemas/index';
import { entitiesImported } from '../../../actions/entities';
import { selectApiConfig } from '../../../selectors/instance';
import { navigationRequested, type UiMessage } from '../../../slices/ui';
import { loginSucceeded, sessionCleared } from '../../../slices/auth';
import { waitOutRateLimit } from '../../../sagas/rateLimit';
import type { Flow } from '../../../store/feature';
import type { RootState } from '../../../store/rootReducer';
import { runFlows } from '../../../store/runFlows';
import * as api from '../api/lists';
import {
  listDeleteRequested,
  listEditorClosed,
  listEditorOpened,
  listMemberSearchChanged,
  listRequested,
  listsRefreshRequested,
  listSubmitted,
} from '../listsIntents';
import {
  listCreated,
  listDeleted,
  listEditorLoaded,
  listEditorLoadFailed,
  listLoaded,
  listMembersSaved,
  listsFetchFailed,
  listsFetchStarted,
  listsLoaded,
  listSubmitDone,
  listSubmitFailed,
  listTitleSaved,
  memberSearchFailed,
  memberSearchLoaded,
  memberSearchStarted,
  selectListsState,
  type ListEntry,
} from '../listsSlice';

/** Spec 000 §9. */
export const LISTS_REFRESH_MS = 240_000;
export const MEMBER_SEARCH_DEBOUNCE_MS = 2_000;

/** A list as the server sent it; anything without an id or a title is dropped. */
const toEntry = (raw: unknown): ListEntry | null => {
  const l = raw as Partial<List> | null;
  if (!l || typeof l !== 'object' || (typeof l.id !== 'string' && typeof l.id !== 'number') || typeof l.title !== 'string')
    return null;
  return { id: String(l.id), title: l.title };
};

/** Our sentence for what failed, with the server's own words (or a description of the failure) in it. */
const failure = (id: string, err: unknown): UiMessage => ({ id, cause: describeErrorWithServerText(err) });

function* loadLists() {
  const cfg = yield* select(selectApiConfig);
  yield* put(listsFetchStarted());
  try {
    const res = yield* call(api.fetchLists, cfg);
    yield* put(listsLoaded(res.data.map(toEntry).filter((l): l is ListEntry => l !== null)));
  } catch (error) {
    console.warn('[lists] could not fetch the lists:', error instanceof Error ? error.message : error);
    yield* put(listsFetchFailed());
  }
}

/** The lists now, then every 240 s, never while rate limited. */
export function* listsBackground() {
  for (;;) {
    yield* call(loadLists);
    yield* delay(LISTS_REFRESH_MS);
    yield* call(waitOutRateLimit);
  }
}

/** From sign-in (or a stored session's check) to sign-out. */
function* whileSignedIn() {
  yield* race([call(listsBackground), take(sessionCleared)]);
}

function* loadList(action: ReturnType<typeof listRequested>) {
  const cfg = yield* select(selectApiConfig);
  try {
    const res = yield* call(api.fetchList, cfg, action.payload.id);
    const entry = toEntry(res.data);
    if (entry) yield* put(listLoaded(entry));
  } catch {
    // Only the title is missing then: the timeline itself reports its own fetch errors.
  }
}

function* loadEditorNow(id: string) {
  const cfg = yield* select(selectApiConfig);
  try {
    const { list, members } = yield* all({ list: call(api.fetchList, cfg, id), members: call(api.fetchListAccounts, cfg, id) });
    const normalized = normalizeAccounts(members.data);
    yield* put(entitiesImported(normalized.entities));
    const entry = toEntry(list.data);
    if (entry) yield* put(listLoaded(entry));
    yield* put(listEditorLoaded({ id, title: entry?.title ?? '', memberIds: normalized.result }));
  } catch (error) {
    console.warn('[lists] could not load the list:', error instanceof Error ? error.message : error);
    yield* put(listEditorLoadFailed({ id, error: { id: 'lists.load_failed' } }));
  }
}

/** The edit form's list: its title and every member. Leaving the form stops it. */
function* loadEditor(action: ReturnType<typeof listEditorOpened>) {
  const { id } = action.payload;
  if (id) yield* race([call(loadEditorNow, id), take(listEditorClosed)]);
}

function* searchNow(query: string, followingOnly: boolean) {
  yield* delay(MEMBER_SEARCH_DEBOUNCE_MS);
  yield* put(memberSearchStarted());
  const cfg = yield* select(selectApiConfig);
  try {
    const res = yield* call(api.searchListCandidates, cfg, query, followingOnly);
    const normalized = normalizeAccounts(res.data);
    yield* put(entitiesImported(normalized.entities));
    // The member cannot be a member of their own list.
    const me = yield* select((s: RootState) => s.auth.me);
    yield* put(memberSearchLoaded({ query, ids: normalized.result.filter((id) => id !== me) }));
  } catch (error) {
    console.warn('[lists] member search failed:', error instanceof Error ? error.message : error);
    yield* put(memberSearchFailed({ query }));
  }
}

/** Debounced by 2000 ms (spec 000 §9): every change starts the wait again (takeLatest); leaving drops it. */
function* memberSearch(action: ReturnType<typeof listMemberSearchChanged>) {
  const query = action.payload.query.trim();
  if (!query) return;
  yield* race([call(searchNow, query, action.payload.followingOnly), take([listEditorClosed.type, listEditorOpened.type])]);
}

/** The screen reached after a create, save or delete puts focus on its heading (keyboard and screen readers). */
const ARRIVAL = { focus: 'heading' };

const without = (ids: readonly string[], gone: readonly string[]) => ids.filter((id) => !gone.includes(id));

/**
 * Create (POST /api/v1/lists, then its members) or save (PUT the title when it changed, then add and remove
 * the members that changed), then the list's timeline. A failure keeps the form as typed; once the server
 * created the list the form edits it, so trying again never makes a second one.
 */
function* submit() {
  const editor = (yield* select(selectListsState)).editor;
  if (!editor || (editor.busy !== 'create' && editor.busy !== 'save')) return;
  const cfg = yield* select(selectApiConfig);
  const title = editor.title.trim();
  let stage = editor.listId ? 'lists.save_failed' : 'lists.create_failed';
  try {
    let id = editor.listId;
    if (!id) {
      const entry = toEntry((yield* call(api.createList, cfg, title)).data);
      if (!entry) throw new BadResponseError('POST /api/v1/lists: no list in the answer');
      yield* put(listCreated(entry));
      id = entry.id;
      stage = 'lists.save_failed';
    } else if (title !== editor.savedTitle) {
      const entry = toEntry((yield* call(api.updateList, cfg, id, title)).data);
      yield* put(listTitleSaved({ id, title: entry?.title ?? title }));
    }
    const added = without(editor.selectedIds, editor.memberIds);
    const removed = without(editor.memberIds, editor.selectedIds);
    if (added.length > 0) {
      yield* call(api.addListAccounts, cfg, id, added);
      yield* put(listMembersSaved({ id, memberIds: [...editor.memberIds, ...added] }));
    }
    if (removed.length > 0) {
      yield* call(api.removeListAccounts, cfg, id, removed);
      yield* put(listMembersSaved({ id, memberIds: [...editor.selectedIds] }));
    }
    yield* put(listSubmitDone());
    // Replacing the form's entry: Back leads to where the reader came from, not to a spent form.
    yield* put(navigationRequested({ to: `/lists/${encodeURIComponent(id)}`, replace: true, state: ARRIVAL }));
  } catch (error) {
    yield* put(listSubmitFailed(failure(stage, error)));
  }
}

/** DELETE /api/v1/lists/{id} (after the confirm dialog), then the lists screen. */
function* remove() {
  const editor = (yield* select(selectListsState)).editor;
  const id = editor?.listId;
  if (!id || editor.busy !== 'delete') return;
  const cfg = yield* select(selectApiConfig);
  try {
    yield* call(api.deleteList, cfg, id);
    yield* put(listDeleted({ id }));
    yield* put(navigationRequested({ to: '/lists', replace: true, state: ARRIVAL }));
  } catch (error) {
    yield* put(listSubmitFailed(failure('lists.delete_failed', error)));
  }
}

/** The chunk's handlers, for the feature loader (index.ts). */
export const listFlows: Flow[] = [
  { type: loginSucceeded.type, mode: 'latest', handler: whileSignedIn },
  { type: listRequested.type, mode: 'every', handler: loadList },
  { type: listsRefreshRequested.type, mode: 'latest', handler: loadLists },
  { type: listEditorOpened.type, mode: 'latest', handler: loadEditor },
  { type: listMemberSearchChanged.type, mode: 'latest', handler: memberSearch },
  { type: listSubmitted.type, mode: 'leading', handler: submit },
  { type: listDeleteRequested.type, mode: 'leading', handler: remove },
];

/** The same flows taken straight from the store (tests). */
export function* listsSaga() {
  yield* runFlows(listFlows);
}
