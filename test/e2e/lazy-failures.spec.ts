import { test, expect, posts, resetInstance, signIn } from './support';

test.beforeEach(async ({ page }) => resetInstance(page));

// On a phone no composer is on screen before the floating button, so its click is what loads the composer chunk.
test.use({ viewport: { width: 390, height: 844 } });

// One load of a chunk is three requests (lazyRetrying tries again after 0.5 s and 1.5 s: CHUNK_RETRY_DELAYS_MS).
const TRIES_PER_LOAD = 3;

test('a composer chunk that fails to load shows a retry in its place, which loads it without a reload', async ({ page }) => {
  let requests = 0;
  await page.route(/\/static\/js\/composer\.[0-9a-f]+\.js$/, async (route) => {
    requests += 1;
    return requests <= TRIES_PER_LOAD ? route.abort('connectionreset') : route.continue();
  });
  await signIn(page);
  await expect(posts(page).first()).toBeVisible({ timeout: 15_000 });
  // a reload would lose this (and whatever the reader had typed)
  await page.evaluate(() => Object.assign(window, { beforeRetry: true }));

  await page.getByRole('button', { name: 'New post' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'Part of the app failed to load.' });
  await expect(alert).toBeVisible({ timeout: 15_000 });
  expect(requests).toBe(TRIES_PER_LOAD);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // the rest of the page still works: the timeline is there and the drawer opens and closes
  await expect(posts(page).first()).toBeVisible();
  await page.getByRole('button', { name: 'Menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);

  await alert.getByRole('button', { name: 'Try again' }).click();
  const dialog = page.getByRole('dialog', { name: 'New post' });
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await expect(alert).toHaveCount(0);
  expect(requests).toBe(TRIES_PER_LOAD + 1);
  expect(await page.evaluate(() => 'beforeRetry' in window)).toBe(true);

  await dialog.getByRole('textbox', { name: 'Post text' }).fill('Posted after a retry');
  await dialog.getByRole('button', { name: 'Post' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(posts(page).first()).toContainText('Posted after a retry');
});

test('a composer whose style chunk fails (CSS_CHUNK_LOAD_FAILED) says part of the app failed, and its retry loads it', async ({
  page,
}) => {
  let requests = 0;
  await page.route(/\/static\/css\/composer\.[0-9a-f]+\.css$/, async (route) => {
    requests += 1;
    return requests <= TRIES_PER_LOAD ? route.abort('connectionreset') : route.continue();
  });
  await signIn(page);
  await expect(posts(page).first()).toBeVisible({ timeout: 15_000 });

  await page.getByRole('button', { name: 'New post' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'Part of the app failed to load.' });
  await expect(alert).toBeVisible({ timeout: 15_000 });
  expect(requests).toBe(TRIES_PER_LOAD);

  await alert.getByRole('button', { name: 'Try again' }).click();
  const dialog = page.getByRole('dialog', { name: 'New post' });
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  // the styles arrived with it
  expect(requests).toBe(TRIES_PER_LOAD + 1);
  await expect(page.locator('link[rel="stylesheet"][href*="/static/css/composer."]')).toHaveCount(1);
  await expect(alert).toHaveCount(0);
});
