// The settings modal (spec 001 §2, §4 Settings): its mode and tab, the profile tab's save and image uploads, and the
// save-status notice. Loaded with the user card and the modal; it joins the store when it loads.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { profileSaveRequested, profileImageRequested, profileSaveSettled, profileImageSettled } from './profileEditorIntents';
import type { WithSlice } from '@reduxjs/toolkit';
import { rootReducer, type RootState } from '../../store/rootReducer';
import { sessionCleared } from '../../slices/auth';
import type { ProfileImageSlot } from './api/profileEditor';

export type { ProfileImageSlot };

/** Spec 001 §2 Settings: the modal is hidden, visible or minimized (a bar at the bottom that restores it). */
export type SettingsModalMode = 'hidden' | 'visible' | 'minimized';
import { SETTINGS_TABS, settingsOpened, type SettingsTab } from './settingsModalIntents';

export { SETTINGS_TABS, settingsOpened, type SettingsTab };

export interface SaveState {
  state: 'idle' | 'saving' | 'saved' | 'error';
  /** the server's text when it sent some, else null for the generic message */
  error: string | null;
}

export interface SettingsModalState {
  mode: SettingsModalMode;
  tab: SettingsTab;
  /** the save-status notice: shown after a save, cleared 2 s later (spec 001 §4 Settings) */
  notice: 'ok' | 'error' | null;
  profile: SaveState;
  images: Record<ProfileImageSlot, SaveState>;
  /** the expert-mode checkbox: advanced preferences shown */
  expert: boolean;
  /** the settings sagas run (their chunk loaded): tabs render from then on, so none of their intents is lost */
  sagasReady: boolean;
}

const idle: SaveState = { state: 'idle', error: null };

export const settingsModalInitialState: SettingsModalState = {
  mode: 'hidden',
  tab: 'profile',
  notice: null,
  profile: idle,
  images: { avatar: idle, banner: idle, background: idle },
  expert: false,
  sagasReady: false,
};

const settingsModalSlice = createSlice({
  name: 'settingsModal',
  initialState: settingsModalInitialState,
  reducers: {
    settingsMinimized(state) {
      if (state.mode === 'visible') state.mode = 'minimized';
    },
    settingsModalRestored(state) {
      if (state.mode === 'minimized') state.mode = 'visible';
    },
    settingsClosed(state) {
      state.mode = 'hidden';
      state.notice = null;
      state.profile = settingsModalInitialState.profile;
      state.images = settingsModalInitialState.images;
    },
    settingsTabChosen(state, action: PayloadAction<SettingsTab>) {
      state.tab = action.payload;
    },
    settingsNoticeCleared(state) {
      state.notice = null;
    },
    /** any tab's save ended: the header's notice (cleared 2 s later by the settings sagas) */
    settingsNoticeShown(state, action: PayloadAction<'ok' | 'error'>) {
      state.notice = action.payload;
    },
    settingsExpertToggled(state, action: PayloadAction<boolean>) {
      state.expert = action.payload;
    },
    settingsSagasReady(state) {
      state.sagasReady = true;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(settingsOpened, (state, action) => {
      state.mode = 'visible';
      state.tab = action.payload.tab;
    });
    builder.addCase(profileSaveRequested, (state, _action) => {
      state.profile = { state: 'saving', error: null };
    });
    builder.addCase(profileImageRequested, (state, action) => {
      state.images[action.payload.slot] = { state: 'saving', error: null };
    });
    builder.addCase(profileSaveSettled, (state, action) => {
      state.profile = action.payload.failed ? { state: 'error', error: action.payload.error } : { state: 'saved', error: null };
      state.notice = action.payload.failed ? 'error' : 'ok';
    });
    builder.addCase(profileImageSettled, (state, action) => {
      const { slot, failed, error } = action.payload;
      state.images[slot] = failed ? { state: 'error', error } : { state: 'saved', error: null };
      state.notice = failed ? 'error' : 'ok';
    });
    // the sagas keep running across sessions: only what belonged to the user goes
    builder.addCase(sessionCleared, (state) => ({ ...settingsModalInitialState, sagasReady: state.sagasReady }));
  },
});

export const {
  settingsMinimized,
  settingsModalRestored,
  settingsClosed,
  settingsTabChosen,
  settingsNoticeCleared,
  settingsNoticeShown,
  settingsExpertToggled,
  settingsSagasReady,
} = settingsModalSlice.actions;

declare module '../../store/rootReducer' {
  interface LazyLoadedSlices extends WithSlice<typeof settingsModalSlice> {}
}

/** In the store from the moment this module is evaluated (its chunk loaded); reads as the initial state before. */
const injectedSettingsModal = settingsModalSlice.injectInto(rootReducer);
export const selectSettingsModalState = (state: RootState) => injectedSettingsModal.selectSlice(state);
export default settingsModalSlice.reducer;
