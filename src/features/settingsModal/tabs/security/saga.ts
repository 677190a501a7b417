// The security tab's side effects (their intents are taken from the store: sagas/settings.ts starts this).
import { all, call, put, select } from 'typed-redux-saga';
import { HttpError } from '../../../../api/client';
import { selectApiConfig } from '../../../../selectors/instance';
import { logoutRequested } from '../../../../slices/auth';
import { runFlows } from '../../../../store/runFlows';
import type { Flow } from '../../../../store/feature';
import * as api from './securityApi';
import {
  aliasAddRequested,
  aliasRemoveRequested,
  aliasesLoaded,
  aliasSettled,
  deletionRequested,
  emailChangeRequested,
  formSettled,
  mfaBackupCodesRequested,
  mfaCodesReceived,
  mfaConfirmRequested,
  mfaDisabled,
  mfaDisableRequested,
  mfaFailed,
  mfaSecretReceived,
  mfaSetupStarted,
  mfaStatusLoaded,
  moveRequested,
  passwordChangeRequested,
  securityOpened,
  tokenRevokeRequested,
  tokenRevokeSettled,
  tokensLoaded,
  type PasswordForm,
} from './securitySlice';

/** The server's own words (Pleroma: {"error": "Invalid password."}), else null for the client's sentence. */
const serverText = (error: unknown): string | null => (error instanceof HttpError ? error.serverMessage : null);

function* loadAliases() {
  const cfg = yield* select(selectApiConfig);
  try {
    const list = yield* call(api.listAliases, cfg);
    yield* put(aliasesLoaded({ list }));
  } catch (error) {
    yield* put(aliasesLoaded({ failed: true, error: serverText(error) }));
  }
}

function* loadTokens() {
  const cfg = yield* select(selectApiConfig);
  try {
    const list = yield* call(api.listTokens, cfg);
    yield* put(tokensLoaded({ list }));
  } catch {
    yield* put(tokensLoaded({ failed: true }));
  }
}

function* loadMfa() {
  const cfg = yield* select(selectApiConfig);
  try {
    const { enabled } = yield* call(api.mfaSettings, cfg);
    yield* put(mfaStatusLoaded({ enabled }));
  } catch (error) {
    yield* put(mfaStatusLoaded({ failed: true, error: serverText(error) }));
  }
}

/** Each time the tab shows: the three lists afresh (a token may have been made in another browser meanwhile). */
export function* loadSecurity() {
  yield* all([call(loadMfa), call(loadAliases), call(loadTokens)]);
}

/** One password-guarded form: the call, then its outcome with the server's words. */
function* passwordForm(form: PasswordForm, send: (cfg: ReturnType<typeof selectApiConfig>) => Promise<unknown>) {
  const cfg = yield* select(selectApiConfig);
  try {
    yield* call(send, cfg);
    yield* put(formSettled({ form, failed: false, error: null }));
    return true;
  } catch (error) {
    yield* put(formSettled({ form, failed: true, error: serverText(error) }));
    return false;
  }
}

export function* changeEmail({ payload }: ReturnType<typeof emailChangeRequested>) {
  yield* passwordForm('email', (cfg) => api.changeEmail(cfg, payload.password, payload.email));
}

export function* changePassword({ payload }: ReturnType<typeof passwordChangeRequested>) {
  yield* passwordForm('password', (cfg) => api.changePassword(cfg, payload.password, payload.newPassword, payload.confirmation));
}

export function* moveAccount({ payload }: ReturnType<typeof moveRequested>) {
  yield* passwordForm('move', (cfg) => api.moveAccount(cfg, payload.password, payload.target));
}

/** The account is gone: the session ends through the usual sign-out (the tab asked its own confirmation). */
export function* deleteAccount({ payload }: ReturnType<typeof deletionRequested>) {
  const deleted = yield* passwordForm('deletion', (cfg) => api.deleteAccount(cfg, payload.password));
  if (deleted) yield* put(logoutRequested());
}

