import type { Page } from '@playwright/test';
import { test, expect, failNext, resetInstance } from './support';

test.beforeEach(async ({ page }) => resetInstance(page));

interface Post {
  id: string;
  content: string;
  account: { avatar: string; header: string; username: string };
  media_attachments: { url: string; preview_url: string | null }[];
}

/** The seeded four-picture post. */
async function tripPost(page: Page): Promise<Post> {
  const res = await page.request.get('/api/v1/timelines/public?limit=40');
  expect(res.ok()).toBeTruthy();
  const found = ((await res.json()) as Post[]).find((status) => status.content.includes('weekend trip'));
  if (!found) throw new Error('no seeded trip post');
  return found;
}

const pathOf = (url: string) => new URL(url).pathname;

/**
 * Images on screen the browser is not showing: still loading, or failed (its broken-image box). Polled
 * until empty: every image either loads or is replaced by its placeholder.
 */
const imagesNotShown = (page: Page) =>
  page.evaluate(() =>
    [...document.images]
      .filter((img) => {
        const box = img.getBoundingClientRect();
        const onScreen = box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < window.innerHeight;
        return onScreen && (!img.complete || img.naturalWidth === 0);
      })
      .map((img) => img.currentSrc || img.src),
  );

/** How many images on screen have loaded (naturalWidth > 0). */
const imagesShown = (page: Page) =>
  page.evaluate(
    () =>
      [...document.images].filter((img) => {
        const box = img.getBoundingClientRect();
        return box.width > 0 && box.bottom > 0 && box.top < window.innerHeight && img.complete && img.naturalWidth > 0;
      }).length,
  );

test('an avatar and pictures that fail to load show their placeholders, never a broken image', async ({ page }) => {
  const post = await tripPost(page);
  const [first, second] = post.media_attachments.map((a) => pathOf(a.preview_url ?? a.url));
  // until the next reset: a 404, and a 200 that is not an image
  await failNext(page, { path: pathOf(post.account.avatar), status: 404, times: 0 });
  await failNext(page, { path: first!, status: 404, times: 0 });
  await failNext(page, { path: second!, status: 200, body: '<html><body>Not here</body></html>', times: 0 });

  await page.goto(`/notice/${post.id}`);
  const card = page.locator(`article[data-status-id="${post.id}"]`);
  await expect(card.locator('.att-item')).toHaveCount(4);
  await expect(card.locator('.avatar-empty').first()).toHaveText(post.account.username.slice(0, 1).toUpperCase());
  await expect(card.locator('.att-placeholder')).toHaveCount(2);
  await expect(card.locator('.att-item img')).toHaveCount(2);
  await expect.poll(() => imagesNotShown(page)).toEqual([]);
  // the other two pictures are shown
  await expect
    .poll(() =>
      card.locator('.att-item img').evaluateAll((imgs) => imgs.every((img) => (img as HTMLImageElement).naturalWidth > 0)),
    )
    .toBe(true);
});

test('a profile whose header and avatar fail shows the plain banner and the letter', async ({ page }) => {
  const post = await tripPost(page);
  await failNext(page, { path: pathOf(post.account.avatar), status: 404, times: 0 });
  await failNext(page, { path: pathOf(post.account.header), status: 404, times: 0 });
  await page.goto(`/users/${post.account.username}`);
  const card = page.getByRole('region', { name: /Profile of/ });
  await expect(card.locator('.user-card-avatar .avatar-empty')).toBeVisible();
  await expect(card.locator('.user-card-banner img')).toHaveCount(0);
  await expect.poll(() => imagesNotShown(page)).toEqual([]);
});

for (const host of ['127.0.0.1', 'localhost']) {
  test(`opened at ${host}, avatars and pictures load from the same address`, async ({ page, baseURL }) => {
    const origin = new URL(baseURL ?? 'http://127.0.0.1').port;
    const base = `http://${host}:${origin}`;
    const post = await tripPost(page);
    await page.goto(`${base}/notice/${post.id}`);
    const card = page.locator(`article[data-status-id="${post.id}"]`);
    await expect(card.locator('.att-item img')).toHaveCount(4);
    await expect.poll(() => imagesNotShown(page)).toEqual([]);
    // avatar and four pictures at least
    expect(await imagesShown(page)).toBeGreaterThanOrEqual(5);
    const sources = await card.locator('img').evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).src));
    for (const src of sources) expect(src, src).toMatch(new RegExp(`^${base.replace(/\./g, '\\.')}/`));
    await expect(card.locator('.avatar-empty, .att-placeholder')).toHaveCount(0);
  });
}
