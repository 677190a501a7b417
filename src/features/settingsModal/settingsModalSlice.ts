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
/** Only the tabs that exist today; the settings issue adds general, security, mutes and blocks, data, notifications, theme. */
export type SettingsTab = 'profile';

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
}

const idle: SaveState = { state: 'idle', error: null };

export const settingsModalInitialState: SettingsModalState = {
  mode: 'hidden',
  tab: 'profile',
  notice: null,
  profile: idle,
  images: { avatar: idle, banner: idle, background: idle },
};

const settingsModalSlice = createSlice({
  name: 'settingsModal',
  initialState: settingsModalInitialState,
  reducers: {
    settingsOpened(state, action: PayloadAction<{ tab: SettingsTab }>) {
      state.mode = 'visible';
      state.tab = action.payload.tab;
    },
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
  },
  extraReducers: (builder) => {
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
    builder.addCase(sessionCleared, () => settingsModalInitialState);
  },
});

export const {
  settingsOpened,
  settingsMinimized,
  settingsModalRestored,
  settingsClosed,
  settingsTabChosen,
  settingsNoticeCleared,
} = settingsModalSlice.actions;

declare module '../../store/rootReducer' {
  interface LazyLoadedSlices extends WithSlice<typeof settingsModalSlice> {}
}

/** In the store from the moment this module is evaluated (its chunk loaded); reads as the initial state before. */
const injectedSettingsModal = settingsModalSlice.injectInto(rootReducer);
export const selectSettingsModalState = (state: RootState) => injectedSettingsModal.selectSlice(state);
export default settingsModalSlice.reducer;
