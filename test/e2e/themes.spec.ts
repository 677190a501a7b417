import { join } from 'path';
import type { Page } from '@playwright/test';
import { test, expect as baseExpect, resetInstance, settingsButton, signIn } from './support';

// Themes (issue 22): a preset repaints the open page, a reload paints the chosen theme from its first frame, a
// Pleroma theme file imports, a refused one changes nothing. The support fixture fails any CSP violation.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });
test.beforeEach(async ({ page }) => resetInstance(page));

const FIXTURES = join(__dirname, '..', 'fixtures', 'themes');
const settings = (page: Page) => page.getByRole('dialog', { name: 'Settings' });
const pageBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

// pleroma-dark's and pleroma-light's page (--bg, src/theme/base.css), and Redmond XX's teal wallpaper
const DARK = 'rgb(11, 17, 24)';
const LIGHT = 'rgb(182, 186, 203)';
const TEAL = 'rgb(0, 128, 128)';

async function openThemeTab(page: Page) {
  await settingsButton(page).click();
  await expect(settings(page)).toBeVisible();
  await settings(page).getByRole('tab', { name: 'Theme' }).click();
  await expect(settings(page).getByLabel('Preset', { exact: true })).toBeVisible();
}

async function signedIn(page: Page) {
  await page.emulateMedia({ colorScheme: 'dark' });
  await signIn(page);
  await page.waitForURL(/\/main\//);
  await expect(page.getByRole('feed')).toBeVisible();
  await expect.poll(() => pageBackground(page)).toBe(DARK);
}

test('a light preset repaints the page without a reload, and a reload paints light from the first frame', async ({ page }) => {
  await signedIn(page);
  const navigations: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations.push(frame.url());
  });
  await openThemeTab(page);
  const dialog = settings(page);
  await dialog.getByLabel('Preset', { exact: true }).selectOption('pleroma-light');
  // the preview shows it first; the page changes only when it is used
  await expect(dialog.getByTestId('theme-preview').locator('h4')).toHaveText('Pleroma Light');
  expect(await pageBackground(page)).toBe(DARK);
  await dialog.getByRole('button', { name: 'Use this theme' }).click();
  await expect.poll(() => pageBackground(page)).toBe(LIGHT);
  expect(navigations).toEqual([]);

  // the first animation frame runs just before the first paint: record what it would paint
  await page.addInitScript(() => {
    requestAnimationFrame(() => {
      const w = window as unknown as { firstFrame: string };
      w.firstFrame = getComputedStyle(document.documentElement).backgroundColor;
    });
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => (window as unknown as { firstFrame?: string }).firstFrame)).toBe(LIGHT);
  await expect(page.getByRole('feed')).toBeVisible();
  expect(await pageBackground(page)).toBe(LIGHT);
});

test('a Pleroma theme file imports; a file of another version is refused and changes nothing', async ({ page }) => {
  await signedIn(page);
  await openThemeTab(page);
  const dialog = settings(page);
  const input = dialog.getByTestId('theme-file-input');

  await input.setInputFiles(join(FIXTURES, 'redmond-xx.json'));
  await expect(dialog.getByRole('status').filter({ hasText: 'Redmond XX' })).toBeVisible();
  await expect.poll(() => pageBackground(page)).toBe(TEAL);
  // its square corners and navy headings reach the page too
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--radius-panel'))).toBe('0px');

  await input.setInputFiles({
    name: 'future.json',
    mimeType: 'application/json',
    buffer: Buffer.from(
      JSON.stringify({
        _pleroma_theme_version: 3,
        name: 'Future',
        source: { themeEngineVersion: 3, colors: { bg: '#ffffff', text: '#000000' } },
      }),
    ),
  });
  await expect(dialog.getByRole('alert')).toContainText('version 3 is not supported');
  expect(await pageBackground(page)).toBe(TEAL);

  // and after a reload, still the imported theme (kept as the member's setting)
  await page.reload();
  await expect(page.getByRole('feed')).toBeVisible();
  expect(await pageBackground(page)).toBe(TEAL);
});
