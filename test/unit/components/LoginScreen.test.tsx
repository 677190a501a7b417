import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoginScreen } from '../../../src/features/signIn/screens/Login/LoginScreen';
import {
  authRestored,
  loginCancelled,
  loginFailed,
  loginRequested,
  loginStepChanged,
  loginSucceeded,
  mfaCodeRejected,
  mfaCodeSubmitted,
  mfaRequired,
  oauthAuthorizeRequested,
  passwordSignInUnavailable,
} from '../../../src/slices/auth';
import { frontendConfigLoaded, instanceLoaded, nodeinfoLoaded } from '../../../src/slices/instance';
import { recordedBody, type RealServer } from '../../support/realServers';
import { preloadedAnswer } from '../../support/fixtures';
import { stateAfter } from '../../support/factories';
import { dispatchedActions, LocationProbe, renderWithMockStore, renderWithStore } from '../../support/render';
import type { Instance, Nodeinfo } from '../../../src/api/types';

/** Boot's state on a server written by others: its instance document and nodeinfo as recorded. */
const bootedOn = (name: RealServer) => [
  instanceLoaded(recordedBody<Instance>(name, '001-instance-v1.json')),
  nodeinfoLoaded(recordedBody<Nodeinfo>(name, '004-nodeinfo-linked.json')),
];

const ui = (
  <>
    <LoginScreen />
    <LocationProbe />
  </>
);
const username = () => screen.getByLabelText('Username');
const password = () => screen.getByLabelText('Password');
const submit = () => screen.getByRole('button', { name: 'Log in' });

