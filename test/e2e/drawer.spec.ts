import { test, expect, signIn } from './support';

// Every entry of the phone drawer leads to its screen (issue 18): the address, and a screen that is not
// 'Page not found'.
const ENTRIES: [string, RegExp][] = [
  ['Home timeline', /\/main\/friends$/],
  ['Local timeline', /\/main\/public$/],
  ['Bubble timeline', /\/main\/bubble$/],
  ['Known network', /\/main\/all$/],
  ['Bookmarks', /\/bookmarks$/],
  ['Direct messages', /\/users\/alice\/dms$/],
  ['Lists', /\/lists$/],
  ['Friends', /\/lists\/[^/]+$/],
  ['Notifications', /\/alice\/notifications$/],
  ['Interactions', /\/users\/alice\/interactions$/],
  ['Search', /\/search$/],
  ['Who to follow', /\/who-to-follow$/],
  ['About', /\/about$/],
  ['Announcements', /\/announcements$/],
];

test('on a phone, every drawer entry leads to its screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page);
  await expect(page.getByRole('feed')).toBeVisible();
  for (const [name, url] of ENTRIES) {
    await page.getByRole('button', { name: 'Menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer
      .getByRole('link', { name: new RegExp(`^${name}\\b`) })
      .first()
      .click();
    await expect(page, name).toHaveURL(url);
    await expect(page.getByRole('dialog', { name: 'Menu' })).toHaveCount(0);
    await expect(page.getByRole('main')).not.toContainText('Page not found');
    await expect(page.getByRole('main').locator('.spinner')).toHaveCount(0);
  }
});
