import { test, expect as baseExpect, feed, resetInstance, signIn } from './support';

// A member's session by keyboard (issue 26): Mastodon's hotkeys, the emoji grid, titles that name the screen.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });
test.beforeEach(async ({ page }) => resetInstance(page));

test('j moves to a post, f favourites it, g n goes to notifications, ? lists the keys; the title names the screen', async ({
  page,
}) => {
  await signIn(page);
  await page.waitForURL(/\/main\/friends/);
  await expect(feed(page).getByRole('article').first()).toBeVisible();
  await expect(page).toHaveTitle(/^(\(\d+\) )?Home timeline — Demo/);
  // the listener's chunk comes after the first screen
  await expect(async () => {
    await page.keyboard.press('j');
    await expect(page.locator('main article[aria-posinset="1"]')).toBeFocused({ timeout: 1_000 });
  }).toPass();
  const first = page.locator('main article[aria-posinset="1"]');
  const favourite = first.locator('.status-action-favourite');
  const was = await favourite.getAttribute('aria-pressed');
  await page.keyboard.press('f');
  await expect(favourite).toHaveAttribute('aria-pressed', was === 'true' ? 'false' : 'true');
  await page.keyboard.press('j');
  await expect(page.locator('main article[aria-posinset="2"]')).toBeFocused();

  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(help).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();

  await page.keyboard.press('g');
  await page.keyboard.press('n');
  await page.waitForURL(/\/notifications$/);
  await expect(page).toHaveTitle(/Notifications — /);
});

test('the emoji picker is one Tab stop and the arrows move inside it', async ({ page }) => {
  await signIn(page);
  await page.waitForURL(/\/main\/friends/);
  const form = page.locator('.user-panel');
  await form.locator('textarea').first().click();
  await form.getByRole('button', { name: 'Insert emoji' }).click();
  const search = page.getByRole('searchbox', { name: /search/i }).last();
  await expect(search).toBeFocused();
  await page.keyboard.press('ArrowDown');
  const focused = page.locator('.emoji-picker-cell:focus');
  await expect(focused).toHaveCount(1);
  const firstName = await focused.getAttribute('aria-label');
  await page.keyboard.press('ArrowRight');
  await expect(focused).not.toHaveAttribute('aria-label', firstName ?? '');
  await expect(page.locator('.emoji-picker-cell[tabindex="0"]')).toHaveCount(1);
  // Tab leaves the grid at once, not after 1,600 emoji
  await page.keyboard.press('Tab');
  await expect(page.locator('.emoji-picker-cell:focus')).toHaveCount(0);
  // Escape closes it and gives the focus back to its button
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Escape');
  await expect(page.locator('.emoji-picker')).toHaveCount(0);
  await expect(form.getByRole('button', { name: 'Insert emoji' })).toBeFocused();
});

test('on a phone, the composer opened with n and closed with Escape leaves the focus on the post button', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page);
  await page.waitForURL(/\/main\/friends/);
  await expect(feed(page).getByRole('article').first()).toBeVisible();
  const button = page.locator('.floating-post-button');
  await expect(button).toBeVisible();
  // Nothing focused: the key goes to the page. The listener's chunk comes after the first screen (the
  // button's own chunk came at sign-in), so the key is pressed again until the composer opens.
  const dialog = page.getByRole('dialog', { name: 'New post' });
  await expect(async () => {
    if (!(await dialog.isVisible())) {
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await page.keyboard.press('n');
    }
    await expect(dialog).toBeVisible({ timeout: 1_000 });
  }).toPass();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
});
