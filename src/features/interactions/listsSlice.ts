import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { sessionCleared } from '../../slices/auth';

/** The viewer's lists, as far as known; for now only what names a list timeline. */
export interface ListEntry {
  id: string;
  title: string;
}

export interface ListsState {
  byId: Record<string, ListEntry>;
}

const initialState: ListsState = { byId: {} };

const listsSlice = createSlice({
  name: 'lists',
  initialState,
  reducers: {
    /** intent: fetch one list (sagas/lists.ts) */
    listRequested(_state, _action: PayloadAction<{ id: string }>) {},
    listLoaded(state, action: PayloadAction<ListEntry>) {
      state.byId[action.payload.id] = { id: action.payload.id, title: action.payload.title };
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionCleared, () => initialState);
  },
});

export const { listRequested, listLoaded } = listsSlice.actions;
export default listsSlice.reducer;
