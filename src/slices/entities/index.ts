import { combineSlices } from '@reduxjs/toolkit';
import accounts from './accounts';
import statuses from './statuses';
import polls from './polls';
import relationships from './relationships';

export { entitiesEvicted, entitiesImported } from '../../actions/entities';

/** Entity tables of lazy features (the notifications table) join with `inject` when their chunk loads. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface LazyLoadedEntities {}

export const entitiesReducer = combineSlices({
  accounts,
  statuses,
  polls,
  relationships,
}).withLazyLoadedSlices<LazyLoadedEntities>();
export default entitiesReducer;
