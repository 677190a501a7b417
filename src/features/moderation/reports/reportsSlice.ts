// The reports area (spec 001 §3 Report, §4 Moderation and reports): the page of reports shown, its paging and
// 'Show closed', the selection for bulk changes, what is in flight, the last failure per report and the notes
// being typed. Lazy: in the "moderation-reports" chunk, which only staff load.
import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer, type RootState } from '../../../store/rootReducer';
import { sessionCleared } from '../../../slices/auth';
import { statusRemoved } from '../../../slices/timelines';
import type { UiMessage } from '../../../slices/ui';

/** Reports per page asked of the server (Pleroma's page_size). */
export const REPORTS_PAGE_SIZE = 20;

/** Pleroma's states; the server's word is kept as it comes, so a state we do not know is shown, never dropped. */
export const KNOWN_STATES = ['open', 'resolved', 'closed'] as const;
export type ReportAction = (typeof KNOWN_STATES)[number];

export interface ReportNote {
  id: string;
  content: string;
  /** the note's author, imported as an account; null when the server sent none */
  userId: string | null;
  createdAt: string;
}

export interface ReportRow {
  id: string;
  /** the reported account */
  accountId: string | null;
  /** who reported */
  actorId: string | null;
  statusIds: string[];
  content: string | null;
  createdAt: string;
  state: string;
  notes: ReportNote[];
}

export interface ReportsState {
  /** the chunk's sagas run: the area may dispatch its intents */
  ready: boolean;
  /** 'denied': the server refused the admin API (no admin scope on the token, or no privilege) */
  access: 'unknown' | 'ok' | 'denied';
  /** the server's words for a refusal, when it sent some */
  deniedText: string | null;
  loading: boolean;
  loadError: UiMessage | null;
  page: number;
  showClosed: boolean;
  total: number;
  ids: string[];
  byId: Record<string, ReportRow>;
  selected: string[];
  /** report id -> a state change or note request in flight */
  busy: Record<string, true>;
  /** report id -> the last failed change on it, with the server's words */
  errors: Record<string, UiMessage>;
  /** report id -> the note being typed; kept until the server took it */
  drafts: Record<string, string>;
}

export const reportsInitialState: ReportsState = {
  ready: false,
  access: 'unknown',
  deniedText: null,
  loading: false,
  loadError: null,
  page: 1,
  showClosed: false,
  total: 0,
  ids: [],
  byId: {},
  selected: [],
  busy: {},
  errors: {},
  drafts: {},
};

