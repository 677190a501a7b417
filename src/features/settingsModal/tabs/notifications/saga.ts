// The notifications tab's side effects (their intents are taken from the store: sagas/settings.ts starts this).
// A server-side setting is optimistic (spec 001 §4 Settings): the switch moved at once, and on a refusal the old
// value comes back with the error notice and the server's words.
import { call, put, select, takeEvery, takeLatest } from 'typed-redux-saga';
import { verifyCredentials } from '../../../../api/accounts';
import { normalizeAccount } from '../../../../schemas/index';
import { entitiesImported } from '../../../../slices/entities/index';
import { HttpError } from '../../../../api/client';
import { selectApiConfig } from '../../../../selectors/instance';
import { selectSettings } from '../../../../selectors/settings';
import { settingChanged } from '../../../../slices/settings';
import type { RootState } from '../../../../store/rootReducer';
import { settingsNoticeShown } from '../../settingsModalSlice';
import { updateNotificationSettings } from './api';
import {
  SERVER_NOTIFICATION_SETTINGS,
  notificationsTabOpened,
  selectNotificationSettingsState,
  serverNotificationSettingChanged,
  serverNotificationSettingsLoaded,
  serverNotificationSettingSettled,
  type ServerNotificationSetting,
} from './notificationSettingsSlice';

/** The account as it is now, with its notification settings (the entity may hold a copy without them). */
export function* readServerNotificationSettings() {
  const cfg = yield* select(selectApiConfig);
  try {
    const { data } = yield* call(verifyCredentials, cfg);
    const normalized = normalizeAccount(data);
    if (normalized.result) yield* put(entitiesImported(normalized.entities));
    const raw = data.pleroma?.notification_settings;
    if (!raw) return;
    const loaded: Partial<Record<ServerNotificationSetting, boolean>> = {};
    for (const key of SERVER_NOTIFICATION_SETTINGS) if (typeof raw[key] === 'boolean') loaded[key] = raw[key];
    yield* put(serverNotificationSettingsLoaded(loaded));
  } catch (error) {
    // the switches keep what the account entity says
    console.warn('could not read the notification settings:', error instanceof Error ? error.message : error);
  }
}

export function* saveServerNotificationSetting({ payload }: ReturnType<typeof serverNotificationSettingChanged>) {
  const { key, value, previous } = payload;
  // Hiding the contents on the server covers pushes from it; this browser's worker follows the same choice.
  const hidesContents = key === 'hide_notification_contents';
  const localBefore = (yield* select(selectSettings)).webPushHideContents;
  if (hidesContents && localBefore !== value) yield* put(settingChanged('webPushHideContents', value));
  const cfg = yield* select(selectApiConfig);
  try {
    yield* call(updateNotificationSettings, cfg, key, value);
    yield* put(serverNotificationSettingSettled({ key, failed: false, restore: null, error: null }));
    yield* put(settingsNoticeShown('ok'));
  } catch (error) {
    // the old value returns only if the member has not moved the switch again meanwhile
    const now = yield* select((s: RootState) => selectNotificationSettingsState(s).values[key]);
    const stillOurs = now === value;
    yield* put(
      serverNotificationSettingSettled({
        key,
        failed: true,
        restore: stillOurs ? previous : null,
        error: error instanceof HttpError ? error.serverMessage : null,
      }),
    );
    if (hidesContents && stillOurs && localBefore !== value) yield* put(settingChanged('webPushHideContents', localBefore));
    yield* put(settingsNoticeShown('error'));
  }
}

export function* notificationsTabSaga() {
  yield* takeLatest(notificationsTabOpened, readServerNotificationSettings);
  yield* takeEvery(serverNotificationSettingChanged, saveServerNotificationSetting);
}
