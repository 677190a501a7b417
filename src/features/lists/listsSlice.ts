// The member's lists and the open list form (spec 000 §3 List: id, title, accountIds). A lazy slice: it joins
// the store when the lists chunk loads (at sign-in, for the 240 s refresh). The form's fields live here, so a
// failed create, save or delete leaves them exactly as typed.
import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer, type RootState } from '../../store/rootReducer';
import type { UiMessage } from '../../slices/ui';
import { sessionCleared } from '../../slices/auth';
import { listDeleteRequested, listEditorClosed, listEditorOpened, listMemberSearchChanged, listSubmitted } from './listsIntents';

export interface ListEntry {
  id: string;
  title: string;
}

export type LoadStatus = 'idle' | 'loading' | 'loaded' | 'error';

export interface MemberSearch {
  query: string;
  followingOnly: boolean;
  /** 'waiting': typed, inside the 2000 ms quiet time */
  status: 'idle' | 'waiting' | 'loading' | 'loaded' | 'error';
  ids: string[];
}

export interface ListEditor {
  /** null while creating; set once the server created the list (a retry then saves, never creates twice) */
  listId: string | null;
  title: string;
  /** the title the server holds (a save sends PUT only when it changed) */
  savedTitle: string;
  /** the members the server holds, for the save's diff */
  memberIds: string[];
  /** the members as toggled */
  selectedIds: string[];
  /** the edited list's title and members */
  status: LoadStatus;
  search: MemberSearch;
  busy: 'create' | 'save' | 'delete' | null;
  error: UiMessage | null;
}

export interface ListsState {
  /** the member's lists, newest first (spec 000 §2) */
  items: ListEntry[];
  status: LoadStatus;
  editor: ListEditor | null;
}

const initialState: ListsState = { items: [], status: 'idle', editor: null };

/** Newer lists have greater ids (Akkoma's serials, Mastodon's snowflakes, time-ordered UUIDs): longer first, then by text. */
export const compareIdsNewestFirst = (a: string, b: string): number => b.length - a.length || (a < b ? 1 : a > b ? -1 : 0);

/** Adds or replaces one list, keeping the order. */
function put(state: ListsState, entry: ListEntry) {
  state.items = [...state.items.filter((l) => l.id !== entry.id), entry].sort((a, b) => compareIdsNewestFirst(a.id, b.id));
}

const emptySearch: MemberSearch = { query: '', followingOnly: false, status: 'idle', ids: [] };

export const newEditor = (listId: string | null, title = ''): ListEditor => ({
  listId,
  title,
  savedTitle: title,
  memberIds: [],
  selectedIds: [],
  status: listId ? 'loading' : 'loaded',
  search: emptySearch,
  busy: null,
  error: null,
});

