// The search feature's public entry: its intents, and how its sagas load (the "search" chunk, with the screen).
import { defineFeature } from '../../store/feature';
import { sessionCleared } from '../../slices/auth';
import { searchClosed, searchMoreRequested, searchOpened, searchRequested, tagStatsRequested } from './searchIntents';

export * from './searchIntents';

export const searchFeature = defineFeature({
  name: 'search',
  intents: [searchOpened, searchRequested, searchMoreRequested, searchClosed, tagStatsRequested, sessionCleared],
  load: () => import(/* webpackChunkName: "search" */ './sagas/search').then((m) => ({ saga: m.searchSaga })),
  // Nothing to stop before the first search.
  skip: (action) => sessionCleared.match(action) || searchClosed.match(action),
});
