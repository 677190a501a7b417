import { test, expect, signIn } from './support';

// The phone drawer (issue 18, spec 000 §2): its entries in the spec's order, and each leads to its
// screen (the address, and a screen that is not 'Page not found').
const ORDER = [
  'Timelines',
  'Lists',
  // alice's lists, newest first
  'Remote',
  'Friends',
  'Interactions',
  'Search',
  'Who to follow',
  'Settings',
  'About',
  'Announcements',
  'Log out',
];
const LINKS: [string, RegExp][] = [
  ['Timelines', /\/main\/friends$/],
  ['Lists', /\/lists$/],
  ['Friends', /\/lists\/[^/]+$/],
  ['Interactions', /\/users\/alice\/interactions$/],
  ['Search', /\/search$/],
  ['Who to follow', /\/who-to-follow$/],
  ['About', /\/about$/],
  ['Announcements', /\/announcements$/],
];

const openDrawer = async (page: import('@playwright/test').Page) => {
  await page.getByRole('button', { name: 'Menu' }).click();
  return page.getByRole('dialog', { name: 'Menu' });
};

test('on a phone, the drawer lists its entries in order and each leads to its screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page);
  await expect(page.getByRole('feed')).toBeVisible();
  const drawer = await openDrawer(page);
  const names = drawer.getByRole('navigation', { name: 'Main' }).locator('li > a, li > button');
  // a count badge (unread announcements) may follow a name
  await expect(names).toHaveText(ORDER.map((name) => new RegExp(`^${name}\\d*$`)));
  await page.keyboard.press('Escape');
  for (const [name, url] of LINKS) {
    const menu = await openDrawer(page);
    await menu
      .getByRole('link', { name: new RegExp(`^${name}\\b`) })
      .first()
      .click();
    await expect(page, name).toHaveURL(url);
    await expect(page.getByRole('dialog', { name: 'Menu' })).toHaveCount(0);
    await expect(page.getByRole('main')).not.toContainText('Page not found');
    await expect(page.getByRole('main').locator('.spinner')).toHaveCount(0);
  }
});

test('on a phone, the timelines entry goes back to the timeline read last', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page);
  await expect(page.getByRole('feed')).toBeVisible();
  // another timeline, from the heading's timeline menu
  await page.getByRole('button', { name: 'Home timeline' }).click();
  await page.getByRole('group', { name: 'Timelines' }).getByRole('link', { name: 'Bubble timeline' }).click();
  await expect(page).toHaveURL(/\/main\/bubble$/);
  await (await openDrawer(page)).getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await (await openDrawer(page)).getByRole('link', { name: 'Timelines' }).click();
  await expect(page).toHaveURL(/\/main\/bubble$/);
  await expect(page.getByRole('feed')).toBeVisible();
});
