import type { PickedEmoji } from '../emojisSlice';

/** Lower case, `_` `:` `,` `.` as spaces: 'flag_germany', 'flag: Germany' and 'flag germany' meet. */
export const normalizeWords = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[_:,.]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** An emoji as the picker shows it: a unicode one may carry its localized label and search words (localizedSet.ts). */
export type ShownEmoji = PickedEmoji & { label?: string; terms?: readonly string[] };

/**
 * Spec 001 scoring: exact name +200, has an image (custom) +100, prefix +10; shorter names first among equals.
 * Matching is case-insensitive on the shortcode, the label (interface language), the keywords in the interface
 * language and English (an English word finds an emoji in any interface), or the exact unicode character.
 * An exact keyword adds 5, so 'daumen' puts 👍 before the emoji that only mention a thumb.
 */
export function scoreEmoji(emoji: ShownEmoji, query: string): number | null {
  const q = normalizeWords(query);
  if (!q) return null;
  const name = normalizeWords(emoji.name);
  const label = emoji.label === undefined ? null : normalizeWords(emoji.label);
  const terms = emoji.terms ?? [];
  const byNative = emoji.native !== undefined && (emoji.native === query.trim() || emoji.native.replace('\ufe0f', '') === q);
  if (!byNative && !name.includes(q) && !label?.includes(q) && !terms.some((t) => t.includes(q))) return null;
  let score = 0;
  if (byNative || name === q || label === q) score += 200;
  if (emoji.url) score += 100;
  if (name.startsWith(q) || label?.startsWith(q)) score += 10;
  if (terms.includes(q)) score += 5;
  return score;
}

export function searchEmoji<T extends ShownEmoji>(all: readonly T[], query: string): T[] {
  const hits: { emoji: T; score: number }[] = [];
  for (const emoji of all) {
    const score = scoreEmoji(emoji, query);
    if (score !== null) hits.push({ emoji, score });
  }
  const length = (e: ShownEmoji) => (e.label ?? e.name).length;
  hits.sort((a, b) => b.score - a.score || length(a.emoji) - length(b.emoji));
  return hits.map((h) => h.emoji);
}
