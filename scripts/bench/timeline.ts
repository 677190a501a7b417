/**
 * Timeline benchmark (`npm run bench:timeline`), run by hand: prints figures, never passes or fails.
 *
 * It builds nothing: it serves the production build in BUILD_DIR (default dist/) from the demo
 * instance, signs in as alice in Debian's Chromium, turns on "show new posts automatically", opens
 * the local timeline and floods it (/__demo/flood, default 5000 posts at 50 per second). While the
 * flood runs it samples the JS heap (after a forced GC), the DOM size and the longest frame; then
 * it measures the time from navigation to the first status painted on a cold load.
 *
 * --memory ("a tab left open all day", issue 25): no cold loads; the same flood runs twice, with
 * pruning (src/sagas/eviction.ts) and without it (localStorage `debugEviction` = `off`, read by
 * src/sagas/evictNow.ts), each followed by scrolling back through --back older statuses (default
 * 1000) and one eviction interval at rest; the figures of both runs are printed side by side.
 *
 *   BUILD_DIR=/tmp/dist npm run bench:timeline
 *   npm run bench:timeline -- --count 1000 --rate 100 --cold 5
 *   BUILD_DIR=dist-h5 npm run bench:timeline -- --memory --port 5710
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type CDPSession, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../../test/e2e/chromium';
import { startDemoInstance } from '../../test/instance/server';
import { PRUNING_SWITCH_KEY } from '../../src/sagas/evictNow';
import { EVICTION_INTERVAL_MS } from '../../src/sagas/eviction';

const root = path.resolve(__dirname, '../..');
const dist = path.resolve(root, process.env.BUILD_DIR ?? 'dist');

function option(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  const value = at >= 0 ? Number(process.argv[at + 1]) : NaN;
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

const COUNT = option('count', 5000);
const RATE = option('rate', 50);
const COLD_RUNS = option('cold', 3);
const BACK = option('back', 1000);
const MEMORY = process.argv.includes('--memory');
/** The demo instance's port (default: any free one). */
const PORT = option('port', 0);
const SAMPLE_MS = 10_000;
/** Issue 25's targets for a tab left open all day. */
const HEAP_TARGET = 40 * 1024 * 1024;
const DOM_TARGET = 3000;

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const ms = (n: number) => `${Math.round(n)} ms`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

// The probes run in the page. They are plain script text: tsx would wrap named functions in a
// helper that exists only on the Node side.

/** Records every frame gap and long animation frames (or long tasks), into window.__probe. */
const FRAME_PROBE = `(() => {
  const probe = { maxFrame: 0, frames: 0, longest: 0, longCount: 0, last: 0 };
  window.__probe = probe;
  const tick = (now) => {
    if (probe.last) probe.maxFrame = Math.max(probe.maxFrame, now - probe.last);
    probe.last = now;
    probe.frames += 1;
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
  for (const type of ['long-animation-frame', 'longtask']) {
    try {
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          probe.longest = Math.max(probe.longest, entry.duration);
          probe.longCount += 1;
        }
      }).observe({ type, buffered: true });
      break;
    } catch {}
  }
})()`;

/** Sets window.__firstStatus to when the first status was painted (the frame after it was added). */
const FIRST_STATUS_PROBE = `new MutationObserver((_, observer) => {
  if (!document.querySelector('article.status')) return;
  observer.disconnect();
  requestAnimationFrame(() => setTimeout(() => (window.__firstStatus = performance.now())));
}).observe(document, { childList: true, subtree: true });`;

/** DOM size, and the worst frame since the previous sample. */
const DOM_SAMPLE = `(() => {
  const probe = window.__probe;
  const rows = [...document.querySelectorAll('article[aria-posinset]')].map((a) => Number(a.getAttribute('aria-posinset')));
  const result = {
    elements: document.getElementsByTagName('*').length,
    articles: document.querySelectorAll('article').length,
    shown: Math.max(0, ...rows),
    maxFrame: probe.maxFrame,
    longest: probe.longest,
    longCount: probe.longCount,
  };
  probe.maxFrame = 0;
  probe.longest = 0;
  return result;
})()`;

/**
 * What the store holds, reached through React's root fiber (the app exposes no global): the App
 * element is given the store as a prop. Null when the build's tree differs.
 */
const STORE_PROBE = `(() => {
  const container = document.getElementById('app');
  const key = container && Object.keys(container).find((k) => k.startsWith('__reactContainer$'));
  let fiber = key ? container[key] : null;
  for (let depth = 0; fiber && depth < 50; depth++, fiber = fiber.child) {
    const store = fiber.memoizedProps && fiber.memoizedProps.store;
    if (!store || typeof store.getState !== 'function') continue;
    const state = store.getState();
    const timelines = Object.values(state.timelines);
    return {
      statuses: state.entities.statuses.ids.length,
      accounts: state.entities.accounts.ids.length,
      timelineIds: timelines.reduce((n, t) => n + t.ids.length + t.pendingIds.length, 0),
    };
  }
  return null;
})()`;

interface StoreSample {
  statuses: number;
  accounts: number;
  /** shown and pending, every timeline */
  timelineIds: number;
}

