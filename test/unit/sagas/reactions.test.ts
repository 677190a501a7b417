import type { EmojiReaction } from '../../../src/api/types';
import { http, HttpResponse } from 'msw';
import { reactionsSaga } from '../../../src/features/interactions/sagas/reactions';
import { cleanCustomEmojis } from '../../../src/features/emoji/sagas/customEmojis';
import { tokenObtained } from '../../../src/slices/auth';
import { reactionsRequested, reactionToggled } from '../../../src/features/interactions/reactionsSlice';
import { customEmojisRequested } from '../../../src/features/emoji/emojiIntents';
import { selectEmojisState } from '../../../src/features/emoji/emojisSlice';
import { createTestServer } from '../../support/server';
import { runSagaInStore, until } from '../../support/sagaStore';
import { accountFactory, importStatuses, stateAfter, statusFactory } from '../../support/factories';

const { server, to } = createTestServer();

const reactions = (list: EmojiReaction[]) =>
  statusFactory({ id: 'S1', pleroma: { local: true, conversation_id: 1, emoji_reactions: list } });
const start = () =>
  stateAfter(tokenObtained({ token: 'secret-token' }), importStatuses([reactions([{ name: '👍', count: 2, me: false }])]));
const PUT_THUMBS = `/api/v1/pleroma/statuses/S1/reactions/${encodeURIComponent('👍')}`;
const reactionsOf = (run: ReturnType<typeof runSagaInStore>) => run.getState().entities.statuses.entities.S1.emoji_reactions;

