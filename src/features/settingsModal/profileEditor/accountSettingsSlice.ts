// The profile tab's server-stored settings while they are being changed (spec 001 §4 Settings: a server-side change
// shows at once and restores the old value on failure). The account entity holds what the server said; this holds
// the member's choices over it, the requests out, and the last refusal. Loaded with the settings modal; it joins
// the store when it loads, and its sagas (sagas/accountSettings.ts) take its actions from the store.
import { createAction, createSlice, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer, type RootState } from '../../../store/rootReducer';
import { sessionCleared } from '../../../slices/auth';
import { settingsClosed } from '../settingsModalSlice';
import type { AccountSettingKey, AccountSettings, AccountSettingValue } from './accountSettings';

/** The member changed a setting; `previous` is what the tab showed, put back if the server refuses. */
export const accountSettingChanged = createAction<{
  key: AccountSettingKey;
  value: AccountSettingValue;
  previous: AccountSettingValue;
}>('settingsAccount/changed');

/** The server answered; on a refusal `restore` is the value shown again (null: the member changed it since). */
export const accountSettingSettled = createAction<{
  key: AccountSettingKey;
  failed: boolean;
  restore: AccountSettingValue | null;
  error: string | null;
}>('settingsAccount/settled');

/** The refusal's words have been shown long enough (spec 001 §9: an error notice, 5 s). */
export const accountSettingErrorCleared = createAction('settingsAccount/errorCleared');

export interface AccountSettingsState {
  /** the member's choices this session, over the account's values */
  values: AccountSettings;
  /** requests out, by setting */
  saving: Partial<Record<AccountSettingKey, number>>;
  /** the last refusal: which setting went back, and the server's words (null: none sent) */
  error: { key: AccountSettingKey; text: string | null } | null;
}

const initialState: AccountSettingsState = { values: {}, saving: {}, error: null };

const accountSettingsSlice = createSlice({
  name: 'settingsAccount',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder.addCase(accountSettingChanged, (state, { payload }) => {
      state.values[payload.key] = payload.value;
      state.saving[payload.key] = (state.saving[payload.key] ?? 0) + 1;
      state.error = null;
    });
    builder.addCase(accountSettingSettled, (state, { payload }) => {
      state.saving[payload.key] = Math.max(0, (state.saving[payload.key] ?? 1) - 1);
      if (!payload.failed) return;
      if (payload.restore !== null) state.values[payload.key] = payload.restore;
      state.error = { key: payload.key, text: payload.error };
    });
    builder.addCase(accountSettingErrorCleared, (state) => {
      state.error = null;
    });
    // closed, the account entity is the truth again (every accepted change was imported from the server's answer)
    builder.addCase(settingsClosed, (state) => ({ ...initialState, saving: state.saving }));
    builder.addCase(sessionCleared, () => initialState);
  },
});

declare module '../../../store/rootReducer' {
  interface LazyLoadedSlices extends WithSlice<typeof accountSettingsSlice> {}
}

const injected = accountSettingsSlice.injectInto(rootReducer);
export const selectAccountSettingsState = (state: RootState) => injected.selectSlice(state);

export default accountSettingsSlice.reducer;
