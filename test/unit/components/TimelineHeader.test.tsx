import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UnknownAction } from '@reduxjs/toolkit';
import type { Instance, Nodeinfo } from '../../../src/api/types';
import { Timeline } from '../../../src/components/Timeline/Timeline';
import { forgetPlaces } from '../../../src/components/Timeline/scrollMemory';
import { loginSucceeded } from '../../../src/slices/auth';
import { instanceLoaded, nodeinfoLoaded } from '../../../src/slices/instance';
import { settingChanged } from '../../../src/slices/settings';
import { tagFollowToggled, tagLoaded } from '../../../src/features/interactions/tagsSlice';
import { timelineFetched, timelineFetchStarted, timelineReloadRequested } from '../../../src/slices/timelines';
import type { RootState } from '../../../src/store';
import { preloadedAnswer } from '../../support/fixtures';
import { accountFactory, importAccount, stateAfter } from '../../support/factories';
import { dispatchedActions, renderWithMockStore, renderWithStore } from '../../support/render';

const KEY = 'public';
const ui = <Timeline timelineKey={KEY} title="Local timeline" />;

const instance = [
  instanceLoaded(preloadedAnswer<Instance>('/api/v1/instance')),
  nodeinfoLoaded(preloadedAnswer<Nodeinfo>('/nodeinfo/2.0.json')),
];
const member = [importAccount(accountFactory({ id: '1', username: 'alice' })), loginSucceeded({ me: '1' })];
const loaded = [
  timelineFetchStarted({ key: KEY, direction: 'initial' }),
  timelineFetched({ key: KEY, direction: 'initial', ids: [], maxId: null }),
];

const stateOf = (...actions: UnknownAction[]): RootState => stateAfter(...instance, ...loaded, ...actions);

beforeEach(() => forgetPlaces());

describe('the timeline menu', () => {
  it('the title opens the list of timelines; a member also gets bookmarks and DMs', async () => {
    const user = userEvent.setup();
    renderWithMockStore(ui, { state: stateOf(...member), route: '/main/public' });
    const title = screen.getByRole('button', { name: 'Local timeline' });
    expect(screen.getByRole('heading', { level: 1 })).toContainElement(title);
    expect(title).toHaveAttribute('aria-expanded', 'false');
    await user.click(title);
    expect(title).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('group', { name: 'Timelines' });
    const links = within(menu).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Home timeline', '/main/friends'],
      ['Local timeline', '/main/public'],
      ['Known network', '/main/all'],
      ['Bookmarks', '/bookmarks'],
      ['Direct messages', '/users/alice/dms'],
    ]);
    expect(within(menu).getByRole('link', { name: 'Local timeline' })).toHaveAttribute('aria-current', 'page');
    // choosing one closes the menu
    await user.click(within(menu).getByRole('link', { name: 'Known network' }));
    expect(screen.queryByRole('group', { name: 'Timelines' })).toBeNull();
  });

  it('a visitor sees only the public timelines', async () => {
    const user = userEvent.setup();
    renderWithMockStore(ui, { state: stateOf() });
    await user.click(screen.getByRole('button', { name: 'Local timeline' }));
    const links = within(screen.getByRole('group', { name: 'Timelines' })).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['/main/public', '/main/all']);
  });
});

