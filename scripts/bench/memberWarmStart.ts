/**
 * The member's warm start for the start-up benchmark (`npm run bench:startup -- --member`): a member signs in, reads
 * home until the cache has it (features/warmStart), and the client is opened again in a new tab of the same browser
 * profile. Figures: navigation to the first status of that reopened home, and when the server's home page answered
 * in that load (the cache must have drawn the status before it).
 */
import type { Browser } from '@playwright/test';
import { signIn, storedHome } from '../../test/e2e/support';
import { measureLoad, OUR_SELECTOR, type Load } from './startupLoad';

export interface WarmStart extends Load {
  /** ms from navigation to the end of the home timeline's answer, when it came before the first status */
  homeAnsweredBefore?: number;
}

/** One member's reopening of home, in a browser context of its own. */
export async function measureWarmStart(browser: Browser, origin: string): Promise<WarmStart> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, baseURL: origin });
  try {
    const first = await context.newPage();
    await signIn(first);
    await first.waitForURL(/\/main\/friends$/);
    await first.locator(OUR_SELECTOR).first().waitFor();
    // the cache is written a second after the last change
    for (let tries = 0; tries < 100 && !(await storedHome(first)); tries++) await first.waitForTimeout(100);
    await first.close();
    const load = await measureLoad(await context.newPage(), `${origin}/main/friends`, OUR_SELECTOR);
    const home = load.requests.find((r) => r.path.startsWith('/api/v1/timelines/home'));
    const before = home && load.firstStatus !== undefined && home.end < load.firstStatus;
    return { ...load, homeAnsweredBefore: before ? home.end : undefined };
  } finally {
    await context.close();
  }
}
