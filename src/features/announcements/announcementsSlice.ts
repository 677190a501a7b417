// Announcements (spec 000 §3, §4): the entries in the server's order, when they were fetched (older than 300 s
// is stale), and the admin's post form and edit forms. A lazy slice: it joins the store when the
// announcements chunk loads (at sign-in, for the 60 s fetcher). Forms live here, so a failed post or edit
// keeps what was typed.
import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer, type RootState } from '../../store/rootReducer';
import type { UiMessage } from '../../slices/ui';
import { sessionCleared } from '../../slices/auth';
import {
  announcementDeleteRequested,
  announcementEditSubmitted,
  announcementMarkedRead,
  announcementPostSubmitted,
  announcementReactionToggled,
} from './announcementsIntents';
import { draftOf, type AnnouncementEntry } from './lib/announcementEntry';
import { emptyDraft, withAllDay, type AnnouncementDraft } from './lib/announcementTimes';

export type { AnnouncementEntry } from './lib/announcementEntry';

export interface AnnouncementForm {
  draft: AnnouncementDraft;
  busy: boolean;
  /** post_error / edit_error: the server's words, dismissible */
  error: UiMessage | null;
}

export interface AnnouncementsState {
  byId: Record<string, AnnouncementEntry>;
  /** the server's order */
  ids: string[];
  status: 'idle' | 'loading' | 'loaded' | 'error';
  /** when the last fetch answered (ms); data older than 300 s is stale */
  fetchedAt: number | null;
  /** ids with a mark-as-read, a reaction or a delete on its way */
  pending: string[];
  post: AnnouncementForm;
  /** announcement id -> its edit form, while in edit mode */
  edits: Record<string, AnnouncementForm>;
}

const newForm = (draft: AnnouncementDraft): AnnouncementForm => ({ draft, busy: false, error: null });

const initialState: AnnouncementsState = {
  byId: {},
  ids: [],
  status: 'idle',
  fetchedAt: null,
  pending: [],
  post: newForm(emptyDraft),
  edits: {},
};

const changeDraft = (form: AnnouncementForm, change: Partial<AnnouncementDraft>) => {
  const { allDay, ...rest } = change;
  form.draft = { ...form.draft, ...rest };
  if (allDay !== undefined) form.draft = withAllDay(form.draft, allDay);
};

const settle = (state: AnnouncementsState, id: string) => {
  state.pending = state.pending.filter((x) => x !== id);
};

