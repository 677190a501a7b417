// The intents whose sagas load lazily in the "compose" chunk (sagas/composerFlows.ts).
// Only action types here: importing the sagas would put them back in the main bundle.
import { composerRequested } from '../interactions/statusActionsSlice';

// The composer slice's own intents as plain strings: importing slices/composer.ts would put it back in
// the main bundle. test/unit/sagas/composeIntents.test.ts checks they match the flows.
export const COMPOSER_INTENTS = [
  composerRequested.type,
  ...[
    'composerChanged',
    'composerClosed',
    'filesAdded',
    'fileUpdated',
    'fileRemoved',
    'postRequested',
    'previewRequested',
    'previewHidden',
  ].map((name) => `composer/${name}`),
];

export const loadComposerFlows = () =>
  import(/* webpackChunkName: "compose" */ './sagas/composerFlows').then((m) => m.composerFlows);
