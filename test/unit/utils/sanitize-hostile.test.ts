import { sanitizePostHtml } from '../../../src/utils/sanitize';
import { emojifyHtml } from '../../../src/utils/emoji';
import { splitLeadingMentions } from '../../../src/components/Status/contentShape';
import type { CustomEmoji } from '../../../src/api/types';
import { loadFixture } from '../../support/fixtures';

interface Payload {
  name: string;
  html: string;
  where: 'content' | 'spoiler' | 'name' | 'emoji' | 'card' | 'poll';
}

const corpus = loadFixture<Payload[]>('hostile/payloads.json');
// Post HTML passes through the emoji pass first (StatusContent), so the corpus does too.
const emojis: CustomEmoji[] = [
  { shortcode: 'blobcat', url: 'https://x.test/blobcat.png', static_url: 'https://x.test/blobcat.png', visible_in_picker: true },
];

const ALLOWED_TAGS = new Set(
  'a abbr b bdi bdo blockquote br code del dfn em h1 h2 h3 h4 h5 h6 hr i img ins kbd li mark ol p pre q rp rt ruby s samp small span strike strong sub sup u ul var'.split(
    ' ',
  ),
);
const ALLOWED_ATTRS = new Set(['href', 'title', 'class', 'lang', 'dir', 'alt', 'src', 'data-tag', 'data-user', 'translate']);
const ADDED_ATTRS = new Set(['target', 'rel', 'loading']);
/** The classes Mastodon/Pleroma put in post HTML; anything else could restyle the app's own layout. */
const POST_CLASSES =
  /^(?:h-card|u-url|p-nickname|tag|attachment|emojione|status-url-link|mention|hashtag|invisible|ellipsis|emoji|quote-inline|recipients-inline|greentext|status-link)$/;
const SAFE_URL = /^(?:https?:|mailto:|\/(?![/\\])|#)/i;

const sanitizedDom = (html: string): HTMLElement => {
  const div = document.createElement('div');
  div.innerHTML = sanitizePostHtml(emojifyHtml(html, emojis));
  return div;
};

function expectHarmless(root: HTMLElement): void {
  for (const el of Array.from(root.querySelectorAll('*'))) {
    const tag = el.tagName.toLowerCase();
    expect(ALLOWED_TAGS.has(tag) ? tag : `forbidden <${tag}>`).toBe(tag);
    for (const attr of Array.from(el.attributes)) {
      const known = ALLOWED_ATTRS.has(attr.name) || ADDED_ATTRS.has(attr.name);
      expect(known ? attr.name : `forbidden ${attr.name}= on <${tag}>`).toBe(attr.name);
    }
    for (const cls of Array.from(el.classList)) expect(cls).toMatch(POST_CLASSES);
  }
  for (const a of Array.from(root.querySelectorAll('a'))) {
    const href = a.getAttribute('href');
    if (href !== null) expect(href.trim()).toMatch(SAFE_URL);
    expect(a.getAttribute('target')).toBe('_blank');
    expect(a.getAttribute('rel')?.split(' ')).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
  }
  for (const img of Array.from(root.querySelectorAll('img')))
    expect(img.getAttribute('src')?.trim()).toMatch(/^(?:https?:|\/(?![/\\]))/i);
  // mXSS: what the browser re-parses must sanitize to itself; a second pass changing it means the parse moved.
  expect(sanitizePostHtml(root.innerHTML)).toBe(root.innerHTML);
}

describe('sanitizePostHtml on the hostile corpus', () => {
  it('has at least 100 distinct payloads', () => {
    expect(new Set(corpus.map((p) => p.html)).size).toBeGreaterThanOrEqual(100);
  });

  it.each(corpus.map((p) => [p.name, p] as const))('%s', (_name, payload) => {
    const out = sanitizePostHtml(emojifyHtml(payload.html, emojis));
    expectHarmless(sanitizedDom(payload.html));
    // The card re-parses the sanitized HTML to lift leading mentions out: that must not undo the sanitizer.
    const lifted = document.createElement('div');
    lifted.innerHTML = splitLeadingMentions(out).html;
    expectHarmless(lifted);
    expect(out).not.toMatch(/<(?:script|style|iframe|svg|math|form|object|embed)\b/i);
  });

  it('keeps the classes Mastodon and Pleroma put in posts, and drops the app layout classes', () => {
    const known = corpus.find((p) => p.name === 'known post classes kept');
    const root = sanitizedDom(known?.html ?? '');
    expect(root.querySelectorAll('.h-card, .mention, .hashtag, .invisible, .ellipsis')).toHaveLength(6);
    const layout = sanitizedDom('<div class="modal-backdrop">m</div><p class="app status mention">l</p>');
    expect(layout.querySelector('.modal-backdrop, .app, .status')).toBeNull();
    expect(layout.querySelector('p')?.className).toBe('mention');
  });
});
