import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { EmojiPicker } from '../../../src/features/emoji/components/EmojiPicker';
import { UNICODE_EMOJI } from '../../../src/features/emoji/components/unicodeEmoji';
import { forgetUnicodeEmoji, parseStaticEmoji, STATIC_EMOJI_PATH } from '../../../src/features/emoji/components/unicodeSet';
import { customEmojisLoaded } from '../../../src/features/emoji/emojisSlice';
import { stateAfter } from '../../support/factories';
import { renderWithStore } from '../../support/render';
import { createTestServer } from '../../support/server';
import shipped from '../../../static/emoji.json';

// the server's small set alone: emojibase's names and keywords are tested in emojiWords.test.tsx
jest.mock('../../../src/features/emoji/components/emojibaseData', () => ({
  loadEmojibase: () => Promise.resolve(null),
  loadedEmojibase: () => null,
  forgetEmojibase: () => {},
}));

const { server, to } = createTestServer();

// No custom emoji request: the picker asks for them only while their status is idle.
const state = () => stateAfter(customEmojisLoaded([]));
/** the unicode group's emoji, by title (role queries over hundreds of buttons are slow in jsdom) */
const unicodeTitles = () =>
  Array.from(screen.getByRole('region', { name: 'Standard emoji' }).querySelectorAll('button'), (b) => b.title);
const SMALL_SET = { grinning: '😀', flag_germany: '🇩🇪' };

let warn: jest.SpyInstance;
beforeEach(() => {
  forgetUnicodeEmoji();
  warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => warn.mockRestore());

describe('the unicode set from /static/emoji.json', () => {
  it("reads Pleroma-FE's flat file and the grouped one, skipping bad entries", () => {
    expect(parseStaticEmoji({ grinning: '😀', flag_germany: '🇩🇪', bad: 3, empty: '' })).toEqual([
      { name: 'grinning', native: '😀' },
      { name: 'flag_germany', native: '🇩🇪' },
    ]);
    expect(
      parseStaticEmoji({
        'smileys-and-emotion': [{ emoji: '😀', slug: 'grinning_face' }, { replacement: '🙂', displayText: 'slight_smile' }, null],
        flags: [{ emoji: '🇩🇪', name: 'flag: Germany' }],
      }),
    ).toEqual([
      { name: 'grinning_face', native: '😀' },
      { name: 'slight_smile', native: '🙂' },
      { name: 'flag: Germany', native: '🇩🇪' },
    ]);
    expect(parseStaticEmoji(['😀'])).toEqual([]);
    expect(parseStaticEmoji(null)).toEqual([]);
  });

  it('the shipped file holds the full set, the built-in list first', () => {
    const list = parseStaticEmoji(shipped);
    expect(list.length).toBeGreaterThan(1500);
    expect(list.slice(0, UNICODE_EMOJI.length)).toEqual(UNICODE_EMOJI);
    expect(list).toContainEqual({ name: 'flag_germany', native: '🇩🇪' });
    expect(list).toContainEqual({ name: 'keycap_1', native: '1️⃣' });
  });

  it('the picker shows the built-in list at once, then the full set once it has loaded, fetched once', async () => {
    server.use(http.get(STATIC_EMOJI_PATH, () => HttpResponse.json(SMALL_SET)));
    const first = renderWithStore(<EmojiPicker onPick={() => {}} />, { preloadedState: state() });
    expect(unicodeTitles()).toHaveLength(UNICODE_EMOJI.length);
    await waitFor(() => expect(unicodeTitles()).toEqual(['grinning', 'flag germany']), { timeout: 30_000 });
    first.unmount();
    // a picker opened later has the full set at once, without asking again
    renderWithStore(<EmojiPicker onPick={() => {}} />, { preloadedState: state() });
    expect(unicodeTitles()).toEqual(['grinning', 'flag germany']);
    expect(to(STATIC_EMOJI_PATH)).toHaveLength(1);
    expect(to(STATIC_EMOJI_PATH)[0].authorization).toBeNull();
  });

  it('a failed load keeps the built-in list, with a warning, and the next picker tries again', async () => {
    server.use(http.get(STATIC_EMOJI_PATH, () => new HttpResponse('nope', { status: 404 }), { once: true }));
    const first = renderWithStore(<EmojiPicker onPick={() => {}} />, { preloadedState: state() });
    await waitFor(() => expect(warn).toHaveBeenCalled(), { timeout: 30_000 });
    expect(unicodeTitles()).toHaveLength(UNICODE_EMOJI.length);
    first.unmount();

    server.use(http.get(STATIC_EMOJI_PATH, () => HttpResponse.json(SMALL_SET)));
    renderWithStore(<EmojiPicker onPick={() => {}} />, { preloadedState: state() });
    await waitFor(() => expect(unicodeTitles()).toEqual(['grinning', 'flag germany']), { timeout: 30_000 });
    expect(to(STATIC_EMOJI_PATH)).toHaveLength(2);
  });
});
