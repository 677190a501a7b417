import { act, screen, waitFor, within } from '@testing-library/react';
import { Timeline } from '../../../src/components/Timeline/Timeline';
import { forgetPlaces, savePlace } from '../../../src/components/Timeline/scrollMemory';
import {
  computeRange,
  FIRST_FRAME_ROW_GUESS,
  guessLookup,
  PLACEHOLDER_HEIGHT,
  rowsAround,
} from '../../../src/components/Timeline/virtualRange';
import { timelineFetched, timelineFetchStarted } from '../../../src/slices/timelines';
import { settingChanged } from '../../../src/slices/settings';
import type { RootState } from '../../../src/store';
import { descendingIds, importStatuses, reduce, stateAfter, statusFactory } from '../../support/factories';
import { renderWithStore } from '../../support/render';

const KEY = 'public';
const ui = <Timeline timelineKey={KEY} title="Local timeline" />;

function timelineOf(n: number): { state: RootState; ids: string[] } {
  const ids = descendingIds(n, 100_000);
  const state = stateAfter(
    importStatuses(ids.map((id) => statusFactory({ id }))),
    timelineFetchStarted({ key: KEY, direction: 'initial' }),
    timelineFetched({ key: KEY, direction: 'initial', ids, maxId: null }),
  );
  return { state, ids };
}

const big = timelineOf(2000);

/**
 * jsdom lays nothing out: the list is placed at the page's top (its box moves up as the page
 * scrolls), rows measure nothing and keep the 120 px placeholder height.
 */
function fakeLayout() {
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const top = this.classList.contains('virtual-list') ? -window.scrollY : 0;
    return { top, bottom: top, left: 0, right: 0, width: 0, height: 0, x: 0, y: top, toJSON: () => ({}) } as DOMRect;
  });
}

function scrollPage(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

const positions = () => screen.getAllByRole('article').map((a) => Number(a.getAttribute('aria-posinset')));

let scrollTo: jest.Mock;
beforeEach(() => {
  forgetPlaces();
  fakeLayout();
  scrollTo = jest.fn();
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});
afterEach(() => jest.restoreAllMocks());

describe('the virtualized timeline', () => {
  it('renders a bounded window of a 2,000-status timeline, the rest as two spacers', async () => {
    const { container } = renderWithStore(ui, { preloadedState: big.state });
    const around = rowsAround(window.innerHeight); // 9 for jsdom's 768 px
    expect(around).toBe(9);
    // the first frame: the 4 rows of the first frame's 200 px guess that cross the 768 px viewport
    expect(positions()).toEqual(Array.from({ length: 4 }, (_, i) => i + 1));
    // then 9 more below; none above at the top
    await waitFor(() => expect(positions()).toEqual(Array.from({ length: 16 }, (_, i) => i + 1)));
    const spacers = container.querySelectorAll<HTMLElement>('.virtual-spacer');
    expect(spacers).toHaveLength(1);
    expect(spacers[0].style.height).toBe(`${(2000 - 16) * PLACEHOLDER_HEIGHT}px`);
  });

  it('moves the window with the scroll, keeping the DOM bounded wherever the reader is', async () => {
    const { container } = renderWithStore(ui, { preloadedState: big.state });
    await waitFor(() => expect(positions()).toHaveLength(16));
    scrollPage(1000 * PLACEHOLDER_HEIGHT); // row 1001 at the viewport's top
    const shown = positions();
    expect(shown[0]).toBe(1001 - 9);
    expect(shown).toHaveLength(9 + 7 + 9);
    const [above, below] = container.querySelectorAll<HTMLElement>('.virtual-spacer');
    expect(above.style.height).toBe(`${(1000 - 9) * PLACEHOLDER_HEIGHT}px`);
    expect(below.style.height).toBe(`${(2000 - 1000 - 7 - 9) * PLACEHOLDER_HEIGHT}px`);

    scrollPage(1999 * PLACEHOLDER_HEIGHT);
    expect(positions().at(-1)).toBe(2000);
    expect(screen.getAllByRole('article').length).toBeLessThanOrEqual(9 + 7 + 9);
    expect(container.querySelectorAll('article').length).toBe(screen.getAllByRole('article').length);
  });

  it('with virtualScrolling off, every status is rendered', () => {
    const small = timelineOf(60);
    renderWithStore(ui, { preloadedState: reduce(small.state, settingChanged('virtualScrolling', false)) });
    expect(within(screen.getByRole('feed')).getAllByRole('article')).toHaveLength(60);
  });

  it('coming back to the page puts the reader back on the row they were reading', () => {
    // MemoryRouter's first entry has the key 'default'
    savePlace('default', { key: big.ids[300], offset: 40, scrollY: 123 });
    renderWithStore(ui, { preloadedState: big.state });
    expect(scrollTo).toHaveBeenCalledWith(0, 300 * PLACEHOLDER_HEIGHT - 40);
  });

  it('a row no longer listed falls back to the saved scroll offset', () => {
    savePlace('default', { key: 'gone', offset: 40, scrollY: 5000 });
    renderWithStore(ui, { preloadedState: big.state });
    expect(scrollTo).toHaveBeenCalledWith(0, 5000);
  });

  it('a fresh visit does not move the page when it is already at the top', () => {
    renderWithStore(ui, { preloadedState: big.state });
    expect(scrollTo).not.toHaveBeenCalled();
  });
});

describe('computeRange', () => {
  const keys = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];
  const heights: Record<string, number> = { a: 100, b: 300, c: 50 };
  const heightOf = (k: string) => heights[k] ?? 120;

  it('takes the rows crossing the viewport plus `around` on each side, spacers for the rest', () => {
    // rows: a 0-100, b 100-400, c 400-450, d 450-570, e 570-690, f 690-810, g 810-930, h 930-1050
    expect(computeRange(keys, heightOf, 420, 200, 1)).toEqual({ start: 1, end: 6, before: 100, after: 240 });
  });

  it('a viewport above the list renders the first rows', () => {
    expect(computeRange(keys, heightOf, -500, 200, 2)).toEqual({ start: 0, end: 3, before: 0, after: 120 * 5 });
  });

  it('a viewport past the end keeps the last rows', () => {
    const range = computeRange(keys, heightOf, 5000, 200, 2);
    expect(range.end).toBe(8);
    expect(range.start).toBe(5);
  });

  it('an empty list renders nothing', () => {
    expect(computeRange([], heightOf, 0, 800, 3)).toEqual({ start: 0, end: 0, before: 0, after: 0 });
  });

  it('chooses the rows by the guess it is given, and sizes the spacers by the heights', () => {
    // guessed at 200 each, rows a-e cover 0-1000: four cross a 700 px viewport; the spacer counts 120 per row left
    const guess = () => 200;
    expect(computeRange(keys, () => 120, 0, 700, 0, guess)).toEqual({ start: 0, end: 4, before: 0, after: 4 * 120 });
  });
});

describe('guessLookup', () => {
  it('guesses FIRST_FRAME_ROW_GUESS before any row is measured, then the measured rows’ mean', () => {
    expect(guessLookup(new Map())('a')).toBe(FIRST_FRAME_ROW_GUESS);
    const measured = new Map([
      ['a', 100],
      ['b', 200],
    ]);
    expect(guessLookup(measured)('a')).toBe(100);
    expect(guessLookup(measured)('z')).toBe(150);
  });
});
