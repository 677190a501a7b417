import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { InteractionsScreen } from '../../../../src/features/notifications/screens/InteractionsScreen';
import { loginSucceeded } from '../../../../src/slices/auth';
import { interactionsFetched } from '../../../../src/features/notifications/notificationsSlice';
import { interactionsRequested } from '../../../../src/features/notifications/notificationsIntents';
import { accountFactory, importAccount, stateAfter } from '../../../support/factories';
import { fetchedPage, notificationFactory } from '../../../support/notificationFactory';
import { dispatchedActions, renderWithMockStore } from '../../../support/render';

const me = (allowMoves: boolean) =>
  accountFactory({
    id: 'me',
    username: 'me',
    pleroma: { is_admin: false, is_moderator: false, allow_following_move: allowMoves },
  });

describe('InteractionsScreen', () => {
  it('has the four tabs, asks for the mentions tab first and for another tab when chosen', async () => {
    const { store } = renderWithMockStore(<InteractionsScreen />, {
      state: stateAfter(importAccount(me(false)), loginSucceeded({ me: 'me' })),
    });
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Mentions', 'Likes and repeats', 'Follows', 'Moves']);
    expect(screen.getByRole('tab', { name: 'Mentions' })).toHaveAttribute('aria-selected', 'true');
    expect(dispatchedActions(store)).toContainEqual(interactionsRequested({ tab: 'mentions' }));
    await userEvent.click(screen.getByRole('tab', { name: 'Likes and repeats' }));
    expect(dispatchedActions(store)).toContainEqual(interactionsRequested({ tab: 'likesRepeats' }));
    expect(screen.getByRole('tab', { name: 'Likes and repeats' })).toHaveAttribute('aria-selected', 'true');
  });

  it('hides the moves tab when the user lets followers follow their moves', () => {
    renderWithMockStore(<InteractionsScreen />, { state: stateAfter(importAccount(me(true)), loginSucceeded({ me: 'me' })) });
    expect(screen.queryByRole('tab', { name: 'Moves' })).toBeNull();
    expect(screen.getAllByRole('tab')).toHaveLength(3);
  });

  it("lists the tab's notifications and asks for older ones", async () => {
    const page = fetchedPage([notificationFactory('9', 'mention', { account: accountFactory({ display_name: 'Zed' }) })]);
    const state = stateAfter(
      importAccount(me(false)),
      loginSucceeded({ me: 'me' }),
      page[0],
      interactionsFetched({ tab: 'mentions', ids: ['9'], older: false }),
    );
    const { store } = renderWithMockStore(<InteractionsScreen />, { state });
    expect(screen.getByRole('article')).toHaveTextContent('Zed mentioned you');
    await userEvent.click(screen.getByRole('button', { name: 'Load older notifications' }));
    expect(dispatchedActions(store)).toContainEqual(interactionsRequested({ tab: 'mentions', older: true }));
  });
});
