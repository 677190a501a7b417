// Turns typed text into HTML the way Akkoma's markdown formatter does: paragraphs,
// <br/> line breaks, h-card mentions, rel="tag" hashtags, linked URLs.
import type { Account } from './model';
import { ORIGIN, profileUrl } from './urls';

export interface FormatLookup {
  accountByAcct(acct: string): Account | undefined;
  hasEmoji(shortcode: string): boolean;
}

export interface Formatted {
  content: string;
  tags: string[];
  mentionIds: string[];
  emojiShortcodes: string[];
}

const TOKEN =
  /(https?:\/\/[^\s<]+[^\s<.,!?)])|(@[A-Za-z0-9_]+(?:@[A-Za-z0-9.-]+[A-Za-z0-9])?)|(#[\p{L}\p{N}_]+)|(:[A-Za-z0-9_]+:)/gu;

export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

export function formatText(text: string, lookup: FormatLookup): Formatted {
  const tags: string[] = [];
  const mentionIds: string[] = [];
  const emojiShortcodes: string[] = [];
  const render = (match: RegExpMatchArray): string => {
    const [whole, url, mention, tag] = match;
    if (url) return `<a href="${escapeHtml(url)}" rel="ugc">${escapeHtml(url)}</a>`;
    if (mention) {
      const account = lookup.accountByAcct(mention.slice(1));
      if (!account) return escapeHtml(whole);
      if (!mentionIds.includes(account.id)) mentionIds.push(account.id);
      return (
        `<span class="h-card"><a class="u-url mention" data-user="${account.id}" ` +
        `href="${profileUrl(account, ORIGIN)}" rel="ugc">@<span>${escapeHtml(account.username)}</span></a></span>`
      );
    }
    if (tag) {
      const name = tag.slice(1);
      const lower = name.toLowerCase();
      if (!tags.includes(lower)) tags.push(lower);
      return (
        `<a class="hashtag" data-tag="${escapeHtml(lower)}" href="${ORIGIN}/tag/${encodeURIComponent(lower)}" ` +
        `rel="tag ugc">#${escapeHtml(name)}</a>`
      );
    }
    const shortcode = whole.slice(1, -1);
    if (lookup.hasEmoji(shortcode) && !emojiShortcodes.includes(shortcode)) emojiShortcodes.push(shortcode);
    return escapeHtml(whole);
  };
  // Escape the text between tokens; tokens render themselves.
  const linkify = (line: string): string => {
    let out = '';
    let last = 0;
    for (const match of line.matchAll(TOKEN)) {
      const at = match.index ?? 0;
      out += escapeHtml(line.slice(last, at)) + render(match);
      last = at + match[0].length;
    }
    return out + escapeHtml(line.slice(last));
  };
  const paragraphs = text
    .trim()
    .split(/\n{2,}/)
    .map(
      (block) =>
        `<p>${block
          .split('\n')
          .map((line) => linkify(line))
          .join('<br/>')}</p>`,
    );
  return { content: paragraphs.join(''), tags, mentionIds, emojiShortcodes };
}

/** Custom emoji named in a display name, field or poll option. */
export function emojiIn(text: string, lookup: FormatLookup): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(/:([A-Za-z0-9_]+):/g)) {
    if (lookup.hasEmoji(match[1]) && !found.includes(match[1])) found.push(match[1]);
  }
  return found;
}

/** Bio and profile-field HTML: Pleroma joins lines with <br/> instead of paragraphs. */
export function inlineHtml(text: string, lookup: FormatLookup): string {
  return formatText(text, lookup)
    .content.replace(/^<p>/, '')
    .replace(/<\/p>$/, '')
    .split('</p><p>')
    .join('<br/><br/>');
}

/** The text/plain rendering Pleroma puts in pleroma.content. */
export function plainText(html: string): string {
  return html
    .replace(/<br\s*\/?>/g, '\n')
    .replace(/<\/p><p>/g, '\n\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}
