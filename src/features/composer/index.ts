// The composer's public entry: its intents, and how its sagas load (the "composer-sagas" chunk).
import { defineFeature } from '../../store/feature';
import { withMessages } from '../../i18n/loadMessages';
import {
  composerChanged,
  composerClosed,
  composerRequested,
  fileRemoved,
  filesAdded,
  fileUpdated,
  postRequested,
  previewHidden,
  previewRequested,
} from './composerIntents';

export * from './composerIntents';

export const composerFeature = defineFeature({
  name: 'composer',
  intents: [
    composerRequested,
    composerChanged,
    composerClosed,
    filesAdded,
    fileUpdated,
    fileRemoved,
    postRequested,
    previewRequested,
    previewHidden,
  ],
  // its notices name ids of the 'extra' message part, so its sagas start once that is here
  load: withMessages('extra', () =>
    import(/* webpackChunkName: "composer-sagas" */ './sagas/composerFlows').then((m) => ({ flows: m.composerFlows })),
  ),
});
