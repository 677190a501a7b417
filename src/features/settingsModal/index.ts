// The settings modal's public entry: the profile editor's intents, and how its sagas load ("settings-sagas").
import { defineFeature } from '../../store/feature';
import { profileSaveRequested, profileImageRequested, profileSaveSettled, profileImageSettled } from './profileEditorIntents';

export * from './profileEditorIntents';

export const settingsModalFeature = defineFeature({
  name: 'settings',
  intents: [profileSaveRequested, profileImageRequested, profileSaveSettled, profileImageSettled],
  load: () =>
    import(/* webpackChunkName: "settings-sagas" */ './sagas/profileEditor').then((m) => ({ flows: m.profileEditorFlows })),
});
