// Follow requests waiting for a locked account's answer (spec 000 §4 "Follow requests", 001 §4).
// Part of the lazy "notifications" chunk: it joins the store when this module is evaluated.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { WithSlice } from '@reduxjs/toolkit';
import { rootReducer, type RootState } from '../../store/rootReducer';
import { sessionCleared } from '../../slices/auth';
import { followRequestApproved, followRequestDenied } from './notificationsIntents';
import { initialFollowRequestsState } from './notificationsSlice';
import { followRequestRestored } from './notificationEntitiesSlice';
// Approving changes a notification entity: the table's real reducer must be in place first.
import './notificationEntitiesSlice';

export { followRequestApproved, followRequestDenied, followRequestsRequested } from './notificationsIntents';
export { initialFollowRequestsState } from './notificationsSlice';
export { followRequestRestored } from './notificationEntitiesSlice';
export type { FollowRequestsState } from './notificationsSlice';

const followRequestsSlice = createSlice({
  name: 'followRequests',
  initialState: initialFollowRequestsState,
  reducers: {
    followRequestsFetchStarted(state) {
      state.loading = true;
    },
    followRequestsLoaded(state, action: PayloadAction<{ ids: string[] }>) {
      state.ids = [...new Set(action.payload.ids)];
      state.loading = false;
      state.loaded = true;
      state.error = false;
    },
    followRequestsFetchFailed(state) {
      state.loading = false;
      state.error = true;
    },
    /** the server confirmed a deny (or an approve failed and the list is refetched) */
    followRequestRemoved(state, action: PayloadAction<{ accountId: string }>) {
      state.ids = state.ids.filter((id) => id !== action.payload.accountId);
      state.pending = state.pending.filter((id) => id !== action.payload.accountId);
    },
    /** a deny failed: the buttons work again */
    followRequestDenyFailed(state, action: PayloadAction<{ accountId: string }>) {
      state.pending = state.pending.filter((id) => id !== action.payload.accountId);
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(followRequestApproved, (state, action) => {
        state.ids = state.ids.filter((id) => id !== action.payload.accountId);
      })
      .addCase(followRequestDenied, (state, action) => {
        if (!state.pending.includes(action.payload.accountId)) state.pending.push(action.payload.accountId);
      })
      // an approve failed: the request comes back
      .addCase(followRequestRestored, (state, action) => {
        if (!state.ids.includes(action.payload.accountId)) state.ids.unshift(action.payload.accountId);
      })
      .addCase(sessionCleared, () => initialFollowRequestsState);
  },
});

export const {
  followRequestsFetchStarted,
  followRequestsLoaded,
  followRequestsFetchFailed,
  followRequestRemoved,
  followRequestDenyFailed,
} = followRequestsSlice.actions;
declare module '../../store/rootReducer' {
  interface LazyLoadedSlices extends WithSlice<typeof followRequestsSlice> {}
}

/** In the store from the moment this module is evaluated (its chunk loaded); reads as the initial state before. */
const injectedFollowRequests = followRequestsSlice.injectInto(rootReducer);
export const selectFollowRequestsState = (state: RootState) => injectedFollowRequests.selectSlice(state);
export default followRequestsSlice.reducer;
