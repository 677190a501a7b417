import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { WithSlice } from '@reduxjs/toolkit';
import { rootReducer, type RootState } from '../../store/rootReducer';
import {
  composerChanged,
  composerClosed,
  filesAdded,
  fileUpdated,
  fileRemoved,
  postRequested,
  previewRequested,
  previewHidden,
} from './composerIntents';
import { sessionCleared } from '../../slices/auth';
import type { UiMessage } from '../../slices/ui';
import type { StatusVisibility } from '../../api/types/index';

export const composerInitialState: ComposerSliceState = { composers: {}, modal: null, inline: {} };

/**
 * Composers by key: 'status' (new post), `reply:{id}`, `quote:{id}` (the draft keys of the spec),
 * and `edit:{id}` (never stored as a draft). A redraft opens the 'status' composer with the content.
 */
export type ComposerKey = string;
export type ComposerMode = 'new' | 'reply' | 'quote' | 'edit' | 'redraft';

export interface PollDraft {
  options: string[];
  multiple: boolean;
  /** seconds */
  expiresIn: number;
}

/**
 * One file of the composer. The File object itself is not serializable; it lives in a module registry
 * (src/utils/composerFiles.ts) under `localId`, and only this description is in the store.
 */
export interface ComposerFile {
  localId: string;
  name: string;
  size: number;
  mimeType: string;
  /** The server's media id once uploaded. */
  mediaId: string | null;
  /** The server's preview_url/url once uploaded (object URLs never enter the store). */
  previewUrl: string | null;
  /** 0..1 while uploading. */
  progress: number;
  state: 'uploading' | 'uploaded' | 'failed';
  error: UiMessage | null;
  description: string;
  /**
   * The description the server has (set by the composer sagas after an upload or a description PUT);
   * absent means ''. Posting first PUTs every description that differs from it.
   */
  serverDescription?: string;
}

/** What a draft keeps (spec 001 §3 Draft) plus the visible-or-not flags of the form. */
export interface ComposerDraft {
  status: string;
  spoilerText: string;
  /** Akkoma's tag section (appended as a small-text footer). */
  tags: string;
  nsfw: boolean;
  files: ComposerFile[];
  poll: PollDraft | null;
  visibility: StatusVisibility;
  language: string;
  contentType: string;
  subjectVisible: boolean;
}

export type ComposerPreview =
  | { state: 'hidden' }
  | { state: 'loading' }
  | { state: 'shown'; statusId: string }
  | { state: 'empty' }
  | { state: 'error'; error: UiMessage };

export interface ComposerState {
  key: ComposerKey;
  mode: ComposerMode;
  /** The replied, quoted or edited status. */
  targetId: string | null;
  /** A redraft of a reply is posted as a reply to this status again. */
  replyToId?: string | null;
  draft: ComposerDraft;
  phase: 'idle' | 'posting' | 'error';
  error: UiMessage | null;
  /** Renewed on every change (spec: the timestamp at each change); sent as the Idempotency-Key header. */
  idempotencyKey: string;
  preview: ComposerPreview;
  updatedAt: number;
}

export interface ComposerSliceState {
  composers: Record<ComposerKey, ComposerState>;
  /** The post-status modal (new post, or reply target from Mention) and the edit modal. */
  modal: { key: ComposerKey } | null;
  /** Inline reply/quote composers open under cards: status id -> mode. */
  inline: Record<string, 'reply' | 'quote'>;
}

export const emptyDraft = (visibility: StatusVisibility, language: string, contentType: string): ComposerDraft => ({
  status: '',
  spoilerText: '',
  tags: '',
  nsfw: false,
  files: [],
  poll: null,
  visibility,
  language,
  contentType,
  subjectVisible: false,
});

const initialState = composerInitialState;

