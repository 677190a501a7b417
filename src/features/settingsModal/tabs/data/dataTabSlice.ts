// The data tab's state (spec 001 §2 Settings, "data import/export"): each CSV import and export under way, and the
// account backups. Files themselves stay out of the store (lib/readyFiles.ts). Lazy: joins the store with the chunk.
import { createAction, createSlice, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer, type RootState } from '../../../../store/rootReducer';
import { sessionCleared } from '../../../../slices/auth';
import type { CsvKind } from './api';

export type { CsvKind };
export const CSV_KINDS: CsvKind[] = ['follows', 'blocks', 'mutes'];

export type JobState = 'idle' | 'working' | 'done' | 'error';

export interface BackupView {
  insertedAt: string;
  processed: boolean;
  /** a checked http(s) or same-origin address, only once processed */
  url: string | null;
  fileSize: number;
}

export interface DataTabState {
  imports: Record<CsvKind, JobState>;
  exports: Record<CsvKind, JobState>;
  /** bumped when an export's file is ready to offer (lib/readyFiles.ts holds it) */
  exportReady: Record<CsvKind, number>;
  backups: { items: BackupView[]; status: 'idle' | 'loading' | 'loaded' | 'error'; creating: boolean };
}

const idleJobs = (): Record<CsvKind, JobState> => ({ follows: 'idle', blocks: 'idle', mutes: 'idle' });

export const dataTabInitialState: DataTabState = {
  imports: idleJobs(),
  exports: idleJobs(),
  exportReady: { follows: 0, blocks: 0, mutes: 0 },
  backups: { items: [], status: 'idle', creating: false },
};

/** Intent: send an import file's text to the server. */
export const csvImportRequested = createAction<{ kind: CsvKind; text: string }>('dataTab/csvImportRequested');
/** Intent: build the CSV of a list from all its pages. */
export const csvExportRequested = createAction<{ kind: CsvKind }>('dataTab/csvExportRequested');
/** Intent: list the backups, and keep listing while one is being made (until `backupsUnwatched`). */
export const backupsWatched = createAction('dataTab/backupsWatched');
/** Intent: the backups are no longer on screen: stop asking. */
export const backupsUnwatched = createAction('dataTab/backupsUnwatched');
/** Intent: make a new backup. */
export const backupCreateRequested = createAction('dataTab/backupCreateRequested');
const dataTabSlice = createSlice({
  name: 'dataTab',
  initialState: dataTabInitialState,
  reducers: {
    csvImportSettled(state, action: { payload: { kind: CsvKind; ok: boolean } }) {
      state.imports[action.payload.kind] = action.payload.ok ? 'done' : 'error';
    },
    csvExportSettled(state, action: { payload: { kind: CsvKind; ok: boolean } }) {
      const { kind, ok } = action.payload;
      state.exports[kind] = ok ? 'done' : 'error';
      if (ok) state.exportReady[kind] += 1;
    },
    backupsLoaded(state, action: { payload: { items: BackupView[] } }) {
      state.backups.items = action.payload.items;
      state.backups.status = 'loaded';
    },
    backupsFailed(state) {
      state.backups.status = 'error';
    },
    backupCreateSettled(state) {
      state.backups.creating = false;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(csvImportRequested, (state, action) => {
      state.imports[action.payload.kind] = 'working';
    });
    builder.addCase(csvExportRequested, (state, action) => {
      state.exports[action.payload.kind] = 'working';
    });
    builder.addCase(backupsWatched, (state) => {
      if (state.backups.status !== 'loaded') state.backups.status = 'loading';
    });
    builder.addCase(backupCreateRequested, (state) => {
      state.backups.creating = true;
    });
    builder.addCase(sessionCleared, () => dataTabInitialState);
  },
});

export const { csvImportSettled, csvExportSettled, backupsLoaded, backupsFailed, backupCreateSettled } = dataTabSlice.actions;

declare module '../../../../store/rootReducer' {
  interface LazyLoadedSlices extends WithSlice<typeof dataTabSlice> {}
}

const injected = dataTabSlice.injectInto(rootReducer);
export const selectDataTabState = (state: RootState) => injected.selectSlice(state);
