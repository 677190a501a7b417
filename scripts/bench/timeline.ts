/**
 * Timeline benchmark (`npm run bench:timeline`), run by hand: prints figures, never passes or fails.
 *
 * It builds nothing: it serves the production build in BUILD_DIR (default dist/) from the demo
 * instance, signs in as alice in Debian's Chromium, turns on "show new posts automatically", opens
 * the local timeline and floods it (/__demo/flood, default 5000 posts at 50 per second). While the
 * flood runs it samples the JS heap (after a forced GC), the DOM size and the longest frame; then
 * it measures the time from navigation to the first status painted on a cold load.
 *
 *   BUILD_DIR=/tmp/dist npm run bench:timeline
 *   npm run bench:timeline -- --count 1000 --rate 100 --cold 5
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type CDPSession, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../../test/e2e/chromium';
import { startDemoInstance } from '../../test/instance/server';

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
const SAMPLE_MS = 10_000;

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

interface DomSample {
  elements: number;
  articles: number;
  shown: number;
  maxFrame: number;
  longest: number;
  longCount: number;
}

async function sample(page: Page, cdp: CDPSession) {
  await cdp.send('HeapProfiler.collectGarbage');
  const heap = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number; totalSize: number };
  const dom = (await page.evaluate(DOM_SAMPLE)) as DomSample;
  return { heap: heap.usedSize, ...dom };
}

async function flood(browser: Browser, url: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
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
  console.log(`flood: ${COUNT} posts at ${RATE}/s on the local timeline, signed in as alice, streaming on`);
  console.log('     t   made   heap (after GC)   DOM elements   articles   rows   longest frame   long frames (max)');
  const row = (t: string, made: number, s: Awaited<ReturnType<typeof sample>>) =>
    console.log(
      `${t.padStart(6)} ${String(made).padStart(6)}   ${mb(s.heap).padStart(15)}   ${String(s.elements).padStart(12)}   ${String(s.articles).padStart(8)}   ${String(s.shown).padStart(4)}   ${ms(s.maxFrame).padStart(13)}   ${String(s.longCount).padStart(5)} (${ms(s.longest)})`,
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
    };
    row(`${Math.round((Date.now() - started) / 1000)} s`, report.made, s);
    if (!report.running) break;
  }
  console.log(`peak: heap ${mb(peak.heap)}, DOM elements ${peak.elements}, longest frame ${ms(peak.maxFrame)}`);
  await context.close();
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
  const instance = await startDemoInstance({ port: 0, staticDir: dist });
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    console.log(`timeline benchmark: ${dist} served at ${instance.url}, Chromium ${browser.version()}`);
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
