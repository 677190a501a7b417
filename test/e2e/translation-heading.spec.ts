// The first translation goes into the interface's language; asked for the post's own language the heading says the
// post is already in it, never 'Translated from English to English'.
import type { Page } from '@playwright/test';
import { test, expect, resetInstance, signIn } from './support';

test.beforeEach(async ({ page }) => resetInstance(page));

async function post(page: Page, status: string): Promise<string> {
  const res = await page.request.post('/__demo/post', { data: { username: 'bob', status, visibility: 'public' } });
  expect(res.ok()).toBeTruthy();
  return String(((await res.json()) as { id: string | number }).id);
}

test('an English post translated in an English interface: already in English', async ({ page }) => {
  const id = await post(page, 'Good morning everyone');
  await signIn(page);
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  await page.goto(`/notice/${id}`);
  const card = page.locator(`article[data-status-id="${id}"]`);
  await card.getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name: 'Translate' }).click();
  await expect(card.getByRole('heading', { name: /This post is already in English/ })).toBeVisible();
  await expect(card.getByText(/Translated from/)).toHaveCount(0);
});

test('in a German interface (the cookie, never picked) the first translation is into German', async ({
  page,
  context,
  baseURL,
}) => {
  const id = await post(page, 'Good morning everyone');
  await signIn(page);
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  await context.addCookies([{ name: 'userLanguage', value: 'de', url: baseURL ?? '' }]);
  await page.goto(`/notice/${id}`);
  const card = page.locator(`article[data-status-id="${id}"]`);
  await card.getByRole('button', { name: 'Weitere Aktionen' }).click();
  await page.getByRole('menuitem', { name: 'Übersetzen' }).click();
  await expect(card.locator('.status-translation')).toContainText('[de] Good morning everyone');
  await expect(card.getByRole('heading', { name: /Übersetzt aus Englisch ins Deutsch/ })).toBeVisible();
});
