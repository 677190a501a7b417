import { readFileSync } from 'fs';
import { join } from 'path';
import type { Page } from '@playwright/test';
import { test, expect, posts, signIn, swipeDrawer } from './support';

// Interface languages (issue 19): the browser's language, the userLanguage cookie, the picker, and a
// right-to-left layout for Arabic with posts keeping their own direction.
const messages = (lang: string) =>
  JSON.parse(readFileSync(join(__dirname, '..', '..', 'locales', `${lang}.json`), 'utf8')) as Record<string, string>;
const ar = messages('ar');

const box = async (page: Page, selector: string) => {
  const b = await page.locator(selector).first().boundingBox();
  if (!b) throw new Error(`${selector} is not on the page`);
  return b;
};

test.describe('in an Arabic browser', () => {
  test.use({ locale: 'ar' });

  test('the interface is Arabic and right to left, and an English post still reads left to right', async ({ page }) => {
    await page.goto('/main/all');
    await expect(posts(page).first()).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: ar['nav.about'] })).toBeVisible();
    // the sidebar is at the start of the line: the right
    expect((await box(page, '.sidebar')).x).toBeGreaterThan((await box(page, '.main-column')).x);
    const english = page.locator('.status-content', { hasText: /\b(the|and)\b/ }).first();
    await expect(english).toBeVisible();
    expect(await english.evaluate((el) => getComputedStyle(el).direction)).toBe('ltr');
  });

  test('"sidebar on the right" means the end of the line: the left in Arabic', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('config', JSON.stringify({ sidebarRight: true })));
    await page.goto('/main/all');
    await expect(posts(page).first()).toBeVisible();
    expect((await box(page, '.sidebar')).x).toBeLessThan((await box(page, '.main-column')).x);
  });
});

test.describe('on a phone in Arabic', () => {
  test.use({ viewport: { width: 390, height: 800 }, hasTouch: true });

  test('the notifications drawer opens on the left, and a swipe to the left closes it', async ({ page, context, baseURL }) => {
    await signIn(page);
    // signed in before the reload (a reload while the sign-in is on its way starts over at the form)
    await expect(page).toHaveURL(/\/main\/friends$/);
    await context.addCookies([{ name: 'userLanguage', value: 'ar', url: baseURL ?? '' }]);
    await page.reload();
    await expect(posts(page).first()).toBeVisible();
    await page.locator('.notifications-bell').click();
    const drawer = page.getByRole('complementary', { name: ar['notifications.title'] });
    await expect(drawer).toBeVisible();
    expect((await drawer.boundingBox())?.x).toBeLessThan(2);
    // a swipe to the right goes toward the middle of the screen: it stays
    await swipeDrawer(page, 80, 200);
    await expect(drawer).toBeVisible();
    await swipeDrawer(page, -80, 200);
    await expect(drawer).toHaveCount(0);
  });
});

test('with userLanguage=ja_easy the sign-in screen is in easy Japanese', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'userLanguage', value: 'ja_easy', url: baseURL ?? '' }]);
  await page.goto('/login');
  const easy = messages('ja_easy');
  await expect(page.getByRole('heading', { name: easy['login.title'] })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
});

test('the picker switches the interface at once, keeps what was typed, and the choice survives a reload', async ({ page }) => {
  const de = messages('de');
  await page.goto('/login');
  await page.getByLabel('Username').fill('alice');
  await page.getByLabel('Interface language').selectOption('de');
  await expect(page.getByRole('heading', { name: de['login.title'] })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  // a switch, not a reload: the field keeps its text
  await expect(page.getByLabel(de['login.username'] ?? 'x')).toHaveValue('alice');
  await page.reload();
  await expect(page.getByRole('heading', { name: de['login.title'] })).toBeVisible();
  await page.getByLabel(de['settings.interface_language'] ?? 'x').selectOption('he');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});
