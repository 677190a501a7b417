// The hostile-HTML corpus (test/fixtures/hostile/payloads.json) through the real status card: every payload is
// stored verbatim by the demo instance (/__demo/raw-status) and opened at /notice/{id} in one long-lived page.
import { readFileSync } from 'fs';
import { join } from 'path';
import type { Page } from '@playwright/test';
import { test, expect, resetInstance } from './support';

// the payloads carry handlers and styles: Chrome reports them as they are parsed inertly (support.ts, problems)
test.use({ hostileHtml: true });

interface Payload {
  name: string;
  html: string;
  where: 'content' | 'spoiler' | 'name' | 'emoji' | 'card' | 'poll';
}

const corpus = JSON.parse(readFileSync(join(__dirname, '..', 'fixtures', 'hostile', 'payloads.json'), 'utf8')) as Payload[];
const BATCHES = 4;
const batchSize = Math.ceil(corpus.length / BATCHES);

/** What the demo instance is asked to store for one payload, by where the payload goes. */
function rawStatus(p: Payload): Record<string, unknown> {
  const base = { username: 'bob', content: '<p>hostile corpus</p>' };
  switch (p.where) {
    case 'content':
    case 'emoji':
      return { ...base, content: p.html };
    case 'spoiler':
      return { ...base, spoiler_text: p.html };
    case 'name':
      return { ...base, display_name: p.html };
    case 'card':
      // a payload that looks like a URL is the card's link; anything else fills its text fields
      return /^(?:[a-z]+:|\/\/)/i.test(p.html)
        ? { ...base, card: { url: p.html, type: 'link', title: 'card', description: 'card' } }
        : { ...base, card: { url: 'https://example.com/', type: 'rich', title: p.html, description: p.html, html: p.html } };
    case 'poll':
      return { ...base, poll_options: [p.html, 'second'] };
  }
}

/**
 * Traps set before the app loads: payloads call __pwned() or assign window.__pwned; either is recorded and
 * also logged, so a payload that wipes the page's state is still seen through the console.
 */
function installTrap() {
  const hits: string[] = [];
  const record = (how: string) => {
    hits.push(how);
    console.log(`__PWNED__ ${how}`);
  };
  Object.defineProperty(window, '__pwned', {
    configurable: false,
    get: () => () => record('called'),
    set: () => record('assigned'),
  });
  Object.defineProperty(window, '__hostileHits', { configurable: false, value: hits });
}

interface Watch {
  pwned: string[];
  dialogs: string[];
  requests: string[];
}

function watch(page: Page): Watch {
  const seen: Watch = { pwned: [], dialogs: [], requests: [] };
  page.on('console', (m) => {
    if (m.text().startsWith('__PWNED__')) seen.pwned.push(m.text());
  });
  page.on('dialog', (d) => {
    seen.dialogs.push(`${d.type()}: ${d.message()}`);
    void d.dismiss();
  });
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (!/^(?:https?|wss?):$/.test(url.protocol)) return;
    if (!['127.0.0.1', 'localhost'].includes(url.hostname) || /trap/i.test(url.href)) seen.requests.push(r.url());
  });
  return seen;
}

/**
 * The parts of the window title the app sets for a post (useDocumentTitle): its author before the start of its text,
 * and the instance after it. What a post says may fill the middle, as text; a payload that took over the title would
 * change the frame.
 */
const titleFrame = (title: string) => ({ author: title.split(/: “| — /)[0], instance: title.slice(title.lastIndexOf(' — ')) });

/** Everything the page itself must keep: what is directly in <body>, the title's frame, the route. */
const pageShape = (page: Page) =>
  page.evaluate(() => ({
    body: Array.from(document.body.children).map((e) => `${e.tagName}#${e.id}`),
    title: document.title,
    pathname: location.pathname,
  }));

