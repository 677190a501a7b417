import type { Page } from '@playwright/test';
import { test, expect, posts, failNext, resetInstance } from './support';

test.beforeEach(async ({ page }) => resetInstance(page));

interface Json {
  id: string;
  content: string;
}

/** The Book club thread's root, and its context as the server sends it. */
async function bookClub(page: Page) {
  const tagged = (await (await page.request.get('/api/v1/timelines/tag/books?limit=40')).json()) as Json[];
  const root = tagged.find((s) => s.content.includes('Book club thread'));
  expect(root, 'the seeded Book club thread').toBeDefined();
  const context = (await (await page.request.get(`/api/v1/statuses/${root?.id}/context`)).json()) as {
    ancestors: Json[];
    descendants: Json[];
  };
  return { rootId: (root as Json).id, context };
}

const shownIds = (page: Page) => posts(page).evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-status-id')));

/** Counts the context requests the page makes from now on. */
function countContextRequests(page: Page) {
  const seen = { count: 0 };
  page.on('request', (req) => {
    if (/\/api\/v1\/statuses\/[^/]+\/context$/.test(new URL(req.url()).pathname)) seen.count += 1;
  });
  return seen;
}

test('the Book club thread opens from a timeline, in linear order', async ({ page }) => {
  const { rootId, context } = await bookClub(page);
  await page.goto('/tag/books');
  const thread = posts(page).filter({ hasText: 'Book club thread' });
  await expect(thread).toHaveCount(1);
  const requests = countContextRequests(page);
  await thread.first().locator(`a[href="/notice/${rootId}"]`).click();
  await expect(page).toHaveURL(new RegExp(`/notice/${rootId}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Conversation' })).toBeVisible();
  const expected = [rootId, ...context.descendants.map((s) => s.id)];
  await expect.poll(() => shownIds(page)).toEqual(expected);
  await expect(posts(page).first()).toHaveAttribute('aria-current', 'true');
  expect(requests.count).toBe(1);
});

test('tree display: a dive moves to the sub-thread, and back to the whole conversation', async ({ page }) => {
  const { rootId, context } = await bookClub(page);
  await page.goto(`/notice/${rootId}`);
  await expect.poll(() => posts(page).count()).toBe(1 + context.descendants.length);
  const requests = countContextRequests(page);
  await page.getByRole('button', { name: 'Tree' }).click();
  await expect(page.getByRole('button', { name: 'Tree' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('group', { name: 'Replies' }).first()).toBeVisible();

  // a reply that has replies of its own, a few levels down
  const nested = page.locator('.thread-replies .thread-replies article').filter({
    has: page.getByRole('button', { name: 'Only show replies to this post' }),
  });
  const target = nested.first();
  const targetId = (await target.getAttribute('data-status-id')) as string;
  await target.getByRole('button', { name: 'Only show replies to this post' }).click();
  await expect(page).toHaveURL(new RegExp(`/notice/${targetId}$`));
  await expect(page.locator(`article[data-status-id="${targetId}"]`)).toHaveAttribute('aria-current', 'true');
  const ancestors = page.getByRole('group', { name: 'Earlier in the thread' });
  await expect(ancestors.locator(`article[data-status-id="${rootId}"]`)).toBeVisible();
  // a dive inside the loaded thread needs no request
  expect(requests.count).toBe(0);

  await page.getByRole('button', { name: 'Show the whole conversation' }).click();
  await expect(page).toHaveURL(new RegExp(`/notice/${rootId}$`));
  await expect(ancestors).toHaveCount(0);
  await expect(page.locator(`article[data-status-id="${rootId}"]`)).toHaveAttribute('aria-current', 'true');

  // the browser's back button returns to the dive
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/notice/${targetId}$`));
  await expect(page.getByRole('group', { name: 'Earlier in the thread' })).toBeVisible();
});

test('the display choice is kept', async ({ page }) => {
  const { rootId } = await bookClub(page);
  await page.goto(`/notice/${rootId}`);
  await page.getByRole('button', { name: 'Tree' }).click();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Tree' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('group', { name: 'Replies' }).first()).toBeVisible();
});

test("a failed context fetch shows 'Error fetching the conversation' and a retry that works", async ({ page }) => {
  const { rootId, context } = await bookClub(page);
  await failNext(page, { path: `/api/v1/statuses/${rootId}/context`, status: 500 });
  await page.goto(`/notice/${rootId}`);
  // a thread is not a timeline: its error says what failed (issue 17 §8)
  const alert = page.getByRole('alert').filter({ hasText: 'Error fetching the conversation' });
  await expect(alert).toContainText('Error fetching the conversation: Internal Server Error');
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(alert).toHaveCount(0);
  await expect.poll(() => posts(page).count()).toBe(1 + context.descendants.length);
});

test('a post that does not exist says so', async ({ page }) => {
  await page.goto('/notice/AAAAAAAAAAAAAAAAAA');
  await expect(page.getByRole('alert')).toHaveText('This post does not exist or is not visible to you.');
});
