// Status actions, reactions and tags: their slices are in the first bundle (every card dispatches
// their actions); the sagas load in the "interactions" chunk on the first of these intents.
import { defineFeature } from '../../store/feature';
import {
  historyRequested,
  reportSubmitted,
  statusDeleteRequested,
  statusPreviewRequested,
  statusToggleRequested,
  statusTranslateRequested,
} from './statusActionsSlice';
import { reactionsRequested, reactionToggled } from './reactionsSlice';
import { tagFollowToggled } from './tagsSlice';

export const interactionsFeature = defineFeature({
  name: 'interactions',
  intents: [
    reportSubmitted,
    historyRequested,
    statusToggleRequested,
    statusDeleteRequested,
    statusTranslateRequested,
    statusPreviewRequested,
    reactionToggled,
    reactionsRequested,
    tagFollowToggled,
  ],
  load: () =>
    import(/* webpackChunkName: "interactions" */ './sagas/interactionFlows').then((m) => ({ flows: m.interactionFlows })),
});
