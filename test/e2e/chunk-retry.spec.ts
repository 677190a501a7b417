import { test, expect, posts, resetInstance, signIn } from './support';

test.beforeEach(async ({ page }) => resetInstance(page));

// On a phone no composer is on screen before the Reply, so the composer's chunks load on that click.
test.use({ viewport: { width: 390, height: 844 } });

test('the composer chunks failing once to load still open the reply the reader asked for', async ({ page }) => {
  const res = await page.request.post('/__demo/post', { data: { username: 'bob', status: 'Reply to me, please' } });
  expect(res.ok()).toBeTruthy();
  const failed: string[] = [];
  // The first request for each of the "composer-sagas" and "composer" (form) chunks is cut off.
  await page.route(/\/static\/js\/composer(-sagas)?\.[0-9a-f]+\.js$/, async (route) => {
    const name = new URL(route.request().url()).pathname.split('/').pop() ?? '';
    if (failed.includes(name)) return route.continue();
    failed.push(name);
    return route.abort('connectionreset');
  });
  await signIn(page);
  const row = posts(page).filter({ hasText: 'Reply to me, please' }).first();
  await expect(row).toBeVisible({ timeout: 15_000 });
  await row.getByRole('button', { name: 'Reply' }).click();
  const form = row.getByRole('form');
  await expect(form).toBeVisible({ timeout: 15_000 });
  await expect(form.getByRole('textbox', { name: 'Post text' })).toHaveValue(/@bob/);
  expect(failed.sort()).toEqual([expect.stringMatching(/^composer-sagas\./), expect.stringMatching(/^composer\.[0-9a-f]+\.js$/)]);
  await expect(page.getByText('Part of the app failed to load.')).toHaveCount(0);
});
