import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UnknownAction } from '@reduxjs/toolkit';
import { Route, Routes } from 'react-router';
import { ConversationScreen } from '../../../src/features/conversations/screens/ConversationScreen';
import { conversationFetched, conversationFetchFailed } from '../../../src/features/conversations/conversationsSlice';
import { conversationReloadRequested } from '../../../src/features/conversations/conversationsIntents';
import { settingChanged } from '../../../src/slices/settings';
import { statusRemoved } from '../../../src/slices/timelines';
import { entitiesImported } from '../../../src/slices/entities';
import { act } from '@testing-library/react';
import { importStatuses, stateAfter, statusFactory } from '../../support/factories';
import { dispatchedActions, LocationProbe, renderWithMockStore, renderWithStore } from '../../support/render';

// R ─ D1 ─ D2 ─ D3 ─ D4 ─ D5 ─ D6   (a chain deeper than the default depth limit)
//   └ B ─ B1
const PARENTS: [string, string | null][] = [
  ['R', null],
  ['D1', 'R'],
  ['D2', 'D1'],
  ['D3', 'D2'],
  ['D4', 'D3'],
  ['D5', 'D4'],
  ['D6', 'D5'],
  ['B', 'R'],
  ['B1', 'B'],
];
const raw = PARENTS.map(([id, parent]) => statusFactory({ id, in_reply_to_id: parent, content: `<p>post ${id}</p>` }));
const ALL = PARENTS.map(([id]) => id);

/** The store after the thread around `id` arrived, as the saga leaves it. */
function threadState(id: string, ...extra: UnknownAction[]) {
  const at = ALL.indexOf(id);
  const chain: string[] = [];
  for (let cur = PARENTS[at][1]; cur; cur = PARENTS.find(([x]) => x === cur)?.[1] ?? null) chain.unshift(cur);
  const under = (sid: string): string[] => PARENTS.filter(([, p]) => p === sid).flatMap(([child]) => [child, ...under(child)]);
  return stateAfter(importStatuses(raw), conversationFetched({ id, ancestors: chain, descendants: under(id) }), ...extra);
}

const tree = () => settingChanged('conversationDisplay', 'tree');

const app = (
  <>
    <Routes>
      <Route path="/notice/:id" element={<ConversationScreen />} />
    </Routes>
    <LocationProbe />
  </>
);

const shownIds = () => screen.getAllByRole('article').map((a) => a.getAttribute('data-status-id'));
const article = (id: string) => document.querySelector(`article[data-status-id="${id}"]`) as HTMLElement;
/** the post's own link to its conversation (its timestamp) */
const timestampLink = (id: string) =>
  within(article(id))
    .getAllByRole('link')
    .find((a) => a.getAttribute('href') === `/notice/${id}`) as HTMLElement;
const location = () => screen.getByTestId('location').textContent;

let scrolled: jest.Mock;
beforeEach(() => {
  scrolled = jest.fn();
  // jsdom lays nothing out and has no scrollIntoView
  Element.prototype.scrollIntoView = scrolled;
});