const listsSlice = createSlice({
  name: 'lists',
  initialState,
  reducers: {
    listsFetchStarted(state) {
      if (state.status !== 'loaded') state.status = 'loading';
    },
    /** GET /api/v1/lists: the whole set (a list deleted elsewhere leaves). */
    listsLoaded(state, action: PayloadAction<ListEntry[]>) {
      state.items = [...action.payload].sort((a, b) => compareIdsNewestFirst(a.id, b.id));
      state.status = 'loaded';
    },
    /** Kept lists stay shown; only a screen with nothing yet says it failed. */
    listsFetchFailed(state) {
      if (state.status !== 'loaded') state.status = 'error';
    },
    listLoaded(state, action: PayloadAction<ListEntry>) {
      put(state, action.payload);
    },
    listEditorLoaded(state, action: PayloadAction<{ id: string; title: string; memberIds: string[] }>) {
      const editor = state.editor;
      if (editor?.listId !== action.payload.id) return;
      if (editor.title === editor.savedTitle) editor.title = action.payload.title;
      editor.savedTitle = action.payload.title;
      editor.memberIds = action.payload.memberIds;
      editor.selectedIds = action.payload.memberIds;
      editor.status = 'loaded';
    },
    listEditorLoadFailed(state, action: PayloadAction<{ id: string; error: UiMessage }>) {
      if (state.editor?.listId !== action.payload.id) return;
      state.editor.status = 'error';
      state.editor.error = action.payload.error;
    },
    listTitleEdited(state, action: PayloadAction<string>) {
      if (state.editor) state.editor.title = action.payload;
    },
    listMemberToggled(state, action: PayloadAction<string>) {
      const editor = state.editor;
      if (!editor) return;
      const id = action.payload;
      editor.selectedIds = editor.selectedIds.includes(id)
        ? editor.selectedIds.filter((x) => x !== id)
        : [...editor.selectedIds, id];
    },
    memberSearchStarted(state) {
      if (state.editor) state.editor.search.status = 'loading';
    },
    memberSearchLoaded(state, action: PayloadAction<{ query: string; ids: string[] }>) {
      const search = state.editor?.search;
      if (!search || search.query !== action.payload.query) return;
      search.status = 'loaded';
      search.ids = action.payload.ids;
    },
    memberSearchFailed(state, action: PayloadAction<{ query: string }>) {
      const search = state.editor?.search;
      if (search?.query === action.payload.query) search.status = 'error';
    },
    /** POST /api/v1/lists answered: the form now edits that list, whatever follows. */
    listCreated(state, action: PayloadAction<ListEntry>) {
      put(state, action.payload);
      if (state.editor) {
        state.editor.listId = action.payload.id;
        state.editor.savedTitle = action.payload.title;
      }
    },
    listTitleSaved(state, action: PayloadAction<ListEntry>) {
      const entry = state.items.find((l) => l.id === action.payload.id);
      if (entry) entry.title = action.payload.title;
      if (state.editor?.listId === action.payload.id) state.editor.savedTitle = action.payload.title;
    },
    listMembersSaved(state, action: PayloadAction<{ id: string; memberIds: string[] }>) {
      if (state.editor?.listId === action.payload.id) state.editor.memberIds = action.payload.memberIds;
    },
    /** Create or save went through: the saga navigates to the list's timeline. */
    listSubmitDone(state) {
      if (state.editor) state.editor.busy = null;
    },
    listDeleted(state, action: PayloadAction<{ id: string }>) {
      state.items = state.items.filter((l) => l.id !== action.payload.id);
      if (state.editor?.listId === action.payload.id) state.editor.busy = null;
    },
    /** A create, save or delete failed: the form keeps what was typed and says why. */
    listSubmitFailed(state, action: PayloadAction<UiMessage>) {
      if (!state.editor) return;
      state.editor.busy = null;
      state.editor.error = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(listEditorOpened, (state, action) => {
        const { id } = action.payload;
        state.editor = newEditor(id, state.items.find((l) => l.id === id)?.title);
      })
      .addCase(listEditorClosed, (state) => {
        state.editor = null;
      })
      .addCase(listMemberSearchChanged, (state, action) => {
        if (!state.editor) return;
        const query = action.payload.query.trim();
        state.editor.search = {
          query,
          followingOnly: action.payload.followingOnly,
          status: query ? 'waiting' : 'idle',
          ids: query ? state.editor.search.ids : [],
        };
      })
      .addCase(listSubmitted, (state) => {
        const editor = state.editor;
        if (!editor || editor.busy || !canSubmit(editor)) return;
        editor.busy = editor.listId ? 'save' : 'create';
        editor.error = null;
      })
      .addCase(listDeleteRequested, (state) => {
        const editor = state.editor;
        if (!editor?.listId || editor.busy) return;
        editor.busy = 'delete';
        editor.error = null;
      })
      .addCase(sessionCleared, () => initialState);
  },
});

/** Spec 000 §5: create and save are disabled while the title is empty (blank counts: servers refuse it). */
export const canSubmit = (editor: ListEditor): boolean => editor.title.trim() !== '' && editor.status === 'loaded';

export const {
  listsFetchStarted,
  listsLoaded,
  listsFetchFailed,
  listLoaded,
  listEditorLoaded,
  listEditorLoadFailed,
  listTitleEdited,
  listMemberToggled,
  memberSearchStarted,
  memberSearchLoaded,
  memberSearchFailed,
  listCreated,
  listTitleSaved,
  listMembersSaved,
  listSubmitDone,
  listDeleted,
  listSubmitFailed,
} = listsSlice.actions;

declare module '../../store/rootReducer' {
  interface LazyLoadedSlices extends WithSlice<typeof listsSlice> {}
}

/** In the store from the moment this module is evaluated (its chunk loaded); reads as the initial state before. */
const injectedLists = listsSlice.injectInto(rootReducer);
export const selectListsState = (s: RootState): ListsState => injectedLists.selectSlice(s);
export default listsSlice.reducer;
