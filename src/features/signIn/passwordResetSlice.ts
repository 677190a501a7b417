import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { UiMessage } from '../../slices/ui';
import { injectPasswordResetReducer, passwordResetInitialState } from './loginScreensState';

/** Spec 000 §4: pending; 204 success; 429 throttled; other failures a generic error. */
export type PasswordResetStatus = 'idle' | 'pending' | 'success' | 'throttled' | 'error';

export interface PasswordResetState {
  status: PasswordResetStatus;
  error: UiMessage | null;
}

const initialState = passwordResetInitialState;

export const passwordResetRequested = createAction<{ email: string }>('passwordReset/requested');

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
injectPasswordResetReducer(passwordResetSlice.reducer);
export default passwordResetSlice.reducer;