describe('conversation, linear display (the default)', () => {
  it('shows ancestors, the post highlighted, then the replies in thread order', () => {
    renderWithStore(app, { route: '/notice/D3', preloadedState: threadState('D3') });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Conversation');
    expect(shownIds()).toEqual(['R', 'D1', 'D2', 'D3', 'D4', 'D5', 'D6']);
    expect(article('D3')).toHaveAttribute('aria-current', 'true');
    expect(article('D2')).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('feed', { name: 'Conversation' })).toHaveAttribute('aria-busy', 'false');
  });

  it('scrolls the highlighted post into view on first load', () => {
    renderWithStore(app, { route: '/notice/D3', preloadedState: threadState('D3') });
    expect(scrolled).toHaveBeenCalledTimes(1);
    expect(scrolled.mock.contexts[0]).toBe(article('D3'));
  });

  it('does not scroll when the post is the top of the thread', () => {
    renderWithStore(app, { route: '/notice/R', preloadedState: threadState('R') });
    expect(scrolled).not.toHaveBeenCalled();
  });

  it('collapses to the post alone and expands again', async () => {
    renderWithStore(app, { route: '/notice/D3', preloadedState: threadState('D3') });
    await userEvent.click(screen.getByRole('button', { name: 'Collapse' }));
    expect(shownIds()).toEqual(['D3']);
    await userEvent.click(screen.getByRole('button', { name: 'Expand' }));
    expect(shownIds()).toHaveLength(7);
  });

  it('the display switch stores the preference and redraws as a tree', async () => {
    const { store } = renderWithStore(app, { route: '/notice/R', preloadedState: threadState('R') });
    const linear = screen.getByRole('button', { name: 'Linear' });
    expect(linear).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Tree' }));
    expect(store.getState().settings.user.conversationDisplay).toBe('tree');
    expect(screen.getByRole('button', { name: 'Tree' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getAllByRole('group', { name: 'Replies' }).length).toBeGreaterThan(0);
  });

  it('a post above the loaded one opens its own conversation; one below does not', async () => {
    const { store } = renderWithStore(app, { route: '/notice/D3', preloadedState: threadState('D3') });
    await userEvent.click(timestampLink('D5'));
    expect(location()).toBe('/notice/D5');
    expect(store.getState().conversations).not.toHaveProperty('D5');
    expect(article('D5')).toHaveAttribute('aria-current', 'true');
    await userEvent.click(timestampLink('D1'));
    expect(location()).toBe('/notice/D1');
    // D1 may have replies the server did not send with D3's thread
    expect(store.getState().conversations).toHaveProperty('D1');
  });
});

describe('conversation, tree display', () => {
  it('nests replies under their parents, one level of indentation per depth', () => {
    renderWithStore(app, { route: '/notice/R', preloadedState: threadState('R', tree()) });
    const depthOf = (id: string) => {
      let n = 0;
      for (let el = article(id).parentElement; el; el = el.parentElement) if (el.classList.contains('thread-replies')) n += 1;
      return n;
    };
    expect([depthOf('R'), depthOf('D1'), depthOf('D2'), depthOf('D4'), depthOf('B'), depthOf('B1')]).toEqual([0, 1, 2, 4, 1, 2]);
    const rootReplies = within(article('R').parentElement as HTMLElement).getAllByRole('group', { name: 'Replies' })[0];
    expect(
      within(rootReplies)
        .getAllByRole('article')
        .map((a) => a.getAttribute('data-status-id')),
    ).toEqual(['D1', 'D2', 'D3', 'D4', 'D5', 'B', 'B1']);
  });

  it("hides replies past maxDepthInThread − 2 behind 'show full thread', which opens the branch", async () => {
    renderWithStore(app, { route: '/notice/R', preloadedState: threadState('R', tree()) });
    // default maxDepthInThread 6: D5 (depth 5) is shown, its reply D6 is not
    expect(article('D5')).toBeInTheDocument();
    expect(article('D6')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Show full thread (1 more reply)' }));
    expect(article('D6')).toBeInTheDocument();
  });

  it('honours a smaller maxDepthInThread', () => {
    renderWithStore(app, { route: '/notice/R', preloadedState: threadState('R', tree(), settingChanged('maxDepthInThread', 3)) });
    // limit max(1, 3 − 2) = 1: R and D1 show their replies, D2 is the last shown
    expect(article('D2')).toBeInTheDocument();
    expect(article('D3')).toBeNull();
    expect(screen.getByRole('button', { name: 'Show full thread (4 more replies)' })).toBeInTheDocument();
  });

  it('shows and hides the replies of one post', async () => {
    renderWithStore(app, { route: '/notice/R', preloadedState: threadState('R', tree()) });
    const hide = within(article('B')).getByRole('button', { name: 'Hide replies' });
    expect(hide).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(hide);
    expect(article('B1')).toBeNull();
    expect(article('D1')).toBeInTheDocument();
    const show = within(article('B')).getByRole('button', { name: 'Show 1 reply' });
    expect(show).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(show);
    expect(article('B1')).toBeInTheDocument();
  });

  it('a dive re-roots the tree and changes the route, without a fetch or a scroll', async () => {
    const { store } = renderWithStore(app, { route: '/notice/R', preloadedState: threadState('R', tree()) });
    await userEvent.click(within(article('D2')).getByRole('button', { name: 'Only show replies to this post' }));
    expect(location()).toBe('/notice/D2');
    expect(store.getState().conversations).not.toHaveProperty('D2');
    expect(scrolled).not.toHaveBeenCalled();
    expect(article('D2')).toHaveAttribute('aria-current', 'true');
    // the other branch is out of the tree; the way down shows compactly above
    expect(article('B')).toBeNull();
    const ancestors = screen.getByRole('group', { name: 'Earlier in the thread' });
    expect(
      within(ancestors)
        .getAllByRole('article')
        .map((a) => a.getAttribute('data-status-id')),
    ).toEqual(['R', 'D1']);
    // the depth limit now counts from D2: D6 (4 below) shows
    expect(article('D6')).toBeInTheDocument();
    // R has another reply (B) off the way down
    expect(within(ancestors).getByRole('button', { name: 'See 1 other reply to this post' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show the whole conversation' }));
    expect(location()).toBe('/notice/R');
    expect(article('B')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Earlier in the thread' })).toBeNull();
  });

  it.each([
    ['below', false],
    ['inside', true],
  ] as const)("conversationOtherRepliesButton '%s' puts the 'other replies' control there", async (where, inside) => {
    renderWithStore(app, {
      route: '/notice/R',
      preloadedState: threadState('R', tree(), settingChanged('conversationOtherRepliesButton', where)),
    });
    await userEvent.click(within(article('D1')).getByRole('button', { name: 'Only show replies to this post' }));
    const other = screen.getByRole('button', { name: 'See 1 other reply to this post' });
    expect(article('R').contains(other)).toBe(inside);
    await userEvent.click(other);
    expect(location()).toBe('/notice/R');
    expect(article('B')).toBeInTheDocument();
  });
});

describe('conversation states', () => {
  it('a failed fetch shows the error with a retry', async () => {
    const state = stateAfter(
      importStatuses(raw),
      conversationFetchFailed({
        id: 'D1',
        error: { id: 'conversation.error_fetching', cause: { id: 'errors.http.internal' } },
      }),
    );
    const { store } = renderWithMockStore(app, { route: '/notice/D1', state });
    expect(screen.getByRole('alert')).toHaveTextContent('Error fetching the conversation: Internal Server Error');
    // the post itself is known and still shows
    expect(shownIds()).toEqual(['D1']);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(dispatchedActions(store)).toContainEqual(conversationReloadRequested({ id: 'D1' }));
  });

  it('a missing or hidden post says so', () => {
    const state = stateAfter(conversationFetchFailed({ id: 'NOPE', error: { id: 'conversation.not_found' }, notFound: true }));
    renderWithMockStore(app, { route: '/notice/NOPE', state });
    expect(screen.getByRole('alert')).toHaveTextContent('This post does not exist or is not visible to you.');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('opening the screen asks for the conversation', () => {
    const { store } = renderWithMockStore(app, { route: '/notice/R', state: stateAfter() });
    expect(dispatchedActions(store)).toContainEqual({ type: 'conversations/conversationOpened', payload: { id: 'R' } });
  });
});

describe('mute rules inside a conversation', () => {
  it('a thread-muted post shows inside its conversation, in both displays', () => {
    const muted = raw.map((s) => ({ ...s, muted: true, pleroma: { ...(s.pleroma ?? {}), thread_muted: true } }));
    for (const display of [settingChanged('conversationDisplay', 'linear'), tree()]) {
      const { unmount } = renderWithStore(app, {
        route: '/notice/R',
        preloadedState: stateAfter(
          importStatuses(muted),
          conversationFetched({ id: 'R', ancestors: [], descendants: ['D1', 'B'] }),
          display,
        ),
      });
      expect(within(article('R')).getByText('post R')).toBeInTheDocument();
      expect(within(article('B')).getByText('post B')).toBeInTheDocument();
      unmount();
    }
  });
});

describe('the post the reader opened is never hidden by mute rules', () => {
  const mutedAuthor = (id: string) => raw.find((s) => s.id === id)?.account.id ?? '';

  it('a post by a muted user, with "hide muted posts" on: the opened one shows in full, the others are hidden', () => {
    const muting = entitiesImported({
      relationships: Object.fromEntries(['D3', 'D4'].map((id) => [mutedAuthor(id), { id: mutedAuthor(id), muting: true }])),
    });
    renderWithStore(app, {
      route: '/notice/D3',
      preloadedState: threadState('D3', muting, settingChanged('hideMutedPosts', true)),
    });
    // D4's muted author stays hidden; D3 is the post in the address
    expect(shownIds()).toEqual(['R', 'D1', 'D2', 'D3', 'D5', 'D6']);
    expect(within(article('D3')).getByText('post D3')).toBeInTheDocument();
  });

  it('a mute word hit on the opened post: behind the notice with the eye toggle, even with "hide filtered" on', async () => {
    renderWithStore(app, {
      route: '/notice/D3',
      preloadedState: threadState('D3', settingChanged('muteWords', ['post D3']), settingChanged('hideFilteredStatuses', true)),
    });
    expect(shownIds()).toEqual(['R', 'D1', 'D2', 'D3', 'D4', 'D5', 'D6']);
    expect(within(article('D3')).queryByText('post D3')).toBeNull();
    await userEvent.click(within(article('D3')).getByRole('button', { name: 'Show muted post' }));
    expect(within(article('D3')).getByText('post D3')).toBeInTheDocument();
  });
});

describe('a post deleted while its conversation is open', () => {
  it('keeps its place as the deleted placeholder, its replies stay, in both displays', () => {
    for (const display of [settingChanged('conversationDisplay', 'linear'), tree()]) {
      const { store, unmount } = renderWithStore(app, { route: '/notice/D1', preloadedState: threadState('D1', display) });
      act(() => {
        store.dispatch(statusRemoved({ id: 'D2' }));
      });
      expect(article('D2')).toHaveClass('status-deleted');
      expect(article('D2')).toHaveTextContent('This post was deleted');
      expect(within(article('D2')).queryByText('post D2')).toBeNull();
      expect(within(article('D3')).getByText('post D3')).toBeInTheDocument();
      // no page-level message: the opened post is still there
      expect(screen.queryByText('This post was deleted.')).toBeNull();
      unmount();
    }
  });

  it('the opened post deleted: the page says so and the post becomes the placeholder, highlighted', () => {
    const { store } = renderWithStore(app, { route: '/notice/D3', preloadedState: threadState('D3') });
    act(() => {
      store.dispatch(statusRemoved({ id: 'D3' }));
    });
    expect(screen.getByText('This post was deleted.')).toHaveAttribute('role', 'status');
    expect(article('D3')).toHaveClass('status-deleted');
    expect(article('D3')).toHaveAttribute('aria-current', 'true');
    expect(shownIds()).toEqual(['R', 'D1', 'D2', 'D3', 'D4', 'D5', 'D6']);
  });
});
