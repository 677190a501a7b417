import { createEntityAdapter, createSlice } from '@reduxjs/toolkit';
import type { AccountEntity } from '../../schemas';
import { entitiesImported } from './actions';
import { sessionCleared } from '../auth';

export const accountsAdapter = createEntityAdapter<AccountEntity>();

const accountsSlice = createSlice({
  name: 'accounts',
  initialState: accountsAdapter.getInitialState(),
  reducers: {},
  extraReducers: (builder) => {
    builder.addCase(entitiesImported, (state, { payload }) => {
      if (payload.accounts) accountsAdapter.upsertMany(state, payload.accounts);
    });
    builder.addCase(sessionCleared, () => accountsAdapter.getInitialState());
  },
});

export default accountsSlice.reducer;
