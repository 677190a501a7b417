import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { passwordResetRequested } from './signInIntents';
import type { WithSlice } from '@reduxjs/toolkit';
import { rootReducer, type RootState } from '../../store/rootReducer';
import type { UiMessage } from '../../slices/ui';

/** Spec 000 §4: pending; 204 success; 429 throttled; other failures a generic error. */
export type PasswordResetStatus = 'idle' | 'pending' | 'success' | 'throttled' | 'error';

export interface PasswordResetState {
  status: PasswordResetStatus;
  error: UiMessage | null;
}

export const passwordResetInitialState: PasswordResetState = { status: 'idle', error: null };
const initialState = passwordResetInitialState;

const passwordResetSlice = createSlice({
  name: 'passwordReset',
  initialState,
  reducers: {
    passwordResetSucceeded(state) {
      state.status = 'success';
      state.error = null;
    },
    passwordResetThrottled(state) {
      state.status = 'throttled';
      state.error = null;
    },
    passwordResetFailed(state, action: PayloadAction<UiMessage>) {
      state.status = 'error';
      state.error = action.payload;
    },
    passwordResetDismissed() {
      return initialState;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(passwordResetRequested, (state) => {
      state.status = 'pending';
      state.error = null;
    });
  },
});

export const { passwordResetSucceeded, passwordResetThrottled, passwordResetFailed, passwordResetDismissed } =
  passwordResetSlice.actions;
declare module '../../store/rootReducer' {
  interface LazyLoadedSlices extends WithSlice<typeof passwordResetSlice> {}
}

/** In the store from the moment this module is evaluated (its chunk loaded); reads as the initial state before. */
const injectedPasswordReset = passwordResetSlice.injectInto(rootReducer);
export const selectPasswordResetState = (state: RootState) => injectedPasswordReset.selectSlice(state);
export default passwordResetSlice.reducer;
