// The profile tab's server-stored settings (spec 001 §4 Settings): each change goes out alone as update_credentials
// with that one field, the answer is imported, and on a refusal the old value comes back with the header's error
// notice and the server's words, which stay 5 s (spec 001 §9). Started by sagas/settings.ts; takes its actions
// from the store.
import { call, delay, put, select, takeEvery, takeLatest } from 'typed-redux-saga';
import { HttpError } from '../../../api/client';
import { updateProfile } from '../api/profileEditor';
import { normalizeAccount } from '../../../schemas/index';
import { selectApiConfig } from '../../../selectors/instance';
import { selectSettings } from '../../../selectors/settings';
import { entitiesImported } from '../../../slices/entities/index';
import { settingChanged } from '../../../slices/settings';
import type { RootState } from '../../../store/rootReducer';
import { settingsNoticeShown } from '../settingsModalSlice';
import { accountSettingParams } from '../profileEditor/accountSettings';
import {
  accountSettingChanged,
  accountSettingErrorCleared,
  accountSettingSettled,
  selectAccountSettingsState,
} from '../profileEditor/accountSettingsSlice';

/** Spec 001 §9: an error notice stays 5 s. */
export const ACCOUNT_SETTING_ERROR_MS = 5_000;

export function* saveAccountSetting({ payload }: ReturnType<typeof accountSettingChanged>) {
  const { key, value, previous } = payload;
  const cfg = yield* select(selectApiConfig);
  try {
    const { data } = yield* call(updateProfile, cfg, accountSettingParams(key, value));
    const normalized = normalizeAccount(data);
    if (normalized.result) yield* put(entitiesImported(normalized.entities));
    // The composer's "sensitive by default" is a local setting too: it follows the account's.
    if (key === 'sensitive' && typeof value === 'boolean' && (yield* select(selectSettings)).sensitiveByDefault !== value)
      yield* put(settingChanged('sensitiveByDefault', value));
    yield* put(accountSettingSettled({ key, failed: false, restore: null, error: null }));
    yield* put(settingsNoticeShown('ok'));
  } catch (error) {
    // the old value returns only if the member has not changed the setting again meanwhile
    const now = yield* select((s: RootState) => selectAccountSettingsState(s).values[key]);
    yield* put(
      accountSettingSettled({
        key,
        failed: true,
        restore: now === value ? previous : null,
        error: error instanceof HttpError ? error.serverMessage : null,
      }),
    );
    yield* put(settingsNoticeShown('error'));
  }
}

export function* clearAccountSettingErrorLater({ payload }: ReturnType<typeof accountSettingSettled>) {
  if (!payload.failed) return;
  yield* delay(ACCOUNT_SETTING_ERROR_MS);
  yield* put(accountSettingErrorCleared());
}

export function* accountSettingsSaga() {
  // every change is its own request: toggling two settings quickly saves both
  yield* takeEvery(accountSettingChanged, saveAccountSetting);
  yield* takeLatest(accountSettingSettled, clearAccountSettingErrorLater);
}
