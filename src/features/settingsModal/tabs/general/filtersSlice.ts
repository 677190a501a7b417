// The reader's server-side filters as the General tab last read them, and the tab's filter intents. Part of the
// "settings-sagas" chunk (the tab's saga imports it), so it is in the store before the tab can dispatch.
import { createAction, createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer, type RootState } from '../../../../store/rootReducer';
import { sessionCleared } from '../../../../slices/auth';
import type { UiMessage } from '../../../../slices/ui';
import type { NewServerFilter, ServerFilter } from './serverFilters';

export const serverFiltersRequested = createAction('serverFilters/requested');
export const serverFilterAddRequested = createAction<NewServerFilter>('serverFilters/addRequested');
export const serverFilterRemoveRequested = createAction<{ id: string }>('serverFilters/removeRequested');

export interface ServerFiltersState {
  /** 'unsupported': the server has no filter API (by its capabilities, or it answered 404) */
  status: 'idle' | 'loading' | 'loaded' | 'failed' | 'unsupported';
  items: ServerFilter[];
  adding: boolean;
  /** ids being removed */
  removing: string[];
  /** the last failure (load, add or remove), until the next attempt */
  error: UiMessage | null;
}

const initialState: ServerFiltersState = { status: 'idle', items: [], adding: false, removing: [], error: null };

const serverFiltersSlice = createSlice({
  name: 'serverFilters',
  initialState,
  reducers: {
    serverFiltersLoaded(state, action: PayloadAction<ServerFilter[]>) {
      state.status = 'loaded';
      state.items = action.payload;
    },
    serverFiltersFailed(state, action: PayloadAction<UiMessage>) {
      state.status = 'failed';
      state.error = action.payload;
    },
    serverFiltersUnsupported(state) {
      state.status = 'unsupported';
    },
    serverFilterAdded(state, action: PayloadAction<ServerFilter>) {
      state.adding = false;
      state.items = [...state.items.filter((f) => f.id !== action.payload.id), action.payload];
    },
    serverFilterRemoved(state, action: PayloadAction<{ id: string }>) {
      state.removing = state.removing.filter((id) => id !== action.payload.id);
      state.items = state.items.filter((f) => f.id !== action.payload.id);
    },
    serverFilterChangeFailed(state, action: PayloadAction<{ id?: string; error: UiMessage }>) {
      state.adding = false;
      state.removing = state.removing.filter((id) => id !== action.payload.id);
      state.error = action.payload.error;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(serverFiltersRequested, (state) => {
      if (state.status !== 'unsupported') state.status = 'loading';
      state.error = null;
    });
    builder.addCase(serverFilterAddRequested, (state) => {
      state.adding = true;
      state.error = null;
    });
    builder.addCase(serverFilterRemoveRequested, (state, action) => {
      state.removing.push(action.payload.id);
      state.error = null;
    });
    // the filters belong to the account
    builder.addCase(sessionCleared, () => initialState);
  },
});

export const {
  serverFiltersLoaded,
  serverFiltersFailed,
  serverFiltersUnsupported,
  serverFilterAdded,
  serverFilterRemoved,
  serverFilterChangeFailed,
} = serverFiltersSlice.actions;

declare module '../../../../store/rootReducer' {
  interface LazyLoadedSlices extends WithSlice<typeof serverFiltersSlice> {}
}

const injected = serverFiltersSlice.injectInto(rootReducer);
export const selectServerFilters = (state: RootState) => injected.selectSlice(state);
