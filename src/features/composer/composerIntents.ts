// The intents whose sagas load lazily in the "compose" chunk (sagas/composeFlows.ts).
// Only action types here: importing the sagas would put them back in the main bundle.
import { composeRequested } from '../interactions/statusActionsSlice';

// The composer slice's own intents as plain strings: importing slices/composer.ts would put it back in
// the main bundle. test/unit/sagas/composeIntents.test.ts checks they match the flows.
export const COMPOSE_INTENTS = [
  composeRequested.type,
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

export const loadComposeFlows = () =>
  import(/* webpackChunkName: "compose" */ './sagas/composerFlows').then((m) => m.composeFlows);
