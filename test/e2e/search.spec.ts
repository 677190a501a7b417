import { test, expect as baseExpect, failNext, feed, resetInstance, signIn } from './support';

// Each step may load a lazy chunk (the search screen, its sagas, the profile chunk) first.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 60_000 });
test.beforeEach(async ({ page }) => resetInstance(page));

test('the top bar searches for words, people and hashtags; @user@host opens the profile', async ({ page }) => {
  await signIn(page);
  await page.waitForURL(/\/main\//);
  const banner = page.getByRole('banner');

  // words: from the top bar's expanding field
  await banner.getByRole('button', { name: 'Search' }).click();
  const topField = banner.getByRole('searchbox', { name: 'Search' });
  await expect(topField).toBeFocused();
  await topField.fill('book club');
  await topField.press('Enter');
  await expect(page).toHaveURL(/\/search\?query=book%20club$/);
  await expect(page.getByRole('tab', { name: /^Posts \(\d+\)$/ })).toHaveAttribute('aria-selected', 'true');
  await expect(feed(page).getByRole('article').filter({ hasText: 'Book club thread' })).toBeVisible();

  // a user: the people tab opens by itself, with follow buttons
  await topField.fill('weather robot');
  await topField.press('Enter');
  const people = page.getByRole('tab', { name: /^People \(\d+\)$/ });
  await expect(people).toHaveAttribute('aria-selected', 'true');
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('link', { name: 'Weather Robot' })).toBeVisible();
  await expect(panel.getByRole('button', { name: /^Follow/ }).first()).toBeVisible();

  // a hashtag: its tab, then its timeline with the counts under the heading
  const field = page.getByRole('main').getByRole('searchbox', { name: 'Search' });
  await field.fill('photograph');
  await field.press('Enter');
  const hashtags = page.getByRole('tab', { name: /^Hashtags \(\d+\)$/ });
  await hashtags.focus();
  await page.keyboard.press('End');
  await expect(hashtags).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toContainText(/\d+ people? talking|\d+ person talking/);
  await page.getByRole('tabpanel').getByRole('link', { name: '#photography' }).click();
  await expect(page).toHaveURL(/\/tag\/photography$/);
  await expect(page.locator('.tag-header')).toContainText(/talking/);

  // Back restores the earlier search as it was
  await page.goBack();
  await expect(page).toHaveURL(/query=photograph$/);
  await expect(page.getByRole('tab', { name: /^Hashtags/ })).toHaveAttribute('aria-selected', 'true');

  // @user@host resolves and opens the profile in place of the list
  await field.fill('@kai@akkoma.example');
  await field.press('Enter');
  await expect(page).toHaveURL(/\/users\/[^/?]+$/);
  await expect(page.getByRole('region', { name: 'Profile of kai@akkoma.example' })).toBeVisible();
});

test("a failed search says so with 'Try again', keeping the query", async ({ page }) => {
  await page.goto('/main/public');
  await failNext(page, { path: '/api/v2/search', status: 500, times: 1 });
  await page.goto('/search?query=cats');
  await expect(page.getByRole('alert')).toContainText('Error fetching search result');
  await expect(page.getByRole('main').getByRole('searchbox', { name: 'Search' })).toHaveValue('cats');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('tablist', { name: 'Search results' })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the drawer's search entry leads to the search screen", async ({ page }) => {
    await page.goto('/main/public');
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/search$/);
    const field = page.getByRole('searchbox', { name: 'Search' });
    await expect(field).toBeFocused();
    await field.fill('alice');
    await field.press('Enter');
    await expect(page).toHaveURL(/query=alice$/);
    await expect(page.getByRole('tabpanel')).toBeVisible();
    await expect(page.getByRole('tab', { selected: true })).toHaveText(/\(\d+\)$/);
  });
});
