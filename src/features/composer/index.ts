// The composer's public entry: its intents, and how its sagas load (the "compose" chunk).
import { defineFeature } from '../../store/feature';
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
  name: 'compose',
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
  load: () => import(/* webpackChunkName: "compose" */ './sagas/composerFlows').then((m) => ({ flows: m.composerFlows })),
});