describe('reactions saga', () => {
  it('applies the reaction at once, sends it, then takes the server status', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.put(PUT_THUMBS, async () => {
        await gate;
        return HttpResponse.json(reactions([{ name: '👍', count: 5, me: true }]));
      }),
    );
    const run = runSagaInStore(reactionsSaga, start());
    run.store.dispatch(reactionToggled({ statusId: 'S1', name: '👍', on: true }));
    expect(reactionsOf(run)).toEqual([{ name: '👍', count: 3, me: true }]);
    await until(() => to(PUT_THUMBS, 'PUT').length === 1, 'PUT');
    release();
    await until(() => reactionsOf(run)[0]?.count === 5, 'server reply');
    expect(to(PUT_THUMBS)[0].authorization).toBe('Bearer secret-token');
  });

  it('removing one’s own reaction sends DELETE; a custom emoji goes by shortcode', async () => {
    const path = '/api/v1/pleroma/statuses/S1/reactions/blobcat';
    server.use(http.delete(path, () => HttpResponse.json(reactions([]))));
    const state = stateAfter(
      tokenObtained({ token: 't' }),
      importStatuses([reactions([{ name: 'blobcat', count: 1, me: true, url: 'https://x.test/blobcat.png' }])]),
    );
    const run = runSagaInStore(reactionsSaga, state);
    run.store.dispatch(reactionToggled({ statusId: 'S1', name: 'blobcat', on: false, url: 'https://x.test/blobcat.png' }));
    expect(reactionsOf(run)).toEqual([]);
    await until(() => to(path, 'DELETE').length === 1, 'DELETE');
  });

  it('a failed toggle is rolled back, with a notice, and not sent twice', async () => {
    server.use(http.put(PUT_THUMBS, () => HttpResponse.json({ error: 'nope' }, { status: 500 })));
    const run = runSagaInStore(reactionsSaga, start());
    run.store.dispatch(reactionToggled({ statusId: 'S1', name: '👍', on: true }));
    await until(() => run.getState().ui.notices.length === 1, 'notice');
    expect(reactionsOf(run)).toEqual([{ name: '👍', count: 2, me: false }]);
    expect(run.getState().ui.notices[0].message.id).toBe('reactions.error');
    expect(to(PUT_THUMBS)).toHaveLength(1);
  });

  it('loads who reacted: accounts into the store, their ids on the reaction', async () => {
    const alice = accountFactory({ id: 'A1', username: 'alice', acct: 'alice' });
    server.use(
      http.get('/api/v1/pleroma/statuses/S1/reactions', () =>
        HttpResponse.json([{ name: '👍', count: 1, me: false, accounts: [alice] }]),
      ),
    );
    const run = runSagaInStore(reactionsSaga, start());
    run.store.dispatch(reactionsRequested({ statusId: 'S1' }));
    await until(() => reactionsOf(run)[0]?.account_ids !== undefined, 'accounts');
    expect(reactionsOf(run)).toEqual([{ name: '👍', count: 1, me: false, account_ids: ['A1'] }]);
    expect(run.getState().entities.accounts.entities.A1.username).toBe('alice');
  });

  it('a list asked for before the reader toggles a reaction does not undo the toggle', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const LIST = '/api/v1/pleroma/statuses/S1/reactions';
    server.use(
      // the list was made before the toggle reached the server, and arrives after its answer
      http.get(LIST, async () => {
        await gate;
        return HttpResponse.json([{ name: '👍', count: 2, me: false, accounts: [] }]);
      }),
      http.put(PUT_THUMBS, () => HttpResponse.json(reactions([{ name: '👍', count: 3, me: true }]))),
    );
    const run = runSagaInStore(reactionsSaga, start());
    run.store.dispatch(reactionsRequested({ statusId: 'S1' }));
    await until(() => to(LIST).length === 1, 'list asked for');
    run.store.dispatch(reactionToggled({ statusId: 'S1', name: '👍', on: true }));
    await until(() => to(PUT_THUMBS, 'PUT').length === 1, 'PUT');
    release();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reactionsOf(run)).toEqual([{ name: '👍', count: 3, me: true }]);
  });

  it('a list asked for while a toggle is unanswered waits for the answer, then shows the toggle', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const LIST = '/api/v1/pleroma/statuses/S1/reactions';
    let toggled = false;
    server.use(
      http.get(LIST, () => HttpResponse.json([{ name: '👍', count: toggled ? 3 : 2, me: toggled, accounts: [] }])),
      http.put(PUT_THUMBS, async () => {
        await gate;
        toggled = true;
        return HttpResponse.json(reactions([{ name: '👍', count: 3, me: true }]));
      }),
    );
    const run = runSagaInStore(reactionsSaga, start());
    // the order of a click that loads the lazy chunk: the toggle, then the list its hover asked for
    run.store.dispatch(reactionToggled({ statusId: 'S1', name: '👍', on: true }));
    run.store.dispatch(reactionsRequested({ statusId: 'S1' }));
    await until(() => to(PUT_THUMBS, 'PUT').length === 1, 'PUT');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(to(LIST)).toHaveLength(0);
    release();
    await until(() => reactionsOf(run)[0]?.account_ids !== undefined, 'list');
    expect(reactionsOf(run)).toEqual([{ name: '👍', count: 3, me: true, account_ids: [] }]);
    expect(run.getState().entities.statuses.inFlight).toEqual({});
  });

  it('loads custom emoji from Pleroma, falling back to Mastodon’s list', async () => {
    server.use(
      http.get('/api/v1/pleroma/emoji', () => HttpResponse.json({ error: 'not found' }, { status: 404 })),
      http.get('/api/v1/custom_emojis', () =>
        HttpResponse.json([
          {
            shortcode: 'blob',
            url: 'https://x.test/b.png',
            static_url: 'https://x.test/b.png',
            visible_in_picker: true,
            category: 'Blobs',
          },
        ]),
      ),
    );
    const run = runSagaInStore(reactionsSaga, start());
    run.store.dispatch(customEmojisRequested());
    await until(() => selectEmojisState(run.getState()).customStatus === 'loaded', 'custom emoji');
    expect(selectEmojisState(run.getState()).custom).toEqual([{ name: 'blob', url: 'https://x.test/b.png', tags: ['Blobs'] }]);
  });

  it('the first request brings the recent emoji back from storage, leaving out remote and broken entries', async () => {
    server.use(http.get('/api/v1/pleroma/emoji', () => HttpResponse.json({})));
    const stored = [
      { name: 'smile', native: '😄' },
      { name: 'blob@remote.example', url: 'https://x/b.png' },
      7,
      { native: 'x' },
      { name: 'cat', url: '/cat.png' },
    ];
    localStorage.setItem('recentEmojis.emojis', JSON.stringify(stored));
    const run = runSagaInStore(reactionsSaga, start());
    run.store.dispatch(customEmojisRequested());
    await until(() => selectEmojisState(run.getState()).customStatus === 'loaded', 'custom emoji');
    expect(selectEmojisState(run.getState()).recent).toEqual([
      { name: 'smile', native: '😄' },
      { name: 'cat', url: '/cat.png' },
    ]);
    localStorage.clear();
  });

  it("reads Pleroma's emoji map with tags", () => {
    expect(cleanCustomEmojis({ firefox: { image_url: '/emoji/firefox.gif', tags: ['Gif', 'Fun'] }, bad: {} })).toEqual([
      { name: 'firefox', url: '/emoji/firefox.gif', tags: ['Gif', 'Fun'] },
    ]);
  });
});
