import type { Page } from '@playwright/test';
import { test, expect, posts, feed, resetInstance, signIn } from './support';

test.beforeEach(async ({ page }) => resetInstance(page));

/** Rows on either side of a 720 px viewport (max(3, 720 / 80) = 9), plus those in view. */
const DOM_BOUND = 40;

const post = async (page: Page, status: string, username = 'bob') => {
  const res = await page.request.post('/__demo/post', { data: { username, status, visibility: 'public' } });
  expect(res.ok()).toBeTruthy();
};

const highestPosition = (page: Page) =>
  posts(page).evaluateAll((nodes) => Math.max(...nodes.map((n) => Number(n.getAttribute('aria-posinset')))));

/** The viewport top of the article with this entry id. */
const topOf = (page: Page, entryId: string) =>
  page.locator(`article[data-entry-id="${entryId}"]`).evaluate((el) => el.getBoundingClientRect().top);

/** The first article whose top is below the sticky heading: what the reader is looking at. */
const firstReadRow = (page: Page) =>
  posts(page).evaluateAll((nodes) => {
    const heading = document.querySelector('.timeline-heading')?.getBoundingClientRect().bottom ?? 0;
    const row = nodes.find((n) => n.getBoundingClientRect().top >= heading);
    return row?.getAttribute('data-entry-id') ?? '';
  });

async function turnOnStreaming(page: Page) {
  await page.getByRole('button', { name: 'Quick settings' }).click();
  await page.getByRole('checkbox', { name: 'Show new posts automatically at the top' }).check();
  await page.keyboard.press('Escape');
}

test('older statuses load as the reader scrolls, and the DOM stays bounded', async ({ page }) => {
  await page.goto('/main/all');
  await expect(posts(page).first()).toBeVisible();
  let most = 0;
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline && (await highestPosition(page)) < 100) {
    await page.mouse.wheel(0, 2500);
    await page.waitForTimeout(100);
    most = Math.max(most, await posts(page).count());
  }
  expect(await highestPosition(page)).toBeGreaterThanOrEqual(100);
  expect(most).toBeLessThanOrEqual(DOM_BOUND);
  const ids = await posts(page).evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-entry-id')));
  expect(new Set(ids).size).toBe(ids.length);
});

test('after a flood, scrolling through hundreds of statuses keeps the DOM small', async ({ page }) => {
  // older pages come at most once a second (spec 000 §9): hundreds of rows take a while
  test.setTimeout(60_000);
  const flood = await page.request.post('/__demo/flood', { data: { count: 300, perSecond: 1000, username: 'robot' } });
  expect(flood.ok()).toBeTruthy();
  await expect.poll(async () => (await (await page.request.get('/__demo/flood')).json()).running).toBe(false);
  await page.goto('/main/public');
  await expect(posts(page).first()).toBeVisible();
  let most = 0;
  const deadline = Date.now() + 40_000;
  while (Date.now() < deadline && (await highestPosition(page)) < 300) {
    await page.mouse.wheel(0, 3000);
    await page.waitForTimeout(60);
    most = Math.max(most, await posts(page).count());
  }
  expect(await highestPosition(page)).toBeGreaterThanOrEqual(300);
  expect(most).toBeLessThanOrEqual(DOM_BOUND);
  // the whole document, not only the feed
  expect(await page.locator('article').count()).toBeLessThanOrEqual(DOM_BOUND);
});

