import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { UiMessage } from './ui';

/** The login screen's strategies (spec 000 §4); 'password' or 'token' is the instance's loginMethod. */
export type LoginStrategy = 'password' | 'token' | 'totp' | 'recovery';
/** Where the login screen is in its state machine: the configured first step, or a second factor. */
export type LoginStep = 'initial' | 'totp' | 'recovery';
export type MfaChallengeType = 'totp' | 'recovery';

export interface OAuthApp {
  clientId: string;
  clientSecret: string;
  /**
   * The scopes the server granted this app, when known (registered or checked in this page's life;
   * storage keeps only the id and secret). Sign-in asks for these, never more.
   */
  scopes?: string;
}

export interface AuthState {
  /** the client registered with the server (POST /api/v1/apps), kept across sessions */
  app: OAuthApp | null;
  /** the signed-in user's access token: redacted from DevTools and action logs */
  token: string | null;
  /** id of the signed-in account, null for a visitor */
  me: string | null;
  /**
   * `me` stands on this browser's word only (the warm start, issue 25: the owner of the stored token and of the home
   * cache), until verify_credentials confirms it (`loginSucceeded`) or refuses it (`sessionCleared`).
   */
  resumed: boolean;
  step: LoginStep;
  /** the server's handle for a pending second factor (redacted like every token) */
  mfaToken: string | null;
  loggingIn: boolean;
  error: UiMessage | null;
  /** the server answered password_reset_required: the login screen moves to /password-reset */
  passwordResetRequired: boolean;
  lastLoginName: string | null;
  /**
   * The server refused a password grant as a way in (not the password itself: a 400 page,
   * unsupported_grant_type, or a token that belongs to no one): the login screen offers its own page first.
   */
  passwordUnsupported: boolean;
}

export const initialAuthState: AuthState = {
  app: null,
  token: null,
  me: null,
  resumed: false,
  step: 'initial',
  mfaToken: null,
  loggingIn: false,
  error: null,
  passwordResetRequired: false,
  lastLoginName: null,
  passwordUnsupported: false,
};

export interface PasswordLogin {
  username: string;
  password: string;
}

/** Everything of the signed-in user is dropped: logout, or a stored token the server refused. */
export const sessionCleared = createAction('auth/sessionCleared');

/** Intents handled by sagas/auth.ts. */
export const mfaCodeSubmitted = createAction<{ code: string; challengeType: MfaChallengeType }>('auth/mfaCodeSubmitted');
export const oauthAuthorizeRequested = createAction('auth/oauthAuthorizeRequested');
export const oauthCallbackReceived = createAction<{ code: string; state: string | null }>('auth/oauthCallbackReceived');
/** /oauth-callback without a code: the member declined, or the server sent an OAuth error (`invalid_scope`, …). */
export const oauthCallbackRefused = createAction<{ state: string | null; error: string | null; description: string | null }>(
  'auth/oauthCallbackRefused',
);
/** the user confirmed (or no confirmation is asked): revoke the token and clear the session */
export const logoutRequested = createAction('auth/logoutRequested');

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
      state.passwordResetRequired = false;
      state.lastLoginName = action.payload.username;
    },
    appRegistered(state, action: PayloadAction<OAuthApp>) {
      state.app = action.payload;
    },
    /** the server still knows the stored app; `scopes` says what it may ask for */
    appVerified(state, action: PayloadAction<OAuthApp>) {
      state.app = action.payload;
    },
    /** the server no longer knows the stored app (snac2 deletes it with its token): the next sign-in registers again */
    appForgotten(state) {
      state.app = null;
    },
    /** a password grant is no way in on this server: sign-in continues on the server's own page */
    passwordSignInUnavailable(state, action: PayloadAction<UiMessage>) {
      state.passwordUnsupported = true;
      state.error = action.payload;
      state.step = 'initial';
      state.mfaToken = null;
    },
    /** a token is known (a grant, or restored) and the user's data is being fetched */
    // The token travels under a named key so redaction (DevTools, action logs) can see it.
    tokenObtained(state, action: PayloadAction<{ token: string }>) {
      state.token = action.payload.token;
      state.loggingIn = true;
      state.error = null;
    },
    /** the warm start drew the stored owner's home before the server confirmed the token (see `resumed`) */
    sessionResumed(state, action: PayloadAction<{ me: string }>) {
      if (state.me || !state.token) return;
      state.me = action.payload.me;
      state.resumed = true;
    },
    loginSucceeded(state, action: PayloadAction<{ me: string }>) {
      state.me = action.payload.me;
      state.resumed = false;
      state.loggingIn = false;
      state.error = null;
      state.step = 'initial';
      state.mfaToken = null;
    },
    /** the sign-in failed: the token (if any) is forgotten */
    loginFailed(state, action: PayloadAction<UiMessage>) {
      state.loggingIn = false;
      state.token = null;
      state.me = null;
      state.resumed = false;
      state.error = action.payload;
    },
    /** the stored token could not be checked (network, 5xx): it is kept and checked again later */
    verificationDeferred(state, action: PayloadAction<UiMessage>) {
      state.loggingIn = false;
      state.error = action.payload;
    },
    loginErrorDismissed(state) {
      state.error = null;
    },
    mfaRequired(state, action: PayloadAction<{ mfaToken: string }>) {
      state.loggingIn = false;
      state.step = 'totp';
      state.mfaToken = action.payload.mfaToken;
    },
    mfaCodeRejected(state, action: PayloadAction<UiMessage>) {
      state.loggingIn = false;
      state.error = action.payload;
    },
    /** totp ⇄ recovery */
    loginStepChanged(state, action: PayloadAction<MfaChallengeType>) {
      state.step = action.payload;
      state.error = null;
    },
    /** cancel from a second-factor form: back to the first step */
    loginCancelled(state) {
      state.step = 'initial';
      state.mfaToken = null;
      state.loggingIn = false;
      state.error = null;
    },
    passwordResetRequired(state) {
      state.loggingIn = false;
      state.passwordResetRequired = true;
    },
    passwordResetAcknowledged(state) {
      state.passwordResetRequired = false;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(mfaCodeSubmitted, (state) => {
        state.loggingIn = true;
        state.error = null;
      })
      .addCase(oauthAuthorizeRequested, (state) => {
        state.loggingIn = true;
        state.error = null;
      })
      .addCase(oauthCallbackReceived, (state) => {
        state.loggingIn = true;
        state.error = null;
      })
      .addCase(oauthCallbackRefused, (state) => {
        state.loggingIn = true;
        state.error = null;
      })
      .addCase(sessionCleared, (state) => ({
        ...initialAuthState,
        app: state.app,
        lastLoginName: state.lastLoginName,
        passwordUnsupported: state.passwordUnsupported,
      }));
  },
});

export const {
  authRestored,
  loginRequested,
  appRegistered,
  appVerified,
  appForgotten,
  passwordSignInUnavailable,
  tokenObtained,
  sessionResumed,
  loginSucceeded,
  loginFailed,
  verificationDeferred,
  loginErrorDismissed,
  mfaRequired,
  mfaCodeRejected,
  loginStepChanged,
  loginCancelled,
  passwordResetRequired,
  passwordResetAcknowledged,
} = authSlice.actions;
export default authSlice.reducer;
