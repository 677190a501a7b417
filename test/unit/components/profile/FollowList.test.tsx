import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FollowList } from '../../../../src/features/profiles/screens/Profile/FollowList';
import { FollowedTags } from '../../../../src/features/profiles/screens/Profile/FollowedTags';
import { normalizeRelationships } from '../../../../src/schemas';
import { entitiesImported } from '../../../../src/slices/entities';
import { loginSucceeded } from '../../../../src/slices/auth';
import { followedTagsLoaded, followListLoaded } from '../../../../src/features/profiles/profilesSlice';
import {
  followListRequested,
  relationshipToggleRequested,
  relationshipsWanted,
} from '../../../../src/features/profiles/profilesIntents';
import { accountFactory, importAccount, stateAfter } from '../../../support/factories';
import { dispatchedActions, renderWithMockStore } from '../../../support/render';

const me = accountFactory({ id: 'ME', username: 'bob' });
const ann = accountFactory({ id: 'ANN', username: 'ann', display_name: 'Ann' });
const cal = accountFactory({ id: 'CAL', username: 'cal', display_name: 'Cal' });
const rels = entitiesImported(
  normalizeRelationships([
    { id: 'ANN', followed_by: true },
    { id: 'CAL', followed_by: false },
  ]).entities,
);
const base = [importAccount(me), importAccount(ann), importAccount(cal), loginSucceeded({ me: 'ME' }), rels];

describe('FollowList', () => {
  it('asks for the first page and the relationships of the entries in one batch', () => {
    const s = stateAfter(
      ...base,
      followListLoaded({ accountId: 'ME', kind: 'followers', ids: ['ANN', 'CAL'], next: 'X', more: false, hidden: false }),
    );
    const { store } = renderWithMockStore(<FollowList accountId="ME" kind="followers" />, { state: s });
    expect(dispatchedActions(store)).toEqual([
      followListRequested({ accountId: 'ME', kind: 'followers' }),
      relationshipsWanted({ ids: ['ANN', 'CAL'] }),
    ]);
  });

  it('offers remove follower only on entries that follow the viewer, and loads more pages', async () => {
    const s = stateAfter(
      ...base,
      followListLoaded({ accountId: 'ME', kind: 'followers', ids: ['ANN', 'CAL'], next: 'X', more: false, hidden: false }),
    );
    const { store } = renderWithMockStore(<FollowList accountId="ME" kind="followers" />, { state: s });
    const [annRow, calRow] = screen.getAllByRole('listitem');
    expect(within(calRow).queryByRole('button', { name: 'Remove follower' })).toBeNull();
    await userEvent.click(within(annRow).getByRole('button', { name: 'Remove follower' }));
    expect(dispatchedActions(store)).toContainEqual(
      relationshipToggleRequested({ accountId: 'ANN', toggle: 'removeFollower', on: true }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(dispatchedActions(store)).toContainEqual(followListRequested({ accountId: 'ME', kind: 'followers', more: true }));
  });

  it('says when the list is hidden or empty', () => {
    const hidden = stateAfter(
      ...base,
      followListLoaded({ accountId: 'ANN', kind: 'following', ids: [], next: null, more: false, hidden: true }),
    );
    const { unmount } = renderWithMockStore(<FollowList accountId="ANN" kind="following" />, { state: hidden });
    expect(screen.getByText('This user hides whom they follow.')).toBeInTheDocument();
    unmount();
    const empty = stateAfter(
      ...base,
      followListLoaded({ accountId: 'ANN', kind: 'followers', ids: [], next: null, more: false, hidden: false }),
    );
    renderWithMockStore(<FollowList accountId="ANN" kind="followers" />, { state: empty });
    expect(screen.getByText('No followers yet.')).toBeInTheDocument();
  });
});

describe('FollowedTags', () => {
  it("lists the viewer's hashtags as links, or says there are none", () => {
    const s = stateAfter(...base, followedTagsLoaded({ names: ['books'], next: null, more: false }));
    const { unmount } = renderWithMockStore(<FollowedTags />, { state: s });
    expect(screen.getByRole('link', { name: '#books' })).toHaveAttribute('href', '/tag/books');
    unmount();
    renderWithMockStore(<FollowedTags />, {
      state: stateAfter(...base, followedTagsLoaded({ names: [], next: null, more: false })),
    });
    expect(screen.getByText('Not following any hashtags')).toBeInTheDocument();
  });
});