export function* addAlias({ payload }: ReturnType<typeof aliasAddRequested>) {
  const cfg = yield* select(selectApiConfig);
  try {
    yield* call(api.addAlias, cfg, payload.alias);
    yield* put(aliasSettled({ alias: payload.alias, op: 'add', failed: false, error: null }));
    // the server names the alias its own way (nickname@host): the list is read back
    yield* call(loadAliases);
  } catch (error) {
    yield* put(aliasSettled({ alias: payload.alias, op: 'add', failed: true, error: serverText(error) }));
  }
}

export function* removeAlias({ payload }: ReturnType<typeof aliasRemoveRequested>) {
  const cfg = yield* select(selectApiConfig);
  try {
    yield* call(api.removeAlias, cfg, payload.alias);
    yield* put(aliasSettled({ alias: payload.alias, op: 'remove', failed: false, error: null }));
  } catch (error) {
    yield* put(aliasSettled({ alias: payload.alias, op: 'remove', failed: true, error: serverText(error) }));
  }
}

export function* revokeToken({ payload }: ReturnType<typeof tokenRevokeRequested>) {
  const cfg = yield* select(selectApiConfig);
  try {
    yield* call(api.revokeToken, cfg, payload.id);
    yield* put(tokenRevokeSettled({ id: payload.id, failed: false, error: null }));
  } catch (error) {
    yield* put(tokenRevokeSettled({ id: payload.id, failed: true, error: serverText(error) }));
  }
}

export function* startMfaSetup() {
  const cfg = yield* select(selectApiConfig);
  try {
    const secret = yield* call(api.mfaSetupTotp, cfg);
    yield* put(mfaSecretReceived(secret));
  } catch (error) {
    yield* put(mfaFailed({ error: serverText(error) }));
  }
}

/** Fresh recovery codes: Pleroma makes a new set on every call, and the old ones stop working. */
function* fetchCodes() {
  const cfg = yield* select(selectApiConfig);
  const codes = yield* call(api.mfaBackupCodes, cfg);
  yield* put(mfaCodesReceived({ codes }));
}

export function* confirmMfa({ payload }: ReturnType<typeof mfaConfirmRequested>) {
  const cfg = yield* select(selectApiConfig);
  try {
    yield* call(api.mfaConfirmTotp, cfg, payload.password, payload.code);
  } catch (error) {
    yield* put(mfaFailed({ error: serverText(error) }));
    return;
  }
  try {
    yield* call(fetchCodes);
  } catch (error) {
    // two-factor is on, only the codes failed: the member can ask for new ones from the 'on' state
    yield* put(mfaStatusLoaded({ enabled: true }));
    yield* put(mfaFailed({ error: serverText(error) }));
  }
}

export function* newBackupCodes() {
  try {
    yield* call(fetchCodes);
  } catch (error) {
    yield* put(mfaFailed({ error: serverText(error) }));
  }
}

export function* disableMfa({ payload }: ReturnType<typeof mfaDisableRequested>) {
  const cfg = yield* select(selectApiConfig);
  try {
    yield* call(api.mfaDisableTotp, cfg, payload.password);
    yield* put(mfaDisabled());
  } catch (error) {
    yield* put(mfaFailed({ error: serverText(error) }));
  }
}

export const securityFlows: Flow[] = [
  { type: securityOpened.type, mode: 'latest', handler: loadSecurity },
  // a second click while one is on its way is ignored
  { type: emailChangeRequested.type, mode: 'leading', handler: changeEmail },
  { type: passwordChangeRequested.type, mode: 'leading', handler: changePassword },
  { type: moveRequested.type, mode: 'leading', handler: moveAccount },
  { type: deletionRequested.type, mode: 'leading', handler: deleteAccount },
  { type: aliasAddRequested.type, mode: 'leading', handler: addAlias },
  { type: aliasRemoveRequested.type, mode: 'every', handler: removeAlias },
  { type: tokenRevokeRequested.type, mode: 'every', handler: revokeToken },
  { type: mfaSetupStarted.type, mode: 'leading', handler: startMfaSetup },
  { type: mfaConfirmRequested.type, mode: 'leading', handler: confirmMfa },
  { type: mfaDisableRequested.type, mode: 'leading', handler: disableMfa },
  { type: mfaBackupCodesRequested.type, mode: 'leading', handler: newBackupCodes },
];

export function* securityTabSaga() {
  yield* runFlows(securityFlows);
}
