// The sanitizer's two backends (utils/sanitize.ts): the shared post-pass, the choice of backend (native API
// present, absent, partial), the DOMPurify chunk failing, and the native walk against DOMPurify on the same corpus.
// jsdom has no HTML Sanitizer API: the native backend runs here over a stand-in parser, and the real one in Chromium
// (test/e2e/sanitizer-parity.spec.ts).
import DOMPurify from 'dompurify';
import { createPostSanitizer, type SanitizerEnvironment } from '../../../src/utils/sanitize';
import { finishElement } from '../../../src/utils/sanitize/rules';
import { detectNativeParser, type ParseHtml } from '../../../src/utils/sanitize/native';
import { emojifyHtml } from '../../../src/utils/emoji';
import type { CustomEmoji } from '../../../src/api/types';
import { sanitizerCorpus } from '../../support/sanitizerCorpus';

/** A parser with no safety of its own: the walk alone must enforce everything. */
const bareParse: ParseHtml = (html) => new DOMParser().parseFromString(html, 'text/html');

/** What Document.parseHTML promises whatever its configuration: no script, no handler, no javascript: link. */
const safeParse: ParseHtml = (html) => {
  const doc = bareParse(html);
  for (const el of Array.from(doc.querySelectorAll('script, iframe, object, embed, frame'))) el.remove();
  for (const el of Array.from(doc.querySelectorAll('*')))
    for (const attr of Array.from(el.attributes)) if (/^on/i.test(attr.name)) el.removeAttribute(attr.name);
  for (const a of Array.from(doc.querySelectorAll('a[href]'))) {
    let protocol = '';
    try {
      protocol = new URL(a.getAttribute('href') ?? '', 'https://x.test/').protocol;
    } catch {
      // not a URL: nothing to follow
    }
    if (protocol === 'javascript:') a.removeAttribute('href');
  }
  return doc;
};

/** A stand-in for a browser with the HTML Sanitizer API, over `parse`. */
const nativeScope = (parse: (html: string, options?: unknown) => unknown = safeParse) => ({
  Document: { parseHTML: jest.fn(parse) },
  Sanitizer: class Sanitizer {},
});

describe('the shared post-pass', () => {
  const finished = (html: string) => {
    const template = document.createElement('template');
    template.innerHTML = html;
    const el = template.content.firstElementChild as Element;
    const kept = finishElement(el);
    return kept ? el.outerHTML : null;
  };

  it('keeps only the allowed attributes, trimmed', () => {
    expect(finished('<p title=" t " lang="en" style="x" id="i" data-x="1" aria-label="a" onclick="x()">p</p>')).toBe(
      '<p title="t" lang="en">p</p>',
    );
    expect(finished('<span data-tag="books" data-user="9x" translate="no" dir="rtl">s</span>')).toBe(
      '<span data-tag="books" data-user="9x" translate="no" dir="rtl">s</span>',
    );
  });

  it('drops a value that reads as a URL of another scheme, as DOMPurify does, but not free text', () => {
    expect(finished('<span lang="javascript:x" data-tag="data:text/html,x" title="javascript:x">s</span>')).toBe(
      '<span title="javascript:x">s</span>',
    );
    // a value that could close a comment or a raw-text element if ever serialized raw
    expect(finished('<abbr title="--></style>">a</abbr>')).toBe('<abbr>a</abbr>');
  });

  it('keeps href on links only and src on images only', () => {
    expect(finished('<span href="https://x.test/" src="https://x.test/a.png">s</span>')).toBe('<span>s</span>');
  });

  it('keeps only the classes servers put in posts', () => {
    expect(finished('<span class=" h-card  status modal-backdrop ">s</span>')).toBe('<span class="h-card">s</span>');
    expect(finished('<span class="app">s</span>')).toBe('<span>s</span>');
  });

  it('makes links open in a new window without referrer, and drops unsafe addresses', () => {
    expect(finished('<a href=" https://x.test/ " target="_self" rel="me">a</a>')).toBe(
      '<a href="https://x.test/" target="_blank" rel="noopener noreferrer nofollow">a</a>',
    );
    for (const href of ['javascript:x()', 'data:text/html,x', 'vbscript:x', '//evil.test/', '/\\evil.test/', 'tel:1'])
      expect(finished(`<a href="${href}">a</a>`)).toBe('<a target="_blank" rel="noopener noreferrer nofollow">a</a>');
  });

  it('keeps images from http(s) and same-origin paths only, made lazy', () => {
    expect(finished('<img src="https://x.test/a.png" alt="a" width="9" height="99999">')).toBe(
      '<img src="https://x.test/a.png" alt="a" loading="lazy">',
    );
    for (const src of ['x', 'data:image/png;base64,AAAA', '//evil.test/a.png', 'javascript:x', ''])
      expect(finished(`<img src="${src}">`)).toBeNull();
  });
});

