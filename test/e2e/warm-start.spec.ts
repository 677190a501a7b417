// Issue 25, "Warm start": a member who reopens the client sees the home timeline they left, at the same place,
// from the cache (IndexedDB) before the server answers; the fresh page then comes in behind "Show new" without
// moving the row they read; after signing out nothing of it shows.
import type { Page, Route } from '@playwright/test';
import { expect, feed, resetInstance, signIn, storedHome, test } from './support';

/** The row at the top of the viewport (VirtualList's anchor) and where it starts, in the page. */
const topRow = (page: Page) =>
  page.evaluate(() => {
    for (const row of document.querySelectorAll<HTMLElement>('.virtual-row')) {
      const rect = row.getBoundingClientRect();
      if (rect.bottom > 0) return { key: row.dataset.key ?? '', top: Math.round(rect.top) };
    }
    return null;
  });

/** Where a row starts in the viewport now (null: not drawn). */
const rowTop = (page: Page, key: string) =>
  page.evaluate((k) => {
    const row = document.querySelector<HTMLElement>(`.virtual-row[data-key="${CSS.escape(k)}"]`);
    return row ? Math.round(row.getBoundingClientRect().top) : null;
  }, key);

test('reopened, home shows the cached posts at the same place before the server answers, then new ones wait behind "Show new"', async ({
  page,
}) => {
  await resetInstance(page);
  await signIn(page);
  await expect(page).toHaveURL(/\/main\/friends$/);
  await expect(feed(page).getByRole('article').first()).toBeVisible();

  // the reader scrolls a little way down
  await page.mouse.wheel(0, 900);
  await expect.poll(async () => (await topRow(page))?.key ?? null).not.toBeNull();
  await expect.poll(async () => page.evaluate(() => window.scrollY)).toBeGreaterThan(600);
  const before = await topRow(page);
  if (!before) throw new Error('no row on screen');
  // the cache follows the reader (written a second after the last move)
  await expect.poll(async () => (await storedHome(page))?.place?.key ?? null).toBe(before.key);

  // something new meanwhile; the server's timeline answers are held back on the next visit
  const fresh = await page.request.post('/__demo/post', { data: { username: 'bob', status: 'Posted while alice was away' } });
  expect(fresh.ok()).toBeTruthy();
  // on the next visit every answer the first screen could wait for is held back: the configuration, the instance
  // document, the token's check, the timeline
  const held: Route[] = [];
  let release = false;
  const HELD = /\/(static\/config\.json|api\/v1\/instance|api\/v1\/accounts\/verify_credentials|api\/v1\/timelines\/home)(\?|$)/;
  await page.route(HELD, (route) => (release ? route.continue() : void held.push(route)));

  await page.reload();
  // drawn from the cache, the reader's row where it was, while none of those has answered
  await expect(page.locator(`.virtual-row[data-key="${before.key}"]`)).toBeVisible();
  await expect.poll(() => rowTop(page, before.key)).toBe(before.top);
  await expect.poll(() => held.some((route) => route.request().url().includes('verify_credentials'))).toBe(true);
  await expect(page.getByText('Posted while alice was away')).toHaveCount(0);

  // the answers come: the new post waits behind "Show new", the reader's row has not moved
  release = true;
  for (const route of held.splice(0)) await route.continue();
  await page.unroute(HELD);
  await expect(page.getByRole('button', { name: /^Show new \(\d+\)$/ })).toBeVisible();
  expect(await rowTop(page, before.key)).toBe(before.top);
  await expect(page.getByText('Posted while alice was away')).toHaveCount(0);

  // signed out: the cache is gone, and a visitor's first screen shows nothing of it
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole('button', { name: 'Log out' }).first().click();
  await page.getByRole('alertdialog', { name: 'Log out?' }).getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/main\/public$/);
  await expect.poll(() => storedHome(page)).toBeNull();
  await page.goto('/main/friends');
  await expect(page).not.toHaveURL(/\/main\/friends$/);
  await expect(page.locator('#timeline-title')).toBeVisible();
  await expect(page.locator('#timeline-title')).not.toHaveText(/Home timeline/);
  expect(await storedHome(page)).toBeNull();
});

test("reopened, home is on screen from the picture taken when it was left, before the app's script has run", async ({ page }) => {
  await resetInstance(page);
  await signIn(page);
  await expect(page).toHaveURL(/\/main\/friends$/);
  const first = feed(page).getByRole('article').first();
  await expect(first).toBeVisible();
  const firstText = (await first.locator('.status-content').first().innerText()).trim();
  await expect.poll(async () => (await storedHome(page))?.ids.length ?? 0).toBeGreaterThan(0);

  // left on home (the picture is taken), then opened again with the app's script held back: the picture alone
  await page.goto('about:blank');
  await page.route(/\/static\/js\/main\.[0-9a-f]+\.js$/, (route) => route.abort());
  await page.goto('/main/friends');
  const picture = page.locator('#shell-skeleton.shell-picture');
  await expect(picture.locator('article.status').first()).toBeVisible();
  await expect(picture.locator('.status-content').first()).toHaveText(firstText);
  // a picture: nothing in it takes the focus or a click, and assistive technology is told nothing of it
  expect(await picture.evaluate((el) => (el as HTMLElement).inert)).toBe(true);
  await expect(page.getByRole('article')).toHaveCount(0);

  // with the app: its own first screen takes the picture's place
  await page.unroute(/\/static\/js\/main\.[0-9a-f]+\.js$/);
  await page.reload();
  await expect(feed(page).getByRole('article').first()).toBeVisible();
  await expect(page.locator('#shell-skeleton')).toHaveCount(0);

  // signed out: the picture is gone with the cache
  await page.getByRole('button', { name: 'Log out' }).first().click();
  await page.getByRole('alertdialog', { name: 'Log out?' }).getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/main\/public$/);
  expect(await page.evaluate(() => localStorage.getItem('home.picture'))).toBeNull();
});

test('on a phone, the post button appears once, when the app can act on it, and the picture waits for no stylesheet', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await resetInstance(page);
  await signIn(page);
  await expect(page).toHaveURL(/\/main\/friends$/);
  await expect(feed(page).getByRole('article').first()).toBeVisible();
  const button = page.getByRole('button', { name: 'New post' });
  await expect(button).toBeVisible();
  await expect.poll(async () => (await storedHome(page))?.ids.length ?? 0).toBeGreaterThan(0);
  await page.goto('about:blank');

  // every frame of the reopened start: where a post button is (the picture's, the app's, none) as it changes
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { postButtonSeen: string[] }).postButtonSeen = seen;
    const look = () => {
      const found = document.querySelector('.floating-post-button');
      const where = !found ? 'none' : found.closest('#shell-skeleton') ? 'picture' : 'app';
      if (seen.at(-1) !== where) seen.push(where);
      if (where !== 'app') requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
  await page.goto('/main/friends');
  await expect(button).toBeVisible();
  await expect(page.locator('#shell-skeleton')).toHaveCount(0);
  // drawn in the picture it could not be pressed, and went away when the app took the picture's place
  expect(await page.evaluate(() => (window as unknown as { postButtonSeen: string[] }).postButtonSeen)).toEqual(['none', 'app']);
  const picture = await page.evaluate(() => JSON.parse(localStorage.getItem('home.picture') ?? 'null') as { styles: string[] });
  expect(picture.styles).toEqual([]);
});
