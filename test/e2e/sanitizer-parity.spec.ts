// The post sanitizer's two backends in a real browser (utils/sanitize.ts, docs/architecture.md "Content safety").
// Chromium has the HTML Sanitizer API, so the app sanitizes natively and never asks for DOMPurify; with
// Document.parseHTML deleted before the app runs, the page is a browser without it (Safari today), and DOMPurify's
// chunk loads before the first post is drawn. The hostile corpus, real post HTML from test/fixtures and the edge
// cases (test/support/sanitizerCorpus.ts) go through both: every output harmless, and the two the same.
import { join } from 'path';
import { buildSync } from 'esbuild';
import type { Page } from '@playwright/test';
import { test, expect, posts, resetInstance } from './support';
import { sanitizerCorpus } from '../support/sanitizerCorpus';
import { ALLOWED_ATTR, ALLOWED_TAGS } from '../../src/utils/sanitize/rules';

test.beforeEach(async ({ page }) => resetInstance(page));

const DOMPURIFY_CHUNK = /\/static\/js\/dompurify\.[0-9a-f]+\.js$/;

/**
 * Where the two backends may part, by input name, and why. Empty: on every input of the corpus the browser's parser
 * with our walk gives DOMPurify's output to the character. A difference found later is listed here with its reason,
 * or fixed.
 */
const KNOWN_DIFFERENCES: Record<string, string> = {};

/** Before the app runs: the page becomes a browser without the HTML Sanitizer API's entry point. */
function deleteNativeSanitizer() {
  delete (Document as unknown as { parseHTML?: unknown }).parseHTML;
}

/** Before the app runs: when the first post card appears, by the page's clock (performance.now()). */
function recordFirstPost() {
  const seen = new MutationObserver(() => {
    if (!document.querySelector('article[data-status-id]')) return;
    (window as unknown as { __firstPostAt: number }).__firstPostAt = performance.now();
    seen.disconnect();
  });
  seen.observe(document, { childList: true, subtree: true });
}

/** The requests for DOMPurify's chunk this page makes, from now on. */
function dompurifyRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (DOMPURIFY_CHUNK.test(new URL(request.url()).pathname)) seen.push(request.url());
  });
  return seen;
}

/** Every post card's content in the page, by status id, as rendered. */
const renderedContents = (page: Page) =>
  page
    .locator('article[data-status-id]')
    .evaluateAll((cards) =>
      Object.fromEntries(
        cards.map((card) => [card.getAttribute('data-status-id'), card.querySelector('.status-content')?.innerHTML ?? null]),
      ),
    );

/**
 * The app's own sanitizer module (src/utils/sanitize.ts, the same source as the built app's), bundled for the page:
 * the built app keeps its modules to itself. Its backend is chosen by the page it runs in, as the app's is.
 */
const harness = buildSync({
  stdin: {
    contents: "import * as sanitizer from './src/utils/sanitize';\nObject.assign(window, { __sanitizer: sanitizer });",
    resolveDir: join(__dirname, '..', '..'),
    loader: 'ts',
    sourcefile: 'sanitizer-harness.ts',
  },
  bundle: true,
  format: 'iife',
  platform: 'browser',
  target: 'es2020',
  write: false,
  define: { 'process.env.NODE_ENV': '"production"' },
}).outputFiles[0].text;

interface Run {
  backend: string;
  outputs: string[];
  /** each output sanitized again: anything else than the output itself means the browser's re-parse moved it (mXSS) */
  again: string[];
  /** what is wrong with each output, by the checks below; empty when harmless */
  harms: string[][];
}

