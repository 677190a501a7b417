import type { Page } from '@playwright/test';
import { test, expect, resetInstance } from './support';

test.beforeEach(async ({ page }) => resetInstance(page));

/** The id of the seeded public post whose text contains `text`. */
async function postId(page: Page, text: string): Promise<string> {
  const res = await page.request.get('/api/v1/timelines/public?limit=40');
  expect(res.ok()).toBeTruthy();
  const statuses = (await res.json()) as { id: string; content: string }[];
  const found = statuses.find((status) => status.content.includes(text));
  if (!found) throw new Error(`no seeded post with ${text}`);
  return found.id;
}

/** The four-picture trip post, opened in its conversation. */
async function openTrip(page: Page) {
  const id = await postId(page, 'weekend trip');
  await page.goto('/main/all');
  await page.goto(`/notice/${id}`);
  const card = page.locator(`article[data-status-id="${id}"]`);
  await expect(card.locator('.att-item')).toHaveCount(4);
  return card;
}

const viewer = (page: Page) => page.getByRole('dialog', { name: 'Media viewer' });
const counter = (page: Page) => viewer(page).locator('.media-viewer-counter');

test('the gallery opens the viewer; arrows and keys wrap; Escape closes', async ({ page }) => {
  const card = await openTrip(page);
  await card.locator('.att-item').nth(1).click();
  await expect(counter(page)).toHaveText('2 of 4');
  await expect(viewer(page).locator('img')).toBeVisible();
  await expect(page.locator('body')).toHaveClass(/scroll-locked/);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(counter(page)).toHaveText('4 of 4');
  await page.keyboard.press('ArrowRight');
  await expect(counter(page)).toHaveText('1 of 4');
  await page.keyboard.press('ArrowLeft');
  await expect(counter(page)).toHaveText('4 of 4');
  await viewer(page).getByRole('button', { name: 'Next' }).click();
  await expect(counter(page)).toHaveText('1 of 4');
  const url = page.url();
  await page.keyboard.press('Escape');
  await expect(viewer(page)).toHaveCount(0);
  expect(page.url()).toBe(url);
  await expect(page.locator('body')).not.toHaveClass(/scroll-locked/);
});

test('the browser back button closes the viewer and stays on the conversation', async ({ page }) => {
  const card = await openTrip(page);
  const url = page.url();
  await card.locator('.att-item').first().click();
  await expect(counter(page)).toHaveText('1 of 4');
  await page.goBack();
  await expect(viewer(page)).toHaveCount(0);
  expect(page.url()).toBe(url);
  await expect(card).toBeVisible();
});

test('a backdrop click closes; a swipe of more than a quarter of the width navigates', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 700 });
  const card = await openTrip(page);
  await card.locator('.att-item').first().click();
  await expect(counter(page)).toHaveText('1 of 4');
  // a short drag (100 px < 200 px) does nothing
  await page.mouse.move(500, 350);
  await page.mouse.down();
  await page.mouse.move(400, 350, { steps: 4 });
  await page.mouse.up();
  await expect(counter(page)).toHaveText('1 of 4');
  await expect(viewer(page)).toBeVisible();
  // leftwards: next
  await page.mouse.move(600, 350);
  await page.mouse.down();
  await page.mouse.move(300, 350, { steps: 6 });
  await page.mouse.up();
  await expect(counter(page)).toHaveText('2 of 4');
  // rightwards: previous, wrapping from the first to the last
  for (const expected of ['1 of 4', '4 of 4']) {
    await page.mouse.move(200, 350);
    await page.mouse.down();
    await page.mouse.move(550, 350, { steps: 6 });
    await page.mouse.up();
    await expect(counter(page)).toHaveText(expected);
  }
  await page.mouse.click(10, 690);
  await expect(viewer(page)).toHaveCount(0);
});

test('sensitive media stays hidden until clicked', async ({ page }) => {
  const id = await postId(page, 'very hot');
  await page.goto(`/notice/${id}`);
  const card = page.locator(`article[data-status-id="${id}"]`);
  // the post also has a content warning (the seed's 'spicy food'): open it
  await card
    .getByRole('button', { name: /show more/i })
    .first()
    .click();
  const cover = card.locator('.att-sensitive');
  await expect(cover).toBeVisible();
  await expect(card.locator('.att-item')).toHaveCount(0);
  await cover.click();
  await expect(card.locator('.att-item')).toHaveCount(1);
});

// Pinch, pan, wheel, double tap and keyboard zoom: test/e2e/media-zoom.spec.ts.
