import { createAction } from '@reduxjs/toolkit';
import type { NormalizedEntities } from '../../schemas';

/** Every normalized server payload enters the store through this one action. */
export const entitiesImported = createAction<Partial<NormalizedEntities>>('entities/imported');
