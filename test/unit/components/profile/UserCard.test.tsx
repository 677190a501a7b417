import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UserCard } from '../../../../src/features/profiles/components/UserCard/UserCard';
import { normalizeRelationships } from '../../../../src/schemas';
import { entitiesImported } from '../../../../src/slices/entities';
import { loginSucceeded } from '../../../../src/slices/auth';
import { noteSaveStateChanged } from '../../../../src/features/profiles/profilesSlice';
import { relationshipToggleRequested, noteChanged } from '../../../../src/features/profiles/profilesIntents';
import { settingChanged } from '../../../../src/slices/settings';
import { settingsOpened } from '../../../../src/features/settingsModal/settingsModalSlice';
import { composerRequested } from '../../../../src/features/composer/index';
import type { RootState } from '../../../../src/store/rootReducer';
import { accountFactory, importAccount, stateAfter } from '../../../support/factories';
import { soapbox } from '../../../support/fixtures';
import { instanceLoaded } from '../../../../src/slices/instance';
import type { Instance } from '../../../../src/api/types';
import { dispatchedActions, renderWithMockStore } from '../../../support/render';
import type { UnknownAction } from '@reduxjs/toolkit';

const me = accountFactory({ id: 'ME', username: 'bob', acct: 'bob' });
const alice = accountFactory({
  id: 'ALICE',
  username: 'alice',
  acct: 'alice',
  display_name: 'Alice',
  note: '<p>Hello <script>alert(1)</script><a href="javascript:alert(1)">x</a></p>',
  statuses_count: 100,
  // just under ten days old
  created_at: new Date(Date.now() - 10 * 86_400_000 + 3_600_000).toISOString(),
  fields: [
    { name: 'Site', value: '<a href="https://alice.example">alice.example</a>', verified_at: '2024-01-01T00:00:00Z' },
    { name: 'Pronouns', value: 'she/her', verified_at: null },
  ],
  pleroma: { is_admin: true, hide_followers_count: true },
});
const kai = accountFactory({ id: 'KAI', username: 'kai', acct: 'kai@akkoma.example', locked: true, bot: true });

const importRelationship = (raw: Record<string, unknown>) => entitiesImported(normalizeRelationships([raw]).entities);

function state(...extra: UnknownAction[]): RootState {
  return stateAfter(importAccount(me), importAccount(alice), importAccount(kai), loginSucceeded({ me: 'ME' }), ...extra);
}

const account = (s: RootState, id: string) => s.entities.accounts.entities[id];
const card = () => screen.getByRole('region', { name: /Profile of/ });