describe('LoginScreen', () => {
  it('submitting dispatches loginRequested with the username trimmed and the password as typed', async () => {
    const user = userEvent.setup();
    const { store } = renderWithMockStore(ui, { route: '/login' });
    await user.type(username(), '  lain@pleroma.test ');
    await user.type(password(), ' pass word ');
    await user.click(submit());
    expect(dispatchedActions(store)).toEqual([loginRequested({ username: 'lain@pleroma.test', password: ' pass word ' })]);
  });

  it('Enter in the password field submits too', async () => {
    const user = userEvent.setup();
    const { store } = renderWithMockStore(ui, { route: '/login' });
    await user.type(username(), 'lain');
    await user.type(password(), 'pw{Enter}');
    expect(dispatchedActions(store)).toEqual([loginRequested({ username: 'lain', password: 'pw' })]);
  });

  it('cannot be submitted without a username and a password', async () => {
    const user = userEvent.setup();
    const { store } = renderWithMockStore(ui, { route: '/login' });
    expect(submit()).toBeDisabled();
    await user.type(username(), '   ');
    await user.type(password(), 'pw');
    expect(submit()).toBeDisabled();
    await user.type(password(), '{Enter}');
    expect(dispatchedActions(store)).toEqual([]);
  });

  it('fills in the last login name', () => {
    renderWithMockStore(ui, { state: stateAfter(authRestored({ app: null, token: null, lastLoginName: 'lain' })) });
    expect(username()).toHaveValue('lain');
  });

  it('while logging in the form is disabled and says so', async () => {
    const user = userEvent.setup();
    renderWithStore(ui, { route: '/login' });
    await user.type(username(), 'lain');
    await user.type(password(), 'pw');
    await user.click(submit());
    expect(screen.getByRole('button', { name: 'Logging in…' })).toBeDisabled();
    expect(username()).toBeDisabled();
    expect(password()).toBeDisabled();
  });

  it("a refused password shows 'Wrong username or password' and focuses and selects the password", async () => {
    const user = userEvent.setup();
    const { store } = renderWithStore(ui, { route: '/login' });
    await user.type(username(), 'lain');
    await user.type(password(), 'hunter2');
    await user.click(submit());
    act(() => {
      store.dispatch(loginFailed({ id: 'login.wrong_credentials' }));
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Wrong username or password');
    const field = password() as HTMLInputElement;
    expect(field).toHaveFocus();
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, 'hunter2'.length]);
    expect(username()).toHaveValue('lain');
  });

  it("shows the server's own words when it sent some", () => {
    renderWithStore(ui, {
      preloadedState: stateAfter(loginFailed({ id: 'login.generic_error', text: 'Your account is awaiting approval' })),
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Your account is awaiting approval');
  });

  it('dismissing the error clears it', async () => {
    const user = userEvent.setup();
    renderWithStore(ui, { preloadedState: stateAfter(loginFailed({ id: 'login.network_error' })) });
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to connect to server, try again');
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('offers registration only when the instance is open', () => {
    const closed = renderWithMockStore(ui);
    expect(screen.queryByRole('link', { name: 'Register' })).toBeNull();
    closed.unmount();
    const ni = { ...preloadedAnswer<Nodeinfo>('/nodeinfo/2.0.json'), openRegistrations: true };
    renderWithMockStore(ui, { state: stateAfter(nodeinfoLoaded(ni)) });
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/registration');
  });

  it('a signed-in user is sent to the signed-in landing page', () => {
    renderWithStore(ui, { route: '/login', preloadedState: stateAfter(loginSucceeded({ me: '1' })) });
    expect(screen.getByTestId('location')).toHaveTextContent('/main/friends');
    expect(screen.queryByLabelText('Password')).toBeNull();
  });
});

describe('LoginScreen strategies', () => {
  it("loginMethod 'token' shows the description and asks to leave for the server's page", async () => {
    const user = userEvent.setup();
    const { store } = renderWithMockStore(ui, { state: stateAfter(frontendConfigLoaded({ loginMethod: 'token' })) });
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(screen.getByText(/own sign-in page/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log in on the server' }));
    expect(dispatchedActions(store)).toEqual([oauthAuthorizeRequested()]);
  });

  it('the TOTP form sends the code, links to recovery and cancel', async () => {
    const user = userEvent.setup();
    const { store } = renderWithMockStore(ui, { state: stateAfter(mfaRequired({ mfaToken: 'm' })) });
    expect(screen.getByRole('heading', { name: 'Two-factor authentication' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Authentication code'), ' 123456 {Enter}');
    await user.click(screen.getByRole('button', { name: 'Enter a recovery code' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(dispatchedActions(store)).toEqual([
      mfaCodeSubmitted({ code: '123456', challengeType: 'totp' }),
      loginStepChanged('recovery'),
      loginCancelled(),
    ]);
  });

  it('the recovery form mirrors it', async () => {
    const user = userEvent.setup();
    const { store } = renderWithMockStore(ui, {
      state: stateAfter(mfaRequired({ mfaToken: 'm' }), loginStepChanged('recovery')),
    });
    await user.type(screen.getByLabelText('Recovery code'), 'abc-def{Enter}');
    await user.click(screen.getByRole('button', { name: 'Enter a two-factor code' }));
    expect(dispatchedActions(store)).toEqual([
      mfaCodeSubmitted({ code: 'abc-def', challengeType: 'recovery' }),
      loginStepChanged('totp'),
    ]);
  });

  it("an invalid code shows the server's text and clears the field", async () => {
    const user = userEvent.setup();
    const { store } = renderWithStore(ui, { preloadedState: stateAfter(mfaRequired({ mfaToken: 'm' })) });
    await user.type(screen.getByLabelText('Authentication code'), '000000');
    act(() => {
      store.dispatch(mfaCodeSubmitted({ code: '000000', challengeType: 'totp' }));
      store.dispatch(mfaCodeRejected({ id: 'login.generic_error', text: 'Invalid code' }));
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid code');
    expect(screen.getByLabelText('Authentication code')).toHaveValue('');
    expect(screen.getByLabelText('Authentication code')).toHaveFocus();
  });
});

describe('LoginScreen: the other way in (issue 17 §2)', () => {
  const serverPage = (name = 'Fediverse') => screen.getByRole('button', { name: `Sign in on ${name}’s own page` });
  const usePassword = () => screen.queryByRole('button', { name: 'Sign in with a username and password' });

  it("beside the password form, the server's own page is always offered", async () => {
    const user = userEvent.setup();
    const { store } = renderWithMockStore(ui);
    expect(password()).toBeInTheDocument();
    await user.click(serverPage());
    expect(dispatchedActions(store)).toEqual([oauthAuthorizeRequested()]);
  });

  it.each<RealServer>(['hollo', 'snac2'])(
    '%s cannot sign in with a password: its own page comes first, whatever loginMethod says, and no password form is offered',
    (name) => {
      renderWithMockStore(ui, { state: stateAfter(frontendConfigLoaded({ loginMethod: 'password' }), ...bootedOn(name)) });
      expect(screen.queryByLabelText('Password')).toBeNull();
      expect(screen.getByRole('button', { name: 'Log in on the server' })).toBeInTheDocument();
      expect(usePassword()).toBeNull();
    },
  );

  it("loginMethod 'token' where passwords work: the password form is a click away, and offers the page back", async () => {
    const user = userEvent.setup();
    const { store } = renderWithMockStore(ui, { state: stateAfter(frontendConfigLoaded({ loginMethod: 'token' })) });
    expect(screen.queryByLabelText('Password')).toBeNull();
    await user.click(usePassword() as HTMLElement);
    expect(password()).toBeInTheDocument();
    await user.click(serverPage());
    expect(dispatchedActions(store)).toEqual([oauthAuthorizeRequested()]);
  });

  it('after the server refused a password grant, its own page comes first and the screen says why', () => {
    renderWithStore(ui, {
      preloadedState: stateAfter(passwordSignInUnavailable({ id: 'login.password_not_accepted', values: { instance: 'Hollo' } })),
    });
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(usePassword()).toBeNull();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Hollo does not take passwords from apps. Continue on its own sign-in page.',
    );
  });
});
