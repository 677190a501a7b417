import { combineSlices } from '@reduxjs/toolkit';
import entities from '../slices/entities';
import timelines from '../slices/timelines';
import instance from '../slices/instance';
import auth from '../slices/auth';
import settings from '../slices/settings';
import ui from '../slices/ui';
import language from '../slices/language';
import tags from '../features/interactions/tagsSlice';
import statusActions from '../features/interactions/statusActionsSlice';
import streaming from '../features/streaming/streamingSlice';
import pollVotes from '../features/polls/pollVotesSlice';

/**
 * The slices of lazy features, each added by its own module with `slice.injectInto(rootReducer)` when its
 * chunk loads (docs/architecture.md, "Feature modules"). Each feature declares its own entry:
 * `declare module '…/store/rootReducer' { interface LazyLoadedSlices extends WithSlice<typeof slice> {} }`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface LazyLoadedSlices {}

/** The first screen's slices; lazy ones join through `inject`, and read as absent until then. */
export const rootReducer = combineSlices({
  entities,
  timelines,
  tags,
  instance,
  auth,
  settings,
  ui,
  language,
  streaming,
  statusActions,
  pollVotes,
}).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;
