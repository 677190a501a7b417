// The intents whose sagas load lazily in the "compose" chunk (sagas/composeFlows.ts).
// Only action types here: importing the sagas would put them back in the main bundle.
import { composeRequested } from '../slices/statusActions';
import {
  composerChanged,
  composerClosed,
  fileRemoved,
  filesAdded,
  fileUpdated,
  postRequested,
  previewHidden,
  previewRequested,
} from '../slices/composer';

export const COMPOSE_INTENTS = [
  composeRequested.type,
  composerChanged.type,
  composerClosed.type,
  filesAdded.type,
  fileUpdated.type,
  fileRemoved.type,
  postRequested.type,
  previewRequested.type,
  previewHidden.type,
];

export const loadComposeFlows = () => import(/* webpackChunkName: "compose" */ './composeFlows').then((m) => m.composeFlows);
