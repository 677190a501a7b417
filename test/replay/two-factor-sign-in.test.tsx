import { screen } from '@testing-library/react';
import { renderWithStore } from '../support/render';
import type { RootState } from '../../src/store/rootReducer';
import type { ActionLogFile } from '../../src/store/actionLog';
import { AppRoutes } from '../../src/app/routes';
import { REDACTED } from '../../src/store/redact';
import { replayActionLog, replayUntil } from '../support/replay';
import recorded from './two-factor-sign-in.json';

// Recorded in Chromium against the demo instance by `scripts/record-replay.ts two-factor`:
// frank signs in with his password, types a wrong authentication code, then the right one.
const log = recorded as unknown as ActionLogFile;

const renderAt = (state: RootState, route: string) => renderWithStore(<AppRoutes />, { preloadedState: state, route });
const payloadOf = (type: string, nth = 0) =>
  (log.actions.filter((entry) => entry.action.type === type)[nth]?.action as unknown as { payload: Record<string, unknown> })
    ?.payload;

describe('replay: a two-factor sign-in', () => {
  test('the log carries neither the password, the codes, the mfa token nor the access token', () => {
    expect(payloadOf('auth/loginRequested').password).toBe(REDACTED);
    expect(payloadOf('auth/mfaRequired').mfaToken).toBe(REDACTED);
    expect(payloadOf('auth/mfaCodeSubmitted', 0).code).toBe(REDACTED);
    expect(payloadOf('auth/mfaCodeSubmitted', 1).code).toBe(REDACTED);
    expect(payloadOf('auth/tokenObtained').token).toBe(REDACTED);
    const text = JSON.stringify(log);
    for (const secret of ['"demo-password"', '"123456"', '"999999"']) expect(text).not.toContain(secret);
  });

  test('after the password the login screen asks for the authentication code', async () => {
    const state = replayUntil(log, 'auth/mfaRequired');
    expect(state.auth).toMatchObject({ step: 'totp', me: null, token: null, loggingIn: false });
    renderAt(state, '/login');
    expect(await screen.findByLabelText('Authentication code')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enter a recovery code' })).toBeInTheDocument();
  });

  test("the wrong code leaves the totp step with the server's words", async () => {
    const state = replayUntil(log, 'auth/mfaCodeRejected');
    expect(state.auth).toMatchObject({ step: 'totp', me: null, error: { text: 'Invalid code' } });
    renderAt(state, '/login');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid code');
  });

  test('at the end frank is signed in, the step is back to the first one, and home is loaded', () => {
    const state = replayActionLog(log);
    expect(state.auth).toMatchObject({ step: 'initial', mfaToken: null, loggingIn: false, error: null });
    expect(state.entities.accounts.entities[state.auth.me ?? '']?.username).toBe('frank');
    expect(state.timelines.friends.status).toBe('loaded');
    renderAt(state, '/main/friends');
    expect(screen.getByRole('heading', { name: /Home timeline/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
  });
});
