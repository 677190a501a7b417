import { call, select, takeEvery } from 'typed-redux-saga';
import type { RootState } from '../store/rootReducer';
import { appForgotten, appRegistered, loginSucceeded, sessionCleared } from '../slices/auth';
import { settingChanged } from '../slices/settings';
import { recentEmojiUsed } from '../features/emoji';
import { STORAGE_KEYS, writeJson, type StoredOAuth, removeKey } from '../utils/storage';

function* saveOAuth() {
  const auth = yield* select((s: RootState) => s.auth);
  const stored: StoredOAuth = {
    clientId: auth.app?.clientId ?? null,
    clientSecret: auth.app?.clientSecret ?? null,
    userToken: auth.token,
  };
  yield* call(writeJson, STORAGE_KEYS.oauth, stored);
  if (auth.lastLoginName) yield* call(writeJson, STORAGE_KEYS.lastLoginName, auth.lastLoginName);
}

function* saveSettings() {
  const user = yield* select((s: RootState) => s.settings.user);
  yield* call(writeJson, STORAGE_KEYS.config, user);
}

function* saveRecentEmojis() {
  // The picker that sent the intent has the emoji slice in the store.
  const recent = yield* select((s: RootState) => s.emojis?.recent ?? []);
  yield* call(writeJson, STORAGE_KEYS.recentEmojis, recent);
}

function* forgetUser() {
  yield* saveOAuth();
  yield* call(removeKey, STORAGE_KEYS.config);
}

/** Writes what must survive a reload; reading it back is the boot saga's job. */
export function* persistenceSaga() {
  yield* takeEvery([appRegistered, appForgotten, loginSucceeded], saveOAuth);
  yield* takeEvery(settingChanged, saveSettings);
  yield* takeEvery(sessionCleared, forgetUser);
  yield* takeEvery(recentEmojiUsed, saveRecentEmojis);
}
