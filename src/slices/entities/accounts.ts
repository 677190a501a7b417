import { createEntityAdapter, createSlice, current } from '@reduxjs/toolkit';
import type { AccountEntity } from '../../schemas';
import { entitiesEvicted, entitiesImported } from '../../actions/entities';
import { sessionCleared } from '../auth';

export const accountsAdapter = createEntityAdapter<AccountEntity>();

const accountsSlice = createSlice({
  name: 'accounts',
  initialState: accountsAdapter.getInitialState(),
  reducers: {},
  extraReducers: (builder) => {
    builder.addCase(entitiesImported, (state, { payload }) => {
      if (!payload.accounts) return;
      // A thin copy of an account (only an id, say) must not blank the name and avatar already known.
      const incoming = Object.values(payload.accounts).flatMap((account) => {
        const known = state.entities[account.id];
        if (!known) return [account];
        // Every poll re-imports the authors; an unchanged one keeps its identity so its cards do not re-render.
        if (JSON.stringify(current(known)) === JSON.stringify(account)) return [];
        return [
          {
            ...account,
            display_name: account.display_name || known.display_name,
            avatar: account.avatar || known.avatar,
            avatar_static: account.avatar_static || known.avatar_static,
          },
        ];
      });
      accountsAdapter.upsertMany(state, incoming);
    });
    builder.addCase(entitiesEvicted, (state, { payload }) => accountsAdapter.removeMany(state, payload.accounts));
    builder.addCase(sessionCleared, () => accountsAdapter.getInitialState());
  },
});

export default accountsSlice.reducer;
