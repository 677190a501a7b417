// Where the reader was, kept outside React and the store: it is view state of one tab, needed
// again when the reader comes back (a status opened, then Back), and never worth a re-render.

/** The row at the top of the viewport and how far below the viewport's top it started. */
export interface SavedPlace {
  key: string | null;
  offset: number;
  scrollY: number;
}

const MAX_PLACES = 50;
const places = new Map<string, SavedPlace>();
const heightsByTimeline = new Map<string, Map<string, number>>();

/** Keyed by the history entry (location.key): Back finds the place, a fresh visit starts at the top. */
export function savePlace(locationKey: string, place: SavedPlace): void {
  places.delete(locationKey);
  places.set(locationKey, place);
  if (places.size > MAX_PLACES) places.delete(places.keys().next().value as string);
}

export const placeOf = (locationKey: string): SavedPlace | null => places.get(locationKey) ?? null;

/**
 * Measured row heights per timeline, so a list mounted again lays out exactly as it was and a
 * saved place lands on the same row. Heights of rows no longer listed are dropped now and then.
 */
export function heightsOf(timelineKey: string, keep?: readonly string[]): Map<string, number> {
  let heights = heightsByTimeline.get(timelineKey);
  if (!heights) {
    heights = new Map();
    heightsByTimeline.set(timelineKey, heights);
  }
  if (keep && heights.size > 2 * keep.length + 100) {
    const listed = new Set(keep);
    for (const key of heights.keys()) if (!listed.has(key)) heights.delete(key);
  }
  return heights;
}

/** Tests start from nothing. */
export function forgetPlaces(): void {
  places.clear();
  heightsByTimeline.clear();
}
