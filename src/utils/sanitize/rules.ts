// The rules for post HTML, written once for both backends (utils/sanitize.ts): the allowlist each backend enforces in
// its own walk, and the post-pass every kept element goes through in both (finishElement).

/**
 * The allowlist for post HTML: text structure, links, and custom emoji images. No style, no forms,
 * no media elements, no SVG or MathML: a post can format text and link, nothing else.
 */
export const ALLOWED_TAGS: readonly string[] = [
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

export const ALLOWED_ATTR: readonly string[] = [
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
 * Elements that go with everything inside them; any other element outside the allowlist gives way to its content
 * (DOMPurify's KEEP_CONTENT). DOMPurify's own list (raw text, SVG, MathML, media, the head) and the elements whose
 * content is no prose of the post: embedded documents and plugins, form fields, framesets. Both backends use this list.
 */
export const FORBID_CONTENTS: readonly string[] = [
  // DOMPurify 3.4's default FORBID_CONTENTS
  'annotation-xml',
  'audio',
  'colgroup',
  'desc',
  'foreignobject',
  'head',
  'iframe',
  'math',
  'mi',
  'mn',
  'mo',
  'ms',
  'mtext',
  'noembed',
  'noframes',
  'noscript',
  'plaintext',
  'script',
  'selectedcontent',
  'style',
  'svg',
  'template',
  'thead',
  'title',
  'video',
  'xmp',
  // ours: what the browser's own sanitizer drops whole (script, iframe, object, embed, frame), and the rest of its kind
  'applet',
  'datalist',
  'embed',
  'fencedframe',
  'frame',
  'frameset',
  'object',
  'optgroup',
  'option',
  'param',
  'portal',
  'select',
  'textarea',
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

const ATTRIBUTES = new Set(ALLOWED_ATTR);
/** Attributes whose value is free text; every other one must not look like a URL of another scheme (DOMPurify's rule). */
const TEXT_ATTRIBUTES = new Set(['alt', 'class', 'title']);
/** DOMPurify's IS_ALLOWED_URI: a known scheme, or a value that does not start with a scheme at all ("en", "9x", "rtl"). */
const SCHEME_FREE = /^(?:(?:(?:f|ht)tps?|mailto|tel|callto|sms|cid|xmpp|matrix):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;
/** The characters DOMPurify ignores when it reads a value as a URL (the browser's URL parser skips them too). */
// eslint-disable-next-line no-control-regex -- the C0 controls are the point
const URL_WHITESPACE = /[\u0000-\u0020\u00A0\u1680\u180E\u2000-\u2029\u205F\u3000]/g;
/** A value that could close a comment or a raw-text element if it were ever serialized unescaped (DOMPurify's SAFE_FOR_XML). */
const BREAKOUT = /((--!?|])>)|<\/(style|script|title|xmp|textarea|noscript|iframe|noembed|noframes)/i;

/**
 * The post-pass over one element of the allowlist, in both backends: only allowed attributes with sound values,
 * trimmed; href only on links and src only on images; only the classes servers put in posts; links restricted to
 * http(s), mailto, same-origin paths and fragments, opening a new window without referrer; images only from http(s)
 * or same-origin paths, lazily. Returns false when it removed the element itself (an image with no usable address).
 */
export function finishElement(el: Element): boolean {
  const tag = el.localName;
  // from the last attribute to the first, as DOMPurify walks them, so a removal never skips one
  for (let i = el.attributes.length - 1; i >= 0; i--) {
    const attr = el.attributes[i];
    if (!attr) continue;
    const { name } = attr;
    const value = attr.value.trim();
    const keep =
      ATTRIBUTES.has(name) &&
      attr.namespaceURI === null &&
      (name !== 'href' || tag === 'a') &&
      (name !== 'src' || tag === 'img') &&
      !BREAKOUT.test(value) &&
      (TEXT_ATTRIBUTES.has(name) || value === '' || SCHEME_FREE.test(value.replace(URL_WHITESPACE, '')));
    if (!keep) el.removeAttributeNode(attr);
    else if (value !== attr.value) attr.value = value;
  }
  const classes = el.getAttribute('class');
  if (classes !== null) {
    const kept = classes.split(/\s+/).filter((c) => POST_CLASSES.has(c));
    if (kept.length > 0) el.setAttribute('class', kept.join(' '));
    else el.removeAttribute('class');
  }
  if (tag === 'a') {
    const href = el.getAttribute('href');
    if (href !== null && !SAFE_URL.test(href)) el.removeAttribute('href');
    el.setAttribute('target', '_blank');
    el.setAttribute('rel', 'noopener noreferrer nofollow');
  }
  if (tag === 'img') {
    if (!SAFE_IMG.test(el.getAttribute('src') ?? '')) {
      el.remove();
      return false;
    }
    el.setAttribute('loading', 'lazy');
  }
  return true;
}
