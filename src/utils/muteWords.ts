// Mute-word matching and the NSFW test (spec 001 §4 "mute and hide rules", §5 "NSFW"). Pure string work:
// selectors run it for every row, so no DOM parsing here.
import type { StatusEntity } from '../schemas';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

/**
 * Plain text of server HTML: block tags and <br> become spaces (words on either side stay apart), inline
 * tags vanish (a hashtag link's '#<span>nsfw</span>' stays '#nsfw'), common entities are decoded.
 */
export function stripHtml(html: string): string {
  return html
    .replace(/<\/?(?:br|p|div|li|ul|ol|blockquote|pre|h[1-6]|tr|td|th|hr)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z0-9]+);/gi, (whole, name: string) => {
      const lower = name.toLowerCase();
      const named = ENTITIES[lower];
      if (named !== undefined) return named;
      const code = lower.startsWith('#x')
        ? parseInt(lower.slice(2), 16)
        : lower.startsWith('#')
          ? parseInt(lower.slice(1), 10)
          : NaN;
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    });
}

/** The text a status's mute words are matched against: Pleroma's plain-text source when sent, else the stripped HTML. */
export function statusText(status: Pick<StatusEntity, 'content' | 'pleroma'>): string {
  const plain = status.pleroma?.content?.['text/plain'];
  return typeof plain === 'string' ? plain : stripHtml(status.content);
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// Compiled patterns are reused: the same few words are matched against every row.
const wholeWordCache = new Map<string, RegExp>();
function wholeWordPattern(word: string): RegExp {
  let re = wholeWordCache.get(word);
  if (!re) {
    // A hit needs the start or end of the text, whitespace or punctuation on both sides.
    re = new RegExp(`(?<=^|[\\s\\p{P}\\p{S}])${escapeRegExp(word)}(?=$|[\\s\\p{P}\\p{S}])`, 'iu');
    if (wholeWordCache.size > 500) wholeWordCache.clear();
    wholeWordCache.set(word, re);
  }
  return re;
}

/**
 * The mute words found in a text or summary, case-insensitively. With `wholeWord`, a word must stand
 * alone (whitespace or punctuation around it): 'cat' hits 'a cat.' but not 'concatenate'.
 */
export function muteWordHits(text: string, summary: string, words: readonly string[], wholeWord: boolean): string[] {
  const hits: string[] = [];
  if (words.length === 0) return hits;
  const lowText = text.toLowerCase();
  const lowSummary = summary.toLowerCase();
  for (const raw of words) {
    const word = raw.trim().toLowerCase();
    if (!word) continue;
    const hit = wholeWord
      ? wholeWordPattern(word).test(lowText) || wholeWordPattern(word).test(lowSummary)
      : lowText.includes(word) || lowSummary.includes(word);
    if (hit) hits.push(raw);
  }
  return hits;
}

/** A status is NSFW when it carries the tag nsfw or its text contains #nsfw (spec 001 §5). */
export function isNsfw(status: Pick<StatusEntity, 'tags' | 'content' | 'pleroma'>): boolean {
  if (status.tags.some((t) => t.name.toLowerCase() === 'nsfw')) return true;
  return /#nsfw(?![\p{L}\p{N}_])/iu.test(statusText(status));
}
