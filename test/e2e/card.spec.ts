import type { Page } from '@playwright/test';
import { test, expect, posts, resetInstance } from './support';

test.beforeEach(async ({ page }) => resetInstance(page));

const post = async (page: Page, data: Record<string, unknown>): Promise<{ id: string }> => {
  const res = await page.request.post('/__demo/post', { data: { visibility: 'public', ...data } });
  expect(res.ok()).toBeTruthy();
  return (await res.json()) as { id: string };
};

test('a tall post is collapsed until show more', async ({ page }) => {
  const { id } = await post(page, { username: 'robot', status: Array.from({ length: 30 }, (_, i) => `Line ${i}`).join('\n') });
  await page.goto('/main/public');
  const card = page.locator(`article[data-status-id="${id}"]`);
  await expect(card.locator('.status-content-tall')).toHaveCount(1);
  await card.getByRole('button', { name: 'Show more' }).click();
  await expect(card.locator('.status-content-tall')).toHaveCount(0);
});

test('a hashtag in a post opens the tag timeline in the app', async ({ page }) => {
  const { id } = await post(page, { username: 'dave', status: 'see #cardtest now' });
  await page.goto('/main/public');
  await page.locator(`article[data-status-id="${id}"]`).getByRole('link', { name: '#cardtest' }).click();
  await expect(page).toHaveURL(/\/tag\/cardtest$/);
});

test('the link card opens its link in a new window without referrer', async ({ page }) => {
  await page.goto('/main/public');
  const card = posts(page).locator('a.status-card').first();
  await expect(card).toHaveAttribute('target', '_blank');
  await expect(card).toHaveAttribute('rel', 'noopener noreferrer nofollow');
  await expect(card).toContainText('Releases - AkkomaGang/akkoma');
});

test('the reply-to line previews the parent on hover', async ({ page }) => {
  const parent = await post(page, { username: 'admin', status: 'the parent post text' });
  const reply = await post(page, { username: 'bob', status: '@admin agreed', in_reply_to_id: parent.id });
  await page.goto(`/notice/${reply.id}`);
  const line = page.locator(`article[data-status-id="${reply.id}"] .status-reply-to a`);
  // The reply shows alone until its context comes; then the parent goes in above it and the reply is
  // scrolled back into view, which moves the line from under a pointer that hovered too soon.
  await expect(page.locator(`article[data-status-id="${parent.id}"]`)).toBeVisible();
  await expect(async () => {
    await line.hover();
    await expect(page.getByRole('tooltip')).toContainText('the parent post text', { timeout: 2_000 });
  }).toPass();
  await page.mouse.move(0, 0);
  await expect(page.getByRole('tooltip')).toHaveCount(0);
});

test('the reply-to popover says the post is unavailable when the parent is gone', async ({ page }) => {
  const parent = await post(page, { username: 'admin', status: 'soon gone' });
  const reply = await post(page, { username: 'bob', status: '@admin agreed', in_reply_to_id: parent.id });
  expect((await page.request.post('/__demo/delete', { data: { id: parent.id } })).ok()).toBeTruthy();
  await page.goto('/main/public');
  // rows may still settle (heights measured a frame later): hover again if the line moved away
  await expect(async () => {
    await page.locator(`article[data-status-id="${reply.id}"] .status-reply-to a`).hover();
    await expect(page.getByRole('tooltip')).toHaveText('Post unavailable', { timeout: 2_000 });
  }).toPass();
});