/** The checks inside one card; returns what went wrong, by name. */
const inspectCard = (page: Page, id: string) =>
  page.evaluate((statusId) => {
    const problems: string[] = [];
    const article = document.querySelector<HTMLElement>(`article[data-status-id="${statusId}"]`);
    if (!article) return ['card missing'];
    const hostileZones = Array.from(
      article.querySelectorAll<HTMLElement>('.status-content, .status-summary, .status-header, .status-poll, .status-card'),
    );
    const forbidden =
      'script, style, iframe, frame, frameset, object, embed, applet, form, input, textarea, select, math, link, meta, base, template, noscript, portal';
    for (const el of Array.from(article.querySelectorAll(forbidden))) problems.push(`<${el.tagName.toLowerCase()}> in card`);
    for (const svg of Array.from(article.querySelectorAll('svg')))
      if (!svg.classList.contains('icon')) problems.push('svg in card');
    // Handlers are checked on the whole card; the app's own markup (poll bars, header ids) may use style and ids.
    for (const el of Array.from(article.querySelectorAll<HTMLElement>('*')))
      for (const attr of Array.from(el.attributes)) if (/^on/i.test(attr.name)) problems.push(`${attr.name} attribute in card`);
    // Only post HTML is injected as markup: there nothing may be positioned, styled, or named.
    for (const el of Array.from(article.querySelectorAll<HTMLElement>('.status-content *'))) {
      const position = getComputedStyle(el).position;
      if (position === 'fixed' || position === 'absolute' || position === 'sticky') problems.push(`${position} element in post`);
      if (el.hasAttribute('style')) problems.push('style attribute in post');
      if (el.id || el.hasAttribute('name')) problems.push('id/name attribute in post');
    }
    // an image a post sizes itself (width/height attributes) must fit the card, not stretch the row forever
    for (const img of Array.from(article.querySelectorAll<HTMLImageElement>('.status-content img'))) {
      const r = img.getBoundingClientRect();
      if (r.width > article.clientWidth + 1 || r.height > window.innerHeight * 2)
        problems.push(`image of ${r.width}x${r.height}`);
    }
    for (const zone of hostileZones)
      if (zone.scrollWidth > zone.clientWidth + 1) problems.push(`${zone.className} overflows sideways`);
    for (const a of Array.from(article.querySelectorAll<HTMLAnchorElement>('a[href]'))) {
      const url = new URL(a.href, location.href);
      if (!['http:', 'https:', 'mailto:'].includes(url.protocol)) problems.push(`link to ${url.protocol}`);
      const internal = url.origin === location.origin && a.target === '';
      const rel = a.rel.split(/\s+/);
      if (!internal && !(a.target === '_blank' && rel.includes('noopener') && rel.includes('noreferrer')))
        problems.push(`external link without target=_blank rel=noopener noreferrer: ${a.outerHTML.slice(0, 120)}`);
    }
    const box = article.getBoundingClientRect();
    const row = article.parentElement?.getBoundingClientRect();
    if (row && (box.left < row.left - 1 || box.right > row.right + 1)) problems.push('card wider than its row');
    if (document.documentElement.scrollWidth > document.documentElement.clientWidth + 1) problems.push('page scrolls sideways');
    return problems;
  }, id);

/** Opens /notice/{id} inside the running app (no reload), as a click on a link would. */
async function openNotice(page: Page, id: string) {
  await page.evaluate((path) => {
    history.pushState({}, '', path);
    window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));
  }, `/notice/${id}`);
  await expect(page.locator(`article[data-status-id="${id}"]`)).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  await resetInstance(page);
  await page.addInitScript(installTrap);
});

for (let b = 0; b < BATCHES; b++) {
  const batch = corpus.slice(b * batchSize, (b + 1) * batchSize);
  test(`hostile corpus ${b + 1}/${BATCHES}: ${batch.length} payloads run nothing and stay inside their card`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const seen = watch(page);
    const ids: string[] = [];
    for (const payload of batch) {
      const res = await page.request.post('/__demo/raw-status', { data: rawStatus(payload) });
      expect(res.ok(), payload.name).toBeTruthy();
      ids.push(((await res.json()) as { id: string }).id);
    }
    await page.goto(`/notice/${ids[0]}`);
    await expect(page.locator(`article[data-status-id="${ids[0]}"]`)).toBeVisible();
    const shape = await pageShape(page);
    const failures: string[] = [];
    for (const [i, payload] of batch.entries()) {
      const id = ids[i];
      if (i > 0) await openNotice(page, id);
      const article = page.locator(`article[data-status-id="${id}"]`);
      // content behind a warning is hostile too: open it
      const reveal = article.getByRole('button', { name: 'Show more' });
      if (await reveal.count()) await reveal.first().click();
      await article.hover();
      const problems = await inspectCard(page, id);
      const now = await pageShape(page);
      if (JSON.stringify(now.body) !== JSON.stringify(shape.body)) problems.push(`page body changed: ${now.body.join(',')}`);
      // a hostile display name is the author part itself, as text
      const frame = titleFrame(now.title);
      const expected = titleFrame(shape.title);
      if (frame.instance !== expected.instance || (payload.where !== 'name' && frame.author !== expected.author))
        problems.push(`title changed to ${now.title}`);
      if (now.pathname !== `/notice/${id}`) problems.push(`navigated to ${now.pathname}`);
      if (seen.pwned.length) problems.push(`script ran: ${seen.pwned.splice(0).join(', ')}`);
      if (seen.dialogs.length) problems.push(`dialog opened: ${seen.dialogs.splice(0).join(', ')}`);
      if (seen.requests.length) problems.push(`requested ${seen.requests.splice(0).join(', ')}`);
      for (const p of problems) failures.push(`${payload.name} (${payload.where}): ${p}`);
    }
    const hits = await page.evaluate(() => (window as unknown as { __hostileHits: string[] }).__hostileHits.length);
    expect(hits, 'trap hits').toBe(0);
    expect(failures).toEqual([]);
  });
}

