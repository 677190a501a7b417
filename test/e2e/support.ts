import { expect, test as base, type Locator, type Page } from '@playwright/test';
import { instanceURL } from './instances';

/** Demo accounts (test/instance/README.md). */
export const MEMBER = { username: 'alice', password: 'demo-password' };

/**
 * Every test talks to its worker's own demo instance (test/e2e/instances.ts), so resets and injected
 * faults never reach a test running in another worker. Every page fails its test on an uncaught error
 * or a CSP violation.
 */
/** The CSP reports Chrome makes while hostile HTML is only parsed, inertly (see problems). */
const INERT_PARSE_REPORT = /^(Executing inline event handler|Applying inline style|Setting the document's base URI)/;

/**
 * What Playwright's own trace recorder (trace: 'retain-on-failure') causes: it fetches a page's blob: images to keep
 * them in its snapshots, and the app's connect-src refuses that. The app itself never fetches a blob: address.
 */
const TRACE_RECORDER_REPORT = /^Connecting to 'blob:/;

export const test = base.extend<{ problems: string[]; cpu: number; hostileHtml: boolean }>({
  // set by the specs that feed the client hostile server HTML (see problems)
  hostileHtml: [false, { option: true }],
  // eslint-disable-next-line no-empty-pattern -- Playwright fixtures name their dependencies in the pattern
  baseURL: async ({}, provide, testInfo) => provide(instanceURL(testInfo.parallelIndex)),
  // E2E_CPU_THROTTLE=8: every page runs as on a machine that many times slower (Chromium's CPU throttling), the way
  // to find a test or a rule that depends on the machine's speed (issue 16) without loading the machine
  cpu: [
    async ({ page }, provide) => {
      const throttle = Number(process.env.E2E_CPU_THROTTLE ?? 0);
      if (throttle > 1)
        await (await page.context().newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: throttle });
      await provide(throttle);
    },
    { auto: true },
  ],
  // Automatic: every page of every test. Chrome reports an inline event handler, an inline style or a <base> met
  // while server HTML is parsed into an inert document (DOMParser, <template>: the sanitizer, titles, excerpts) as a
  // CSP violation, though nothing runs or applies there. A spec feeding hostile HTML (hostileHtml) lets those two reports through
  // while no element of the live page carries an on… attribute, which is what a handler needs to run; everywhere
  // else every report fails the test.
  problems: [
    async ({ page, hostileHtml }, provide) => {
      const problems: string[] = [];
      let inertParseReports = 0;
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      page.on('console', (message) => {
        const text = message.text();
        if (message.type() !== 'error' || !/Content Security Policy|Refused to/i.test(text)) return;
        if (TRACE_RECORDER_REPORT.test(text)) return;
        if (hostileHtml && INERT_PARSE_REPORT.test(text)) inertParseReports += 1;
        else problems.push(text);
      });
      await provide(problems);
      if (inertParseReports > 0 && !page.isClosed()) {
        const live = await page
          .evaluate(() =>
            [...document.querySelectorAll('*')].flatMap((el) =>
              [...el.attributes].filter((a) => /^on/i.test(a.name)).map((a) => `${el.tagName} ${a.name}`),
            ),
          )
          .catch(() => []);
        problems.push(...live.map((found) => `event handler attribute in the page: ${found}`));
      }
      expect(problems, 'uncaught errors or CSP violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

export const feed = (page: Page) => page.getByRole('feed');
export const posts = (page: Page) => feed(page).getByRole('article');

/**
 * The top bar's settings button, by its exact name: a loose 'Settings' also matches 'Quick settings' in the
 * timeline heading, which is on the page before the top bar's shortcuts load (after the first screen).
 */
export const settingsButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Settings', exact: true });

/** Tells the demo instance to fail the next matching calls (its /__demo/ control API). */
/**
 * The emoji picker's results for `query`, once that search has run. The search waits 500 ms after the last key
 * (spec): until then the full grid still shows, and a click on one of its cells lands on whatever replaces it.
 * Custom emoji come first among matches (the picker shows results once the server's list is in); `custom` names one
 * that must be among them.
 */
export async function emojiResults(picker: Locator, query: string, custom?: string) {
  await picker.getByRole('searchbox', { name: 'Search emoji' }).fill(query);
  const results = picker.getByRole('group', { name: 'Search results' });
  if (custom) await expect(results.getByRole('button', { name: custom })).toBeVisible();
  return results;
}

export async function failNext(
  page: Page,
  rule: { path: string; status: number; body?: string; contentType?: string; times?: number },
) {
  const res = await page.request.post('/__demo/fail', { data: rule });
  expect(res.ok()).toBeTruthy();
}

/**
 * Every text a status or alert of the page shows from the next navigation on, in order, each time it appears
 * (a repeat of the text still shown is not counted). Read in the page as it happens: a notice that lives 2 s
 * may come and go between two looks of a busy test.
 */
export async function recordAnnouncements(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const said: string[] = [];
    (window as unknown as { announced: string[] }).announced = said;
    let shown = new Map<Element, string>();
    new MutationObserver(() => {
      const now = new Map<Element, string>();
      for (const el of document.querySelectorAll('[role="status"], [role="alert"]')) {
        // its words, not its buttons' (a notice's dismiss and retry)
        const parts = Array.from(el.childNodes).filter((node) => !(node instanceof HTMLButtonElement));
        const text = parts
          .map((node) => node.textContent ?? '')
          .join('')
          .trim();
        now.set(el, text);
        if (text && shown.get(el) !== text) said.push(text);
      }
      shown = now;
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { announced?: string[] }).announced ?? []);
}

/** How many times `text` was announced (see recordAnnouncements). */
export const timesAnnounced = async (announced: () => Promise<string[]>, text: string) =>
  (await announced()).filter((said) => said === text).length;

export async function resetInstance(page: Page) {
  const res = await page.request.post('/__demo/reset');
  expect(res.ok()).toBeTruthy();
}

export async function signIn(page: Page, who = MEMBER) {
  await page.goto('/login');
  await page.getByLabel('Username').fill(who.username);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** A horizontal swipe over the notifications drawer (touch events), `dx` px to the right of `fromX`. */
export async function swipeDrawer(page: Page, dx: number, fromX = 100) {
  await page.evaluate(
    ({ distance, start }) => {
      const el = document.querySelector('.notifications-drawer');
      if (!el) throw new Error('no drawer');
      const touch = (x: number) => new Touch({ identifier: 1, target: el, clientX: x, clientY: 300 });
      el.dispatchEvent(new TouchEvent('touchstart', { touches: [touch(start)], changedTouches: [touch(start)], bubbles: true }));
      el.dispatchEvent(new TouchEvent('touchend', { touches: [], changedTouches: [touch(start + distance)], bubbles: true }));
    },
    { distance: dx, start: fromX },
  );
}

/** The cache as stored (src/features/warmStart/homeCacheStore.ts), or null. */
export const storedHome = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<{ place: { key: string } | null; ids: string[] } | null>((resolve) => {
        const open = indexedDB.open('fedi-client');
        open.onupgradeneeded = () => open.result.createObjectStore('warm-start');
        open.onerror = () => resolve(null);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('warm-start')) {
            db.close();
            resolve(null);
            return;
          }
          const get = db.transaction('warm-start').objectStore('warm-start').get('home');
          get.onsuccess = () => {
            db.close();
            resolve((get.result as { place: { key: string } | null; ids: string[] } | undefined) ?? null);
          };
          get.onerror = () => resolve(null);
        };
      }),
  );
