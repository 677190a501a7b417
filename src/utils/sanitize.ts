import DOMPurify from 'dompurify';

/**
 * The allowlist for post HTML: text structure, links, and custom emoji images. No style, no forms,
 * no media elements, no SVG or MathML: a post can format text and link, nothing else.
 */
const ALLOWED_TAGS = [
  'a',
  'abbr',
  'b',
  'bdi',
  'bdo',
  'blockquote',
  'br',
  'code',
  'del',
  'dfn',
  'em',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'i',
  'img',
  'ins',
  'kbd',
  'li',
  'mark',
  'ol',
  'p',
  'pre',
  'q',
  'rp',
  'rt',
  'ruby',
  's',
  'samp',
  'small',
  'span',
  'strike',
  'strong',
  'sub',
  'sup',
  'u',
  'ul',
  'var',
];
const ALLOWED_ATTR = [
  'href',
  'title',
  'class',
  'lang',
  'dir',
  'alt',
  'src',
  // no width/height: a post sizing its own images (height="99999") would stretch its row without end
  'data-tag',
  'data-user',
  'translate',
];
/**
 * http(s) and mailto links only; a relative link is resolved against the instance. "/\host" counts as
 * protocol-relative: browsers read the backslash as a slash, so it would leave the instance.
 */
const SAFE_URL = /^(?:https?:|mailto:|\/(?![/\\])|#)/i;
const SAFE_IMG = /^(?:https?:|\/(?![/\\]))/i;
/**
 * The classes servers put in post HTML (microformats, mentions, link shortening, emoji, quotes). Any other class
 * is dropped: a post must not pick up the app's own layout classes (.modal-backdrop, .status, .skip-link, …).
 */
const POST_CLASSES = new Set([
  'h-card',
  'u-url',
  'p-nickname',
  'mention',
  'tag',
  'attachment',
  'hashtag',
  'invisible',
  'ellipsis',
  'emoji',
  'custom-emoji',
  'emojione',
  'quote-inline',
  'recipients-inline',
  'greentext',
  'status-link',
  'status-url-link',
]);

let configured = false;
/**
 * The config is set once: given to every sanitize() call instead, DOMPurify parses it again each time,
 * which was most of its cost on a first timeline. This module is the app's only DOMPurify user.
 */
function configure(): void {
  if (configured) return;
  configured = true;
  DOMPurify.setConfig({
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOW_DATA_ATTR: false,
    ALLOW_UNKNOWN_PROTOCOLS: false,
    KEEP_CONTENT: true,
  });
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    const classes = node.getAttribute('class');
    if (classes !== null) {
      const kept = classes.split(/\s+/).filter((c) => POST_CLASSES.has(c));
      if (kept.length > 0) node.setAttribute('class', kept.join(' '));
      else node.removeAttribute('class');
    }
    if (node.tagName === 'A') {
      const href = node.getAttribute('href') ?? '';
      if (!SAFE_URL.test(href.trim())) node.removeAttribute('href');
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer nofollow');
    }
    if (node.tagName === 'IMG') {
      const src = node.getAttribute('src') ?? '';
      if (!SAFE_IMG.test(src.trim())) node.remove();
      else node.setAttribute('loading', 'lazy');
    }
  });
}

export function sanitizePostHtml(html: string): string {
  configure();
  return DOMPurify.sanitize(html);
}
