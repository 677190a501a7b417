// Server HTML as plain text, for the places that show a post or a comment without its markup: window titles,
// report excerpts, system notifications, the translation's heading. One parser for all of them: the document is
// inert (no script runs, no image loads), and no markup of it reaches the page.

/**
 * The text of `html`. Paragraphs and line breaks part words; with `lines`, they become line breaks (a comment
 * shown pre-wrapped), else every run of white space is one space.
 */
export function htmlToText(html: string, { lines = false }: { lines?: boolean } = {}): string {
  const marked = html.replace(/<br\s*\/?>|<\/p>/gi, (tag) => (lines ? `\n${tag}` : ` ${tag}`));
  const { body } = new DOMParser().parseFromString(marked, 'text/html');
  // what a browser never shows as text
  for (const hidden of body.querySelectorAll('script, style, template, noscript')) hidden.remove();
  const text = body.textContent ?? '';
  return lines
    ? text
        .split('\n')
        .map((line) => line.replace(/[^\S\n]+/g, ' ').trim())
        .join('\n')
        .trim()
    : text.replace(/\s+/g, ' ').trim();
}
