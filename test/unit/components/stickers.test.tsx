import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { EmojiPicker } from '../../../src/features/emoji/components/EmojiPicker';
import { ComposerForm } from '../../../src/features/composer/components/ComposerForm';
import { forgetUnicodeEmoji, STATIC_EMOJI_PATH } from '../../../src/features/emoji/components/unicodeSet';
import {
  forgetStickers,
  loadStickers,
  packBase,
  parsePack,
  parsePackIndex,
  STICKERS_PATH,
} from '../../../src/features/emoji/components/stickers';
import { customEmojisLoaded } from '../../../src/features/emoji/emojisSlice';
import { stateAfter } from '../../support/factories';
import { renderWithStore } from '../../support/render';
import { createTestServer } from '../../support/server';
import { getFile } from '../../../src/features/composer/lib/composerFiles';
import { composerState, KEY } from './composerFields/support';
import { selectComposerState } from '../../../src/features/composer/composerSlice';

const { server, to } = createTestServer();

// No custom emoji request: the picker asks for them only while their status is idle.
const state = () => stateAfter(customEmojisLoaded([]));
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

/** An instance with one pack "cats" (two stickers) and, optionally, more packs.json entries. */
function withPacks(
  packs: Record<string, JsonBodyType> = { cats: { title: 'Cats', tabIcon: 'tab.png', stickers: ['a.png', 'b.png'] } },
) {
  const index = Object.fromEntries(Object.keys(packs).map((id) => [id, `/static/stickers/${id}/`]));
  server.use(
    http.get(STICKERS_PATH, () => HttpResponse.json(index)),
    http.get('/static/stickers/:pack/pack.json', ({ params }) => HttpResponse.json(packs[String(params.pack)])),
    http.get('/static/stickers/:pack/:file', () => new HttpResponse(PNG, { headers: { 'Content-Type': 'image/png' } })),
  );
}

/**
 * Looked for among the picker's tabs: a role query over the whole picker computes the names of its 1,900 emoji buttons
 * (the built-in set) each time, which made this file take half a minute.
 */
const tabs = () => within(screen.getByRole('toolbar'));
const stickersTab = () => tabs().queryByRole('button', { name: 'Stickers' });
const findStickersTab = async () => {
  await waitFor(() => expect(stickersTab()).not.toBeNull(), { timeout: 30_000 });
  return stickersTab() as HTMLElement;
};

let warn: jest.SpyInstance;
beforeEach(() => {
  forgetStickers();
  forgetUnicodeEmoji();
  warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  server.use(http.get(STATIC_EMOJI_PATH, () => HttpResponse.json({ grinning: '😀' })));
});
afterEach(() => warn.mockRestore());

describe('sticker files', () => {
  it('stickers.json maps names to paths; a pack directory gets its trailing slash', () => {
    expect(parsePackIndex({ a: '/static/stickers/a/', b: 3, c: ' ' })).toEqual([{ id: 'a', path: '/static/stickers/a/' }]);
    expect(parsePackIndex(['x'])).toEqual([]);
    expect(packBase('/static/stickers/a', 'https://i.test')).toBe('https://i.test/static/stickers/a/');
    expect(packBase('https://cdn.test/p/', 'https://i.test')).toBe('https://cdn.test/p/');
    expect(packBase('javascript:alert(1)', 'https://i.test')).toBeNull();
  });

  it('a pack.json gives title, tab icon and sticker URLs; disabled or empty packs are none', () => {
    const base = 'https://i.test/static/stickers/a/';
    expect(parsePack('a', base, { title: 'A', tabIcon: 'tab.png', stickers: ['x.png', 'x.png', 7, 'sub/y b.png'] })).toEqual({
      id: 'a',
      title: 'A',
      tabIcon: `${base}tab.png`,
      stickers: [
        { name: 'x.png', url: `${base}x.png` },
        { name: 'y b.png', url: `${base}sub/y%20b.png` },
      ],
    });
    // `files` is read too; without a title the pack's name stands in
    expect(parsePack('a', base, { files: ['x.png'] })).toMatchObject({ title: 'a', tabIcon: null });
    expect(parsePack('a', base, { title: 'A', stickers: ['x.png'], enabled: false })).toBeNull();
    expect(parsePack('a', base, { title: 'A', stickers: [] })).toBeNull();
    expect(parsePack('a', base, null)).toBeNull();
  });
});