test('show new by button keeps the row the reader is on in place; "." shows too; at the top they come by themselves', async ({
  page,
}) => {
  await signIn(page);
  await expect(page).toHaveURL(/\/main\/friends$/);
  await page.goto('/main/public');
  await expect(posts(page).first()).toBeVisible();
  await turnOnStreaming(page);

  // reading further down: new posts wait behind the button
  await page.mouse.wheel(0, 1200);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  await page.waitForTimeout(300);
  await post(page, 'First of the new ones');
  await post(page, 'Second of the new ones');
  const button = page.getByRole('button', { name: 'Show new (2)' });
  await expect(button).toBeVisible();
  const reading = await firstReadRow(page);
  const before = await topOf(page, reading);
  await button.click();
  await expect(page.getByRole('button', { name: /Show new/ })).toHaveCount(0);
  await expect(page.getByText('Up to date')).toBeVisible();
  await page.waitForTimeout(300);
  expect(Math.abs((await topOf(page, reading)) - before)).toBeLessThan(2);
  // the new ones are above, in order
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(posts(page).nth(0)).toContainText('Second of the new ones');
  await expect(posts(page).nth(1)).toContainText('First of the new ones');

  // the '.' key, still below the top
  await page.mouse.wheel(0, 800);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await post(page, 'Shown by the dot key');
  await expect(page.getByRole('button', { name: 'Show new (1)' })).toBeVisible();
  await page.locator('body').press('.');
  await expect(page.getByRole('button', { name: /Show new/ })).toHaveCount(0);

  // at the top, with "streaming" on, they show by themselves
  await page.evaluate(() => window.scrollTo(0, 0));
  await post(page, 'Arrived while at the top');
  await expect(posts(page).first()).toContainText('Arrived while at the top');
  await expect(page.getByRole('button', { name: /Show new/ })).toHaveCount(0);
});

test('coming back from a status puts the reader where they were', async ({ page }) => {
  await page.goto('/main/all');
  await expect(posts(page).first()).toBeVisible();
  // The client restores the place itself; the browser's own restoration must not be what passes this.
  await page.evaluate(() => (history.scrollRestoration = 'manual'));
  await page.mouse.wheel(0, 3000);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(2500);
  await page.waitForTimeout(300);
  const reading = await firstReadRow(page);
  const before = await topOf(page, reading);
  await page.locator(`article[data-entry-id="${reading}"] a.status-time`).click();
  await expect(page).toHaveURL(/\/notice\//);
  await page.goBack();
  await expect(feed(page)).toBeVisible();
  await expect.poll(() => topOf(page, reading)).toBeGreaterThan(before - 2);
  expect(Math.abs((await topOf(page, reading)) - before)).toBeLessThan(2);
});

test('the heading: timeline menu, quick settings, and the tag follow button', async ({ page }) => {
  await signIn(page);
  await expect(page).toHaveURL(/\/main\/friends$/);
  await expect(posts(page).first()).toBeVisible();
  await page.getByRole('button', { name: 'Home timeline' }).click();
  const menu = page.getByRole('group', { name: 'Timelines' });
  await expect(menu.getByRole('link')).toHaveText([
    'Home timeline',
    'Local timeline',
    'Bubble timeline',
    'Known network',
    'Bookmarks',
    'Direct messages',
  ]);
  await menu.getByRole('link', { name: 'Known network' }).click();
  await expect(page).toHaveURL(/\/main\/all$/);
  await expect(page.getByRole('heading', { name: 'Known network' })).toBeVisible();

  await page.getByRole('button', { name: 'Quick settings' }).click();
  await expect(page.getByRole('group', { name: 'Quick settings' })).toBeVisible();
  await page.mouse.click(5, 400);
  await expect(page.getByRole('group', { name: 'Quick settings' })).toHaveCount(0);

  await page.goto('/tag/photography');
  const follow = page.getByRole('button', { name: 'Follow hashtag' });
  await follow.click();
  await expect(page.getByRole('button', { name: 'Unfollow hashtag' })).toBeVisible();
  // the server kept it
  await page.reload();
  await expect(page.getByRole('button', { name: 'Unfollow hashtag' })).toBeVisible();
});

test('a reader resting at the bottom stays put while the older page arrives below', async ({ page }) => {
  await page.goto('/main/all');
  await expect(posts(page).first()).toBeVisible();
  // the rows around the viewport come one frame after the first (VirtualList): a reader cannot scroll
  // before them, so neither does this test
  await expect.poll(() => posts(page).count()).toBeGreaterThanOrEqual(10);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const resting = await page.evaluate(() => window.scrollY);
  await expect.poll(() => highestPosition(page)).toBeGreaterThan(20);
  await page.waitForTimeout(2500);
  // the page grew below the reader; the reader did not move, so no cascade of older pages followed
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - resting)).toBeLessThan(2);
  expect(await page.evaluate(() => document.documentElement.scrollHeight - window.scrollY - window.innerHeight)).toBeGreaterThan(
    200,
  );
});
