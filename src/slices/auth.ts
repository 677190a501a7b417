import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { UiMessage } from './ui';

export type LoginStrategy = 'password' | 'token' | 'totp' | 'recovery';

export interface OAuthApp {
  clientId: string;
  clientSecret: string;
}

export interface AuthState {
  /** the client registered with the server (POST /api/v1/apps), kept across sessions */
  app: OAuthApp | null;
  /** the signed-in user's access token: redacted from DevTools and action logs */
  token: string | null;
  /** id of the signed-in account, null for a visitor */
  me: string | null;
  strategy: LoginStrategy;
  loggingIn: boolean;
  error: UiMessage | null;
  lastLoginName: string | null;
}

export const initialAuthState: AuthState = {
  app: null,
  token: null,
  me: null,
  strategy: 'password',
  loggingIn: false,
  error: null,
  lastLoginName: null,
};

export interface PasswordLogin {
  username: string;
  password: string;
}

/** Everything of the signed-in user is dropped: logout, or a stored token the server refused. */
export const sessionCleared = createAction('auth/sessionCleared');

const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    /** restored from browser storage at start-up */
    authRestored(state, action: PayloadAction<{ app: OAuthApp | null; token: string | null; lastLoginName: string | null }>) {
      state.app = action.payload.app;
      state.token = action.payload.token;
      state.lastLoginName = action.payload.lastLoginName;
    },
    loginRequested(state, action: PayloadAction<PasswordLogin>) {
      state.loggingIn = true;
      state.error = null;
      state.lastLoginName = action.payload.username;
    },
    appRegistered(state, action: PayloadAction<OAuthApp>) {
      state.app = action.payload;
    },
    /** a token is known (password grant, or restored) and the user's data is being fetched */
    // The token travels under a named key so redaction (DevTools, action logs) can see it.
    tokenObtained(state, action: PayloadAction<{ token: string }>) {
      state.token = action.payload.token;
      state.loggingIn = true;
    },
    loginSucceeded(state, action: PayloadAction<{ me: string }>) {
      state.me = action.payload.me;
      state.loggingIn = false;
      state.error = null;
      state.strategy = 'password';
    },
    loginFailed(state, action: PayloadAction<UiMessage>) {
      state.loggingIn = false;
      state.token = null;
      state.me = null;
      state.error = action.payload;
    },
    loginErrorDismissed(state) {
      state.error = null;
    },
    logoutRequested() {},
  },
  extraReducers: (builder) => {
    builder.addCase(sessionCleared, (state) => ({ ...initialAuthState, app: state.app, lastLoginName: state.lastLoginName }));
  },
});

export const {
  authRestored,
  loginRequested,
  appRegistered,
  tokenObtained,
  loginSucceeded,
  loginFailed,
  loginErrorDismissed,
  logoutRequested,
} = authSlice.actions;
export default authSlice.reducer;
