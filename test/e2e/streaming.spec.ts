import type { Page } from '@playwright/test';
import { test, expect, feed, posts, signIn, resetInstance } from './support';

// What came over the socket is told by what the since_id answers (polls and catch-ups) could carry, not
// by how soon it showed: a busy machine may be slow, never wrong. This is room for a slow one.
const SOCKET_TIMEOUT = 15_000;

async function control(page: Page, path: string, data: Record<string, unknown> = {}) {
  const res = await page.request.post(`/__demo/${path}`, { data });
  expect(res.ok(), `${path} answered ${res.status()}`).toBeTruthy();
  return res.json();
}

/** alice's user-stream socket as the demo instance sees it. */
async function aliceSocketOpen(page: Page): Promise<boolean> {
  const res = await page.request.get('/__demo/socket/clients');
  const clients = (await res.json()) as { account: string | null; streams: string[][] }[];
  return clients.some((c) => c.account === 'alice' && c.streams.some((s) => s[0] === 'user'));
}

const isHomeCatchUp = (url: URL) => url.pathname === '/api/v1/timelines/home' && url.searchParams.has('since_id');

/**
 * From now until the returned function is called, every since_id answer of the home timeline (a poll
 * or the catch-up after a join) is empty, as the server's own would be before the next post. A post
 * that shows meanwhile can only have come over the socket. Waiting instead for the join's catch-up to
 * be answered first would race the socket: a join while the first page loads makes no catch-up.
 */
async function onlyTheSocketDelivers(page: Page): Promise<() => Promise<void>> {
  await page.route(isHomeCatchUp, (route) => route.fulfill({ json: [] }));
  return () => page.unroute(isHomeCatchUp);
}

/**
 * Clicks "Show new (1)" until `text` is on the timeline: the timeline swallows clicks for a second
 * after showing new posts (spec 000 §4), so a click right after the last one may not count.
 */
async function showNew(page: Page, text: string) {
  const button = page.getByRole('button', { name: 'Show new (1)' });
  await expect(button).toBeVisible({ timeout: SOCKET_TIMEOUT });
  await expect(async () => {
    if (await button.isVisible()) await button.click();
    await expect(feed(page).getByText(text)).toHaveCount(1, { timeout: 500 });
  }).toPass();
}

test.beforeEach(async ({ page }) => {
  await resetInstance(page);
  // Streaming on, as the settings screen would store it; `streaming` (auto-show at the top) stays off,
  // so new posts wait behind "Show new".
  await page.addInitScript(() => localStorage.setItem('config', JSON.stringify({ useStreamingApi: true })));
});

test('a new post arrives over the socket; after a drop, what was posted meanwhile shows exactly once', async ({ page }) => {
  await signIn(page);
  await expect(page).toHaveURL(/\/main\/friends$/);
  await expect(posts(page).first()).toBeVisible();
  await expect.poll(() => aliceSocketOpen(page)).toBe(true);

  let socketOnly = await onlyTheSocketDelivers(page);
  await control(page, 'post', { username: 'bob', status: 'Fresh from the socket' });
  await showNew(page, 'Fresh from the socket');
  await socketOnly();

  // Down for a while: the next two reconnections are refused (retries after 1 s, then 2 s).
  await control(page, 'socket/refuse', { times: 2 });
  await control(page, 'socket/drop', {}); // no close frame: the browser reports 1006
  await expect(page.getByRole('status').filter({ hasText: 'Streaming connection lost (code 1006)' })).toBeVisible();
  await control(page, 'post', { username: 'bob', status: 'Posted while the socket was down' });

  await expect(page.getByRole('status').filter({ hasText: 'Streaming connection restored' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByRole('status').filter({ hasText: 'Streaming connection lost' })).toHaveCount(0);
  await showNew(page, 'Posted while the socket was down');
  await expect(feed(page).getByText('Fresh from the socket')).toHaveCount(1);

  // and the socket carries new posts again (the catch-up after the join brought the one above)
  socketOnly = await onlyTheSocketDelivers(page);
  await control(page, 'post', { username: 'bob', status: 'After the restore' });
  await showNew(page, 'After the restore');
  await socketOnly();
  await expect(feed(page).getByText('Posted while the socket was down')).toHaveCount(1);
});

test('a deleted post leaves the timeline without a reload', async ({ page }) => {
  await signIn(page);
  await expect(posts(page).first()).toBeVisible();
  await expect.poll(() => aliceSocketOpen(page)).toBe(true);
  const posted = (await control(page, 'post', { username: 'bob', status: 'Soon to be deleted' })) as { id: string };
  await showNew(page, 'Soon to be deleted');
  await control(page, 'delete', { id: posted.id });
  // no poll removes a post (a since_id answer only brings new ones): the socket's delete event did
  await expect(feed(page).getByText('Soon to be deleted')).toHaveCount(0, { timeout: SOCKET_TIMEOUT });
});
