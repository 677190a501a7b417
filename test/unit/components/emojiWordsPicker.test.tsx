// The picker in a German interface: German names and keywords, English ones beside them, English when the
// German data fails to load, and the new language's words after a switch.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { EmojiPicker } from '../../../src/features/emoji/components/EmojiPicker';
import { forgetEmojibase } from '../../../src/features/emoji/components/emojibaseData';
import { forgetUnicodeEmoji, STATIC_EMOJI_PATH } from '../../../src/features/emoji/components/unicodeSet';
import { customEmojisLoaded } from '../../../src/features/emoji/emojisSlice';
import { languageApplied } from '../../../src/slices/language';
import { stateAfter } from '../../support/factories';
import { renderWithStore } from '../../support/render';
import { createTestServer } from '../../support/server';

// Small stand-ins for emojibase's files (the real ones are searched in emojiWords.test.ts); the German one
// fails while mockGermanFails is set, as a chunk that cannot be fetched.
let mockGermanFails = false;
jest.mock('emojibase-data/en/compact.json', () => [
  { label: 'thumbs up', hexcode: '1F44D', tags: ['+1', 'hand', 'thumb', 'up'], unicode: '👍️', group: 1, order: 1 },
  { label: 'red heart', hexcode: '2764', tags: ['heart'], unicode: '❤️', group: 0, order: 2 },
]);
jest.mock('emojibase-data/de/compact.json', () => {
  if (mockGermanFails) throw new Error('ChunkLoadError');
  return [
    { label: 'Daumen hoch', hexcode: '1F44D', tags: ['daumen', 'super'], unicode: '👍️', group: 1, order: 1 },
    { label: 'rotes Herz', hexcode: '2764', tags: ['herz', 'liebe'], unicode: '❤️', group: 0, order: 2 },
  ];
});

const { server } = createTestServer();
const german = () => stateAfter(customEmojisLoaded([]), languageApplied({ language: 'de' }));
const cellNames = () => Array.from(document.querySelectorAll('.emoji-picker-cell'), (b) => b.getAttribute('aria-label'));

let warn: jest.SpyInstance;
beforeEach(() => {
  jest.resetModules();
  forgetUnicodeEmoji();
  forgetEmojibase();
  mockGermanFails = false;
  server.use(http.get(STATIC_EMOJI_PATH, () => HttpResponse.json({ thumbs_up_sign: '👍', heavy_black_heart: '❤️' })));
  warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => warn.mockRestore());

describe('the emoji picker in the interface language', () => {
  it('names emoji in German and finds them by a German or an English word', async () => {
    const user = userEvent.setup();
    renderWithStore(<EmojiPicker onPick={() => {}} />, { preloadedState: german() });
    await waitFor(() => expect(cellNames()).toEqual(['Daumen hoch', 'rotes Herz']));
    const search = screen.getByRole('searchbox', { name: 'Search emoji' });
    await user.type(search, 'liebe');
    const results = await screen.findByRole('group', { name: 'Search results' });
    await waitFor(() => expect(Array.from(results.querySelectorAll('button'), (b) => b.title)).toEqual(['rotes Herz']));
    await user.clear(search);
    await user.type(search, 'thumb');
    await waitFor(() =>
      expect(
        Array.from(screen.getByRole('group', { name: 'Search results' }).querySelectorAll('button'), (b) => b.title),
      ).toEqual(['Daumen hoch']),
    );
  });

  it('hands out the emoji without its words, fully qualified', async () => {
    const onPick = jest.fn();
    renderWithStore(<EmojiPicker onPick={onPick} />, { preloadedState: german() });
    await userEvent.click(await screen.findByRole('button', { name: 'Daumen hoch' }));
    expect(onPick).toHaveBeenCalledWith({ name: 'thumbs_up_sign', native: '👍' });
  });

  it('falls back to English names when the German data fails, and tries again at the next opening', async () => {
    mockGermanFails = true;
    const first = renderWithStore(<EmojiPicker onPick={() => {}} />, { preloadedState: german() });
    await waitFor(() => expect(cellNames()).toEqual(['thumbs up', 'red heart']));
    expect(warn.mock.calls.some((c) => String(c[0]).includes('de emoji names'))).toBe(true);
    first.unmount();
    mockGermanFails = false;
    renderWithStore(<EmojiPicker onPick={() => {}} />, { preloadedState: german() });
    await waitFor(() => expect(cellNames()).toEqual(['Daumen hoch', 'rotes Herz']));
  });

  it('takes the new language’s words after a switch', async () => {
    const { store, unmount } = renderWithStore(<EmojiPicker onPick={() => {}} />, { preloadedState: german() });
    await waitFor(() => expect(cellNames()).toEqual(['Daumen hoch', 'rotes Herz']));
    act(() => {
      store.dispatch(languageApplied({ language: 'en' }));
    });
    await waitFor(() => expect(cellNames()).toEqual(['thumbs up', 'red heart']));
    unmount();
    renderWithStore(<EmojiPicker onPick={() => {}} />, { preloadedState: store.getState() });
    expect(cellNames()).toEqual(['thumbs up', 'red heart']);
  });
});
