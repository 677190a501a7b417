import type { Page } from '@playwright/test';
import { test, expect, posts, resetInstance } from './support';

test.beforeEach(async ({ page }) => resetInstance(page));

/** From now on, whether a spinner (a screen's chunk on its way) has been put on the page. */
async function watchSpinners(page: Page) {
  await page.evaluate(`(() => {
    window.spinnerShown = false;
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes)
          if (node instanceof Element && (node.matches('.spinner') || node.querySelector('.spinner'))) window.spinnerShown = true;
    }).observe(document.body, { childList: true, subtree: true });
  })()`);
  return () => page.evaluate(() => (window as unknown as { spinnerShown: boolean }).spinnerShown);
}

/** Until the page has fetched a script whose file name matches, then a moment for it to run. */
async function fetched(page: Page, file: RegExp) {
  await expect
    .poll(() => page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name)))
    .toContainEqual(expect.stringMatching(file));
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 200)));
}

const LOGIN_CHUNK = /\/static\/js\/login\.[0-9a-f]+\.js$/;
const EXTRA_MESSAGES = /\/static\/js\/locale-extra-en-json\.[0-9a-f]+\.js$/;

test('the pointer on a link loads its screen ahead: the login screen opens with no spinner', async ({ page }) => {
  await page.goto('/main/public');
  await expect(posts(page).first()).toBeVisible();
  const spinnerShown = await watchSpinners(page);
  const signIn = page.getByRole('banner').getByRole('link', { name: 'Log in' });

  await signIn.hover();
  await fetched(page, LOGIN_CHUNK);
  await fetched(page, EXTRA_MESSAGES);
  await signIn.click();
  await expect(page.getByRole('textbox', { name: 'Username' })).toBeVisible();
  expect(await spinnerShown()).toBe(false);
});

test('the focus on a link loads its screen ahead: About opens from the keyboard with no spinner', async ({ page }) => {
  await page.goto('/main/public');
  await expect(posts(page).first()).toBeVisible();
  const spinnerShown = await watchSpinners(page);
  const about = page.getByRole('navigation').getByRole('link', { name: 'About' });

  await about.focus();
  await fetched(page, /\/static\/js\/about\.[0-9a-f]+\.js$/);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await spinnerShown()).toBe(false);
});

const NOTIFICATIONS_CHUNK = /\/static\/js\/notifications\.[0-9a-f]+\.js$/;
const scripts = (page: Page) => page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));

test('on a desktop the sign-in screen loads the notifications panel ahead: home opens with it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/login');
  await page.getByLabel('Username').fill('alice');
  // before any click: the code comes while the member types
  await fetched(page, NOTIFICATIONS_CHUNK);
  // which comes on the page first, the timeline's first post or the notifications panel
  await page.evaluate(`(() => {
    window.arrivals = [];
    new MutationObserver(() => {
      for (const [name, selector] of [['post', '[role=feed] article'], ['panel', '.notifications-panel']])
        if (!window.arrivals.includes(name) && document.querySelector(selector)) window.arrivals.push(name);
    }).observe(document.body, { childList: true, subtree: true });
  })()`);
  await page.getByLabel('Password').fill('demo-password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(posts(page).first()).toBeVisible();
  await expect(page.locator('.notifications-panel')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { arrivals: string[] }).arrivals)).toEqual(['panel', 'post']);
});

test('on a phone, which has no notifications panel, the sign-in screen loads none of it', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/login');
  await page.getByLabel('Username').fill('alice');
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 1000)));
  expect(await scripts(page)).not.toContainEqual(expect.stringMatching(NOTIFICATIONS_CHUNK));
});