const announcementsSlice = createSlice({
  name: 'announcements',
  initialState,
  reducers: {
    announcementsFetchStarted(state) {
      if (state.status !== 'loaded') state.status = 'loading';
    },
    /** The whole set (one deleted elsewhere leaves); an edit form whose announcement left closes. */
    announcementsLoaded(state, action: PayloadAction<{ entries: AnnouncementEntry[]; at: number }>) {
      const { entries, at } = action.payload;
      state.byId = Object.fromEntries(entries.map((a) => [a.id, a]));
      state.ids = entries.map((a) => a.id);
      state.status = 'loaded';
      state.fetchedAt = at;
      for (const id of Object.keys(state.edits)) if (!state.byId[id]) delete state.edits[id];
    },
    /** Kept announcements stay shown; only a screen with nothing yet says it failed. */
    announcementsFetchFailed(state) {
      if (state.status !== 'loaded') state.status = 'error';
    },
    announcementReadDone(state, action: PayloadAction<{ id: string }>) {
      const entry = state.byId[action.payload.id];
      if (entry) entry.read = true;
      settle(state, action.payload.id);
    },
    announcementActionFailed(state, action: PayloadAction<{ id: string }>) {
      settle(state, action.payload.id);
    },
    announcementReactionDone(state, action: PayloadAction<{ id: string; name: string; on: boolean; url?: string }>) {
      const { id, name, on, url } = action.payload;
      settle(state, id);
      const entry = state.byId[id];
      if (!entry) return;
      const reaction = entry.reactions.find((r) => r.name === name);
      if (reaction) {
        if (Boolean(reaction.me) === on) return;
        reaction.me = on;
        reaction.count = Math.max(0, reaction.count + (on ? 1 : -1));
        if (reaction.count === 0) entry.reactions = entry.reactions.filter((r) => r !== reaction);
      } else if (on) {
        entry.reactions.push({ name, count: 1, me: true, ...(url ? { url } : {}) });
      }
    },
    postDraftChanged(state, action: PayloadAction<Partial<AnnouncementDraft>>) {
      changeDraft(state.post, action.payload);
    },
    /** Posted: the content is cleared (spec 000 §4); the times stay for the next one. */
    postSucceeded(state) {
      state.post = newForm({ ...state.post.draft, content: '' });
    },
    postFailed(state, action: PayloadAction<UiMessage>) {
      state.post.busy = false;
      state.post.error = action.payload;
    },
    postErrorDismissed(state) {
      state.post.error = null;
    },
    /** Edit mode on (from the announcement as it is) or off (what was typed is dropped). */
    editToggled(state, action: PayloadAction<{ id: string }>) {
      const { id } = action.payload;
      const entry = state.byId[id];
      if (state.edits[id]) delete state.edits[id];
      else if (entry) state.edits[id] = newForm(draftOf(entry));
    },
    editDraftChanged(state, action: PayloadAction<{ id: string; change: Partial<AnnouncementDraft> }>) {
      const form = state.edits[action.payload.id];
      if (form) changeDraft(form, action.payload.change);
    },
    /** Saved: edit mode ends, and the entry shows what the server answered. */
    editSucceeded(state, action: PayloadAction<{ id: string; entry: AnnouncementEntry | null }>) {
      const { id, entry } = action.payload;
      delete state.edits[id];
      const old = state.byId[id];
      if (entry && old) state.byId[id] = { ...entry, read: old.read, hidden: old.hidden, reactions: old.reactions };
    },
    /** Not saved: edit mode stays, with the form as typed and the error. */
    editFailed(state, action: PayloadAction<{ id: string; error: UiMessage }>) {
      const form = state.edits[action.payload.id];
      if (!form) return;
      form.busy = false;
      form.error = action.payload.error;
    },
    editErrorDismissed(state, action: PayloadAction<{ id: string }>) {
      const form = state.edits[action.payload.id];
      if (form) form.error = null;
    },
    announcementDeleted(state, action: PayloadAction<{ id: string }>) {
      const { id } = action.payload;
      delete state.byId[id];
      delete state.edits[id];
      state.ids = state.ids.filter((x) => x !== id);
      settle(state, id);
    },
  },
  extraReducers: (builder) => {
    const start = (state: AnnouncementsState, id: string) => {
      if (!state.pending.includes(id)) state.pending.push(id);
    };
    builder
      .addCase(announcementMarkedRead, (state, action) => start(state, action.payload.id))
      .addCase(announcementReactionToggled, (state, action) => start(state, action.payload.id))
      .addCase(announcementDeleteRequested, (state, action) => start(state, action.payload.id))
      .addCase(announcementPostSubmitted, (state) => {
        if (state.post.busy || !state.post.draft.content.trim()) return;
        state.post.busy = true;
        state.post.error = null;
      })
      .addCase(announcementEditSubmitted, (state, action) => {
        const form = state.edits[action.payload.id];
        if (!form || form.busy || !form.draft.content.trim()) return;
        form.busy = true;
        form.error = null;
      })
      .addCase(sessionCleared, () => initialState);
  },
});

export const {
  announcementsFetchStarted,
  announcementsLoaded,
  announcementsFetchFailed,
  announcementReadDone,
  announcementActionFailed,
  announcementReactionDone,
  postDraftChanged,
  postSucceeded,
  postFailed,
  postErrorDismissed,
  editToggled,
  editDraftChanged,
  editSucceeded,
  editFailed,
  editErrorDismissed,
  announcementDeleted,
} = announcementsSlice.actions;

declare module '../../store/rootReducer' {
  interface LazyLoadedSlices extends WithSlice<typeof announcementsSlice> {}
}

/** In the store from the moment this module is evaluated (its chunk loaded); reads as the initial state before. */
const injectedAnnouncements = announcementsSlice.injectInto(rootReducer);
export const selectAnnouncementsState = (s: RootState): AnnouncementsState => injectedAnnouncements.selectSlice(s);
export default announcementsSlice.reducer;
