// A tiny markdown renderer for text/x.misskeymarkdown posts. It escapes everything first and only then
// adds a few tags, and its output still goes through the post sanitizer: it can format, never inject.

import { escapeHtml } from './guards';
/** Inline marks on already escaped text. Code spans are cut out first so nothing inside them is formatted. */
function inline(text: string): string {
  return text
    .split(/(`[^`\n]+`)/)
    .map((part, i) => {
      if (i % 2 === 1) return `<code>${part.slice(1, -1)}</code>`;
      return part
        .replace(/\[([^\]\n]+)\]\((https?:\/\/[^\s)"]+)\)/g, '<a href="$2">$1</a>')
        .replace(/(^|[\s(])(https?:\/\/[^\s<)"]+)/g, '$1<a href="$2">$2</a>')
        .replace(/\*\*([^*\n]+)\*\*/g, '<strong>$1</strong>')
        .replace(/~~([^~\n]+)~~/g, '<del>$1</del>')
        .replace(/(^|[^\w*])\*([^*\n]+)\*(?!\w)/g, '$1<em>$2</em>')
        .replace(/(^|[^\w])_([^_\n]+)_(?!\w)/g, '$1<em>$2</em>');
    })
    .join('');
}

/** Markdown source → HTML: paragraphs, line breaks, quotes, fenced code, and inline marks. */
export function renderMarkdown(source: string): string {
  const out: string[] = [];
  const blocks = escapeHtml(source.replace(/\r\n?/g, '\n')).split(/(```[\s\S]*?```)/);
  blocks.forEach((block, i) => {
    if (i % 2 === 1) {
      out.push(`<pre><code>${block.replace(/^```[^\n]*\n?/, '').replace(/```$/, '')}</code></pre>`);
      return;
    }
    for (const para of block.split(/\n{2,}/)) {
      const trimmed = para.replace(/^\n+|\n+$/g, '');
      if (!trimmed) continue;
      const lines = trimmed.split('\n');
      if (lines.every((l) => l.startsWith('&gt;'))) {
        const inner = lines.map((l) => inline(l.replace(/^&gt; ?/, ''))).join('<br>');
        out.push(`<blockquote><p>${inner}</p></blockquote>`);
      } else {
        out.push(`<p>${lines.map(inline).join('<br>')}</p>`);
      }
    }
  });
  return out.join('');
}
