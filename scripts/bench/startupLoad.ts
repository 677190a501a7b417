/**
 * One page load for the start-up benchmark (scripts/bench/startup.ts): navigation to the first readable status,
 * first contentful paint, and the requests the page made before that status. Works for any client whose status
 * element a CSS selector names, so other clients' builds can be measured the same way as ours.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { BarePage } from './bareChromium';

export interface Client {
  /** How the figures name it: a build folder of ours, or the name given with --client. */
  name: string;
  /** The built client the demo instance serves. */
  dir: string;
  /** The element of its first readable status (ours: `article.status`). */
  selector: string;
}

/** The first readable status of clients we compare with, as their own source renders it. */
export const KNOWN_SELECTORS: Record<string, string> = {
  // Akkoma-FE and Pleroma-FE: src/components/status/status.vue (div.Status) with its status_body.vue (div.StatusBody)
  'akkoma-fe': '.Status .StatusBody',
  'pleroma-fe': '.Status .StatusBody',
};
export const OUR_SELECTOR = 'article.status';

export interface RequestTiming {
  /** path and query on the page's own origin, the whole URL elsewhere */
  path: string;
  /** what asked: navigation, script, link, fetch, xmlhttprequest, img, … */
  initiator: string;
  start: number;
  end: number;
}

export interface Load {
  /** ms from navigation to the frame after the first status was in the DOM; undefined: none within 15 s */
  firstStatus?: number;
  /**
   * ms from navigation to the paint of the first status's text, as the browser's Element Timing reports it: the frame
   * itself, where `firstStatus` also counts the tasks that ran between that frame and the probe's timer.
   */
  firstStatusText?: number;
  /** ms from navigation to the first contentful paint (the shell, or whatever comes first) */
  firstPaint?: number;
  /** the requests that started before the first status, in the order they started */
  requests: RequestTiming[];
}

/**
 * Plain script text (tsx would wrap a function in a helper that exists only on the Node side). Checked once a
 * frame, before the frame is drawn: the first status that is in the DOM and visible (Akkoma-FE renders its
 * statuses inside a body kept `display: none` until its theme is applied), and the time taken after that frame.
 */
const probe = (selector: string) => `(() => {
  let found;
  // read from outside by one awaited evaluation, not by polling the page
  window.__firstStatus = new Promise((resolve) => (found = resolve));
  const check = () => {
    const status = document.querySelector(${JSON.stringify(selector)});
    if (!status?.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return requestAnimationFrame(check);
    setTimeout(() => found(performance.now()));
  };
  requestAnimationFrame(check);
  // Element Timing: every element of a status is named as soon as it is in the DOM (before the frame that paints it),
  // and the browser reports when the text in it was painted.
  const named = new WeakSet();
  const name = () => {
    for (const status of document.querySelectorAll(${JSON.stringify(selector)})) {
      if (named.has(status)) continue;
      named.add(status);
      for (const el of [status, ...status.querySelectorAll('*')]) el.setAttribute('elementtiming', 'first-status');
    }
  };
  const naming = new MutationObserver(name);
  naming.observe(document, { childList: true, subtree: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.identifier !== 'first-status' || !entry.renderTime) continue;
      window.__firstStatusText = Math.min(window.__firstStatusText ?? Infinity, entry.renderTime);
      naming.disconnect();
    }
  }).observe({ type: 'element', buffered: true });
})();`;

// Read from outside with string expressions: a page's CSP may allow no string evaluation inside it.
const FIRST_PAINT = `performance.getEntriesByName('first-contentful-paint')[0]?.startTime`;
const RESOURCES = `JSON.stringify([...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')]
  .map((e) => [e.name, e.initiatorType, e.startTime, e.responseEnd]))`;

/** The number of resources the page has asked for so far. */
const RESOURCE_COUNT = `performance.getEntriesByType('resource').length`;

/**
 * Loads `url` in `page` (a fresh tab: the probe is added to it) and waits for the client's first status, then for
 * the page to ask for nothing new for half a second, so that every request started before the status has its end.
 */
export async function measureLoad(page: BarePage, url: string, selector: string, cpuThrottle = 1): Promise<Load> {
  await page.addInitScript(probe(selector));
  // A slower CPU (Chromium's own throttling) for a machine like a phone; start-up here is bound by the main thread
  if (cpuThrottle > 1) await page.throttleCPU(cpuThrottle);
  await page.goto(url);
  // the wait's limit runs in the page, which is closed after the load, so nothing is left pending here
  const firstStatus = await page
    .evaluate<number>('Promise.race([window.__firstStatus, new Promise((resolve) => setTimeout(resolve, 15000))])')
    .catch(() => undefined);
  let [count, still] = [-1, 0];
  for (let tries = 0; tries < 400 && still < 500; tries++) {
    const now = (await page.evaluate<number>(RESOURCE_COUNT)) ?? 0;
    still = now === count ? still + 50 : 0;
    count = now;
    await sleep(50);
  }
  // the paint entry comes when the frame is presented, which can be well after the probe fired
  let firstPaint: number | undefined;
  for (let tries = 0; tries < 200 && firstPaint === undefined; tries++) {
    firstPaint = await page.evaluate<number>(FIRST_PAINT);
    if (firstPaint === undefined) await sleep(25);
  }
  const origin = new URL(url).origin;
  const entries = JSON.parse((await page.evaluate<string>(RESOURCES)) ?? '[]') as [string, string, number, number][];
  const requests = entries
    .filter(([, , start]) => firstStatus !== undefined && start < firstStatus)
    .map(([name, initiator, start, end]) => ({
      path: name.startsWith(origin) ? name.slice(origin.length) : name,
      initiator,
      start,
      end,
    }))
    .sort((a, b) => a.start - b.start);
  const firstStatusText = await page.evaluate<number>('window.__firstStatusText');
  return { firstStatus, firstStatusText, firstPaint, requests };
}

export function median(xs: number[]): number | undefined {
  return xs.length ? [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] : undefined;
}
