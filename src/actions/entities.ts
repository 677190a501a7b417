import { createAction } from '@reduxjs/toolkit';
import type { NormalizedEntities } from '../schemas/index';

/** Every normalized server payload enters the store through this one action. */
export const entitiesImported = createAction<Partial<NormalizedEntities>>('entities/imported');

/** Entities nothing references any more (sagas/eviction.ts), dropped in one action so memory stays flat. */
export interface EvictedIds {
  statuses: string[];
  accounts: string[];
  polls: string[];
}
export const entitiesEvicted = createAction<EvictedIds>('entities/evicted');
