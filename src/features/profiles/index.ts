// The profiles feature's public entry: its intents, and how its sagas load (the "profiles" chunk).
import { defineFeature } from '../../store/feature';
import {
  profileRequested,
  relationshipsWanted,
  relationshipToggleRequested,
  noteChanged,
  remoteUserRequested,
  suggestionsRequested,
  followListRequested,
  followedTagsRequested,
} from './profilesIntents';

export * from './profilesIntents';

export const profilesFeature = defineFeature({
  name: 'profiles',
  intents: [
    profileRequested,
    relationshipsWanted,
    relationshipToggleRequested,
    noteChanged,
    remoteUserRequested,
    suggestionsRequested,
    followListRequested,
    followedTagsRequested,
  ],
  load: () => import(/* webpackChunkName: "profiles" */ './sagas/profilesFlows').then((m) => ({ flows: m.profilesFlows })),
});
