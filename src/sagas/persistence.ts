import { call, put, select, takeEvery } from 'typed-redux-saga';
import type { RootState } from '../store/rootReducer';
import { appForgotten, appRegistered, loginSucceeded, sessionCleared } from '../slices/auth';
import { settingChanged, settingsRestored } from '../slices/settings';
import { recentEmojiUsed } from '../features/emoji';
import { startupSettled } from '../slices/ui';
import { selectSettledInstanceName } from '../selectors/instance';
import type { KeptConfig } from '../slices/instance';
import { readJson, STORAGE_KEYS, writeJson, type StoredOAuth, removeKey } from '../utils/storage';

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

/**
 * The name the shell painted before any answer shows next time (src/early.ts), and the configurations shown until
 * start-up has settled (selectors/instance.ts).
 */
function* saveInstanceLook() {
  yield* call(writeJson, STORAGE_KEYS.instanceName, yield* select(selectSettledInstanceName));
  const { staticConfig, frontendConfig } = yield* select((s: RootState) => s.instance);
  const kept: KeptConfig = { staticConfig, frontendConfig };
  yield* call(writeJson, STORAGE_KEYS.instanceConfig, kept);
}

function* forgetUser() {
  yield* saveOAuth();
  yield* call(removeKey, STORAGE_KEYS.config);
  yield* call(removeKey, STORAGE_KEYS.configOwner);
  // its height follows the member's composer settings
  yield* call(removeKey, STORAGE_KEYS.postFormHeight);
}

/**
 * Local preferences belong to one account (issue 21): another account signing in on this browser starts from the
 * defaults instead of the last one's choices; a visitor's choices are adopted by the first sign-in. Called by the
 * sign-in saga before `loginSucceeded`, so nothing that reacts to the sign-in (settings sync) sees the other's values.
 */
export function* claimLocalSettings(me: string) {
  const owner = yield* call(readJson<string>, STORAGE_KEYS.configOwner);
  if (owner !== null && owner !== me) yield* put(settingsRestored({}));
  if (owner !== me) yield* call(writeJson, STORAGE_KEYS.configOwner, me);
}

/** Writes what must survive a reload; reading it back is the boot saga's job. */
export function* persistenceSaga() {
  yield* takeEvery([appRegistered, appForgotten, loginSucceeded], saveOAuth);
  // a restored whole (a settings file, a synced profile, another account's reset) must survive a reload too
  yield* takeEvery([settingChanged, settingsRestored], saveSettings);
  yield* takeEvery(sessionCleared, forgetUser);
  yield* takeEvery(recentEmojiUsed, saveRecentEmojis);
  yield* takeEvery(startupSettled, saveInstanceLook);
}
