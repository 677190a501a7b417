import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { PasswordResetScreen } from '../../../src/features/signIn/screens/PasswordResetScreen';
import { nodeinfoLoaded } from '../../../src/slices/instance';
import {
  passwordResetFailed,
  passwordResetSucceeded,
  passwordResetThrottled,
} from '../../../src/features/signIn/passwordResetSlice';
import { passwordResetRequested } from '../../../src/features/signIn/signInIntents';
import { loginSucceeded, passwordResetRequired } from '../../../src/slices/auth';
import type { Nodeinfo } from '../../../src/api/types';
import { preloadedAnswer } from '../../support/fixtures';
import { stateAfter } from '../../support/factories';
import { LocationProbe, renderWithStore } from '../../support/render';

const ui = (
  <Routes>
    <Route path="/password-reset" element={<PasswordResetScreen />} />
    <Route path="*" element={<LocationProbe />} />
  </Routes>
);
const ni = preloadedAnswer<Nodeinfo>('/nodeinfo/2.0.json');
const mailer = (on: boolean) => nodeinfoLoaded({ ...ni, metadata: { ...ni.metadata, mailerEnabled: on } } as Nodeinfo);
const email = () => screen.getByLabelText('Email or username');

describe('PasswordResetScreen', () => {
  it('sends the email, clears the field, and shows success with a link home', async () => {
    const user = userEvent.setup();
    const { store } = renderWithStore(ui, { route: '/password-reset', preloadedState: stateAfter(mailer(true)) });
    const dispatch = jest.spyOn(store, 'dispatch');
    await user.type(email(), ' lain@example.com {Enter}');
    expect(dispatch).toHaveBeenCalledWith(passwordResetRequested({ email: 'lain@example.com' }));
    expect(email()).toHaveValue('');
    act(() => {
      store.dispatch(passwordResetSucceeded());
    });
    expect(screen.getByRole('status')).toHaveTextContent('Check your email');
    expect(screen.getByRole('link', { name: 'Return to the home page' })).toHaveAttribute('href', '/');
  });

  it('tells the user to contact the administrator when the mailer is off', () => {
    renderWithStore(ui, { route: '/password-reset', preloadedState: stateAfter(mailer(false)) });
    expect(screen.getByText(/contact your instance administrator/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Email or username')).toBeNull();
  });

  it('throttled says so', () => {
    renderWithStore(ui, { route: '/password-reset', preloadedState: stateAfter(mailer(true), passwordResetThrottled()) });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'too many requests: You have reached the limit of attempts, try again later.',
    );
  });

  it('an error is shown and can be dismissed, back to the form', async () => {
    const user = userEvent.setup();
    renderWithStore(ui, {
      route: '/password-reset',
      preloadedState: stateAfter(mailer(true), passwordResetFailed({ id: 'password_reset.error', text: 'No such user' })),
    });
    expect(screen.getByRole('alert')).toHaveTextContent('No such user');
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(email()).toBeEnabled();
  });

  it("after a login that needs a reset it says 'You must reset your password to log in.'", () => {
    renderWithStore(ui, { route: '/password-reset', preloadedState: stateAfter(mailer(true), passwordResetRequired()) });
    expect(screen.getByRole('alert')).toHaveTextContent('You must reset your password to log in.');
  });

  it('a signed-in user is sent to root', () => {
    renderWithStore(ui, { route: '/password-reset', preloadedState: stateAfter(mailer(true), loginSucceeded({ me: '1' })) });
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });
});
