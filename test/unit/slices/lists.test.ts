// The lists slice and its selectors (spec 000 §2 newest first, §5 create and save disabled while the title is
// empty), and the list timeline cleared when left (§4).
import {
  canSubmit,
  compareIdsNewestFirst,
  listCreated,
  listEditorLoaded,
  listMemberToggled,
  listsLoaded,
  listSubmitFailed,
  listTitleEdited,
  selectListsState,
} from '../../../src/features/lists/listsSlice';
import {
  listEditorClosed,
  listEditorOpened,
  listMemberSearchChanged,
  listSubmitted,
} from '../../../src/features/lists/listsIntents';
import { selectListsNewestFirst, selectListTitle } from '../../../src/features/lists/listsSelectors';
import { sessionCleared } from '../../../src/slices/auth';
import { timelineClosed, timelineOpened } from '../../../src/slices/timelines';
import { reduce, stateAfter } from '../../support/factories';

const lists = (state = stateAfter()) => selectListsState(state);

describe('lists slice', () => {
  it('a fetch replaces the set (a list deleted elsewhere leaves); sign-out forgets everything', () => {
    let state = stateAfter(
      listsLoaded([
        { id: '1', title: 'A' },
        { id: '2', title: 'B' },
      ]),
    );
    state = reduce(state, listsLoaded([{ id: '2', title: 'B2' }]));
    expect(lists(state)).toMatchObject({ items: [{ id: '2', title: 'B2' }], status: 'loaded' });
    expect(lists(reduce(state, sessionCleared())).items).toEqual([]);
  });

  it('create and save are disabled while the title is empty or blank, and while the edited list loads', () => {
    let state = stateAfter(listEditorOpened({ id: null }));
    const editor = () => lists(state).editor!;
    expect(canSubmit(editor())).toBe(false);
    state = reduce(state, listTitleEdited('   '));
    expect(canSubmit(editor())).toBe(false);
    state = reduce(state, listSubmitted());
    expect(editor().busy).toBeNull();
    state = reduce(state, listTitleEdited('Friends'));
    expect(canSubmit(editor())).toBe(true);
    state = reduce(state, listSubmitted());
    expect(editor().busy).toBe('create');

    state = reduce(state, listEditorOpened({ id: '5' }));
    state = reduce(state, listTitleEdited('Typed early'));
    expect(canSubmit(editor())).toBe(false);
    state = reduce(state, listEditorLoaded({ id: '5', title: 'Friends', memberIds: ['1'] }));
    expect(canSubmit(editor())).toBe(true);
  });

  it("the edit form starts from the known title, then shows the server's", () => {
    let state = stateAfter(listsLoaded([{ id: '5', title: 'Known' }]), listEditorOpened({ id: '5' }));
    expect(lists(state).editor).toMatchObject({ listId: '5', title: 'Known', status: 'loading' });
    state = reduce(state, listEditorLoaded({ id: '5', title: 'Server', memberIds: ['1', '2'] }));
    expect(lists(state).editor).toMatchObject({
      title: 'Server',
      savedTitle: 'Server',
      memberIds: ['1', '2'],
      selectedIds: ['1', '2'],
    });
    // an answer for another list (a form left quickly) changes nothing
    state = reduce(state, listEditorLoaded({ id: '9', title: 'Other', memberIds: [] }));
    expect(lists(state).editor?.title).toBe('Server');
  });

  it('toggling adds and removes a member; a failure keeps the form and clears on the next try', () => {
    let state = stateAfter(listEditorOpened({ id: null }), listTitleEdited('T'), listMemberToggled('1'), listMemberToggled('2'));
    state = reduce(state, listMemberToggled('1'));
    expect(lists(state).editor?.selectedIds).toEqual(['2']);
    state = reduce(state, listSubmitted(), listSubmitFailed({ id: 'lists.create_failed', text: 'No' }));
    expect(lists(state).editor).toMatchObject({ title: 'T', selectedIds: ['2'], busy: null, error: { text: 'No' } });
    state = reduce(state, listSubmitted());
    expect(lists(state).editor).toMatchObject({ busy: 'create', error: null });
  });

  it('a created list is known at once and the form edits it; closing the form drops it', () => {
    let state = stateAfter(listEditorOpened({ id: null }), listTitleEdited('New'));
    state = reduce(state, listCreated({ id: '12', title: 'New' }));
    expect(lists(state).editor).toMatchObject({ listId: '12', savedTitle: 'New' });
    expect(selectListTitle(state, '12')).toBe('New');
    expect(lists(reduce(state, listEditorClosed())).editor).toBeNull();
  });

  it('a search change waits (or clears when the field is emptied)', () => {
    let state = stateAfter(listEditorOpened({ id: null }), listMemberSearchChanged({ query: ' al ', followingOnly: true }));
    expect(lists(state).editor?.search).toEqual({ query: 'al', followingOnly: true, status: 'waiting', ids: [] });
    state = reduce(state, listMemberSearchChanged({ query: '', followingOnly: true }));
    expect(lists(state).editor?.search.status).toBe('idle');
  });
});

describe('lists selectors', () => {
  it('newest first: greater ids are newer (numeric serials and snowflakes by length, then text)', () => {
    expect(['9', '10', '2', '100'].sort(compareIdsNewestFirst)).toEqual(['100', '10', '9', '2']);
    const state = stateAfter(
      listsLoaded([
        { id: '2', title: 'Old' },
        { id: '10', title: 'New' },
        { id: '9', title: 'Mid' },
      ]),
    );
    expect(selectListsNewestFirst(state).map((l) => l.title)).toEqual(['New', 'Mid', 'Old']);
  });

  it('the same array while nothing changed, and one empty array before the chunk loaded', () => {
    const state = stateAfter(listsLoaded([{ id: '1', title: 'A' }]));
    expect(selectListsNewestFirst(state)).toBe(selectListsNewestFirst(reduce(state, { type: 'unrelated' })));
    const before = { ...state, lists: undefined };
    expect(selectListsNewestFirst(before)).toEqual([]);
    expect(selectListsNewestFirst(before)).toBe(selectListsNewestFirst({ ...before }));
    expect(selectListTitle(before, '1')).toBeNull();
  });
});

describe('the list timeline', () => {
  it('is cleared when left; other timelines keep theirs', () => {
    let state = stateAfter(timelineOpened({ key: 'list:5' }), timelineOpened({ key: 'friends' }));
    state = reduce(state, timelineClosed({ key: 'list:5' }), timelineClosed({ key: 'friends' }));
    expect(state.timelines['list:5']).toBeUndefined();
    expect(state.timelines.friends).toBeDefined();
  });
});