const reportsSlice = createSlice({
  name: 'reports',
  initialState: reportsInitialState,
  reducers: {
    reportsSagasReady(state) {
      state.ready = true;
    },
    reportsLoading(state) {
      state.loading = true;
    },
    reportsLoaded(state, action: PayloadAction<{ reports: ReportRow[]; total: number }>) {
      const { reports, total } = action.payload;
      state.loading = false;
      state.loadError = null;
      state.access = 'ok';
      state.deniedText = null;
      state.total = total;
      state.ids = reports.map((r) => r.id);
      state.byId = Object.fromEntries(reports.map((r) => [r.id, r]));
      // a report that left the page cannot stay selected for a bulk change the reader no longer sees
      state.selected = state.selected.filter((id) => id in state.byId);
    },
    reportsLoadFailed(state, action: PayloadAction<UiMessage>) {
      state.loading = false;
      state.loadError = action.payload;
    },
    reportsDenied(state, action: PayloadAction<string | null>) {
      state.loading = false;
      state.access = 'denied';
      state.deniedText = action.payload;
      state.ids = [];
      state.byId = {};
      state.selected = [];
    },
    /** intent: another page */
    reportsPageChosen(state, action: PayloadAction<number>) {
      state.page = Math.max(1, action.payload);
    },
    /** the page asked for is past the last one (its reports were closed meanwhile) */
    reportsPageClamped(state, action: PayloadAction<number>) {
      state.page = Math.max(1, action.payload);
    },
    /** intent: 'Show closed' on or off; back to the first page */
    reportsShowClosedToggled(state, action: PayloadAction<boolean>) {
      state.showClosed = action.payload;
      state.page = 1;
    },
    reportSelected(state, action: PayloadAction<{ id: string; on: boolean }>) {
      const { id, on } = action.payload;
      state.selected = state.selected.filter((x) => x !== id);
      if (on) state.selected.push(id);
    },
    reportsSelectionSet(state, action: PayloadAction<string[]>) {
      state.selected = action.payload;
    },
    /** intent: one report's or the selection's state changed (PATCH reports [{id, state}]) */
    reportStatesRequested(state, action: PayloadAction<{ ids: string[]; state: string }>) {
      for (const id of action.payload.ids) {
        state.busy[id] = true;
        delete state.errors[id];
      }
    },
    /** the change ended; `failed` holds the reports the server refused, with its words */
    reportStatesSettled(state, action: PayloadAction<{ ids: string[]; state: string; failed: Record<string, UiMessage> }>) {
      const { ids, failed } = action.payload;
      for (const id of ids) {
        delete state.busy[id];
        const error = failed[id];
        if (error) state.errors[id] = error;
        else {
          const row = state.byId[id];
          if (row) row.state = action.payload.state;
        }
      }
      state.selected = state.selected.filter((id) => failed[id] !== undefined);
    },
    reportNoteDraftChanged(state, action: PayloadAction<{ reportId: string; text: string }>) {
      state.drafts[action.payload.reportId] = action.payload.text;
    },
    /** intent: add the typed note to a report */
    reportNoteRequested(state, action: PayloadAction<{ reportId: string }>) {
      state.busy[action.payload.reportId] = true;
      delete state.errors[action.payload.reportId];
    },
    /** intent: delete a note */
    reportNoteDeleteRequested(state, action: PayloadAction<{ reportId: string; noteId: string }>) {
      state.busy[action.payload.reportId] = true;
      delete state.errors[action.payload.reportId];
    },
    /** a note request ended: on success an added note's draft goes; on failure it stays, with the server's words */
    reportNoteSettled(state, action: PayloadAction<{ reportId: string; added: boolean; error: UiMessage | null }>) {
      const { reportId, added, error } = action.payload;
      delete state.busy[reportId];
      if (error) state.errors[reportId] = error;
      else if (added) delete state.drafts[reportId];
    },
    reportErrorDismissed(state, action: PayloadAction<string>) {
      delete state.errors[action.payload];
    },
  },
  extraReducers: (builder) => {
    // a reported post deleted (from its card here, or anywhere) leaves the report at once
    builder.addCase(statusRemoved, (state, action) => {
      for (const row of Object.values(state.byId)) row.statusIds = row.statusIds.filter((id) => id !== action.payload.id);
    });
    // the sagas keep running across sessions: only what belonged to the user goes
    builder.addCase(sessionCleared, (state) => ({ ...reportsInitialState, ready: state.ready }));
  },
});

export const {
  reportsSagasReady,
  reportsLoading,
  reportsLoaded,
  reportsLoadFailed,
  reportsDenied,
  reportsPageChosen,
  reportsPageClamped,
  reportsShowClosedToggled,
  reportSelected,
  reportsSelectionSet,
  reportStatesRequested,
  reportStatesSettled,
  reportNoteDraftChanged,
  reportNoteRequested,
  reportNoteDeleteRequested,
  reportNoteSettled,
  reportErrorDismissed,
} = reportsSlice.actions;

declare module '../../../store/rootReducer' {
  interface LazyLoadedSlices extends WithSlice<typeof reportsSlice> {}
}

const injected = reportsSlice.injectInto(rootReducer);
export const selectReportsState = (state: RootState) => injected.selectSlice(state);

/** The query the area's view asks for: open reports, or with 'Show closed' every report whatever its state. */
export const viewQuery = (s: ReportsState) => ({
  state: s.showClosed ? undefined : 'open',
  page: s.page,
  pageSize: REPORTS_PAGE_SIZE,
});