/** The corpus through the sanitizer of the page's own choice, with every output checked in the page. */
async function runCorpus(page: Page, inputs: string[]): Promise<Run> {
  await page.evaluate(harness);
  return page.evaluate(
    async ({ htmls, allowlist }) => {
      const sanitizer = (
        window as unknown as {
          __sanitizer: {
            prepareSanitizer: () => Promise<void>;
            sanitizePostHtml: (html: string) => string;
            sanitizerBackend: () => string;
          };
        }
      ).__sanitizer;
      await sanitizer.prepareSanitizer();
      const allowedTags = new Set(allowlist.tags);
      const allowedAttributes = new Set(allowlist.attributes);
      const addedAttributes = new Set(['target', 'rel', 'loading']);
      const forbiddenMarkup =
        /<\/?(?:script|style|iframe|frame|svg|math|form|input|object|embed|template|noscript|textarea|select|link|meta|base)\b/i;
      const harmsOf = (html: string): string[] => {
        const harms: string[] = [];
        if (forbiddenMarkup.test(html)) harms.push('forbidden markup in the string');
        // parsed inertly, as the card's content would be
        const template = document.createElement('template');
        template.innerHTML = html;
        const walker = document.createTreeWalker(template.content, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_COMMENT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (node.nodeType === Node.COMMENT_NODE) {
            harms.push('a comment');
            continue;
          }
          const el = node as Element;
          const tag = el.localName;
          if (el.namespaceURI !== 'http://www.w3.org/1999/xhtml' || !allowedTags.has(tag)) harms.push(`<${tag}>`);
          for (const attr of Array.from(el.attributes)) {
            if (/^on/i.test(attr.name)) harms.push(`${attr.name}= on <${tag}>`);
            else if (!allowedAttributes.has(attr.name) && !addedAttributes.has(attr.name))
              harms.push(`${attr.name}= on <${tag}>`);
          }
          if (tag === 'a') {
            const href = el.getAttribute('href');
            if (href !== null) {
              const protocol = new URL(href, location.href).protocol;
              if (!['http:', 'https:', 'mailto:'].includes(protocol) || /^\s*(?:\/\/|\/\\)/.test(href))
                harms.push(`link to ${href.slice(0, 40)}`);
            }
            const rel = (el.getAttribute('rel') ?? '').split(' ');
            if (el.getAttribute('target') !== '_blank' || !rel.includes('noopener') || !rel.includes('noreferrer'))
              harms.push('link without target=_blank rel=noopener noreferrer');
          } else if (el.hasAttribute('href')) harms.push(`href on <${tag}>`);
          if (tag === 'img') {
            const src = el.getAttribute('src') ?? '';
            if (!/^(?:https?:|\/(?![/\\]))/i.test(src)) harms.push(`image from ${src.slice(0, 40)}`);
          } else if (el.hasAttribute('src')) harms.push(`src on <${tag}>`);
        }
        return harms;
      };
      const outputs = htmls.map((html) => sanitizer.sanitizePostHtml(html));
      return {
        backend: sanitizer.sanitizerBackend(),
        outputs,
        again: outputs.map((html) => sanitizer.sanitizePostHtml(html)),
        harms: outputs.map(harmsOf),
      };
    },
    { htmls: inputs, allowlist: { tags: [...ALLOWED_TAGS], attributes: [...ALLOWED_ATTR] } },
  );
}

test('with the HTML Sanitizer API (Chromium), posts are drawn without DOMPurify, which is never asked for', async ({ page }) => {
  const requested = dompurifyRequests(page);
  await page.goto('/main/all');
  await expect(posts(page).first()).toBeVisible();
  // the sanitizer is chosen before the first render: had the chunk been wanted, it would have been asked for by now
  await expect(page.locator('article[data-status-id] .status-content a[href]').first()).toBeAttached();
  const loaded = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
  expect(loaded.filter((url) => DOMPURIFY_CHUNK.test(new URL(url).pathname))).toEqual([]);
  expect(requested).toEqual([]);
});

