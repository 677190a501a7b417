// Status actions, reactions and tags: their slices are in the first bundle (every card dispatches
// their actions); the sagas load in the "interactions" chunk on the first of these intents.
import { defineFeature } from '../../store/feature';
import {
  historyRequested,
  reportSubmitted,
  reportStatusesWanted,
  statusDeleteRequested,
  statusPreviewRequested,
  statusToggleRequested,
  statusTranslateRequested,
} from './statusActionsSlice';
import { reactionsRequested, reactionToggled } from './reactionsSlice';
import { tagFollowToggled } from './tagsSlice';
import { statusPeopleRequested } from '../statusPeople/statusPeopleIntents';

export const interactionsFeature = defineFeature({
  name: 'interactions',
  intents: [
    reportSubmitted,
    reportStatusesWanted,
    historyRequested,
    statusToggleRequested,
    statusDeleteRequested,
    statusTranslateRequested,
    statusPreviewRequested,
    reactionToggled,
    reactionsRequested,
    tagFollowToggled,
    // who favourited or repeated (features/statusPeople): its saga rides in this chunk
    statusPeopleRequested,
  ],
  load: () =>
    import(/* webpackChunkName: "interactions" */ './sagas/interactionFlows').then((m) => ({ flows: m.interactionFlows })),
});