describe('the choice of backend', () => {
  it('takes the native API where it is present and behaves', () => {
    const scope = nativeScope();
    const parse = detectNativeParser(scope);
    expect(parse).not.toBeNull();
    // the probe carries no handler: Chrome would report it as a CSP violation on every start
    expect(scope.Document.parseHTML.mock.calls[0]?.[0]).not.toMatch(/\son\w+=/i);
    expect(scope.Document.parseHTML).toHaveBeenCalledWith(expect.any(String), {
      // our attribute allowlist: Chromium 156's renderer crashes on some handler attributes a configuration keeps
      sanitizer: {
        removeElements: [],
        attributes: ['href', 'title', 'class', 'lang', 'dir', 'alt', 'src', 'data-tag', 'data-user', 'translate'],
        dataAttributes: false,
      },
    });
  });

  it.each([
    ['no API at all', {}],
    ['a Sanitizer without Document.parseHTML', { Sanitizer: class {} }],
    ['Element.setHTML alone (no Document.parseHTML)', { Document: {}, Sanitizer: undefined }],
    ['Document.parseHTML without a Sanitizer', { Document: { parseHTML: safeParse } }],
    ['a parseHTML that is not a function', { Document: { parseHTML: {} }, Sanitizer: class {} }],
  ])('falls back with %s', (_name, scope) => {
    expect(detectNativeParser(scope as Parameters<typeof detectNativeParser>[0])).toBeNull();
  });

  it.each([
    [
      'refuses our configuration (an older draft)',
      () => {
        throw new TypeError('Invalid Sanitizer configuration');
      },
    ],
    ['returns no document', () => null],
    ['returns something else', () => ({ body: { innerHTML: '<p>a</p>' } })],
    ['keeps the script', bareParse],
    [
      'keeps the javascript: link',
      (html: string) => {
        const doc = safeParse(html);
        doc.querySelector('a')?.setAttribute('href', 'javascript:x()');
        return doc;
      },
    ],
    [
      'drops unknown elements with their text (a default-only configuration)',
      (html: string) => {
        const doc = safeParse(html);
        for (const el of Array.from(doc.querySelectorAll('x-y'))) el.remove();
        return doc;
      },
    ],
  ])('falls back from a parseHTML that %s', (_name, parse) => {
    expect(detectNativeParser(nativeScope(parse as (html: string) => unknown))).toBeNull();
  });

  const environment = (native: ParseHtml | null, load: SanitizerEnvironment['loadDomPurify']) => ({
    detectNative: jest.fn(() => native),
    loadDomPurify: jest.fn(load),
  });

  it('with the native API: ready at once, DOMPurify never asked for', async () => {
    const env = environment(safeParse, () => Promise.resolve(DOMPurify));
    const sanitizer = createPostSanitizer(env);
    expect(sanitizer.ready()).toBe(true);
    expect(sanitizer.backend()).toBe('native');
    await sanitizer.prepare();
    expect(env.loadDomPurify).not.toHaveBeenCalled();
    expect(sanitizer.sanitize('<p onclick="x()">a<script>b()</script></p>')).toBe('<p>a</p>');
  });

  it('without it: plain text until DOMPurify has loaded, then DOMPurify', async () => {
    let arrive: (purify: typeof DOMPurify) => void = () => undefined;
    const env = environment(null, () => new Promise((resolve) => (arrive = resolve)));
    const sanitizer = createPostSanitizer(env);
    expect(sanitizer.ready()).toBe(false);
    const prepared = sanitizer.prepare();
    expect(sanitizer.prepare()).toBe(prepared);
    expect(env.loadDomPurify).toHaveBeenCalledTimes(1);
    expect(sanitizer.backend()).toBe('loading');
    expect(sanitizer.sanitize('<p>a <b onclick="x()">b</b></p><p>c</p><script>x()</script>')).toBe('a b<br>c');
    arrive(DOMPurify);
    await prepared;
    expect(sanitizer.ready()).toBe(true);
    expect(sanitizer.backend()).toBe('dompurify');
    expect(sanitizer.sanitize('<p>a <b onclick="x()">b</b></p><script>x()</script>')).toBe('<p>a <b>b</b></p>');
  });

  it('when the DOMPurify chunk never comes: the app goes on, post HTML as plain text, never as it came', async () => {
    const env = environment(null, () =>
      Promise.reject(Object.assign(new Error('Loading chunk failed'), { name: 'ChunkLoadError' })),
    );
    const sanitizer = createPostSanitizer(env);
    await expect(sanitizer.prepare()).resolves.toBeUndefined();
    expect(sanitizer.ready()).toBe(true);
    expect(sanitizer.backend()).toBe('text');
    const out = sanitizer.sanitize(
      '<p>Hi <a href="javascript:x()" onclick="y()">there</a><img src=x onerror="z()"></p><p>&lt;b&gt;</p>',
    );
    expect(out).toBe('Hi there<br>&lt;b&gt;');
    const shown = document.createElement('div');
    shown.innerHTML = out;
    expect(shown.querySelector('*:not(br)')).toBeNull();
  });

  it('text with no markup passes as it is, in every state', () => {
    const sanitizer = createPostSanitizer(environment(null, () => new Promise(() => undefined)));
    expect(sanitizer.sanitize('a &amp; b &lt;script&gt;')).toBe('a &amp; b &lt;script&gt;');
    expect(sanitizer.sanitize('')).toBe('');
  });

  it('a backend that throws gives plain text', () => {
    const sanitizer = createPostSanitizer(
      environment(
        () => {
          throw new Error('boom');
        },
        () => Promise.resolve(DOMPurify),
      ),
    );
    expect(sanitizer.sanitize('<p>a<b>b</b></p>')).toBe('ab');
  });
});

