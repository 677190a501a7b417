import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LogoutButton } from '../../../src/app/shell/LogoutButton';
import { SagaNavigation } from '../../../src/app/shell/SagaNavigation';
import { logoutRequested } from '../../../src/slices/auth';
import { settingChanged } from '../../../src/slices/settings';
import { navigationRequested } from '../../../src/slices/ui';
import { stateAfter } from '../../support/factories';
import { dispatchedActions, LocationProbe, renderWithMockStore, renderWithStore } from '../../support/render';

describe('LogoutButton', () => {
  it('asks first when modalOnLogout is on (the default); cancel keeps the session', async () => {
    const user = userEvent.setup();
    const { store } = renderWithMockStore(<LogoutButton />);
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    expect(await screen.findByRole('alertdialog', { name: 'Log out?' })).toBeInTheDocument();
    expect(document.body).toHaveClass('scroll-locked');
    // the focus starts on confirm, and goes back to the button that opened it
    expect(screen.getByRole('alertdialog').querySelector('.button-primary')).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.body).not.toHaveClass('scroll-locked');
    expect(screen.getByRole('button', { name: 'Log out' })).toHaveFocus();
    expect(dispatchedActions(store)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(dialog.querySelector('.button-primary') as HTMLElement);
    expect(dispatchedActions(store)).toEqual([logoutRequested()]);
  });

  it('logs out at once when modalOnLogout is off', async () => {
    const user = userEvent.setup();
    const { store } = renderWithMockStore(<LogoutButton />, { state: stateAfter(settingChanged('modalOnLogout', false)) });
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(dispatchedActions(store)).toEqual([logoutRequested()]);
  });
});

describe('SagaNavigation', () => {
  it('follows route changes requested through the store, once each', () => {
    const { store } = renderWithStore(
      <>
        <SagaNavigation />
        <LocationProbe />
      </>,
      { route: '/login' },
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
    act(() => {
      store.dispatch(navigationRequested({ to: '/main/public', replace: true }));
    });
    expect(screen.getByTestId('location')).toHaveTextContent('/main/public');
  });
});