test('without Document.parseHTML, DOMPurify arrives before the first post is drawn, and posts render as HTML', async ({
  page,
}) => {
  await page.addInitScript(deleteNativeSanitizer);
  await page.addInitScript(recordFirstPost);
  const requested = dompurifyRequests(page);
  const chunk = page.waitForRequest((request) => DOMPURIFY_CHUNK.test(new URL(request.url()).pathname));
  await page.goto('/main/all');
  await chunk;
  await expect(posts(page).first()).toBeVisible();
  await expect(page.locator('article[data-status-id] .status-content a[href]').first()).toBeAttached();
  expect(requested).toHaveLength(1);
  const order = await page.evaluate(() => {
    const entry = performance
      .getEntriesByType('resource')
      .find((e): e is PerformanceResourceTiming => /\/static\/js\/dompurify\./.test(e.name));
    return {
      chunkArrived: entry?.responseEnd ?? null,
      firstPost: (window as unknown as { __firstPostAt?: number }).__firstPostAt,
    };
  });
  expect(order.chunkArrived).not.toBeNull();
  expect(order.firstPost).toBeGreaterThan(order.chunkArrived ?? Infinity);
});

test('without Document.parseHTML and with DOMPurify never arriving, the app still renders, posts as plain text', async ({
  page,
}) => {
  await page.addInitScript(deleteNativeSanitizer);
  const tries: string[] = [];
  await page.route(DOMPURIFY_CHUNK, (route) => {
    tries.push(route.request().url());
    return route.abort('connectionreset');
  });
  await page.goto('/main/all');
  // the chunk is tried as every chunk is (utils/retryImport.ts): three times, then the app renders without it
  await expect(posts(page).first()).toBeVisible();
  expect(tries).toHaveLength(3);
  const contents = page.locator('article[data-status-id] .status-content');
  await expect(contents.first()).not.toBeEmpty();
  // text and line breaks only: no link, no image, no element the server sent
  expect(
    await contents.evaluateAll((nodes) => nodes.flatMap((n) => [...n.querySelectorAll('*:not(br)')].map((e) => e.localName))),
  ).toEqual([]);
});

test.describe('hostile input', () => {
  // the corpus carries handlers and styles: Chrome reports them as they are parsed inertly (support.ts, problems).
  // The tests above load the app with no hostile post: there any such report fails them.
  test.use({ hostileHtml: true });

  test('the corpus through both backends: every output harmless, and the two outputs the same', async ({ page }) => {
    test.setTimeout(120_000);
    const corpus = sanitizerCorpus();
    const inputs = corpus.map((entry) => entry.html);
    expect(inputs.length).toBeGreaterThan(300);

    // the app as Chromium runs it
    const requested = dompurifyRequests(page);
    await page.goto('/main/all');
    await expect(posts(page).first()).toBeVisible();
    const nativeCards = await renderedContents(page);
    const native = await runCorpus(page, inputs);
    expect(native.backend).toBe('native');
    expect(requested).toEqual([]);

    // the same page as a browser without the API
    await page.addInitScript(deleteNativeSanitizer);
    await page.reload();
    await expect(posts(page).first()).toBeVisible();
    expect(requested).toHaveLength(1);
    const purifiedCards = await renderedContents(page);
    const purified = await runCorpus(page, inputs);
    expect(purified.backend).toBe('dompurify');

    const failures: string[] = [];
    corpus.forEach(({ name }, i) => {
      for (const [backend, run] of [
        ['native', native],
        ['DOMPurify', purified],
      ] as const) {
        for (const harm of run.harms[i]) failures.push(`${name} (${backend}): ${harm}`);
        if (run.again[i] !== run.outputs[i]) failures.push(`${name} (${backend}): changes when sanitized again`);
      }
      if (native.outputs[i] !== purified.outputs[i] && !KNOWN_DIFFERENCES[name])
        failures.push(`${name}: native ${JSON.stringify(native.outputs[i])} ≠ DOMPurify ${JSON.stringify(purified.outputs[i])}`);
    });
    expect(failures).toEqual([]);

    // the cards the app drew itself, through each backend: the same content
    const shared = Object.keys(nativeCards).filter((id) => id in purifiedCards);
    expect(shared.length).toBeGreaterThan(3);
    for (const id of shared) expect(purifiedCards[id], `status ${id}`).toBe(nativeCards[id]);
  });
});
