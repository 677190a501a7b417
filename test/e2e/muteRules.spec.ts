import type { Page } from '@playwright/test';
import { test, expect, feed, resetInstance } from './support';

test.beforeEach(async ({ page }) => resetInstance(page));

const post = async (page: Page, username: string, status: string): Promise<string> => {
  const res = await page.request.post('/__demo/post', { data: { username, status, visibility: 'public' } });
  expect(res.ok()).toBeTruthy();
  return String(((await res.json()) as { id: string | number }).id);
};

async function toggle(page: Page, name: string) {
  await page.getByRole('button', { name: 'Quick settings' }).click();
  await page.getByRole('checkbox', { name }).check();
  await page.keyboard.press('Escape');
}

test('quick settings: "mute bots" puts bot posts behind a notice, "hide filtered" takes them out of the timeline', async ({
  page,
}) => {
  const botId = await post(page, 'robot', 'beep boop from the robot');
  const humanId = await post(page, 'bob', 'a human wrote this');
  await page.goto('/main/public');
  const bot = feed(page).locator(`article[data-status-id="${botId}"]`);
  const human = feed(page).locator(`article[data-status-id="${humanId}"]`);
  await expect(bot).toContainText('beep boop from the robot');
  await expect(human).toContainText('a human wrote this');

  await toggle(page, 'Mute bot posts');
  // muted: still in the feed, its text behind the notice
  await expect(bot).toBeVisible();
  await expect(bot).not.toContainText('beep boop from the robot');
  await expect(human).toContainText('a human wrote this');

  await toggle(page, 'Hide filtered posts');
  await expect(bot).toHaveCount(0);
  await expect(human).toContainText('a human wrote this');
});
