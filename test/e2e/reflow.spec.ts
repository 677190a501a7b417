// WCAG 1.4.4 and 1.4.10 (issue 26): a 320 px wide window and text at twice the browser's size keep every screen
// without sideways scrolling, and no screen's heading is cut by what sits beside it.
import type { Page } from '@playwright/test';
import { test, expect, posts, resetInstance, signIn } from './support';

test.beforeEach(async ({ page }) => resetInstance(page));

const SCREENS = ['/main/friends', '/main/public', '/alice', '/alice/notifications', '/search?query=photo', '/about', '/lists'];

/** What overflows: the page sideways, or a heading's own text. */
const overflows = (page: Page) =>
  page.evaluate(() => {
    const found: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth) found.push(`page ${root.scrollWidth} > ${root.clientWidth}`);
    for (const heading of document.querySelectorAll<HTMLElement>('#main h1, #main h2, .panel-heading h2')) {
      if (heading.scrollWidth > heading.clientWidth + 1) found.push(`heading "${heading.textContent?.trim()}"`);
    }
    return found;
  });

async function visitEach(page: Page) {
  await signIn(page);
  await expect(posts(page).first()).toBeVisible();
  const found: string[] = [];
  for (const path of SCREENS) {
    await page.goto(path);
    await expect(page.locator('#main h1, #main h2').first()).toBeVisible();
    found.push(...(await overflows(page)).map((what) => `${path}: ${what}`));
  }
  expect(found).toEqual([]);
}

test('a 320 px wide window: no screen scrolls sideways', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 720 });
  await visitEach(page);
});

test('text at 200 %: no screen scrolls sideways, no heading is cut', async ({ page }) => {
  // the browser's own text size (a reader's setting), which the rem sizes follow
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.enable');
  await cdp.send('Page.setFontSizes', { fontSizes: { standard: 32, fixed: 26 } });
  await visitEach(page);
});
