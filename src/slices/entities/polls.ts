import { createEntityAdapter, createSlice } from '@reduxjs/toolkit';
import type { PollEntity } from '../../schemas';
import { entitiesEvicted, entitiesImported } from '../../actions/entities';
import { sessionCleared } from '../auth';

export const pollsAdapter = createEntityAdapter<PollEntity>();

const pollsSlice = createSlice({
  name: 'polls',
  initialState: pollsAdapter.getInitialState(),
  reducers: {},
  extraReducers: (builder) => {
    builder.addCase(entitiesImported, (state, { payload }) => {
      if (payload.polls) pollsAdapter.setMany(state, payload.polls);
    });
    builder.addCase(entitiesEvicted, (state, { payload }) => pollsAdapter.removeMany(state, payload.polls));
    builder.addCase(sessionCleared, () => pollsAdapter.getInitialState());
  },
});

export default pollsSlice.reducer;