/** The highest row number on screen: how far back the reader is. */
const ROW_PROBE = `Math.max(0, ...[...document.querySelectorAll('article[aria-posinset]')].map((a) => Number(a.getAttribute('aria-posinset'))))`;

interface DomSample {
  elements: number;
  articles: number;
  shown: number;
  maxFrame: number;
  longest: number;
  longCount: number;
}

async function sample(page: Page, cdp: CDPSession) {
  // Counted before the GC, and nothing kept: the probe's own objects are garbage by then.
  const store = (await page.evaluate(STORE_PROBE)) as StoreSample | null;
  await cdp.send('HeapProfiler.collectGarbage');
  const heap = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number; totalSize: number };
  const dom = (await page.evaluate(DOM_SAMPLE)) as DomSample;
  return { heap: heap.usedSize, ...dom, statuses: store?.statuses ?? NaN, store };
}

type Sample = Awaited<ReturnType<typeof sample>>;

const count = (n: number) => (Number.isFinite(n) ? String(n) : 'n/a');

interface FloodResult {
  peak: Sample;
  /** after scrolling back (memory mode) */
  back?: Sample;
  /** rows reached when scrolling back */
  reached?: number;
  /** one eviction interval after that, the reader resting */
  rested?: Sample;
}

/** Scrolls to the bottom until row `target` is on screen (older pages load on the way), or progress stops. */
async function scrollBack(page: Page, target: number): Promise<number> {
  let reached = (await page.evaluate(ROW_PROBE)) as number;
  let progressAt = Date.now();
  while (reached < target && Date.now() - progressAt < 30_000) {
    await page.evaluate('window.scrollTo(0, document.documentElement.scrollHeight)');
    await page.waitForTimeout(250);
    const row = (await page.evaluate(ROW_PROBE)) as number;
    if (row > reached) {
      reached = row;
      progressAt = Date.now();
    }
  }
  return reached;
}

async function flood(browser: Browser, url: string, { pruning = true } = {}): Promise<FloodResult> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  // The bench switch (src/sagas/evictNow.ts), set before any script of the page runs.
  if (!pruning) await context.addInitScript({ content: `localStorage.setItem('${PRUNING_SWITCH_KEY}', 'off')` });
  const page = await context.newPage();
  await page.goto(`${url}/login`);
  await page.getByLabel('Username').fill('alice');
  await page.getByLabel('Password').fill('demo-password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.locator('article.status').first().waitFor();
  await page.goto(`${url}/main/public`);
  await page.locator('article.status').first().waitFor();
  // Streaming on (socket + automatic showing at the top); a headless tab may not count as focused.
  await page.getByRole('button', { name: 'Quick settings' }).click();
  await page.getByRole('checkbox', { name: 'Show new posts automatically at the top' }).check();
  await page.getByRole('checkbox', { name: 'Pause while the tab is in the background' }).uncheck();
  await page.keyboard.press('Escape');
  await page.evaluate(FRAME_PROBE);
  const cdp = await context.newCDPSession(page);

  const before = await sample(page, cdp);
  console.log(
    `flood: ${COUNT} posts at ${RATE}/s on the local timeline, signed in as alice, streaming on, pruning ${pruning ? 'on' : 'OFF'}`,
  );
  console.log(
    '     t   made   heap (after GC)   DOM elements   articles   rows   statuses in store   longest frame   long frames (max)',
  );
  const row = (t: string, made: number | string, s: Sample) =>
    console.log(
      `${t.padStart(6)} ${String(made).padStart(6)}   ${mb(s.heap).padStart(15)}   ${String(s.elements).padStart(12)}   ${String(s.articles).padStart(8)}   ${String(s.shown).padStart(4)}   ${count(s.statuses).padStart(17)}   ${ms(s.maxFrame).padStart(13)}   ${String(s.longCount).padStart(5)} (${ms(s.longest)})`,
    );
  row('0 s', 0, before);

  const started = Date.now();
  const res = await page.request.post(`${url}/__demo/flood`, { data: { count: COUNT, perSecond: RATE, username: 'robot' } });
  if (!res.ok()) throw new Error(`/__demo/flood answered ${res.status()}`);
  let peak = before;
  for (;;) {
    await page.waitForTimeout(SAMPLE_MS);
    const report = (await (await page.request.get(`${url}/__demo/flood`)).json()) as { running: boolean; made: number };
    const s = await sample(page, cdp);
    peak = {
      ...s,
      heap: Math.max(peak.heap, s.heap),
      elements: Math.max(peak.elements, s.elements),
      maxFrame: Math.max(peak.maxFrame, s.maxFrame),
      statuses: Math.max(peak.statuses, s.statuses),
    };
    row(`${Math.round((Date.now() - started) / 1000)} s`, report.made, s);
    if (!report.running) break;
  }
  console.log(
    `peak: heap ${mb(peak.heap)}, DOM elements ${peak.elements}, statuses in store ${count(peak.statuses)}, longest frame ${ms(peak.maxFrame)}`,
  );
  const result: FloodResult = { peak };
  if (MEMORY) {
    const target = ((await page.evaluate(ROW_PROBE)) as number) + BACK;
    result.reached = await scrollBack(page, target);
    result.back = await sample(page, cdp);
    row(`${Math.round((Date.now() - started) / 1000)} s`, 'back', result.back);
    if (result.reached < target) console.log(`scrolling back stopped at row ${result.reached} of ${target}`);
    // One eviction interval at rest: the next run has happened whatever the phase of its timer.
    await page.waitForTimeout(EVICTION_INTERVAL_MS + 5000);
    result.rested = await sample(page, cdp);
    row(`${Math.round((Date.now() - started) / 1000)} s`, 'rest', result.rested);
  }
  await context.close();
  return result;
}

