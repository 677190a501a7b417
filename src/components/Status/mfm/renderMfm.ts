// Misskey markdown (text/x.misskeymarkdown) to HTML, for a post whose server sent only the source (issue 24). A
// chunk of its own with mfm-js: most servers send rendered HTML, which the card prefers. The output is markup like
// any server's and goes through the same sanitizer; every text is escaped here, every URL is checked there.
import { parse, type MfmNode } from 'mfm-js';
import type { Mention } from '../../../api/types';

const escape = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const textHtml = (text: string): string => escape(text).replace(/\n/g, '<br>');

/** The post's mention for `@user` or `@user@host`, when the server listed it (its link then routes in the app). */
function mentionOf(mentions: readonly Mention[], username: string, host: string | null): Mention | undefined {
  const wanted = (host ? `${username}@${host}` : username).toLowerCase();
  return (
    mentions.find((m) => m.acct.toLowerCase() === wanted) ??
    (host ? undefined : mentions.find((m) => m.acct.toLowerCase().split('@')[0] === wanted))
  );
}

function render(nodes: readonly MfmNode[], mentions: readonly Mention[]): string {
  const children = (node: { children?: MfmNode[] }) => render(node.children ?? [], mentions);
  return nodes
    .map((node): string => {
      switch (node.type) {
        case 'text':
          return textHtml(node.props.text);
        case 'plain':
          return children(node);
        case 'bold':
          return `<b>${children(node)}</b>`;
        case 'italic':
          return `<i>${children(node)}</i>`;
        case 'strike':
          return `<del>${children(node)}</del>`;
        case 'small':
          return `<small>${children(node)}</small>`;
        case 'center':
          return `<p class="mfm-center">${children(node)}</p>`;
        case 'quote':
          return `<blockquote>${children(node)}</blockquote>`;
        case 'inlineCode':
          return `<code>${escape(node.props.code)}</code>`;
        case 'blockCode':
          return `<pre><code>${escape(node.props.code)}</code></pre>`;
        case 'mathInline':
          return `<code>${escape(node.props.formula)}</code>`;
        case 'mathBlock':
          return `<pre><code>${escape(node.props.formula)}</code></pre>`;
        case 'search':
          return textHtml(node.props.content);
        case 'unicodeEmoji':
          return escape(node.props.emoji);
        case 'emojiCode':
          // the card's emoji pass turns a known :shortcode: into its picture
          return `:${escape(node.props.name)}:`;
        case 'mention': {
          const { username, host, acct } = node.props;
          const mention = mentionOf(mentions, username, host);
          return mention
            ? `<span class="h-card"><a class="u-url mention" href="${escape(mention.url)}" data-user="${escape(mention.id)}">@${escape(mention.acct)}</a></span>`
            : escape(acct);
        }
        case 'hashtag': {
          const tag = node.props.hashtag;
          return `<a class="mention hashtag" rel="tag" data-tag="${escape(tag)}" href="/tag/${encodeURIComponent(tag)}">#${escape(tag)}</a>`;
        }
        case 'url':
          return `<a href="${escape(node.props.url)}">${escape(node.props.url)}</a>`;
        case 'link':
          return `<a href="${escape(node.props.url)}">${children(node)}</a>`;
        case 'fn':
          // animations and effects ($[spin …], $[x2 …]) need styles the page does not run: their text stays
          return `<span class="mfm-fn">${children(node)}</span>`;
        default:
          return '';
      }
    })
    .join('');
}

/** The HTML of an MFM source. */
export function renderMfm(source: string, mentions: readonly Mention[]): string {
  return `<p>${render(parse(source), mentions)}</p>`;
}
