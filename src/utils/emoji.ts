import type { CustomEmoji } from '../api/types';
import { escapeHtml } from './guards';

const SHORTCODE = /:([\w+-]+(?:@[\w.-]+)?):/g;

export type EmojiPart = { text: string } | { shortcode: string; url: string };

/** Splits plain text (a display name, a poll option) into text and custom emoji, for React to render. */
export function splitEmoji(text: string, emojis: readonly CustomEmoji[] | undefined): EmojiPart[] {
  const byCode = new Map((emojis ?? []).map((e) => [e.shortcode, e]));
  const parts: EmojiPart[] = [];
  let last = 0;
  for (const match of text.matchAll(SHORTCODE)) {
    const [whole, shortcode = ''] = match; // the group is not optional: a match always fills it
    const emoji = byCode.get(shortcode);
    if (!emoji) continue;
    if (match.index > last) parts.push({ text: text.slice(last, match.index) });
    parts.push({ shortcode, url: emoji.static_url || emoji.url });
    last = match.index + whole.length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}

/**
 * Replaces :shortcode: in post HTML with emoji images. Runs before sanitizing, so the images pass
 * the same allowlist as everything else; only text outside tags is touched.
 */
export function emojifyHtml(html: string, emojis: readonly CustomEmoji[] | undefined): string {
  if (!emojis?.length) return html;
  const byCode = new Map(emojis.map((e) => [e.shortcode, e]));
  return html
    .split(/(<[^>]*>)/)
    .map((chunk) =>
      chunk.startsWith('<')
        ? chunk
        : chunk.replace(SHORTCODE, (whole, code: string) => {
            const emoji = byCode.get(code);
            if (!emoji) return whole;
            const alt = escapeHtml(`:${code}:`);
            return `<img class="emoji" src="${escapeHtml(emoji.url)}" alt="${alt}" title="${alt}">`;
          }),
    )
    .join('');
}