describe('the Stickers tab', () => {
  it('is not there outside a composer, and nothing is asked for', async () => {
    withPacks();
    renderWithStore(<EmojiPicker onPick={() => {}} />, { preloadedState: state() });
    await waitFor(() => expect(to(STATIC_EMOJI_PATH)).toHaveLength(1), { timeout: 30_000 });
    expect(stickersTab()).toBeNull();
    expect(to(STICKERS_PATH)).toHaveLength(0);
  });

  it('shows in a composer when a pack has stickers; choosing one hands over its image as a file', async () => {
    withPacks();
    const onSticker = jest.fn();
    renderWithStore(<EmojiPicker onPick={() => {}} onSticker={onSticker} />, { preloadedState: state() });
    await userEvent.click(await findStickersTab());
    expect(screen.getByRole('region', { name: 'Cats' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Standard emoji' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Sticker: b' }));
    await waitFor(() => expect(onSticker).toHaveBeenCalledTimes(1), { timeout: 30_000 });
    const file = onSticker.mock.calls[0][0] as File;
    expect(file).toBeInstanceOf(File);
    expect(file.name).toBe('b.png');
    expect(file.type).toBe('image/png');
    expect(file.size).toBe(PNG.length);
    expect(to('/static/stickers/cats/b.png')).toHaveLength(1);
    // an emoji group's tab brings the emoji back
    await userEvent.click(tabs().getByRole('button', { name: 'Stickers' }));
    expect(screen.getByRole('region', { name: 'Standard emoji' })).toBeInTheDocument();
  });

  it('packs are loaded once per page', async () => {
    withPacks();
    const first = renderWithStore(<EmojiPicker onPick={() => {}} onSticker={() => {}} />, { preloadedState: state() });
    await findStickersTab();
    first.unmount();
    renderWithStore(<EmojiPicker onPick={() => {}} onSticker={() => {}} />, { preloadedState: state() });
    expect(stickersTab()).toBeInTheDocument();
    expect(to(STICKERS_PATH)).toHaveLength(1);
    expect(to('/static/stickers/cats/pack.json')).toHaveLength(1);
  });

  it('is not there when the instance has no stickers.json (only logged) or only disabled packs', async () => {
    server.use(http.get(STICKERS_PATH, () => new HttpResponse('nope', { status: 404 })));
    const first = renderWithStore(<EmojiPicker onPick={() => {}} onSticker={() => {}} />, { preloadedState: state() });
    // the picker's own load, settled (one per page: the same promise)
    await act(() => loadStickers({ baseUrl: '' }));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(STICKERS_PATH), expect.anything());
    expect(stickersTab()).toBeNull();
    first.unmount();
    // the server said no: not asked again
    renderWithStore(<EmojiPicker onPick={() => {}} onSticker={() => {}} />, { preloadedState: state() }).unmount();
    expect(to(STICKERS_PATH)).toHaveLength(1);

    forgetStickers();
    withPacks({ off: { title: 'Off', stickers: ['a.png'], enabled: false }, empty: { title: 'Empty', stickers: [] } });
    renderWithStore(<EmojiPicker onPick={() => {}} onSticker={() => {}} />, { preloadedState: state() });
    await act(() => loadStickers({ baseUrl: '' }));
    expect(to('/static/stickers/empty/pack.json')).toHaveLength(1);
    expect(to('/static/stickers/off/pack.json')).toHaveLength(1);
    expect(stickersTab()).toBeNull();
  });

  it('a sticker that cannot be fetched says so and adds nothing', async () => {
    withPacks();
    server.use(
      http.get(
        '/static/stickers/cats/a.png',
        () => new HttpResponse('<html></html>', { headers: { 'Content-Type': 'text/html' } }),
      ),
    );
    const onSticker = jest.fn();
    renderWithStore(<EmojiPicker onPick={() => {}} onSticker={onSticker} />, { preloadedState: state() });
    await userEvent.click(await findStickersTab());
    await userEvent.click(screen.getByRole('button', { name: 'Sticker: a' }));
    expect(await screen.findByRole('alert', {}, { timeout: 30_000 })).toHaveTextContent('Could not load the sticker');
    expect(onSticker).not.toHaveBeenCalled();
  });
});

describe('a sticker in the composer', () => {
  it('is added to the draft as a file being uploaded, and the picker closes', async () => {
    withPacks();
    const { store } = renderWithStore(<ComposerForm composerKey={KEY} />, {
      preloadedState: composerState({}, customEmojisLoaded([])),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Insert emoji' }));
    await userEvent.click(await findStickersTab());
    await userEvent.click(screen.getByRole('button', { name: 'Sticker: a' }));
    await waitFor(() => expect(selectComposerState(store.getState()).composers[KEY].draft.files).toHaveLength(1), {
      timeout: 30_000,
    });
    const [added] = selectComposerState(store.getState()).composers[KEY].draft.files;
    expect(added).toMatchObject({ name: 'a.png', mimeType: 'image/png', size: PNG.length, state: 'uploading' });
    expect(getFile(added.localId)?.name).toBe('a.png');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
