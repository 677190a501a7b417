import { createEntityAdapter, createSlice } from '@reduxjs/toolkit';
import type { RelationshipEntity } from '../../schemas';
import { entitiesImported } from '../../actions/entities';
import { sessionCleared } from '../auth';

export const relationshipsAdapter = createEntityAdapter<RelationshipEntity>();

const relationshipsSlice = createSlice({
  name: 'relationships',
  initialState: relationshipsAdapter.getInitialState(),
  reducers: {},
  extraReducers: (builder) => {
    builder.addCase(entitiesImported, (state, { payload }) => {
      if (payload.relationships) relationshipsAdapter.upsertMany(state, payload.relationships);
    });
    builder.addCase(sessionCleared, () => relationshipsAdapter.getInitialState());
  },
});

export default relationshipsSlice.reducer;
