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
  'width',
  'height',
  'data-tag',
  'data-user',
  'translate',
];
/** http(s) and mailto links only; a relative link is resolved against the instance. */
const SAFE_URL = /^(?:https?:|mailto:|\/(?!\/)|#)/i;
const SAFE_IMG = /^(?:https?:|\/(?!\/))/i;

let hooked = false;
function installHooks(): void {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
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
  installHooks();
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOW_DATA_ATTR: false,
    ALLOW_UNKNOWN_PROTOCOLS: false,
    KEEP_CONTENT: true,
  });
}