test('the detectors see a planted breach (so a quiet run above means something)', async ({ page }) => {
  const seen = watch(page);
  const res = await page.request.post('/__demo/raw-status', { data: { username: 'bob', content: '<p>plain</p>' } });
  const { id } = (await res.json()) as { id: string };
  await page.goto(`/notice/${id}`);
  await expect(page.locator(`article[data-status-id="${id}"] .status-content`)).toBeVisible();
  expect(await inspectCard(page, id)).toEqual([]);
  await page.evaluate((statusId) => {
    const content = document.querySelector(`article[data-status-id="${statusId}"] .status-content`);
    content?.insertAdjacentHTML('beforeend', '<a href="https://example.com/" target="_self">x</a><form></form>');
    const overlay = document.createElement('span');
    overlay.style.position = 'fixed';
    content?.append(overlay);
    (window as unknown as { __pwned: () => void }).__pwned();
  }, id);
  const problems = await inspectCard(page, id);
  expect(problems).toEqual(
    expect.arrayContaining([
      '<form> in card',
      'fixed element in post',
      'style attribute in post',
      expect.stringContaining('external link without target=_blank'),
    ]),
  );
  await expect.poll(() => seen.pwned.length).toBe(1);
});

test('in a timeline, hostile layouts stay inside their own rows', async ({ page }) => {
  const seen = watch(page);
  const layout = corpus.filter((p) => /style|class|long|huge|nesting|bidi|zalgo|flood|overlay|mxss/i.test(p.name)).slice(0, 20);
  for (const payload of layout) {
    const res = await page.request.post('/__demo/raw-status', { data: rawStatus(payload) });
    expect(res.ok(), payload.name).toBeTruthy();
  }
  await page.goto('/main/public');
  await expect(page.locator('article[data-status-id]').first()).toBeVisible();
  // the rows around the viewport come one frame after the first ones
  await expect.poll(() => page.locator('article[data-status-id]').count()).toBeGreaterThan(5);
  const shape = await pageShape(page);
  const ids = await page
    .locator('article[data-status-id]')
    .evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-status-id') ?? ''));
  expect(ids.length).toBeGreaterThan(5);
  const failures: string[] = [];
  for (const id of ids) for (const p of await inspectCard(page, id)) failures.push(`${id}: ${p}`);
  // rows do not overlap: each starts at or below where the one above it ends
  const boxes = await page
    .locator('article[data-status-id]')
    .evaluateAll((nodes) => nodes.map((n) => n.getBoundingClientRect()).map((r) => ({ top: r.top, bottom: r.bottom })));
  boxes.sort((a, b) => a.top - b.top);
  for (let i = 1; i < boxes.length; i++)
    if (boxes[i].top < boxes[i - 1].bottom - 1) failures.push(`row ${i} overlaps the one above`);
  expect(failures).toEqual([]);
  expect((await pageShape(page)).body).toEqual(shape.body);
  expect(seen).toEqual({ pwned: [], dialogs: [], requests: [] });
});

