import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { RegistrationScreen } from '../../../src/features/signIn/screens/Registration/RegistrationScreen';
import { instanceLoaded, nodeinfoLoaded, termsOfServiceLoaded } from '../../../src/slices/instance';
import { captchaLoaded, registrationFailed } from '../../../src/features/signIn/registrationSlice';
import { captchaRequested, registrationSubmitted } from '../../../src/features/signIn/signInIntents';
import { loginSucceeded } from '../../../src/slices/auth';
import type { Instance, Nodeinfo } from '../../../src/api/types';
import { preloadedAnswer } from '../../support/fixtures';
import { stateAfter } from '../../support/factories';
import { dispatchedActions, LocationProbe, renderWithMockStore, renderWithStore } from '../../support/render';
import type { UnknownAction } from '@reduxjs/toolkit';

const ui = (
  <Routes>
    <Route path="/registration" element={<RegistrationScreen />} />
    <Route path="/registration/:token" element={<RegistrationScreen />} />
    <Route path="*" element={<LocationProbe />} />
  </Routes>
);

const nodeinfo = (extra: Partial<Nodeinfo> & { metadata?: Partial<NonNullable<Nodeinfo['metadata']>> } = {}) => {
  const base = preloadedAnswer<Nodeinfo>('/nodeinfo/2.0.json');
  return nodeinfoLoaded({
    ...base,
    openRegistrations: true,
    ...extra,
    metadata: { ...base.metadata, ...extra.metadata },
  } as Nodeinfo);
};
const open = (...more: UnknownAction[]) =>
  stateAfter(nodeinfo(), captchaLoaded({ type: 'native', url: '/captcha.png', token: 'cap', answerData: 'ad' }), ...more);

// Required fields' labels end in a star.
const field = (name: string) => screen.getByLabelText(new RegExp(`^${name.replace('?', '\\?')}( \\*)?$`));
const register = () => screen.getByRole('button', { name: 'Register' });

async function fill(user: ReturnType<typeof userEvent.setup>, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await user.type(field(label), value);
}

describe('RegistrationScreen', () => {
  it('fetches a captcha on entry', () => {
    const { store } = renderWithMockStore(ui, { state: open(), route: '/registration' });
    expect(dispatchedActions(store)).toEqual([captchaRequested()]);
  });

  it('blocks an invalid form and says what is missing, under each field', async () => {
    const user = userEvent.setup();
    const { store } = renderWithMockStore(ui, { state: open(), route: '/registration' });
    await user.type(field('Password'), 'one');
    await user.type(field('Password confirmation'), 'two');
    await user.click(register());
    expect(dispatchedActions(store).filter((a) => a.type === registrationSubmitted.type)).toEqual([]);
    expect(field('Username')).toHaveAccessibleDescription('cannot be left blank');
    expect(field('Display name')).toHaveAccessibleDescription('cannot be left blank');
    expect(field('Password confirmation')).toHaveAccessibleDescription('should be the same as password');
    // e-mail is optional unless the instance requires activation
    expect(field('Email')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByLabelText(/Why do you want to join/)).toBeNull();
  });

  it('requires e-mail with account activation and a reason with approval', async () => {
    const user = userEvent.setup();
    const instance = preloadedAnswer<Instance>('/api/v1/instance');
    const state = stateAfter(
      nodeinfo(),
      instanceLoaded({
        ...instance,
        registrations: true,
        approval_required: true,
        pleroma: { ...instance.pleroma, metadata: { ...instance.pleroma?.metadata, account_activation_required: true } },
      } as Instance),
    );
    renderWithMockStore(ui, { state, route: '/registration' });
    await user.click(register());
    expect(field('Email')).toHaveAccessibleDescription('cannot be left blank');
    expect(field('Why do you want to join?')).toHaveAccessibleDescription('cannot be left blank');
  });

  it('sends trimmed names, the backend locale, the captcha and the invite token', async () => {
    const user = userEvent.setup();
    const { store } = renderWithMockStore(ui, { state: open(), route: '/registration/invite-42' });
    expect(field('Invite token')).toHaveValue('invite-42');
    expect(field('Invite token')).toHaveAttribute('readonly');
    await fill(user, {
      Username: '  newbie ',
      'Display name': ' New Person ',
      Email: 'n@example.com',
      Password: 'pw',
      'Password confirmation': 'pw',
      CAPTCHA: ' 4711 ',
    });
    await user.selectOptions(field('Language of emails'), 'zh');
    await user.click(register());
    expect(dispatchedActions(store).filter((a) => a.type === registrationSubmitted.type)).toEqual([
      registrationSubmitted({
        username: 'newbie',
        fullname: 'New Person',
        email: 'n@example.com',
        password: 'pw',
        confirm: 'pw',
        bio: '',
        reason: '',
        language: 'zh-Hans',
        token: 'invite-42',
        captchaSolution: '4711',
        captchaToken: 'cap',
        captchaAnswerData: 'ad',
      }),
    ]);
    expect(field('CAPTCHA')).toHaveValue('');
  });

  it('clicking the captcha image asks for a new one', async () => {
    const user = userEvent.setup();
    const { store } = renderWithMockStore(ui, { state: open(), route: '/registration' });
    await user.click(screen.getByRole('button', { name: /new captcha/ }));
    expect(dispatchedActions(store)).toEqual([captchaRequested(), captchaRequested()]);
  });

  it("lists the server's errors and shows the terms of service, sanitized", () => {
    renderWithStore(ui, {
      route: '/registration',
      preloadedState: open(
        registrationFailed({ errors: ['Username has already been taken.'], message: null }),
        termsOfServiceLoaded('<h2>Be nice</h2><img src=x onerror="window.hacked=1">'),
      ),
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Username has already been taken.');
    expect(screen.getByText('Be nice')).toBeInTheDocument();
    expect(document.querySelector('[onerror]')).toBeNull();
  });

  it('redirects to root when registration is closed and no token is given, or when signed in', () => {
    const closed = renderWithMockStore(ui, { state: stateAfter(nodeinfo({ openRegistrations: false })), route: '/registration' });
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    closed.unmount();
    const invited = renderWithMockStore(ui, {
      state: stateAfter(nodeinfo({ openRegistrations: false })),
      route: '/registration/tok',
    });
    expect(screen.queryByTestId('location')).toBeNull();
    invited.unmount();
    renderWithMockStore(ui, { state: open(loginSucceeded({ me: '1' })), route: '/registration' });
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('disables the form while the request is pending', () => {
    const { store } = renderWithStore(ui, { route: '/registration', preloadedState: open() });
    act(() => {
      store.dispatch(registrationSubmitted({} as never));
    });
    expect(screen.getByRole('button', { name: 'Registering…' })).toBeDisabled();
    expect(field('Username')).toBeDisabled();
  });
});
