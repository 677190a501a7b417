import type { EmojiReaction } from '../../../src/api/types';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StatusReactions } from '../../../src/components/Status/StatusReactions';
import { EmojiPicker, SEARCH_DEBOUNCE_MS } from '../../../src/features/emoji/components/EmojiPicker';
import { searchEmoji } from '../../../src/features/emoji/components/search';
import type { StatusEntity } from '../../../src/schemas';
import { loginSucceeded } from '../../../src/slices/auth';
import { reactionToggled } from '../../../src/features/interactions/reactionsSlice';
import reducer, {
  MAX_RECENT_EMOJIS,
  customEmojisFailed,
  customEmojisLoaded,
  selectEmojisState,
} from '../../../src/features/emoji/emojisSlice';
import { recentEmojiUsed } from '../../../src/features/emoji/emojiIntents';
import { importStatuses, stateAfter, statusFactory } from '../../support/factories';
import { dispatchedActions, renderWithMockStore, renderWithStore } from '../../support/render';

function statusWith(reactions: EmojiReaction[]): { state: ReturnType<typeof stateAfter>; status: StatusEntity } {
  const raw = statusFactory({ id: 'S1', pleroma: { local: true, conversation_id: 1, emoji_reactions: reactions } });
  const state = stateAfter(loginSucceeded({ me: 'me' }), importStatuses([raw]));
  return { state, status: state.entities.statuses.entities.S1 };
}

const many = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ name: String.fromCodePoint(0x1f600 + i), count: i + 1, me: false }));

afterEach(() => jest.useRealTimers());

