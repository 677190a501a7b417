// The intents whose sagas load lazily in the "interactions" chunk (sagas/interactionFlows.ts).
// Only action types here: importing the sagas would put them back in the main bundle.
import {
  historyRequested,
  reportSubmitted,
  statusDeleteRequested,
  statusToggleRequested,
  statusTranslateRequested,
  statusPreviewRequested,
} from '../slices/statusActions';
import { reactionsRequested, reactionToggled } from '../slices/reactions';
import { tagFollowToggled, tagRequested } from '../slices/tags';
import { listRequested } from '../slices/lists';

export const INTERACTION_INTENTS = [
  reportSubmitted.type,
  historyRequested.type,
  statusToggleRequested.type,
  statusDeleteRequested.type,
  statusTranslateRequested.type,
  statusPreviewRequested.type,
  reactionToggled.type,
  reactionsRequested.type,
  tagRequested.type,
  tagFollowToggled.type,
  listRequested.type,
];

export const loadInteractionFlows = () =>
  import(/* webpackChunkName: "interactions" */ './interactionFlows').then((m) => m.interactionFlows);