// Every URL field a server sends, each with a scheme that must never reach the page (issue 16 §2).
const BAD_URLS = {
  js: 'javascript:__pwned()',
  html: 'data:text/html;base64,PHNjcmlwdD5fX3B3bmVkKCk8L3NjcmlwdD4=',
  vb: 'vbscript:__pwned()',
  bare: 'javascript:',
};
const hostileUrlFields = {
  url: BAD_URLS.js,
  uri: BAD_URLS.vb,
  emojis: [{ shortcode: 'trapemoji', url: BAD_URLS.js, static_url: BAD_URLS.js, visible_in_picker: false }],
  account: {
    avatar: BAD_URLS.js,
    avatar_static: BAD_URLS.js,
    header: BAD_URLS.html,
    url: BAD_URLS.bare,
    emojis: [{ shortcode: 'trapname', url: BAD_URLS.html, static_url: BAD_URLS.html, visible_in_picker: false }],
  },
  mentions: [{ id: '77', username: 'trap', acct: 'trap@trap.example', url: BAD_URLS.js }],
  tags: [{ name: 'trap', url: BAD_URLS.vb }],
  media_attachments: [
    // a file with a usable address keeps its tile; its other addresses are dropped
    {
      id: 'm1',
      type: 'image',
      url: '/media/attachments/sunset.png',
      preview_url: BAD_URLS.js,
      remote_url: BAD_URLS.vb,
      description: 'kept',
    },
    { id: 'm3', type: 'unknown', url: '/media/attachments/notes.txt', preview_url: BAD_URLS.html, description: 'kept too' },
    // files with nothing safe to open are left out (schemas/cleanStatus.ts)
    { id: 'm2', type: 'audio', url: 'data:text/html,<script>__pwned()</script>', preview_url: null, description: 'gone' },
    { id: 'm4', type: 'video', url: BAD_URLS.js, remote_url: BAD_URLS.bare, description: 'gone' },
  ],
  card: { url: BAD_URLS.js, title: 'card', description: 'card', type: 'link', image: BAD_URLS.html, embed_url: BAD_URLS.js },
  emoji_reactions: [{ name: 'trapreact', count: 1, me: false, url: BAD_URLS.js, static_url: BAD_URLS.js }],
  pleroma: { emoji_reactions: [{ name: 'trapreact', count: 1, me: false, url: BAD_URLS.js, static_url: BAD_URLS.js }] },
};

/** Every attribute of the card that holds a URL, whose scheme is not http(s) or (for links) mailto. */
const unsafeUrlsIn = (page: Page, id: string) =>
  page.evaluate((statusId) => {
    const article = document.querySelector(`article[data-status-id="${statusId}"]`);
    if (!article) return ['card missing'];
    const found: string[] = [];
    const attrs = ['href', 'src', 'srcset', 'poster', 'data', 'action', 'formaction', 'xlink:href', 'background'];
    for (const el of Array.from(article.querySelectorAll('*'))) {
      for (const name of attrs) {
        const value = el.getAttribute(name);
        if (value === null) continue;
        for (const part of name === 'srcset' ? value.split(',').map((c) => c.trim().split(/\s+/)[0] ?? '') : [value]) {
          const protocol = new URL(part, location.href).protocol;
          const allowed = name === 'href' ? ['http:', 'https:', 'mailto:'] : ['http:', 'https:', 'blob:'];
          if (!allowed.includes(protocol)) found.push(`${el.tagName.toLowerCase()} ${name}="${value.slice(0, 40)}"`);
        }
      }
      const style = el.getAttribute('style') ?? '';
      if (/url\(\s*['"]?\s*(?:javascript|data|vbscript):/i.test(style)) found.push(`${el.tagName.toLowerCase()} style url`);
    }
    return found;
  }, id);

test('no URL a server sends reaches the page unless it is http(s) or a path of this site', async ({ page }) => {
  const seen = watch(page);
  const res = await page.request.post('/__demo/raw-status', {
    data: {
      username: 'bob',
      content: '<p>files, a card and :trapemoji: <a href="https://example.com/">a link</a></p>',
      display_name: 'Bob :trapname:',
      fields: hostileUrlFields,
    },
  });
  expect(res.ok()).toBeTruthy();
  const { id } = (await res.json()) as { id: string };
  await page.goto(`/notice/${id}`);
  const article = page.locator(`article[data-status-id="${id}"]`);
  await expect(article).toBeVisible();
  // the card is all there: the two usable files, the reaction, the text
  await expect(article.locator('.status-reactions')).toContainText('trapreact');
  await expect(article.locator('.status-content')).toContainText('files, a card and');
  await expect(article.locator('.status-media')).toBeVisible();
  await expect(article.getByRole('img', { name: 'kept', exact: true })).toBeVisible();
  await expect(article.getByText('gone')).toHaveCount(0);
  await article.hover();
  expect(await unsafeUrlsIn(page, id)).toEqual([]);
  // the detector itself sees one planted (a link: an image would try to load it, and the CSP's report would fail
  // the test)
  await page.evaluate((statusId) => {
    const link = document.createElement('a');
    link.setAttribute('href', 'javascript:void 0');
    document.querySelector(`article[data-status-id="${statusId}"]`)?.append(link);
  }, id);
  expect(await unsafeUrlsIn(page, id)).toEqual(['a href="javascript:void 0"']);
  expect(seen).toEqual({ pwned: [], dialogs: [], requests: [] });
});
