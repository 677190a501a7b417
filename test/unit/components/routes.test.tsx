import { screen } from '@testing-library/react';
import { act } from 'react';
import { AppRoutes, preloadScreen } from '../../../src/app/routes';
import { loginSucceeded } from '../../../src/slices/auth';
import { frontendConfigLoaded } from '../../../src/slices/instance';
import { bootFinished, startupSettled } from '../../../src/slices/ui';
import { importAccount, stateAfter, accountFactory } from '../../support/factories';
import { LocationProbe, renderWithStore } from '../../support/render';
import type { UnknownAction } from '@reduxjs/toolkit';
import { selectProfile } from '../../../src/features/profiles/profilesSelectors';
import { until } from '../../support/sagaStore';

const app = (
  <>
    <AppRoutes />
    <LocationProbe />
  </>
);
const visitor = (...extra: UnknownAction[]) => stateAfter(bootFinished(), startupSettled(), ...extra);
const member = (...extra: UnknownAction[]) =>
  stateAfter(
    bootFinished(),
    startupSettled(),
    importAccount(accountFactory({ id: 'me1', username: 'lain' })),
    loginSucceeded({ me: 'me1' }),
    ...extra,
  );
const location = () => screen.getByTestId('location');

describe('routes', () => {
  it('a visitor opening /main/friends ends at /main/all', async () => {
    const { store } = renderWithStore(app, { route: '/main/friends', preloadedState: visitor() });
    expect(location()).toHaveTextContent(/^\/main\/all$/);
    expect(await screen.findByRole('heading', { level: 1, name: 'Known network' })).toBeInTheDocument();
    // the home timeline was never opened
    expect(store.getState().timelines).not.toHaveProperty('friends');
    expect(store.getState().timelines).toHaveProperty('publicAndExternal');
  });

  it('a visitor opening /announcements (members only) ends at the landing, with no announcements entry', async () => {
    renderWithStore(app, { route: '/announcements', preloadedState: visitor() });
    expect(location()).toHaveTextContent(/^\/main\/all$/);
    expect(await screen.findByRole('heading', { level: 1, name: 'Known network' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Announcements/ })).toBeNull();
  });

  it('a visitor is sent to the configured logged-out landing page', () => {
    renderWithStore(app, {
      route: '/bookmarks',
      preloadedState: visitor(frontendConfigLoaded({ redirectRootNoLogin: '/main/public' })),
    });
    expect(location()).toHaveTextContent(/^\/main\/public$/);
  });

  it('a member stays on /main/friends and sees the home timeline', () => {
    const { store } = renderWithStore(app, { route: '/main/friends', preloadedState: member() });
    expect(location()).toHaveTextContent(/^\/main\/friends$/);
    expect(screen.getByRole('heading', { level: 1, name: 'Home timeline' })).toBeInTheDocument();
    expect(store.getState().timelines).toHaveProperty('friends');
  });

  it('the root redirects: visitors to /main/all, members to /main/friends', () => {
    const first = renderWithStore(app, { route: '/', preloadedState: visitor() });
    expect(location()).toHaveTextContent(/^\/main\/all$/);
    first.unmount();
    renderWithStore(app, { route: '/', preloadedState: member() });
    expect(location()).toHaveTextContent(/^\/main\/friends$/);
  });

  it('/login loads the login screen on demand', async () => {
    renderWithStore(app, { route: '/login', preloadedState: visitor() });
    expect(await screen.findByLabelText('Password')).toBeInTheDocument();
  });

  it('an unknown path shows not found', async () => {
    renderWithStore(app, { route: '/no/such/page', preloadedState: visitor() });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('tag timelines take their tag from the path', () => {
    const { store } = renderWithStore(app, { route: '/tag/cats', preloadedState: visitor() });
    expect(screen.getByRole('heading', { level: 1, name: '#cats' })).toBeInTheDocument();
    expect(store.getState().timelines).toHaveProperty(['tag:cats']);
  });
});

describe('preloadScreen', () => {
  const loading = () => screen.queryByRole('status', { name: 'Loading…' });

  it("loads the chunk of the path's screen, which then opens with no spinner; one not loaded ahead shows it", async () => {
    preloadScreen('/password-reset');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    const first = renderWithStore(app, { route: '/password-reset', preloadedState: visitor() });
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(loading()).toBeNull();
    first.unmount();

    renderWithStore(app, { route: '/registration-request-sent', preloadedState: visitor() });
    expect(loading()).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
  });
});

describe('/{name}', () => {
  it("the app's own words and what no nickname can be are not found; a nickname opens its profile", async () => {
    for (const path of ['/nodeinfo', '/oauth', '/what%20ever', '/a,b']) {
      const { unmount } = renderWithStore(app, { route: path, preloadedState: visitor() });
      expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
      unmount();
    }
    for (const nickname of ['/admin', '/lain']) {
      const { store, unmount } = renderWithStore(app, { route: nickname, preloadedState: visitor() });
      const name = nickname.slice(1);
      await until(() => selectProfile(store.getState(), `name:${name}`)?.state === 'loading', `the profile ${name} asked for`);
      unmount();
    }
    const { store } = renderWithStore(app, { route: '/lain', preloadedState: visitor() });
    await until(() => selectProfile(store.getState(), 'name:lain')?.state === 'loading', 'the profile asked for');
    expect(screen.queryByRole('heading', { level: 1, name: 'Page not found' })).toBeNull();
  });
});
