import type { PickedEmoji } from '../emojisSlice';

/**
 * Spec 001 scoring: exact name +200, has an image (custom) +100, prefix +10; shorter names first among equals.
 * Matching is case-insensitive on the name, or the exact unicode character.
 */
export function scoreEmoji(emoji: PickedEmoji, query: string): number | null {
  const q = query.trim().toLowerCase();
  if (!q) return null;
  const name = emoji.name.toLowerCase();
  const byNative = emoji.native !== undefined && (emoji.native === query.trim() || emoji.native.replace('\ufe0f', '') === q);
  if (!byNative && !name.includes(q)) return null;
  let score = 0;
  if (byNative || name === q) score += 200;
  if (emoji.url) score += 100;
  if (name.startsWith(q)) score += 10;
  return score;
}

export function searchEmoji(all: readonly PickedEmoji[], query: string): PickedEmoji[] {
  const hits: { emoji: PickedEmoji; score: number }[] = [];
  for (const emoji of all) {
    const score = scoreEmoji(emoji, query);
    if (score !== null) hits.push({ emoji, score });
  }
  hits.sort((a, b) => b.score - a.score || a.emoji.name.length - b.emoji.name.length);
  return hits.map((h) => h.emoji);
}
