import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ReportSubmission, StatusEdit, StatusToggle } from './api/statusActions';
import { sessionCleared } from '../../slices/auth';
import type { UiMessage } from '../../slices/ui';

export type { ReportSubmission, StatusEdit, StatusToggle };

/** Per-status UI state of the action bar and its menu. */
export interface StatusActionState {
  /** the last failed action's error, shown in the bar until dismissed or the next success */
  error: UiMessage | null;
  /** a machine translation, below the post: its text, the target and the language the server detected */
  translation: { content: string; language: string; source: string | null } | null;
  report: { phase: 'idle' | 'sending' | 'sent' | 'failed'; error: UiMessage | null };
  history: { loading: boolean; versions: StatusEdit[] | null; error: UiMessage | null };
  /** the status could not be fetched for a preview (a reply's parent) */
  unavailable: boolean;
}

export type StatusActionsState = Record<string, StatusActionState>;

const empty = (): StatusActionState => ({
  error: null,
  translation: null,
  report: { phase: 'idle', error: null },
  history: { loading: false, versions: null, error: null },
  unavailable: false,
});

/** Intents handled by sagas/statusActions.ts. favourite, reblog and bookmark flip the flag at once (entities/statuses). */
export const statusToggleRequested = createAction<{ statusId: string; toggle: StatusToggle; on: boolean }>(
  'statusActions/toggleRequested',
);
/** the server refused a toggle: optimistic flags flip back (entities/statuses) and the bar shows the error */
/** The flag goes back; `error` shows on the card, null when another notice speaks for the failure (a missing feature). */
export const statusToggleFailed = createAction<{ statusId: string; toggle: StatusToggle; on: boolean; error: UiMessage | null }>(
  'statusActions/toggleFailed',
);

/** The server answered a toggle (either way): the reader's choice stops overriding copies of the post. */
export const statusToggleSettled = createAction<{ statusId: string; toggle: StatusToggle }>('statusActions/toggleSettled');

export const statusDeleteRequested = createAction<{ statusId: string }>('statusActions/deleteRequested');
/**
 * Translate a post: into `target` from `source` when the reader picked them (the target is then remembered as
 * translationLanguage), else into translationLanguage or the interface's; `choose` opens the language pickers.
 */
export const statusTranslateRequested = createAction<{
  statusId: string;
  target?: string;
  source?: string | null;
  choose?: boolean;
}>('statusActions/translateRequested');
/** A status the store lacks is wanted for a preview (the reply-to popover). */
export const statusPreviewRequested = createAction<{ statusId: string }>('statusActions/previewRequested');
/** the report form opened: the account's recent posts are fetched so they can be picked (spec 001 §4) */
export const reportStatusesWanted = createAction<{ accountId: string }>('statusActions/reportStatusesWanted');

const initialState: StatusActionsState = {};

const slice = createSlice({
  name: 'statusActions',
  initialState,
  reducers: {
    statusActionSucceeded(state, action: PayloadAction<{ statusId: string }>) {
      const entry = state[action.payload.statusId];
      if (entry) entry.error = null;
    },
    statusActionFailed(state, action: PayloadAction<{ statusId: string; error: UiMessage }>) {
      (state[action.payload.statusId] ??= empty()).error = action.payload.error;
    },
    statusActionErrorDismissed(state, action: PayloadAction<{ statusId: string }>) {
      const entry = state[action.payload.statusId];
      if (entry) entry.error = null;
    },
    statusTranslated(
      state,
      action: PayloadAction<{ statusId: string; content: string; language: string; source?: string | null }>,
    ) {
      const { statusId, content, language, source = null } = action.payload;
      (state[statusId] ??= empty()).translation = { content, language, source };
    },
    /** 'Show original': the translation goes */
    statusTranslationHidden(state, action: PayloadAction<{ statusId: string }>) {
      const entry = state[action.payload.statusId];
      if (entry) entry.translation = null;
    },
    reportSubmitted(state, action: PayloadAction<{ statusId: string; report: ReportSubmission }>) {
      (state[action.payload.statusId] ??= empty()).report = { phase: 'sending', error: null };
    },
    reportSucceeded(state, action: PayloadAction<{ statusId: string }>) {
      (state[action.payload.statusId] ??= empty()).report = { phase: 'sent', error: null };
    },
    reportFailed(state, action: PayloadAction<{ statusId: string; error: UiMessage }>) {
      (state[action.payload.statusId] ??= empty()).report = { phase: 'failed', error: action.payload.error };
    },
    /** the modal closed: the next one starts clean */
    reportReset(state, action: PayloadAction<{ statusId: string }>) {
      const entry = state[action.payload.statusId];
      if (entry) entry.report = { phase: 'idle', error: null };
    },
    statusPreviewFailed(state, action: PayloadAction<{ statusId: string }>) {
      (state[action.payload.statusId] ??= empty()).unavailable = true;
    },
    historyRequested(state, action: PayloadAction<{ statusId: string }>) {
      (state[action.payload.statusId] ??= empty()).history = { loading: true, versions: null, error: null };
    },
    historyLoaded(state, action: PayloadAction<{ statusId: string; versions: StatusEdit[] }>) {
      (state[action.payload.statusId] ??= empty()).history = { loading: false, versions: action.payload.versions, error: null };
    },
    historyFailed(state, action: PayloadAction<{ statusId: string; error: UiMessage }>) {
      (state[action.payload.statusId] ??= empty()).history = { loading: false, versions: null, error: action.payload.error };
    },
  },
  extraReducers: (builder) => {
    builder.addCase(statusToggleFailed, (state, { payload }) => {
      if (payload.error) (state[payload.statusId] ??= empty()).error = payload.error;
    });
    builder.addCase(sessionCleared, () => ({}));
  },
});

export const {
  statusActionSucceeded,
  statusActionFailed,
  statusActionErrorDismissed,
  statusTranslated,
  statusTranslationHidden,
  reportSubmitted,
  reportSucceeded,
  reportFailed,
  reportReset,
  historyRequested,
  statusPreviewFailed,
  historyLoaded,
  historyFailed,
} = slice.actions;
export default slice.reducer;
