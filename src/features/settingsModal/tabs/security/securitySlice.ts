// The security tab's state (issue 21 "Security"): each password-guarded form's outcome, the aliases, the OAuth
// tokens and the two-factor setup's steps. The settings sagas' chunk and the tab's both import it, so it joins the
// store before the tab's first intent.
import { createAction, createSlice, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer, type RootState } from '../../../../store/rootReducer';
import { sessionCleared } from '../../../../slices/auth';

/** A form's last outcome; `error` is the server's own words, or null for the client's sentence. */
export interface FormStatus {
  state: 'idle' | 'pending' | 'done' | 'error';
  error: string | null;
}

export type LoadState = 'idle' | 'loading' | 'ready' | 'error';

export interface OAuthTokenView {
  id: string;
  appName: string;
  /** ISO date the token stops working, when the server says */
  validUntil: string | null;
}

/**
 * Two-factor setup as Pleroma-FE walks it: 'off' or 'on' at rest; 'intro' says what comes (pre-setting); 'scan'
 * shows the QR code and key and asks for a code and the password; 'codes' shows the recovery codes once.
 */
export type MfaStep = 'off' | 'on' | 'intro' | 'scan' | 'codes';

export interface MfaState {
  load: LoadState;
  step: MfaStep;
  /** the TOTP secret and its otpauth:// address, only while setting up */
  key: string | null;
  uri: string | null;
  /** recovery codes, only until the member leaves the 'codes' step */
  codes: string[];
  busy: boolean;
  /** the server's words, or '' for the client's own sentence; null: no error */
  error: string | null;
}

export interface SecurityState {
  email: FormStatus;
  password: FormStatus;
  move: FormStatus;
  deletion: FormStatus;
  aliases: { load: LoadState; list: string[]; add: FormStatus; removing: string[]; error: string | null };
  tokens: { load: LoadState; list: OAuthTokenView[]; revoking: string[]; error: string | null };
  mfa: MfaState;
}

const idle: FormStatus = { state: 'idle', error: null };

export const securityInitialState: SecurityState = {
  email: idle,
  password: idle,
  move: idle,
  deletion: idle,
  aliases: { load: 'idle', list: [], add: idle, removing: [], error: null },
  tokens: { load: 'idle', list: [], revoking: [], error: null },
  mfa: { load: 'idle', step: 'off', key: null, uri: null, codes: [], busy: false, error: null },
};

/** The forms that only need the password and one or two fields. */
export type PasswordForm = 'email' | 'password' | 'move' | 'deletion';

// Intents (the tab's saga takes them from the store).
export const securityOpened = createAction('security/opened');
export const emailChangeRequested = createAction<{ password: string; email: string }>('security/emailChangeRequested');
export const passwordChangeRequested = createAction<{ password: string; newPassword: string; confirmation: string }>(
  'security/passwordChangeRequested',
);
export const moveRequested = createAction<{ password: string; target: string }>('security/moveRequested');
export const deletionRequested = createAction<{ password: string }>('security/deletionRequested');
export const aliasAddRequested = createAction<{ alias: string }>('security/aliasAddRequested');
export const aliasRemoveRequested = createAction<{ alias: string }>('security/aliasRemoveRequested');
export const tokenRevokeRequested = createAction<{ id: string }>('security/tokenRevokeRequested');
export const mfaSetupStarted = createAction('security/mfaSetupStarted');
export const mfaConfirmRequested = createAction<{ password: string; code: string }>('security/mfaConfirmRequested');
export const mfaDisableRequested = createAction<{ password: string }>('security/mfaDisableRequested');
export const mfaBackupCodesRequested = createAction('security/mfaBackupCodesRequested');

