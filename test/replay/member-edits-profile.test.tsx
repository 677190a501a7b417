import { screen, within } from '@testing-library/react';
import { renderWithStore } from '../support/render';
import type { ActionLogFile } from '../../src/store/actionLog';
import { AppRoutes } from '../../src/app/routes';
import { REDACTED } from '../../src/store/redact';
import { replayActionLog, replayUntil } from '../support/replay';
import recorded from './member-edits-profile.json';

// Recorded in Chromium against the demo instance by `scripts/record-replay.ts edit-profile`: alice signs in,
// opens her profile, edits it in the settings modal (name, a new field), saves and closes the modal.
// The log holds actions of lazy slices the first bundle does not have (composer, notifications,
// profiles, settingsModal): the replay must reach the real reducers for all of them.
const log = recorded as unknown as ActionLogFile;

const payloadOf = (type: string) =>
  (log.actions.find((entry) => entry.action.type === type)?.action as unknown as { payload: Record<string, unknown> })?.payload;

describe('replay: a member edits her profile', () => {
  test('the log carries neither the password nor the token', () => {
    expect(payloadOf('auth/loginRequested').password).toBe(REDACTED);
    expect(payloadOf('auth/tokenObtained').token).toBe(REDACTED);
    expect(JSON.stringify(log)).not.toContain('"demo-password"');
  });

  test('while saving, the modal is open on the profile tab; then it says the save went through', () => {
    const state = replayUntil(log, 'settingsModal/profileSaveRequested');
    expect(state.settingsModal).toMatchObject({ mode: 'visible', tab: 'profile', profile: { state: 'saving' } });
    const saved = replayUntil(log, 'settingsModal/profileSaveSettled');
    expect(saved.settingsModal).toMatchObject({ profile: { state: 'saved' }, notice: 'ok' });
  });

  test('at the end the saved profile is alice’s account, the modal is closed, and the lazy slices kept their actions', async () => {
    const state = replayActionLog(log);
    const me = state.auth.me ?? '';
    const alice = state.entities.accounts.entities[me];
    expect(alice.username).toBe('alice');
    expect(alice.display_name).toBe('Alice, edited');
    expect(alice.fields.map((f) => f.name)).toContain('Camera');
    expect(state.settingsModal!.mode).toBe('hidden');
    // replayed through the real slices: every feature is loaded first (test/support/replay.ts)
    expect(state.notifications!.ids.length).toBeGreaterThan(0);
    expect(state.profiles!.byKey['name:alice']?.state ?? Object.values(state.profiles!.byKey)[0]?.state).toBe('loaded');
    expect(Object.keys(state.composer!.composers)).toContain('status');

    renderWithStore(<AppRoutes />, { preloadedState: state, route: '/alice' });
    // The profile screen is a lazy chunk: on a busy machine it may take more than the default second.
    const card = await screen.findByRole('heading', { name: /Alice, edited/ }, { timeout: 15_000 });
    const profile = card.closest('.user-card') as HTMLElement;
    expect(within(profile).getByText('Camera')).toBeInTheDocument();
    expect(within(profile).getByText('an old Pentax')).toBeInTheDocument();
  });
});
