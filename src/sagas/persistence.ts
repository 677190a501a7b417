import { select, takeEvery } from 'redux-saga/effects';
import type { RootState } from '../store/rootReducer';
import { appRegistered, loginSucceeded, sessionCleared } from '../slices/auth';
import { settingChanged } from '../slices/settings';
import { recentEmojiUsed } from '../features/emoji/recentEmojisSlice';
import { STORAGE_KEYS, writeJson, type StoredOAuth, removeKey } from '../utils/storage';

function* saveOAuth() {
  const auth: RootState['auth'] = yield select((s: RootState) => s.auth);
  const stored: StoredOAuth = {
    clientId: auth.app?.clientId ?? null,
    clientSecret: auth.app?.clientSecret ?? null,
    userToken: auth.token,
  };
  writeJson(STORAGE_KEYS.oauth, stored);
  if (auth.lastLoginName) writeJson(STORAGE_KEYS.lastLoginName, auth.lastLoginName);
}

function* saveSettings() {
  const user: RootState['settings']['user'] = yield select((s: RootState) => s.settings.user);
  writeJson(STORAGE_KEYS.config, user);
}

function* saveRecentEmojis() {
  const recent: RootState['emojis']['recent'] = yield select((s: RootState) => s.emojis.recent);
  writeJson(STORAGE_KEYS.recentEmojis, recent);
}

function* forgetUser() {
  yield* saveOAuth();
  removeKey(STORAGE_KEYS.config);
}

/** Writes what must survive a reload; reading it back is the boot saga's job. */
export function* persistenceSaga() {
  yield takeEvery([appRegistered.type, loginSucceeded.type], saveOAuth);
  yield takeEvery(settingChanged.type, saveSettings);
  yield takeEvery(sessionCleared.type, forgetUser);
  yield takeEvery(recentEmojiUsed.type, saveRecentEmojis);
}
