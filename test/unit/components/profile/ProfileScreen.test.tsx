import { act, screen, waitFor } from '@testing-library/react';
import { AppRoutes } from '../../../../src/app/routes';
import { loginSucceeded } from '../../../../src/slices/auth';
import {
  selectProfilesState,
  profileFailed,
  profileLoaded,
  remoteUserResolved,
} from '../../../../src/features/profiles/profilesSlice';
import { profileRequested } from '../../../../src/features/profiles/profilesIntents';
import { bootFinished, startupSettled } from '../../../../src/slices/ui';
import { accountFactory, importAccount, stateAfter } from '../../../support/factories';
import { LocationProbe, renderWithStore } from '../../../support/render';

const app = (
  <>
    <AppRoutes />
    <LocationProbe />
  </>
);
const kai = accountFactory({ id: '0000AbCdEf12345678', username: 'kai', acct: 'kai@akkoma.example', display_name: 'Kai' });
const member = stateAfter(
  bootFinished(),
  startupSettled(),
  importAccount(accountFactory({ id: 'me1', username: 'lain' })),
  loginSucceeded({ me: 'me1' }),
);

describe('profile routes', () => {
  it('/{name} asks for the profile by name and shows a spinner meanwhile', async () => {
    const { store } = renderWithStore(app, { route: '/alice', preloadedState: stateAfter(bootFinished(), startupSettled()) });
    expect(await screen.findByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    await waitFor(() => expect(selectProfilesState(store.getState()).byKey['name:alice']?.state).toBe('loading'));
  });

  it('/users/{id} asks by id; a loaded profile shows its card', async () => {
    const preloadedState = stateAfter(
      bootFinished(),
      startupSettled(),
      importAccount(kai),
      profileRequested({ id: kai.id }),
      profileLoaded({ key: `id:${kai.id}`, accountId: kai.id }),
    );
    renderWithStore(app, { route: `/users/${kai.id}`, preloadedState });
    expect(await screen.findByRole('heading', { level: 2, name: 'Kai' })).toBeInTheDocument();
  });

  it('says the profile does not exist, or shows the server text, or the generic error', async () => {
    const missing = stateAfter(
      bootFinished(),
      startupSettled(),
      profileFailed({ key: 'name:ghost', missing: true, error: null }),
    );
    const { store, unmount } = renderWithStore(app, { route: '/users/ghost', preloadedState: missing });
    // the screen asks again on mount; the answer arrives
    act(() => {
      store.dispatch(profileFailed({ key: 'name:ghost', missing: true, error: null }));
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Sorry, this profile does not exist.');
    unmount();

    const r2 = renderWithStore(app, { route: '/bob', preloadedState: stateAfter(bootFinished(), startupSettled()) });
    act(() => {
      r2.store.dispatch(profileFailed({ key: 'name:bob', missing: false, error: 'Rate limited' }));
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Rate limited');
    r2.unmount();

    const r3 = renderWithStore(app, { route: '/bob', preloadedState: stateAfter(bootFinished(), startupSettled()) });
    act(() => {
      r3.store.dispatch(profileFailed({ key: 'name:bob', missing: false, error: null }));
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Sorry, there was an error loading this profile.');
  });

  it('an id-looking /users/{x} the server does not know is asked again as a name', async () => {
    const { store } = renderWithStore(app, {
      route: '/users/12345',
      preloadedState: stateAfter(bootFinished(), startupSettled()),
    });
    await waitFor(() => expect(selectProfilesState(store.getState()).byKey['id:12345']?.state).toBe('loading'));
    act(() => {
      store.dispatch(profileFailed({ key: 'id:12345', missing: true, error: null }));
    });
    await waitFor(() => expect(selectProfilesState(store.getState()).byKey['name:12345']?.state).toBe('loading'));
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
  });

  it('named routes still win over the /{name} catch-all, and deeper unknown paths are not found', async () => {
    renderWithStore(app, { route: '/main/all', preloadedState: stateAfter(bootFinished(), startupSettled()) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Known network' })).toBeInTheDocument();
  });

  it('remote users: a member sees the lookup, then lands on the profile', async () => {
    const { store } = renderWithStore(app, { route: '/remote-users/@kai@akkoma.example', preloadedState: member });
    expect(await screen.findByText('Searching for @kai@akkoma.example')).toBeInTheDocument();
    expect(selectProfilesState(store.getState()).remote['kai@akkoma.example']?.state).toBe('loading');
    act(() => {
      store.dispatch(importAccount(kai));
    });
    act(() => {
      store.dispatch(remoteUserResolved({ acct: 'kai@akkoma.example', accountId: kai.id }));
    });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/users/${kai.id}`));
  });

  it('remote users: not found', async () => {
    const { store } = renderWithStore(app, { route: '/remote-users/nowhere.example/nobody', preloadedState: member });
    await screen.findByText('Searching for @nobody@nowhere.example');
    act(() => {
      store.dispatch(remoteUserResolved({ acct: 'nobody@nowhere.example', accountId: null }));
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Not found.');
  });

  it('remote users and who to follow need a sign-in', () => {
    renderWithStore(app, {
      route: '/remote-users/@kai@akkoma.example',
      preloadedState: stateAfter(bootFinished(), startupSettled()),
    });
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/main\/all$/);
  });
});
