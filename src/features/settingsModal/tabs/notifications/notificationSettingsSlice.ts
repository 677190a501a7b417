// The notifications tab's server-side settings (spec 001 §3, §4 Settings): what the member chose, shown at once
// over the account's `pleroma.notification_settings`, the requests out, and the last refusal with the server's
// words. Loaded with the tab (and the settings sagas); it joins the store when it loads.
import { createAction, createSlice, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer, type RootState } from '../../../../store/rootReducer';
import { sessionCleared } from '../../../../slices/auth';
import { selectCurrentAccount } from '../../../../selectors/auth';

export const SERVER_NOTIFICATION_SETTINGS = ['block_from_strangers', 'hide_notification_contents'] as const;
export type ServerNotificationSetting = (typeof SERVER_NOTIFICATION_SETTINGS)[number];

/** The tab was shown: its sagas read the account's current values (another device may have changed them). */
export const notificationsTabOpened = createAction('settingsNotifications/tabOpened');

/** The account's values as verify_credentials sent them just now. */
export const serverNotificationSettingsLoaded = createAction<Partial<Record<ServerNotificationSetting, boolean>>>(
  'settingsNotifications/serverSettingsLoaded',
);

/** The member flipped a server-side switch; `previous` is what it showed, restored if the server refuses. */
export const serverNotificationSettingChanged = createAction<{
  key: ServerNotificationSetting;
  value: boolean;
  previous: boolean;
}>('settingsNotifications/serverSettingChanged');

/** The server answered; on a refusal `restore` is the value shown again (null: the member changed it since). */
export const serverNotificationSettingSettled = createAction<{
  key: ServerNotificationSetting;
  failed: boolean;
  restore: boolean | null;
  error: string | null;
}>('settingsNotifications/serverSettingSettled');

export interface NotificationSettingsState {
  /**
   * the account's values as last read with the tab open: the account entity alone is not enough, since a copy of
   * the account inside a post replaces its `pleroma` object without them
   */
  loaded: Partial<Record<ServerNotificationSetting, boolean>> | null;
  /** the member's choices this session, over the account's values */
  values: Partial<Record<ServerNotificationSetting, boolean>>;
  saving: Partial<Record<ServerNotificationSetting, boolean>>;
  /** the last refusal: which switch went back, and the server's words (null: none sent) */
  error: { key: ServerNotificationSetting; text: string | null } | null;
}

const initialState: NotificationSettingsState = { loaded: null, values: {}, saving: {}, error: null };

const notificationSettingsSlice = createSlice({
  name: 'settingsNotifications',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder.addCase(serverNotificationSettingsLoaded, (state, { payload }) => {
      state.loaded = payload;
      // the server's word now stands, except where a change of the member's is still on its way
      for (const key of SERVER_NOTIFICATION_SETTINGS) if (!state.saving[key]) delete state.values[key];
    });
    builder.addCase(serverNotificationSettingChanged, (state, { payload }) => {
      state.values[payload.key] = payload.value;
      state.saving[payload.key] = true;
      state.error = null;
    });
    builder.addCase(serverNotificationSettingSettled, (state, { payload }) => {
      state.saving[payload.key] = false;
      if (!payload.failed) return;
      if (payload.restore !== null) state.values[payload.key] = payload.restore;
      state.error = { key: payload.key, text: payload.error };
    });
    builder.addCase(sessionCleared, () => initialState);
  },
});

declare module '../../../../store/rootReducer' {
  interface LazyLoadedSlices extends WithSlice<typeof notificationSettingsSlice> {}
}

const injected = notificationSettingsSlice.injectInto(rootReducer);
export const selectNotificationSettingsState = (state: RootState) => injected.selectSlice(state);

/** What a switch shows: the member's choice this session, else the account's as read, else off (Pleroma's default). */
export function selectServerNotificationSetting(state: RootState, key: ServerNotificationSetting): boolean {
  const { values, loaded } = selectNotificationSettingsState(state);
  const known = values[key] ?? loaded?.[key];
  if (known !== undefined) return known;
  return selectCurrentAccount(state)?.pleroma?.notification_settings?.[key] === true;
}

export default notificationSettingsSlice.reducer;