const slice = createSlice({
  name: 'composer',
  initialState,
  reducers: {
    /** The saga built the composer (draft restored, reply prefill, edit source...). */
    composerReady(state, { payload }: PayloadAction<ComposerState>) {
      state.composers[payload.key] = payload;
    },
    inlineComposerToggled(state, { payload }: PayloadAction<{ statusId: string; mode: 'reply' | 'quote' }>) {
      if (state.inline[payload.statusId] === payload.mode) delete state.inline[payload.statusId];
      else state.inline[payload.statusId] = payload.mode;
    },
    modalOpened(state, { payload }: PayloadAction<{ key: ComposerKey }>) {
      state.modal = { key: payload.key };
    },
    modalClosed(state) {
      state.modal = null;
    },
    /**
     * The composer sagas refused or the server did (the saga never changes the draft then, nor a timeline, except to
     * show a post the server published without what was asked and that could not be taken back). `error` carries
     * the server's words in `text` when it sent some, else an errors.* / post_status.* / polls.* id; the form shows it
     * as post_status.error ('Error: {error}').
     */
    postFailed(state, { payload }: PayloadAction<{ key: ComposerKey; error: UiMessage; renewKeyAt?: number }>) {
      const c = state.composers[payload.key];
      if (!c) return;
      c.phase = 'error';
      c.error = payload.error;
      // The server made a status under the old key: the next submit must not be answered with it again.
      if (payload.renewKeyAt !== undefined) c.idempotencyKey = String(payload.renewKeyAt);
    },
    /** The server took the post: the form clears but keeps visibility, content type and language. */
    postSucceeded(state, { payload }: PayloadAction<{ key: ComposerKey; statusId: string; at: number }>) {
      const c = state.composers[payload.key];
      if (!c) return;
      const { visibility, language, contentType } = c.draft;
      c.draft = emptyDraft(visibility, language, contentType);
      c.phase = 'idle';
      c.error = null;
      c.preview = { state: 'hidden' };
      c.idempotencyKey = String(payload.at);
      c.updatedAt = payload.at;
    },
    errorDismissed(state, { payload }: PayloadAction<{ key: ComposerKey }>) {
      const c = state.composers[payload.key];
      if (!c) return;
      c.phase = 'idle';
      c.error = null;
    },
    previewSettled(state, { payload }: PayloadAction<{ key: ComposerKey; preview: ComposerPreview }>) {
      const c = state.composers[payload.key];
      if (c) c.preview = payload.preview;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(composerChanged, (state, { payload }) => {
      const c = state.composers[payload.key];
      if (!c) return;
      c.draft = { ...c.draft, ...payload.changes };
      c.idempotencyKey = String(payload.at);
      c.updatedAt = payload.at;
    });
    builder.addCase(composerClosed, (state, { payload }) => {
      delete state.composers[payload.key];
      if (state.modal?.key === payload.key) state.modal = null;
      for (const [id, mode] of Object.entries(state.inline)) if (`${mode}:${id}` === payload.key) delete state.inline[id];
    });
    builder.addCase(filesAdded, (state, { payload }) => {
      const c = state.composers[payload.key];
      if (c) c.draft.files.push(...payload.files);
    });
    builder.addCase(fileUpdated, (state, { payload }) => {
      const file = state.composers[payload.key]?.draft.files.find((f) => f.localId === payload.localId);
      if (file) Object.assign(file, payload.changes);
    });
    builder.addCase(fileRemoved, (state, { payload }) => {
      const c = state.composers[payload.key];
      if (c) c.draft.files = c.draft.files.filter((f) => f.localId !== payload.localId);
    });
    builder.addCase(postRequested, (state, { payload }) => {
      const c = state.composers[payload.key];
      if (!c) return;
      c.phase = 'posting';
      c.error = null;
    });
    builder.addCase(previewRequested, (state, { payload }) => {
      const c = state.composers[payload.key];
      if (c) c.preview = { state: 'loading' };
    });
    builder.addCase(previewHidden, (state, { payload }) => {
      const c = state.composers[payload.key];
      if (c) c.preview = { state: 'hidden' };
    });
    builder.addCase(sessionCleared, () => initialState);
  },
});

export const {
  composerReady,
  inlineComposerToggled,
  modalOpened,
  modalClosed,
  postFailed,
  postSucceeded,
  errorDismissed,
  previewSettled,
} = slice.actions;
declare module '../../store/rootReducer' {
  interface LazyLoadedSlices extends WithSlice<typeof slice> {}
}

/** In the store from the moment this module is evaluated (its chunk loaded); reads as the initial state before. */
const injectedComposer = slice.injectInto(rootReducer);
export const selectComposerState = (state: RootState) => injectedComposer.selectSlice(state);
export default slice.reducer;
