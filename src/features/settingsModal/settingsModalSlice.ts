// The settings modal (spec 001 §2, §4 Settings): its mode and tab, the profile tab's save and image uploads, and the
// save-status notice. Loaded with the user card and the modal; slices/settingsModalState.ts stands in until then.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { sessionCleared } from '../../slices/auth';
import {
  injectSettingsModalReducer,
  settingsModalInitialState,
  type ProfileImageSlot,
  type SettingsTab,
} from './settingsModalState';
import type { ProfileParams } from './api/profileEditor';

export type { ProfileImageSlot, SettingsModalState, SettingsTab } from './settingsModalState';

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
    /** Intent: one PATCH update_credentials with the profile form (sagas/profileSettings.ts). */
    profileSaveRequested(state, _action: PayloadAction<{ params: ProfileParams }>) {
      state.profile = { state: 'saving', error: null };
    },
    profileSaveSettled(state, action: PayloadAction<{ error: string | null; failed: boolean }>) {
      state.profile = action.payload.failed ? { state: 'error', error: action.payload.error } : { state: 'saved', error: null };
      state.notice = action.payload.failed ? 'error' : 'ok';
    },
    /**
     * Intent: send the picked image of `slot` (kept in components/SettingsModal/pickedImages.ts: a File cannot enter
     * the store), or with `reset` remove it (Pleroma takes an empty value for that).
     */
    profileImageRequested(state, action: PayloadAction<{ slot: ProfileImageSlot; reset?: boolean }>) {
      state.images[action.payload.slot] = { state: 'saving', error: null };
    },
    profileImageSettled(state, action: PayloadAction<{ slot: ProfileImageSlot; error: string | null; failed: boolean }>) {
      const { slot, failed, error } = action.payload;
      state.images[slot] = failed ? { state: 'error', error } : { state: 'saved', error: null };
      state.notice = failed ? 'error' : 'ok';
    },
    settingsNoticeCleared(state) {
      state.notice = null;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionCleared, () => settingsModalInitialState);
  },
});

export const {
  settingsOpened,
  settingsMinimized,
  settingsModalRestored,
  settingsClosed,
  settingsTabChosen,
  profileSaveRequested,
  profileSaveSettled,
  profileImageRequested,
  profileImageSettled,
  settingsNoticeCleared,
} = settingsModalSlice.actions;

injectSettingsModalReducer(settingsModalSlice.reducer);
export default settingsModalSlice.reducer;
