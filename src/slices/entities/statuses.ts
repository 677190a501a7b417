import { createEntityAdapter, createSlice } from '@reduxjs/toolkit';
import type { StatusEntity } from '../../schemas';
import { entitiesEvicted, entitiesImported } from './actions';
import { sessionCleared } from '../auth';
import { threadMuteChanged } from '../statusEvents';

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
    builder.addCase(threadMuteChanged, (state, { payload }) => {
      const muted = state.entities[payload.statusId];
      if (!muted) return;
      // One conversation: Pleroma's conversation_id when the server sent it, else the status alone.
      const conversation = muted.pleroma?.conversation_id;
      for (const status of Object.values(state.entities)) {
        const same = status.id === payload.statusId || (conversation != null && status.pleroma?.conversation_id === conversation);
        if (!same) continue;
        status.muted = payload.muted;
        if (status.pleroma) status.pleroma.thread_muted = payload.muted;
      }
    });
    builder.addCase(entitiesEvicted, (state, { payload }) => statusesAdapter.removeMany(state, payload.statuses));
    // Statuses carry per-user flags (favourited, bookmarked): nothing of a previous user survives.
    builder.addCase(sessionCleared, () => statusesAdapter.getInitialState());
  },
});

export default statusesSlice.reducer;
