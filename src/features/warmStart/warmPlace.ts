// The reader's place in a timeline, outside React and the store (view state, never worth a render or an action),
// for the warm start: the list reports where the reader is (notePlace), the home cache saves it, and at the next
// start a list that has no place of its own yet opens where the cache, or the server's read marker, says
// (warmPlaceFor). First bundle: the timeline component reads it on its first render.

/** The row at the top of the viewport and how far below the viewport's top it started (VirtualList's SavedPlace). */
export interface TimelinePlace {
  key: string | null;
  offset: number;
  scrollY: number;
}

interface Warm {
  place: TimelinePlace;
  /** measured row heights to lay the list out as it was, before its rows are measured again */
  heights: Record<string, number> | null;
  /** the list's own measurements, once it opened there */
  list: ReadonlyMap<string, number> | null;
}

const warm = new Map<string, Warm>();
const noted = new Map<string, { place: TimelinePlace; heights: ReadonlyMap<string, number> }>();
const listeners = new Set<(timelineKey: string) => void>();

/** Where a timeline opens when its list has no place of its own (a reload, another device): until the reader moves. */
export function setWarmPlace(timelineKey: string, place: TimelinePlace, heights: Record<string, number> | null = null): void {
  warm.set(timelineKey, { place, heights, list: null });
}

export function dropWarmPlace(timelineKey: string): void {
  warm.delete(timelineKey);
}

export const hasWarmPlace = (timelineKey: string): boolean => warm.has(timelineKey);

/**
 * For the list's first render: the warm place, if any, and the cached heights copied into the list's own
 * measurements (rows it measured already keep theirs).
 */
export function warmPlaceFor(timelineKey: string, heights: Map<string, number>): TimelinePlace | null {
  const found = warm.get(timelineKey);
  if (!found) return null;
  if (found.heights) {
    for (const [key, height] of Object.entries(found.heights)) if (!heights.has(key)) heights.set(key, height);
    found.heights = null;
  }
  found.list = heights;
  return found.place;
}

/** The list's report after each scroll: the reader's own place replaces any warm one. */
export function notePlace(timelineKey: string, place: TimelinePlace, heights: ReadonlyMap<string, number>): void {
  warm.delete(timelineKey);
  noted.set(timelineKey, { place, heights });
  for (const listener of listeners) listener(timelineKey);
}

/**
 * Where the reader is in a timeline: the last place the list reported this page's life, else the warm one it
 * opened at (the reader has not moved since), with the list's measured heights when known.
 */
export function currentPlaceOf(
  timelineKey: string,
): { place: TimelinePlace; heights: ReadonlyMap<string, number> | null } | null {
  const found = noted.get(timelineKey);
  if (found) return found;
  const opened = warm.get(timelineKey);
  return opened ? { place: opened.place, heights: opened.list } : null;
}

export function onPlaceNoted(listener: (timelineKey: string) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Signing out, and tests: nothing of the last reader stays. */
export function forgetPlaces(): void {
  warm.clear();
  noted.clear();
}