const securitySlice = createSlice({
  name: 'security',
  initialState: securityInitialState,
  reducers: {
    formSettled(state, action: { payload: { form: PasswordForm; failed: boolean; error: string | null } }) {
      const { form, failed, error } = action.payload;
      state[form] = failed ? { state: 'error', error } : { state: 'done', error: null };
    },
    aliasesLoaded(state, action: { payload: { list: string[] } | { failed: true; error: string | null } }) {
      if ('failed' in action.payload) {
        state.aliases.load = 'error';
        state.aliases.error = action.payload.error;
      } else {
        state.aliases.load = 'ready';
        state.aliases.list = action.payload.list;
        state.aliases.error = null;
      }
    },
    aliasSettled(state, action: { payload: { alias: string; op: 'add' | 'remove'; failed: boolean; error: string | null } }) {
      const { alias, op, failed, error } = action.payload;
      if (op === 'add') state.aliases.add = failed ? { state: 'error', error } : { state: 'done', error: null };
      else state.aliases.removing = state.aliases.removing.filter((a) => a !== alias);
      if (op === 'remove') state.aliases.error = failed ? error : null;
      if (!failed && op === 'remove') state.aliases.list = state.aliases.list.filter((a) => a !== alias);
    },
    tokensLoaded(state, action: { payload: { list: OAuthTokenView[] } | { failed: true } }) {
      if ('failed' in action.payload) {
        state.tokens.load = 'error';
      } else {
        state.tokens.load = 'ready';
        state.tokens.list = action.payload.list;
      }
    },
    tokenRevokeSettled(state, action: { payload: { id: string; failed: boolean; error: string | null } }) {
      const { id, failed, error } = action.payload;
      state.tokens.revoking = state.tokens.revoking.filter((t) => t !== id);
      state.tokens.error = failed ? error : null;
      if (!failed) state.tokens.list = state.tokens.list.filter((t) => t.id !== id);
    },
    mfaStatusLoaded(state, action: { payload: { enabled: boolean } | { failed: true; error: string | null } }) {
      if ('failed' in action.payload) {
        state.mfa.load = 'error';
        state.mfa.error = action.payload.error;
        return;
      }
      state.mfa.load = 'ready';
      // a setup under way is not undone by a late status answer
      if (state.mfa.step === 'off' || state.mfa.step === 'on') state.mfa.step = action.payload.enabled ? 'on' : 'off';
    },
    /** the server handed a secret: show it and ask for a code */
    mfaSecretReceived(state, action: { payload: { key: string; uri: string } }) {
      state.mfa = { ...state.mfa, step: 'scan', key: action.payload.key, uri: action.payload.uri, busy: false, error: null };
    },
    mfaCodesReceived(state, action: { payload: { codes: string[] } }) {
      state.mfa = { ...state.mfa, step: 'codes', key: null, uri: null, codes: action.payload.codes, busy: false, error: null };
    },
    mfaFailed(state, action: { payload: { error: string | null } }) {
      state.mfa.busy = false;
      state.mfa.error = action.payload.error ?? '';
    },
    mfaDisabled(state) {
      state.mfa = { ...securityInitialState.mfa, load: 'ready', step: 'off' };
    },
    /** back to rest: cancel the setup, or done with the codes (they are never shown again) */
    mfaStepLeft(state) {
      const enabled = state.mfa.step === 'codes' || state.mfa.step === 'on';
      state.mfa = { ...securityInitialState.mfa, load: state.mfa.load, step: enabled ? 'on' : 'off' };
    },
    mfaIntroShown(state) {
      state.mfa.step = 'intro';
      state.mfa.error = null;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(securityOpened, (state) => {
      if (state.aliases.load !== 'ready') state.aliases.load = 'loading';
      if (state.tokens.load !== 'ready') state.tokens.load = 'loading';
      if (state.mfa.load !== 'ready') state.mfa.load = 'loading';
    });
    builder.addCase(emailChangeRequested, (state) => {
      state.email = { state: 'pending', error: null };
    });
    builder.addCase(passwordChangeRequested, (state) => {
      state.password = { state: 'pending', error: null };
    });
    builder.addCase(moveRequested, (state) => {
      state.move = { state: 'pending', error: null };
    });
    builder.addCase(deletionRequested, (state) => {
      state.deletion = { state: 'pending', error: null };
    });
    builder.addCase(aliasAddRequested, (state) => {
      state.aliases.add = { state: 'pending', error: null };
    });
    builder.addCase(aliasRemoveRequested, (state, action) => {
      state.aliases.removing.push(action.payload.alias);
    });
    builder.addCase(tokenRevokeRequested, (state, action) => {
      state.tokens.revoking.push(action.payload.id);
    });
    for (const intent of [mfaSetupStarted, mfaConfirmRequested, mfaDisableRequested, mfaBackupCodesRequested]) {
      builder.addCase(intent, (state) => {
        state.mfa.busy = true;
        state.mfa.error = null;
      });
    }
    builder.addCase(sessionCleared, () => securityInitialState);
  },
});

export const {
  formSettled,
  aliasesLoaded,
  aliasSettled,
  tokensLoaded,
  tokenRevokeSettled,
  mfaStatusLoaded,
  mfaSecretReceived,
  mfaCodesReceived,
  mfaFailed,
  mfaDisabled,
  mfaStepLeft,
  mfaIntroShown,
} = securitySlice.actions;

declare module '../../../../store/rootReducer' {
  interface LazyLoadedSlices extends WithSlice<typeof securitySlice> {}
}

const injectedSecurity = securitySlice.injectInto(rootReducer);
export const selectSecurityState = (state: RootState) => injectedSecurity.selectSlice(state);
export default securitySlice.reducer;
