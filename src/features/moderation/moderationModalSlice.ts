// The moderation modal's mode and the open-reports count of the shell's badge (spec 001 §2: hidden, open,
// minimized). Like the settings modal's, it comes with the entries that open the area (the top bar's and the
// drawer's chunks, through the badge) and with the reports chunk, so it is in the store before the first opening
// and the first count, yet out of the first bundle. The reports themselves are the lazy "reports" slice.
import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer, type RootState } from '../../store/rootReducer';
import { sessionCleared } from '../../slices/auth';
import { moderationOpened } from './reportsIntents';

export type ModerationModalMode = 'hidden' | 'open' | 'minimized';

export interface ModerationModalState {
  mode: ModerationModalMode;
  /** open reports on the server at the last fetch; 0 until one is known */
  openCount: number;
}

const initialState: ModerationModalState = { mode: 'hidden', openCount: 0 };

const moderationModalSlice = createSlice({
  name: 'moderationModal',
  initialState,
  reducers: {
    moderationMinimized(state) {
      if (state.mode === 'open') state.mode = 'minimized';
    },
    moderationClosed(state) {
      state.mode = 'hidden';
    },
    openReportsCounted(state, action: PayloadAction<number>) {
      state.openCount = action.payload;
    },
  },
  extraReducers: (builder) => {
    // opening also restores a minimized area (its bar's buttons), and asks for the reports at once
    builder.addCase(moderationOpened, (state) => {
      state.mode = 'open';
    });
    builder.addCase(sessionCleared, () => initialState);
  },
});

export const { moderationMinimized, moderationClosed, openReportsCounted } = moderationModalSlice.actions;

declare module '../../store/rootReducer' {
  interface LazyLoadedSlices extends WithSlice<typeof moderationModalSlice> {}
}

const injected = moderationModalSlice.injectInto(rootReducer);
export const selectModerationModal = (state: RootState) => injected.selectSlice(state);