/** The two memory-mode runs side by side, against issue 25's targets. */
function printMemory(on: FloodResult, off: FloodResult) {
  const within = (n: number, limit: number) => (n < limit ? 'under' : 'OVER');
  const lines: [string, (r: FloodResult) => string, ((r: FloodResult) => number)?, number?][] = [
    ['rows scrolled back to', (r) => String(r.reached ?? 'n/a')],
    ['heap after GC, after scrolling back', (r) => mb(r.back?.heap ?? NaN), (r) => r.back?.heap ?? NaN, HEAP_TARGET],
    ['heap after GC, one eviction later', (r) => mb(r.rested?.heap ?? NaN), (r) => r.rested?.heap ?? NaN, HEAP_TARGET],
    ['heap after GC, peak during the flood', (r) => mb(r.peak.heap), (r) => r.peak.heap, HEAP_TARGET],
    ['DOM elements, after scrolling back', (r) => String(r.back?.elements ?? 'n/a'), (r) => r.back?.elements ?? NaN, DOM_TARGET],
    ['DOM elements, peak during the flood', (r) => String(r.peak.elements), (r) => r.peak.elements, DOM_TARGET],
    ['statuses in store, after scrolling back', (r) => count(r.back?.statuses ?? NaN)],
    ['statuses in store, one eviction later', (r) => count(r.rested?.statuses ?? NaN)],
    ['statuses in store, peak during the flood', (r) => count(r.peak.statuses)],
    ['timeline ids (shown + pending), at rest', (r) => count(r.rested?.store?.timelineIds ?? NaN)],
    ['accounts in store, at rest', (r) => count(r.rested?.store?.accounts ?? NaN)],
  ];
  console.log(`\nmemory: ${COUNT} posts streamed at ${RATE}/s, then ${BACK} scrolled back  (targets: heap < 40 MB, DOM < 3000)`);
  console.log(`${''.padEnd(42)}${'pruning on'.padStart(16)}${'pruning off'.padStart(16)}`);
  for (const [label, show, value, limit] of lines) {
    const verdict = value && limit ? `   ${within(value(on), limit)} / ${within(value(off), limit)}` : '';
    console.log(`${label.padEnd(42)}${show(on).padStart(16)}${show(off).padStart(16)}${verdict}`);
  }
}

async function coldLoad(browser: Browser, url: string): Promise<{ firstStatus: number; fcp: number }> {
  // A fresh context: empty cache, no stored session.
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.addInitScript({ content: FIRST_STATUS_PROBE });
  await page.goto(`${url}/main/all`);
  // Polled from outside: waitForFunction would evaluate a string inside the page, which its CSP forbids.
  while ((await page.evaluate('typeof window.__firstStatus')) !== 'number') await page.waitForTimeout(20);
  const result = (await page.evaluate(
    "({ firstStatus: window.__firstStatus, fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN })",
  )) as { firstStatus: number; fcp: number };
  await context.close();
  return result;
}

async function main() {
  if (!existsSync(path.join(dist, 'index.html'))) {
    console.error(`No build in ${dist}: run \`npx webpack --mode production\` (or set BUILD_DIR) first.`);
    process.exit(1);
  }
  const instance = await startDemoInstance({ port: PORT, staticDir: dist });
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    console.log(`timeline benchmark: ${dist} served at ${instance.url}, Chromium ${browser.version()}`);
    if (MEMORY) {
      // Each run starts from the seed, so both scroll back through the same posts.
      const on = await flood(browser, instance.url, { pruning: true });
      await fetch(`${instance.url}/__demo/reset`, { method: 'POST' });
      const off = await flood(browser, instance.url, { pruning: false });
      printMemory(on, off);
      return;
    }
    await flood(browser, instance.url);
    await fetch(`${instance.url}/__demo/reset`, { method: 'POST' });
    const runs = [];
    for (let i = 0; i < COLD_RUNS; i++) runs.push(await coldLoad(browser, instance.url));
    console.log(
      `cold load of /main/all (visitor, empty cache), ${COLD_RUNS} runs: first status painted ${runs.map((r) => ms(r.firstStatus)).join(', ')} (median ${ms(median(runs.map((r) => r.firstStatus)))}); first contentful paint median ${ms(median(runs.map((r) => r.fcp)))}`,
    );
  } finally {
    await browser.close();
    await instance.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
