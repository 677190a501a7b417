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

/**
 * Signs in, reads home until its cache and picture are kept, then opens the client again, and returns, for each
 * selector, where its first match was frame by frame as that changed: 'none', or 'picture' or 'app' with its left edge
 * ('app at 318'), until the app has taken the picture's place.
 */
async function reopenWatching(page: Page, selectors: string[]) {
  await resetInstance(page);
  await signIn(page);
  await expect(page).toHaveURL(/\/main\/friends$/);
  await expect(feed(page).getByRole('article').first()).toBeVisible();
  await expect.poll(async () => (await storedHome(page))?.ids.length ?? 0).toBeGreaterThan(0);
  await page.goto('about:blank');
  await page.addInitScript((watched) => {
    const seen: Record<string, string[]> = {};
    (window as unknown as { framesSeen: typeof seen }).framesSeen = seen;
    const look = () => {
      for (const selector of watched) {
        const found = document.querySelector(`#app ${selector}`) ?? document.querySelector(`#shell-skeleton ${selector}`);
        const left = Math.round(found?.getBoundingClientRect().left ?? 0);
        const where = !found ? 'none' : `${found.closest('#shell-skeleton') ? 'picture' : 'app'} at ${left}`;
        const changes = (seen[selector] ??= []);
        if (changes.at(-1) !== where) changes.push(where);
      }
      if (performance.now() < 10_000) requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  }, selectors);
  // a warm start draws before any answer: the token's check and the configuration that names the logo (this
  // frontend's and the admin's) are held back until the app has taken the picture's place
  const early = /\/(static\/config\.json|api\/pleroma\/frontend_configurations|api\/v1\/accounts\/verify_credentials)(\?|$)/;
  const held: Route[] = [];
  let release = false;
  await page.route(early, (route) => (release ? route.continue() : void held.push(route)));
  await page.goto('/main/friends');
  await expect(page.locator('#shell-skeleton')).toHaveCount(0);
  release = true;
  for (const route of held.splice(0)) await route.continue();
  await page.unroute(early);
  await expect(page.locator('.site-logo')).toHaveCount(1);
  return () => page.evaluate(() => (window as unknown as { framesSeen: Record<string, string[]> }).framesSeen);
}

test("on a phone, the site name stays put as the app takes the picture's place, and the post button appears once, working", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const seen = await reopenWatching(page, ['.site-name > span:last-child', '.floating-post-button']);
  await expect(page.getByRole('button', { name: 'New post' })).toBeVisible();
  const { '.site-name > span:last-child': name, '.floating-post-button': button } = await seen();
  // beside the logo, whose box the admin's logo margin sizes: the picture keeps that margin, so the app draws the name
  // where the picture last had it (the frame index.html paints may have had it elsewhere, before the first paint)
  const place = (where: string) => where.replace(/^\w+ at /, '');
  const lastInPicture = name?.filter((where) => where.startsWith('picture')).at(-1);
  const inApp = name?.filter((where) => where.startsWith('app')) ?? [];
  expect(lastInPicture).toBeDefined();
  expect(inApp.length).toBeGreaterThan(0);
  expect(new Set(inApp.map(place))).toEqual(new Set([place(lastInPicture ?? '')]));
  // never in the picture, where it could not be pressed and went away when the app took over
  expect(button).toEqual(['none', expect.stringMatching(/^app at /)]);
  const picture = await page.evaluate(() => JSON.parse(localStorage.getItem('home.picture') ?? 'null') as { styles: string[] });
  // so the picture waits for no chunk's stylesheet
  expect(picture.styles).toEqual([]);
});

test("on a desktop, the top bar's shortcuts appear once, working", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const seen = await reopenWatching(page, ['.top-bar-nav']);
  await expect(page.getByRole('navigation', { name: 'Shortcuts' })).toBeVisible();
  expect((await seen())['.top-bar-nav']).toEqual(['none', expect.stringMatching(/^app at /)]);
});