describe('the real chunk loader failing', () => {
  afterEach(() => {
    jest.useRealTimers();
    jest.dontMock('dompurify');
  });

  it('retries the chunk as every chunk, then shows plain text', async () => {
    jest.useFakeTimers();
    let attempts = 0;
    await jest.isolateModulesAsync(async () => {
      jest.doMock('dompurify', () => {
        attempts += 1;
        throw Object.assign(new Error('Loading chunk dompurify failed'), { name: 'ChunkLoadError' });
      });
      const { prepareSanitizer, isSanitizerReady, sanitizePostHtml, sanitizerBackend } =
        await import('../../../src/utils/sanitize');
      expect(isSanitizerReady()).toBe(false);
      let done = false;
      const prepared = prepareSanitizer().then(() => (done = true));
      await jest.advanceTimersByTimeAsync(5_000);
      await prepared;
      expect(done).toBe(true);
      expect(attempts).toBe(3);
      expect(sanitizerBackend()).toBe('text');
      expect(sanitizePostHtml('<p>x<img src=x onerror="y()"></p>')).toBe('x');
    });
  });
});

// Post HTML passes through the emoji pass first (StatusContent), so the corpus does too.
const emojis: CustomEmoji[] = [
  { shortcode: 'blobcat', url: 'https://x.test/blobcat.png', static_url: 'https://x.test/blobcat.png', visible_in_picker: true },
];
const corpus = sanitizerCorpus().map(({ name, html }) => [name, emojifyHtml(html, emojis)] as const);

describe('the native walk against DOMPurify (jsdom)', () => {
  const over = (parse: ParseHtml | null) =>
    createPostSanitizer({ detectNative: () => parse, loadDomPurify: () => Promise.resolve(DOMPurify) });
  const viaPurify = over(null);
  const viaNative = over(safeParse);
  // the walk owes nothing to the parser's own safety
  const viaBare = over(bareParse);
  beforeAll(() => viaPurify.prepare());

  it('each runs its own backend', () => {
    expect([viaPurify.backend(), viaNative.backend(), viaBare.backend()]).toEqual(['dompurify', 'native', 'native']);
  });

  it.each(corpus)('%s: the same with the browser-safe parser and with a bare one', (_name, html) => {
    const expected = viaPurify.sanitize(html);
    expect(viaNative.sanitize(html)).toBe(expected);
    expect(viaBare.sanitize(html)).toBe(expected);
  });
});
