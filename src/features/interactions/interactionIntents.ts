// The intents whose sagas load lazily in the "interactions" chunk (sagas/interactionFlows.ts).
// Only action types here: importing the sagas would put them back in the main bundle.
import {
  historyRequested,
  reportSubmitted,
  statusDeleteRequested,
  statusToggleRequested,
  statusTranslateRequested,
  statusPreviewRequested,
} from './statusActionsSlice';
import { reactionsRequested, reactionToggled } from './reactionsSlice';
import { tagFollowToggled, tagRequested } from './tagsSlice';
import { listRequested } from './listsSlice';

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
  import(/* webpackChunkName: "interactions" */ './sagas/interactionFlows').then((m) => m.interactionFlows);
