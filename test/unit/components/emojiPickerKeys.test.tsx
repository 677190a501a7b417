// The emoji picker is one Tab stop (WAI-ARIA grid): arrows move between emoji, across the groups.
import { act, fireEvent, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { EmojiPicker } from '../../../src/features/emoji/components/EmojiPicker';
import { cellFor } from '../../../src/features/emoji/components/gridKeys';
import { forgetUnicodeEmoji, STATIC_EMOJI_PATH } from '../../../src/features/emoji/components/unicodeSet';
import { customEmojisLoaded } from '../../../src/features/emoji/emojisSlice';
import { stateAfter } from '../../support/factories';
import { renderWithStore } from '../../support/render';
import { createTestServer } from '../../support/server';

// the server's small set alone: emojibase's names and keywords are tested in emojiWords.test.tsx
jest.mock('../../../src/features/emoji/components/emojibaseData', () => ({
  loadEmojibase: () => Promise.resolve(null),
  loadedEmojibase: () => null,
  forgetEmojibase: () => {},
}));

const { server } = createTestServer();
const SET = { grinning: '😀', smile: '😄', wink: '😉' };

beforeEach(() => {
  forgetUnicodeEmoji();
  server.use(http.get(STATIC_EMOJI_PATH, () => HttpResponse.json(SET)));
});

const cells = () => [...document.querySelectorAll<HTMLElement>('.emoji-picker-cell')];

describe('the emoji picker by keyboard', () => {
  it('has one Tab stop; ArrowDown from the search enters, arrows move, Enter picks', async () => {
    const onPick = jest.fn();
    renderWithStore(<EmojiPicker onPick={onPick} />, {
      preloadedState: stateAfter(customEmojisLoaded([{ name: 'blobcat', url: 'https://e.example/blobcat.png', tags: [] }])),
    });
    await screen.findByRole('button', { name: 'smile' });
    expect(cells().filter((c) => c.tabIndex === 0)).toHaveLength(1);
    const search = screen.getByRole('searchbox', { name: /search/i });
    fireEvent.keyDown(search, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(cells()[0]);
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(cells()[1]);
    // the Tab stop follows the focus
    expect(cells()[1]!.tabIndex).toBe(0);
    expect(cells()[0]!.tabIndex).toBe(-1);
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(document.activeElement).toHaveAccessibleName(':blobcat:');
    fireEvent.keyDown(document.activeElement!, { key: 'Home' });
    act(() => (document.activeElement as HTMLElement).click());
    expect(onPick).toHaveBeenCalledTimes(1);
  });
});

describe('cellFor', () => {
  // two groups: 5 cells at 2 columns, then 3
  function grid(widths: number[]) {
    const body = document.createElement('div');
    for (const count of widths) {
      const g = document.createElement('div');
      g.className = 'emoji-picker-grid';
      g.getBoundingClientRect = () => ({ width: 80 }) as DOMRect;
      for (let i = 0; i < count; i++) {
        const b = document.createElement('button');
        b.className = 'emoji-picker-cell';
        b.getBoundingClientRect = () => ({ width: 40 }) as DOMRect;
        g.append(b);
      }
      body.append(g);
    }
    return { body, all: [...body.querySelectorAll<HTMLElement>('button')] };
  }

  it('moves down and up by rows, into the next group at the same column, and to a shorter last row', () => {
    const { body, all } = grid([5, 3]);
    const [a0, a1, , a3, a4, b0, b1] = all;
    expect(cellFor('ArrowDown', a1!, body)).toBe(a3);
    // the row below a3 has only a4: its last cell
    expect(cellFor('ArrowDown', a3!, body)).toBe(a4);
    // from the last row into the next group's first row, same column
    expect(cellFor('ArrowDown', a4!, body)).toBe(b0);
    expect(cellFor('ArrowUp', b1!, body)).toBe(a4);
    expect(cellFor('ArrowUp', a0!, body)).toBeNull();
    expect(cellFor('q', a0!, body)).toBeNull();
  });
});