describe('quick settings', () => {
  it('each toggle dispatches settingChanged', async () => {
    const user = userEvent.setup();
    const { store } = renderWithMockStore(ui, { state: stateOf() });
    await user.click(screen.getByRole('button', { name: 'Quick settings' }));
    const panel = screen.getByRole('group', { name: 'Quick settings' });
    // The panel's body loads on first open.
    await user.click(await within(panel).findByRole('checkbox', { name: 'Hide media' }));
    await user.click(within(panel).getByRole('checkbox', { name: 'Mute bot posts' }));
    await user.click(within(panel).getByRole('checkbox', { name: 'Hide filtered posts' }));
    await user.click(within(panel).getByRole('checkbox', { name: 'Show new posts automatically at the top' }));
    // pauseOnUnfocused is on by default: clicking turns it off
    await user.click(within(panel).getByRole('checkbox', { name: 'Pause while the tab is in the background' }));
    expect(dispatchedActions(store)).toEqual([
      settingChanged('hideAttachments', true),
      settingChanged('muteBotStatuses', true),
      settingChanged('hideFilteredStatuses', true),
      settingChanged('streaming', true),
      settingChanged('pauseOnUnfocused', false),
    ]);
  });

  it('reflects the current settings', async () => {
    const user = userEvent.setup();
    renderWithStore(ui, { preloadedState: stateOf(...member, settingChanged('muteBotStatuses', true)) });
    await user.click(screen.getByRole('button', { name: 'Quick settings' }));
    expect(await screen.findByRole('checkbox', { name: 'Mute bot posts' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Hide media' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Show all replies' })).toBeChecked();
    // with the real store a click sticks
    await user.click(screen.getByRole('checkbox', { name: 'Hide media' }));
    expect(screen.getByRole('checkbox', { name: 'Hide media' })).toBeChecked();
  });

  it('reply visibility (members only) reloads the open timeline', async () => {
    const user = userEvent.setup();
    const { store } = renderWithMockStore(ui, { state: stateOf(...member) });
    await user.click(screen.getByRole('button', { name: 'Quick settings' }));
    const replies = await screen.findByRole('group', { name: 'Replies in timelines' });
    await user.click(within(replies).getByRole('radio', { name: 'Only replies to me or people I follow' }));
    expect(dispatchedActions(store)).toEqual([
      settingChanged('replyVisibility', 'following'),
      timelineReloadRequested({ key: KEY }),
    ]);
  });

  it('a visitor has no reply visibility choice (the server filters by the viewer)', async () => {
    const user = userEvent.setup();
    renderWithMockStore(ui, { state: stateOf() });
    await user.click(screen.getByRole('button', { name: 'Quick settings' }));
    await screen.findByRole('checkbox', { name: 'Hide media' });
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('closes on Escape, giving focus back to its button, and on a click outside', async () => {
    const user = userEvent.setup();
    renderWithMockStore(
      <>
        <p>Elsewhere</p>
        {ui}
      </>,
      { state: stateOf() },
    );
    const button = screen.getByRole('button', { name: 'Quick settings' });
    await user.click(button);
    await screen.findByRole('checkbox', { name: 'Hide media' });
    // keyboard reachable: the panel follows its button in the tab order
    await user.tab();
    expect(screen.getByRole('checkbox', { name: 'Hide media' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('group', { name: 'Quick settings' })).toBeNull();
    expect(button).toHaveFocus();

    await user.click(button);
    expect(screen.getByRole('group', { name: 'Quick settings' })).toBeInTheDocument();
    await user.click(screen.getByText('Elsewhere'));
    expect(screen.queryByRole('group', { name: 'Quick settings' })).toBeNull();
  });
});

describe('the tag follow button', () => {
  const tagUi = <Timeline timelineKey="tag:cats" title="#cats" tag="cats" />;

  it('asks nothing itself (the tag header’s one request brings the state), and follows instantly', async () => {
    const user = userEvent.setup();
    const { store } = renderWithMockStore(tagUi, { state: stateOf(...member, tagLoaded({ name: 'cats', following: false })) });
    expect(dispatchedActions(store).filter((a) => a.type.startsWith('tags/'))).toEqual([]);
    // (the header is its own chunk: its request comes once it has loaded)
    await waitFor(() => expect(dispatchedActions(store).filter((a) => a.type === 'search/tagStatsRequested')).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Follow hashtag' }));
    expect(dispatchedActions(store)).toContainEqual(tagFollowToggled({ name: 'cats', follow: true }));
  });

  it('with the real store, the button flips at once', async () => {
    const user = userEvent.setup();
    renderWithStore(tagUi, { preloadedState: stateOf(...member, tagLoaded({ name: 'Cats', following: true })) });
    await user.click(screen.getByRole('button', { name: 'Unfollow hashtag' }));
    expect(screen.getByRole('button', { name: 'Follow hashtag' })).toBeInTheDocument();
  });

  it('is absent for visitors, and while the state is unknown', () => {
    const visitor = renderWithMockStore(tagUi, { state: stateOf() });
    expect(screen.queryByRole('button', { name: /hashtag/ })).toBeNull();
    expect(dispatchedActions(visitor.store).filter((a) => a.type.startsWith('tags/'))).toEqual([]);
    visitor.unmount();
    renderWithMockStore(tagUi, { state: stateOf(...member) });
    expect(screen.queryByRole('button', { name: /hashtag/ })).toBeNull();
  });
});
