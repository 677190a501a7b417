import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { captchaRequested, registrationSubmitted } from './signInIntents';
import type { WithSlice } from '@reduxjs/toolkit';
import { rootReducer, type RootState } from '../../store/rootReducer';
import type { Captcha } from './api/registration';
import { sessionCleared } from '../../slices/auth';
import type { UiMessage } from '../../slices/ui';

export interface CaptchaState {
  type: 'none' | 'kocaptcha' | 'native';
  url: string | null;
  token: string | null;
  answerData: string | null;
}

export interface RegistrationState {
  status: 'idle' | 'pending' | 'failed';
  /** the server's validation errors, one sentence each */
  errors: string[];
  /** a failure without the server's words (network, broken reply) */
  message: UiMessage | null;
  captcha: CaptchaState | null;
  captchaLoading: boolean;
}

export function toCaptchaState(captcha: Captcha): CaptchaState {
  const type = captcha.type === 'kocaptcha' || captcha.type === 'native' ? captcha.type : 'none';
  return { type, url: captcha.url ?? null, token: captcha.token ?? null, answerData: captcha.answer_data ?? null };
}

export const registrationInitialState: RegistrationState = {
  status: 'idle',
  errors: [],
  message: null,
  captcha: null,
  captchaLoading: false,
};
const initialState = registrationInitialState;

const registrationSlice = createSlice({
  name: 'registration',
  initialState,
  reducers: {
    captchaLoaded(state, action: PayloadAction<CaptchaState>) {
      state.captcha = action.payload;
      state.captchaLoading = false;
    },
    captchaFailed(state) {
      state.captchaLoading = false;
    },
    registrationFailed(state, action: PayloadAction<{ errors: string[]; message: UiMessage | null }>) {
      state.status = 'failed';
      state.errors = action.payload.errors;
      state.message = action.payload.message;
    },
    registrationFinished(state) {
      state.status = 'idle';
      state.errors = [];
      state.message = null;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(captchaRequested, (state) => {
        state.captchaLoading = true;
      })
      .addCase(registrationSubmitted, (state) => {
        state.status = 'pending';
        state.errors = [];
        state.message = null;
      })
      .addCase(sessionCleared, () => initialState);
  },
});

export const { captchaLoaded, captchaFailed, registrationFailed, registrationFinished } = registrationSlice.actions;
declare module '../../store/rootReducer' {
  interface LazyLoadedSlices extends WithSlice<typeof registrationSlice> {}
}

/** In the store from the moment this module is evaluated (its chunk loaded); reads as the initial state before. */
const injectedRegistration = registrationSlice.injectInto(rootReducer);
export const selectRegistrationState = (state: RootState) => injectedRegistration.selectSlice(state);
export default registrationSlice.reducer;
