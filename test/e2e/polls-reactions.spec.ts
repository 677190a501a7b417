import type { Page } from '@playwright/test';
import { test, expect, resetInstance, signIn } from './support';

test.beforeEach(async ({ page }) => resetInstance(page));

/** The id of a seeded public post, found by its text through the public timeline. */
async function findStatus(page: Page, text: string): Promise<string> {
  const res = await page.request.get('/api/v1/timelines/public?limit=40');
  expect(res.ok()).toBeTruthy();
  const list = (await res.json()) as { id: string; content: string }[];
  const hit = list.find((s) => s.content.includes(text));
  if (!hit) throw new Error(`no seeded post with ${text}`);
  return hit.id;
}

async function openStatus(page: Page, text: string) {
  const id = await findStatus(page, text);
  await signIn(page);
  await expect(page.getByRole('feed')).toBeVisible();
  await page.goto(`/notice/${id}`);
  const card = page.getByRole('article').filter({ hasText: text }).first();
  await expect(card).toBeVisible();
  return card;
}

test('voting in a poll shows the results with one’s own choice', async ({ page }) => {
  const card = await openStatus(page, 'Settle this once and for all');
  const footer = card.locator('.status-poll-footer');
  const votersBefore = Number(/\d+/.exec((await footer.textContent()) ?? '')?.[0]);
  const vote = card.getByRole('button', { name: 'Vote' });
  await expect(vote).toBeDisabled();
  await card.getByRole('radio', { name: /Cats/ }).check();
  await vote.click();
  await expect(card.getByRole('radio')).toHaveCount(0);
  await expect(card.locator('.poll-own-vote')).toContainText('Cats');
  await expect(footer).toContainText(`${votersBefore + 1} people voted`);
});

test('a failed vote shows its error in the poll and lets one try again', async ({ page }) => {
  const card = await openStatus(page, 'Settle this once and for all');
  const id = await findStatus(page, 'Settle this once and for all');
  const status = (await (await page.request.get(`/api/v1/statuses/${id}`)).json()) as { poll: { id: string } };
  await page.request.post('/__demo/fail', { data: { path: `/api/v1/polls/${status.poll.id}/votes`, status: 500 } });
  await card.getByRole('radio', { name: /Foxes/ }).check();
  await card.getByRole('button', { name: 'Vote' }).click();
  await expect(card.getByRole('alert')).toContainText('Could not vote');
  await expect(card.getByRole('button', { name: 'Vote' })).toBeEnabled();
});

test('reacting: toggle an existing reaction, then add one from the picker', async ({ page }) => {
  const reacted = await page.request.get('/api/v1/timelines/public?limit=40');
  const list = (await reacted.json()) as {
    id: string;
    content: string;
    pleroma?: { emoji_reactions?: { name: string; me: boolean }[] };
  }[];
  const target = list.find((s) => (s.pleroma?.emoji_reactions ?? []).some((r) => r.name === '🔥'));
  if (!target) throw new Error('no seeded post with a 🔥 reaction');
  await signIn(page);
  await expect(page.getByRole('feed')).toBeVisible();
  await page.goto(`/notice/${target.id}`);
  const card = page.locator(`article[data-status-id="${target.id}"]`).first();
  const fire = card.locator('.status-reactions').getByRole('button', { name: /🔥/ });
  await expect(fire).toBeVisible();
  const before = await fire.getAttribute('aria-pressed');
  await fire.click();
  await expect(fire).toHaveAttribute('aria-pressed', before === 'true' ? 'false' : 'true');

  await card.getByRole('button', { name: 'Add reaction' }).click();
  const picker = page.getByRole('dialog');
  await picker.getByRole('searchbox', { name: 'Search emoji' }).fill('party');
  await picker.getByRole('button', { name: 'party popper' }).click();
  await expect(picker).toHaveCount(0);
  await expect(card.locator('.status-reactions').getByRole('button', { name: /🎉/ })).toHaveAttribute('aria-pressed', 'true');
});
