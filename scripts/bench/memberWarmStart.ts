/**
 * The member's warm start for the start-up benchmark (`npm run bench:startup -- --member`): a member signs in, reads
 * home until the cache has it (features/warmStart), and the client is opened again in a new tab of the same browser
 * profile. Figures: navigation to the first status of that reopened home, and when the server's home page answered
 * in that load (the cache must have drawn the status before it).
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { MEMBER } from '../../test/e2e/support';
import type { BareBrowser, BarePage } from './bareChromium';
import { measureLoad, OUR_SELECTOR, type Load } from './startupLoad';

export interface WarmStart extends Load {
  /** ms from navigation to the end of the home timeline's answer, when it came before the first status */
  homeAnsweredBefore?: number;
}

/** Asks the page, every 100 ms for at most `ms`, until `expression` is true. */
async function until(page: BarePage, expression: string, what: string, ms = 15_000) {
  for (let waited = 0; waited < ms; waited += 100) {
    if (await page.evaluate<boolean>(expression)) return;
    await sleep(100);
  }
  throw new Error(`member warm start: ${what} within ${ms} ms`);
}

// The cache as stored (src/features/warmStart/homeCacheStore.ts): true once home is in it. The database is
// looked for first, so that asking never creates it.
const HOME_STORED = `indexedDB.databases().then((all) => all.some((db) => db.name === 'fedi-client') &&
  new Promise((resolve) => {
    const open = indexedDB.open('fedi-client');
    open.onerror = () => resolve(false);
    open.onsuccess = () => {
      const db = open.result;
      if (!db.objectStoreNames.contains('warm-start')) return resolve(db.close());
      const get = db.transaction('warm-start').objectStore('warm-start').get('home');
      get.onsuccess = () => resolve(Boolean(get.result?.ids?.length));
      get.onerror = () => resolve(false);
    };
  }))`;

/** Signs in with the password form, as a member would: each field focused and typed into. */
async function signIn(page: BarePage, origin: string) {
  await page.goto(`${origin}/login`);
  await until(page, `Boolean(document.querySelector('#login-password'))`, 'no sign-in form');
  for (const [field, text] of [
    ['#login-username', MEMBER.username],
    ['#login-password', MEMBER.password],
  ] as const) {
    await page.evaluate(`document.querySelector('${field}').focus()`);
    await page.insertText(text);
  }
  await page.evaluate(`document.querySelector('#login-password').form.requestSubmit()`);
  await until(page, `location.pathname === '/main/friends' && Boolean(document.querySelector('${OUR_SELECTOR}'))`, 'no home');
}

/** One member's reopening of home, in a browser context of its own. */
export async function measureWarmStart(browser: BareBrowser, origin: string): Promise<WarmStart> {
  const context = await browser.newContext();
  try {
    const first = await context.newPage();
    await signIn(first, origin);
    // the cache is written a second after the last change
    await until(first, HOME_STORED, 'home never cached', 10_000);
    await first.close();
    const load = await measureLoad(await context.newPage(), `${origin}/main/friends`, OUR_SELECTOR);
    const home = load.requests.find((r) => r.path.startsWith('/api/v1/timelines/home'));
    const before = home && load.firstStatus !== undefined && home.end < load.firstStatus;
    return { ...load, homeAnsweredBefore: before ? home.end : undefined };
  } finally {
    await context.close();
  }
}
