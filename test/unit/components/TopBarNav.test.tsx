import { act, screen, within } from '@testing-library/react';
import TopBarNav from '../../../src/app/shell/TopBarNav';
import { administrationUrl, isAdministrator } from '../../../src/app/shell/staffLinks';
import { settingsOpened } from '../../../src/features/settingsModal/settingsModalSlice';
import { loginSucceeded, tokenObtained } from '../../../src/slices/auth';
import { instanceLoaded, nodeinfoLoaded } from '../../../src/slices/instance';
import { settingChanged } from '../../../src/slices/settings';
import { startupSettled } from '../../../src/slices/ui';
import type { Instance, Nodeinfo } from '../../../src/api/types';
import type { AccountEntity } from '../../../src/schemas';
import { accountFactory, importAccount, stateAfter } from '../../support/factories';
import { dispatchedActions, renderWithMockStore, renderWithStore } from '../../support/render';

const akkoma = instanceLoaded({
  uri: 'https://ak.example',
  title: 'Ak',
  version: '2.7.2 (compatible; Akkoma 3.13.0)',
  pleroma: {},
} as unknown as Instance);
const withBubble = nodeinfoLoaded({
  software: { name: 'akkoma', version: '3.13.0' },
  metadata: { localBubbleInstances: ['friend.example'], features: ['bubble_timeline'] },
} as unknown as Nodeinfo);
const member = (pleroma: { is_admin: boolean }) => [
  importAccount(accountFactory({ id: 'U1', username: 'alice', acct: 'alice', pleroma })),
  tokenObtained({ token: 't' }),
  loginSucceeded({ me: 'U1' }),
];

const names = () =>
  within(screen.getByRole('navigation', { name: 'Shortcuts' }))
    .getAllByRole('img')
    .map((i) => i.getAttribute('aria-label'));

describe('the top bar shortcuts', () => {
  it('a visitor gets the public timelines the instance shows, and no settings', () => {
    renderWithMockStore(<TopBarNav />, { state: stateAfter(akkoma, withBubble, startupSettled()) });
    // (the bubble is shown to visitors only where the instance says so)
    expect(names()).toEqual(['Local timeline', 'Known network']);
    expect(screen.queryByRole('button', { name: 'Settings' })).toBeNull();
  });

  it('a member also gets home; the wider set adds interactions, lists and bookmarks; settings opens the modal', () => {
    const { store } = renderWithMockStore(<TopBarNav />, {
      state: stateAfter(akkoma, ...member({ is_admin: false }), settingChanged('showWiderShortcuts', true), startupSettled()),
    });
    expect(names()).toEqual([
      'Home timeline',
      'Local timeline',
      'Known network',
      'Interactions',
      'Lists',
      'Bookmarks',
      'Settings',
    ]);
    expect(screen.getByRole('link', { name: 'Lists' })).toHaveAttribute('href', '/lists');
    screen.getByRole('button', { name: 'Settings' }).click();
    expect(dispatchedActions(store)).toContainEqual(settingsOpened({ tab: 'general' }));
    expect(screen.queryByRole('link', { name: /Administration/ })).toBeNull();
  });

  it('no shortcuts when the reader turned them off; administrators get the admin frontend in a new window', () => {
    renderWithMockStore(<TopBarNav />, {
      state: stateAfter(akkoma, ...member({ is_admin: true }), settingChanged('showNavShortcuts', false), startupSettled()),
    });
    expect(screen.queryByRole('link', { name: 'Home timeline' })).toBeNull();
    const admin = screen.getByRole('link', { name: /Administration/ });
    expect(admin).toHaveAttribute('href', '/pleroma/admin/#/login-pleroma');
    expect(admin).toHaveAttribute('target', '_blank');
    expect(admin.getAttribute('rel')).toContain('noopener');
  });

  it("is drawn once start-up has settled (NodeInfo's timelines), so a late shortcut never widens it", () => {
    const { store } = renderWithStore(<TopBarNav />, { preloadedState: stateAfter(akkoma) });
    expect(screen.queryByRole('navigation', { name: 'Shortcuts' })).toBeNull();
    act(() => {
      store.dispatch(withBubble);
      store.dispatch(startupSettled());
    });
    expect(names()).toEqual(['Local timeline', 'Known network']);
  });

  it('administrators by Pleroma flag or Mastodon role permission; the admin pages by software', () => {
    const account = (over: object) => ({ ...accountFactory(), ...over }) as unknown as AccountEntity;
    expect(isAdministrator(account({ pleroma: { is_admin: true } }))).toBe(true);
    expect(isAdministrator(account({ role: { permissions: '1048575' } }))).toBe(true);
    expect(isAdministrator(account({ role: { permissions: '65536' } }))).toBe(false);
    expect(isAdministrator(account({ pleroma: { is_moderator: true } }))).toBe(false);
    expect(isAdministrator(null)).toBe(false);
    expect(administrationUrl('akkoma')).toBe('/pleroma/admin/#/login-pleroma');
    expect(administrationUrl('mastodon')).toBe('/admin');
    expect(administrationUrl('snac')).toBeNull();
  });
});
