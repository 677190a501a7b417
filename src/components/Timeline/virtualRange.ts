/** Height a row is given until it has been measured (spec 000 §9). */
export const PLACEHOLDER_HEIGHT = 120;

/** Rows rendered on either side of the viewport: max(3, window height / 80) (spec 000 §9). */
export const rowsAround = (viewportHeight: number) => Math.max(3, Math.floor(viewportHeight / 80));

export interface Range {
  /** first rendered row */
  start: number;
  /** one past the last rendered row */
  end: number;
  /** height of the rows above `start`, and below `end`: the two spacers */
  before: number;
  after: number;
}

export type HeightOf = (key: string) => number;

/**
 * The first frame's guess at a row not measured yet when it chooses which rows to render (never for the spacers,
 * which keep PLACEHOLDER_HEIGHT): rather too tall than too short, since a row missing is added before the paint,
 * while a row too many is rendered, laid out and taken out again for nothing.
 */
export const FIRST_FRAME_ROW_GUESS = 200;

/** Measured heights, else the measured rows' mean (else FIRST_FRAME_ROW_GUESS): what a row will likely take. */
export function guessLookup(heights: ReadonlyMap<string, number>): HeightOf {
  let sum = 0;
  for (const height of heights.values()) sum += height;
  const guess = heights.size > 0 ? sum / heights.size : FIRST_FRAME_ROW_GUESS;
  return (key) => heights.get(key) ?? guess;
}

export const heightLookup =
  (heights: ReadonlyMap<string, number>): HeightOf =>
  (key) =>
    heights.get(key) ?? PLACEHOLDER_HEIGHT;

/** Total height of the rows from `start` to one before `end`. */
const heightBetween = (keys: readonly string[], heightOf: HeightOf, start: number, end: number): number =>
  keys.slice(start, end).reduce((sum, key) => sum + heightOf(key), 0);

/** Distance from the list's top to row `index`. */
export const offsetOf = (keys: readonly string[], heightOf: HeightOf, index: number): number =>
  heightBetween(keys, heightOf, 0, Math.max(0, index)); // a negative end would count from the back

/**
 * The rows to render: those crossing the viewport plus `around` on each side. `viewTop` is the
 * viewport's top relative to the list's top (negative while the list starts lower on the page).
 * `coverOf` sizes the rows when choosing which cross the viewport; the spacers always use `heightOf`.
 */
export function computeRange(
  keys: readonly string[],
  heightOf: HeightOf,
  viewTop: number,
  viewHeight: number,
  around: number,
  coverOf: HeightOf = heightOf,
): Range {
  const n = keys.length;
  const viewBottom = viewTop + viewHeight;
  let first = -1;
  let last = n - 1;
  let offset = 0;
  for (const [i, key] of keys.entries()) {
    const height = coverOf(key);
    if (first < 0 && offset + height > viewTop) first = i;
    if (offset >= viewBottom) {
      last = i - 1;
      break;
    }
    offset += height;
  }
  // Scrolled past the end: keep the last rows, so the reader never faces an empty list.
  if (first < 0) first = Math.max(0, n - 1);
  if (last < first) last = first;
  const start = Math.max(0, first - around);
  const end = Math.min(n, last + 1 + around);
  const before = heightBetween(keys, heightOf, 0, start);
  const after = heightBetween(keys, heightOf, end, n);
  return { start, end: n === 0 ? 0 : end, before, after };
}
