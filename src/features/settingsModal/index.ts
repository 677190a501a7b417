// The settings modal's public entry: its opening and the profile editor's intents, and how its sagas load
// ("settings-sagas").
import { defineFeature } from '../../store/feature';
import { profileSaveRequested, profileImageRequested, profileSaveSettled, profileImageSettled } from './profileEditorIntents';
import { settingsOpened } from './settingsModalSlice';

export * from './profileEditorIntents';

export const settingsModalFeature = defineFeature({
  name: 'settings',
  // opening the modal loads every tab's sagas (sagas/settings.ts)
  intents: [settingsOpened, profileSaveRequested, profileImageRequested, profileSaveSettled, profileImageSettled],
  load: () => import(/* webpackChunkName: "settings-sagas" */ './sagas/settings').then((m) => ({ saga: m.settingsSaga })),
});
