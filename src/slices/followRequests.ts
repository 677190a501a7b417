// Follow requests waiting for a locked account's answer (spec 000 §4 "Follow requests", 001 §4).
import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { sessionCleared } from './auth';

export interface FollowRequestsState {
  /** the requesters' account ids, as the server lists them */
  ids: string[];
  loading: boolean;
  /** the list has been fetched once */
  loaded: boolean;
  error: boolean;
  /** requesters whose deny is on its way (their buttons wait) */
  pending: string[];
}

export const initialFollowRequestsState: FollowRequestsState = {
  ids: [],
  loading: false,
  loaded: false,
  error: false,
  pending: [],
};

/** Intent: fetch the list (the screen opens it; sign-in of a locked account and follow_request notifications refresh it). */
export const followRequestsRequested = createAction('followRequests/requested');
/**
 * Intent (after the optional modalOnApproveFollow confirmation): authorize. Applied at once: the request
 * leaves, the count drops, and its follow_request notification turns into a seen follow notification.
 * `notificationId` may be left out: the requester's follow_request notification is found by account.
 */
export const followRequestApproved = createAction<{ accountId: string; notificationId?: string }>('followRequests/approved');
/**
 * Intent (after the optional modalOnDenyFollow confirmation): reject. Only after the server agreed are the
 * request removed and its notification dismissed.
 */
export const followRequestDenied = createAction<{ accountId: string; notificationId?: string }>('followRequests/denied');

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
    /** an approve failed: the request comes back (and its notification is a follow_request again) */
    followRequestRestored(state, action: PayloadAction<{ accountId: string; notificationId?: string }>) {
      if (!state.ids.includes(action.payload.accountId)) state.ids.unshift(action.payload.accountId);
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
      .addCase(sessionCleared, () => initialFollowRequestsState);
  },
});

export const {
  followRequestsFetchStarted,
  followRequestsLoaded,
  followRequestsFetchFailed,
  followRequestRemoved,
  followRequestDenyFailed,
  followRequestRestored,
} = followRequestsSlice.actions;
export default followRequestsSlice.reducer;