describe('StatusReactions', () => {
  it('shows 12 reactions and the rest behind +N', async () => {
    const { state, status } = statusWith(many(15));
    renderWithMockStore(<StatusReactions status={status} />, { state });
    expect(screen.getAllByRole('button', { pressed: false })).toHaveLength(12);
    await userEvent.click(screen.getByRole('button', { name: '+3' }));
    expect(screen.getAllByRole('button', { pressed: false })).toHaveLength(15);
  });

  it("clicking toggles one's own reaction; custom emoji show as images", async () => {
    const { state, status } = statusWith([
      { name: '👍', count: 2, me: true },
      { name: 'blobcat', count: 1, me: false, url: 'https://x.test/blobcat.png' },
    ]);
    const { store } = renderWithMockStore(<StatusReactions status={status} />, { state });
    await userEvent.click(screen.getByRole('button', { pressed: true }));
    expect(screen.getByRole('img', { name: ':blobcat:' })).toHaveAttribute('src', 'https://x.test/blobcat.png');
    await userEvent.click(screen.getByRole('button', { name: /blobcat/ }));
    expect(dispatchedActions(store)).toEqual(
      expect.arrayContaining([
        reactionToggled({ statusId: 'S1', name: '👍', on: false }),
        reactionToggled({ statusId: 'S1', name: 'blobcat', on: true, url: 'https://x.test/blobcat.png' }),
      ]),
    );
  });

  it('visitors see the counts but cannot react', () => {
    const raw = statusFactory({
      id: 'S1',
      pleroma: { local: true, conversation_id: 1, emoji_reactions: [{ name: '👍', count: 4, me: false }] },
    });
    const state = stateAfter(importStatuses([raw]));
    renderWithMockStore(<StatusReactions status={state.entities.statuses.entities.S1} />, { state });
    expect(screen.getByText('4')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('emoji search', () => {
  const all = [
    { name: 'cat', native: '🐱' },
    { name: 'cat_face', native: '🐱' },
    { name: 'blobcat', url: 'https://x.test/blobcat.png' },
    { name: 'cat', url: 'https://x.test/cat.png' },
    { name: 'dog', native: '🐶' },
  ];

  it('scores exact +200, image +100, prefix +10, shorter first; case-insensitive', () => {
    expect(searchEmoji(all, 'CAT').map((e) => `${e.name}${e.url ? '*' : ''}`)).toEqual(['cat*', 'cat', 'blobcat*', 'cat_face']);
  });

  it('matches the exact unicode character', () => {
    expect(searchEmoji(all, '🐶')).toEqual([{ name: 'dog', native: '🐶' }]);
  });
});

describe('recent emoji', () => {
  it('keeps the most recent first, without duplicates, at most 42', () => {
    let state = reducer(undefined, { type: 'init' });
    for (let i = 0; i < 50; i += 1) state = reducer(state, recentEmojiUsed({ name: `e${i}`, native: `x${i}` }));
    state = reducer(state, recentEmojiUsed({ name: 'e45', native: 'x45' }));
    expect(state.recent).toHaveLength(MAX_RECENT_EMOJIS);
    expect(state.recent[0].name).toBe('e45');
    expect(state.recent.filter((e) => e.name === 'e45')).toHaveLength(1);
  });

  it('rejects remote emoji', () => {
    const state = reducer(undefined, recentEmojiUsed({ name: 'blob@remote.test', url: 'https://remote.test/blob.png' }));
    expect(state.recent).toEqual([]);
  });
});

describe('EmojiPicker', () => {
  it('groups recent, unicode and custom emoji by first tag, and searches after 500 ms', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const state = stateAfter(
      recentEmojiUsed({ name: 'thumbs_up_sign', native: '👍' }),
      customEmojisLoaded([
        { name: 'blobcat', url: 'https://x.test/blobcat.png', tags: ['Blobs', 'Cats'] },
        { name: 'firefox', url: 'https://x.test/ff.png', tags: [] },
      ]),
    );
    const onPick = jest.fn();
    const { store } = renderWithStore(<EmojiPicker onPick={onPick} />, { preloadedState: state });
    const groups = screen.getAllByRole('region').map((r) => r.getAttribute('aria-label'));
    expect(groups).toEqual(['Recently used', 'Standard emoji', 'Blobs', 'Custom emoji']);

    await user.type(screen.getByRole('searchbox', { name: 'Search emoji' }), 'BLOB');
    expect(screen.queryByRole('group', { name: 'Search results' })).toBeNull();
    act(() => {
      jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    });
    const pick = screen.getByRole('button', { name: ':blobcat:' });
    await user.click(pick);
    expect(onPick).toHaveBeenCalledWith({ name: 'blobcat', url: 'https://x.test/blobcat.png' });
    expect(selectEmojisState(store.getState()).recent[0]).toEqual({ name: 'blobcat', url: 'https://x.test/blobcat.png' });
  });

  it("a search waits for the server's custom emoji, which come first, so no cell moves when they arrive", async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { store } = renderWithStore(<EmojiPicker onPick={jest.fn()} />);
    expect(selectEmojisState(store.getState()).customStatus).toBe('loading');
    await user.type(screen.getByRole('searchbox', { name: 'Search emoji' }), 'heart');
    act(() => {
      jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    });
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.queryByRole('group', { name: 'Search results' })).toBeNull();

    act(() => {
      store.dispatch(customEmojisLoaded([{ name: 'heart_cat', url: 'https://x.test/hc.png', tags: [] }]));
    });
    const results = screen.getByRole('group', { name: 'Search results' });
    const names = Array.from(results.querySelectorAll('button'), (b) => b.getAttribute('aria-label'));
    expect(names[0]).toBe(':heart_cat:');
    expect(names.length).toBeGreaterThan(1);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('a search shows the standard emoji alone when the custom ones cannot be had', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { store } = renderWithStore(<EmojiPicker onPick={jest.fn()} />);
    await user.type(screen.getByRole('searchbox', { name: 'Search emoji' }), 'heart');
    act(() => {
      jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
      store.dispatch(customEmojisFailed());
    });
    const results = screen.getByRole('group', { name: 'Search results' });
    expect(results.querySelectorAll('button').length).toBeGreaterThan(0);
  });

  it('for a reaction on a server without custom emoji reactions: unicode only, recent custom ones left out', () => {
    const state = stateAfter(
      recentEmojiUsed({ name: 'blobcat', url: 'https://x.test/blobcat.png' }),
      recentEmojiUsed({ name: 'thumbs_up_sign', native: '👍' }),
      customEmojisLoaded([{ name: 'blobcat', url: 'https://x.test/blobcat.png', tags: ['Blobs'] }]),
    );
    renderWithStore(<EmojiPicker onPick={jest.fn()} unicodeOnly />, { preloadedState: state });
    expect(screen.getAllByRole('region').map((r) => r.getAttribute('aria-label'))).toEqual(['Recently used', 'Standard emoji']);
    expect(screen.queryByRole('button', { name: ':blobcat:' })).toBeNull();
  });
});