describe('UserCard', () => {
  it("says 'Follows you' when they do, unless hideFollowingStatus", () => {
    const follows = importRelationship({ id: 'KAI', following: false, followed_by: true });
    const s = state(follows);
    const view = renderWithMockStore(<UserCard account={account(s, 'KAI')} />, { state: s });
    expect(within(card()).getByText('Follows you')).toBeInTheDocument();
    view.unmount();
    const hidden = state(follows, settingChanged('hideFollowingStatus', true));
    renderWithMockStore(<UserCard account={account(hidden, 'KAI')} />, { state: hidden });
    expect(within(card()).queryByText('Follows you')).toBeNull();
  });

  it("never says 'Follows you' of someone who does not", () => {
    const s = state(importRelationship({ id: 'KAI', following: true, followed_by: false }));
    renderWithMockStore(<UserCard account={account(s, 'KAI')} />, { state: s });
    expect(within(card()).queryByText('Follows you')).toBeNull();
  });

  it('shows the role, hidden counts, daily average, a sanitized bio and verified fields', () => {
    const s = state();
    renderWithMockStore(<UserCard account={account(s, 'ALICE')} />, { state: s });
    expect(within(card()).getByText('Admin')).toBeInTheDocument();
    expect(within(card()).getByText('Hidden')).toBeInTheDocument();
    // 100 posts over 10 days
    expect(within(card()).getByText('per day').nextSibling).toHaveTextContent('10');
    expect(card().querySelector('script')).toBeNull();
    expect(card().querySelector('a[href^="javascript"]')).toBeNull();
    expect(within(card()).getByText('Verified', { exact: false })).toBeInTheDocument();
    expect(card().querySelectorAll('.user-card-field-verified')).toHaveLength(1);
  });

  it('marks a remote user with a globe and shows bot and locked flags; no remote-follow form for members', () => {
    const s = state();
    renderWithMockStore(<UserCard account={account(s, 'KAI')} />, { state: s });
    expect(card()).toHaveTextContent('@kai@akkoma.example');
    expect(within(card()).getByText('Bot')).toBeInTheDocument();
    expect(within(card()).getByText('Locked')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remote follow' })).toBeNull();
  });

  it('own card: an edit-profile button that opens settings on the profile tab, no follow button or note', async () => {
    const s = state();
    const { store } = renderWithMockStore(<UserCard account={account(s, 'ME')} />, { state: s });
    await userEvent.click(screen.getByRole('button', { name: 'Edit profile' }));
    expect(dispatchedActions(store)).toContainEqual(settingsOpened({ tab: 'profile' }));
    expect(screen.queryByRole('button', { name: 'Follow' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Personal note' })).toBeNull();
  });

  it('visitors get a remote-follow form on local users only', () => {
    const s = stateAfter(importAccount(alice), importAccount(kai));
    const { unmount } = renderWithMockStore(<UserCard account={account(s, 'ALICE')} />, { state: s });
    expect(screen.getByRole('button', { name: 'Remote follow' })).toBeInTheDocument();
    unmount();
    renderWithMockStore(<UserCard account={account(s, 'KAI')} />, { state: s });
    expect(screen.queryByRole('button', { name: 'Remote follow' })).toBeNull();
  });
});

describe('FollowButton', () => {
  it('follows when not following', async () => {
    const s = state(importRelationship({ id: 'ALICE', following: false }));
    const { store } = renderWithMockStore(<UserCard account={account(s, 'ALICE')} />, { state: s });
    await userEvent.click(screen.getByRole('button', { name: 'Follow' }));
    expect(dispatchedActions(store)).toContainEqual(
      relationshipToggleRequested({ accountId: 'ALICE', toggle: 'follow', on: true }),
    );
  });

  it('reads "Request sent!" while requested, and clicking it unfollows', async () => {
    const s = state(importRelationship({ id: 'KAI', requested: true }));
    const { store } = renderWithMockStore(<UserCard account={account(s, 'KAI')} />, { state: s });
    await userEvent.click(screen.getByRole('button', { name: 'Request sent!' }));
    expect(dispatchedActions(store)).toContainEqual(
      relationshipToggleRequested({ accountId: 'KAI', toggle: 'follow', on: false }),
    );
  });

  it('asks before unfollowing when modalOnUnfollow is on', async () => {
    const s = state(importRelationship({ id: 'ALICE', following: true }), settingChanged('modalOnUnfollow', true));
    const { store } = renderWithMockStore(<UserCard account={account(s, 'ALICE')} />, { state: s });
    await userEvent.click(screen.getByRole('button', { name: 'Unfollow' }));
    expect(dispatchedActions(store)).toHaveLength(0);
    const dialog = screen.getByRole('alertdialog', { name: 'Unfollow this user?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Unfollow' }));
    expect(dispatchedActions(store)).toContainEqual(
      relationshipToggleRequested({ accountId: 'ALICE', toggle: 'follow', on: false }),
    );
  });

  it('is disabled in progress and for a deactivated user', () => {
    const s = state(relationshipToggleRequested({ accountId: 'ALICE', toggle: 'follow', on: true }));
    const { unmount } = renderWithMockStore(<UserCard account={account(s, 'ALICE')} />, { state: s });
    expect(screen.getByRole('button', { name: 'Requesting…' })).toBeDisabled();
    unmount();
    const gone = accountFactory({ id: 'GONE', username: 'gone', pleroma: { deactivated: true } });
    const s2 = state(importAccount(gone));
    renderWithMockStore(<UserCard account={account(s2, 'GONE')} />, { state: s2 });
    expect(screen.getByRole('button', { name: 'Follow' })).toBeDisabled();
  });
});

describe('RelationshipMenu', () => {
  async function openMenu() {
    await userEvent.click(within(card()).getByRole('button', { name: 'More actions' }));
  }

  it('blocks only after the confirmation (modalOnBlock is on by default); mute goes straight through', async () => {
    const s = state(importRelationship({ id: 'ALICE' }));
    const { store } = renderWithMockStore(<UserCard account={account(s, 'ALICE')} />, { state: s });
    await openMenu();
    await userEvent.click(screen.getByRole('button', { name: 'Block' }));
    expect(dispatchedActions(store)).toHaveLength(0);
    await userEvent.click(
      within(screen.getByRole('alertdialog', { name: 'Block this user?' })).getByRole('button', { name: 'Block' }),
    );
    expect(dispatchedActions(store)).toEqual([relationshipToggleRequested({ accountId: 'ALICE', toggle: 'block', on: true })]);
    await openMenu();
    await userEvent.click(screen.getByRole('button', { name: 'Mute' }));
    expect(dispatchedActions(store)).toContainEqual(
      relationshipToggleRequested({ accountId: 'ALICE', toggle: 'mute', on: true }),
    );
  });

  it('offers domain mute for remote users only, remove follower for followers, and mention opens the composer', async () => {
    const s = state(importRelationship({ id: 'KAI', followed_by: true, following: true, showing_reblogs: true }));
    const { store } = renderWithMockStore(<UserCard account={account(s, 'KAI')} />, { state: s });
    await openMenu();
    expect(screen.getByRole('button', { name: 'Mute akkoma.example' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hide repeats' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove follower' }));
    expect(dispatchedActions(store)).toContainEqual(
      relationshipToggleRequested({ accountId: 'KAI', toggle: 'removeFollower', on: true }),
    );
    await openMenu();
    await userEvent.click(screen.getByRole('button', { name: 'Mention' }));
    expect(dispatchedActions(store)).toContainEqual(composerRequested({ mode: 'new', mentionAccountId: 'KAI' }));
  });

  it('has no domain mute or remove follower for a local non-follower', async () => {
    const s = state(importRelationship({ id: 'ALICE' }));
    renderWithMockStore(<UserCard account={account(s, 'ALICE')} />, { state: s });
    await openMenu();
    expect(screen.queryByRole('button', { name: /^Mute .+/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove follower' })).toBeNull();
  });
});

describe('UserNote', () => {
  // on a server with account notes (capabilities.accountNotes: Akkoma here)
  const akkoma = instanceLoaded(soapbox<Instance>('akkoma-instance'));

  it('sends every edit to the store and shows the saved state', async () => {
    const s = state(akkoma, importRelationship({ id: 'ALICE', note: 'old' }));
    const { store } = renderWithMockStore(<UserCard account={account(s, 'ALICE')} />, { state: s });
    const note = screen.getByRole('textbox', { name: 'Personal note' });
    expect(note).toHaveValue('old');
    await userEvent.type(note, '!');
    expect(dispatchedActions(store)).toContainEqual(noteChanged({ accountId: 'ALICE', comment: 'old!' }));
  });

  it('shows Saved once the saga saved it', () => {
    const s = state(
      akkoma,
      noteChanged({ accountId: 'ALICE', comment: 'hi' }),
      noteSaveStateChanged({ accountId: 'ALICE', state: 'saved' }),
    );
    renderWithMockStore(<UserCard account={account(s, 'ALICE')} />, { state: s });
    expect(screen.getByRole('textbox', { name: 'Personal note' })).toHaveValue('hi');
    expect(within(card()).getByText('Saved')).toBeInTheDocument();
  });
});
