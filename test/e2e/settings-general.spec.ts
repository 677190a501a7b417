import { readFileSync } from 'fs';
import { join } from 'path';
import type { Page } from '@playwright/test';
import { test, expect as baseExpect, feed, resetInstance, settingsButton, signIn } from './support';

// The settings modal's General tab (issue 21): each preference takes effect on the open timeline, no reload.
// Opening the modal loads its chunks; a busy machine needs patience, not sleeps.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });
test.beforeEach(async ({ page }) => resetInstance(page));

const de = JSON.parse(readFileSync(join(__dirname, '..', '..', 'locales', 'de.json'), 'utf8')) as Record<string, string>;
const settings = (page: Page) => page.getByRole('dialog', { name: 'Settings' });

const post = async (page: Page, username: string, status: string): Promise<string> => {
  const res = await page.request.post('/__demo/post', { data: { username, status, visibility: 'public' } });
  expect(res.ok()).toBeTruthy();
  return String(((await res.json()) as { id: string | number }).id);
};

async function openGeneral(page: Page) {
  await settingsButton(page).click();
  await expect(settings(page)).toBeVisible();
  await expect(settings(page).getByRole('tab', { name: 'General' })).toHaveAttribute('aria-selected', 'true');
  await expect(settings(page).getByLabel('Times of posts')).toBeVisible();
}

test('times, media and mute words change on the open timeline at once', async ({ page }) => {
  const mutedId = await post(page, 'bob', 'a zebrafish parade went by today');
  await signIn(page);
  await page.waitForURL(/\/main\//);
  await page.goto('/main/all');
  const muted = feed(page).locator(`article[data-status-id="${mutedId}"]`);
  await expect(muted).toContainText('zebrafish parade');
  const time = muted.locator('time').first();
  // relative: '1m', 'now', …; never a clock time
  await expect(time).not.toHaveText(/\d:\d\d/);
  const bigGalleries = feed(page).locator('.att-gallery:not(.att-gallery-small)');
  await expect(bigGalleries.first()).toBeVisible();
  const reloads: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) reloads.push(frame.url());
  });

  await openGeneral(page);
  const dialog = settings(page);

  await dialog.getByLabel('Times of posts').selectOption('absolute');
  await expect(time).toHaveText(/\d:\d\d/);

  await dialog.getByRole('checkbox', { name: 'Hide media', exact: true }).check();
  await expect(bigGalleries).toHaveCount(0);
  await expect(feed(page).locator('.att-gallery-small').first()).toBeAttached();

  await dialog.getByRole('textbox', { name: 'Muted words' }).fill('cilantro\nzebrafish');
  // behind the muted notice: still in the feed, its text gone
  await expect(muted).not.toContainText('zebrafish parade');
  await expect(muted).toBeAttached();

  expect(reloads).toEqual([]);
});

test('the interface language switches from the General tab without a reload', async ({ page }) => {
  await signIn(page);
  await page.waitForURL(/\/main\//);
  await openGeneral(page);
  const typed = settings(page).getByRole('textbox', { name: 'Muted words' });
  await typed.fill('kept while switching');
  await settings(page).getByLabel('Interface language').selectOption('de');
  const dialog = page.getByRole('dialog', { name: de['settings.settings'] });
  await expect(dialog.getByRole('tab', { name: de['settings.tab.general'] })).toHaveAttribute('aria-selected', 'true');
  await expect(dialog.getByLabel(de['settings.general.timeType'])).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(dialog.getByRole('textbox', { name: de['settings.general.muteWords'] })).toHaveValue('kept while switching');
});

test('layout preferences: wider columns, timeline icons in the panel, the post form as the third column', async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await signIn(page);
  await page.waitForURL(/\/main\//);
  const columns = page.locator('.app-columns');
  const narrow = (await columns.boundingBox())?.width ?? 0;
  await expect(page.locator('.sidebar .user-panel form, .sidebar .user-panel textarea').first()).toBeVisible();

  await openGeneral(page);
  const dialog = settings(page);
  await dialog.getByRole('checkbox', { name: 'Wider columns on large screens' }).check();
  await expect(page.locator('.app')).toHaveClass(/app-widen/);
  await expect.poll(async () => (await columns.boundingBox())?.width ?? 0).toBeGreaterThan(narrow);

  await dialog.getByRole('checkbox', { name: 'Timeline icons at the top of the navigation panel' }).check();
  await expect(page.locator('.nav-panel-shortcuts a').first()).toBeVisible();

  await dialog.getByLabel('Third column on wide screens').selectOption('postform');
  await expect(page.locator('.post-form-column textarea').first()).toBeVisible();
  await expect(page.locator('.sidebar .user-panel textarea')).toHaveCount(0);

  // the tree's finer options show behind their switch
  await expect(dialog.getByLabel('Fade the earlier posts in tree view')).toHaveCount(0);
  await dialog.getByRole('checkbox', { name: 'More tree view options' }).check();
  await expect(dialog.getByLabel('Fade the earlier posts in tree view')).toBeVisible();
});
