import { createEntityAdapter, createSlice } from '@reduxjs/toolkit';
import type { StatusEntity } from '../../schemas';
import { entitiesEvicted, entitiesImported } from './actions';
import { sessionCleared } from '../auth';

export const statusesAdapter = createEntityAdapter<StatusEntity>();

const statusesSlice = createSlice({
  name: 'statuses',
  initialState: statusesAdapter.getInitialState(),
  reducers: {},
  extraReducers: (builder) => {
    builder.addCase(entitiesImported, (state, { payload }) => {
      // Replace whole records: a status from the server is complete, and merging would keep stale fields.
      if (payload.statuses) statusesAdapter.setMany(state, payload.statuses);
    });
    builder.addCase(entitiesEvicted, (state, { payload }) => statusesAdapter.removeMany(state, payload.statuses));
    // Statuses carry per-user flags (favourited, bookmarked): nothing of a previous user survives.
    builder.addCase(sessionCleared, () => statusesAdapter.getInitialState());
  },
});

export default statusesSlice.reducer;
