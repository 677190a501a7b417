import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Settings } from '../settings/defaults';
import { sessionCleared } from './auth';

/** Only the values the user chose; the effective settings are derived in selectors/settings.ts. */
export interface SettingsState {
  user: Partial<Settings>;
}

const initialState: SettingsState = { user: {} };

const settingsSlice = createSlice({
  name: 'settings',
  initialState,
  reducers: {
    settingsRestored(state, action: PayloadAction<Partial<Settings>>) {
      state.user = action.payload;
    },
    settingChanged: {
      reducer(state, action: PayloadAction<{ key: keyof Settings; value: Settings[keyof Settings] }>) {
        (state.user as Record<string, unknown>)[action.payload.key] = action.payload.value;
      },
      prepare<K extends keyof Settings>(key: K, value: Settings[K]) {
        return { payload: { key, value } };
      },
    },
  },
  extraReducers: (builder) => {
    // Logout wipes all (spec 001 §4 Settings).
    builder.addCase(sessionCleared, () => initialState);
  },
});

export const { settingsRestored, settingChanged } = settingsSlice.actions;
export default settingsSlice.reducer;
