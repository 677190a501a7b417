// The intents whose sagas load lazily in the "settings-sagas" chunk (sagas/profileSettings.ts). Only action types here,
// as plain strings: importing the slice would put it in the main bundle. test/unit/sagas/profileSettings.test.ts checks
// they match the flows.

export const PROFILE_SETTINGS_INTENTS = [
  'profileSaveRequested',
  'profileImageRequested',
  'profileSaveSettled',
  'profileImageSettled',
].map((name) => `settingsModal/${name}`);

export const loadProfileSettingsFlows = () =>
  import(/* webpackChunkName: "settings-sagas" */ './sagas/profileEditor').then((m) => m.profileSettingsFlows);
