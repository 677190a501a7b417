// Poll votes and refreshes load when the first poll comes on screen (or is voted on): many timelines have
// none. The pollVotes slice is in the first bundle (the card dispatches its actions); the saga is not.
import { defineFeature } from '../../store/feature';
import { pollHidden, pollVisible, pollVoteRequested } from './pollVotesSlice';

export const pollsFeature = defineFeature({
  name: 'polls',
  intents: [pollVisible, pollHidden, pollVoteRequested],
  load: () => import(/* webpackChunkName: "polls" */ './sagas/polls').then((m) => ({ saga: m.pollsSaga })),
});
