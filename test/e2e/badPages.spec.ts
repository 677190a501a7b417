// Issue 16: a server whose timeline pages fail the way real ones do behind proxies and during restarts
// costs the reader nothing: each failing page is retried on its own and the timeline reaches its end.
import type { Page } from '@playwright/test';
import { test, expect, posts, resetInstance } from './support';

test.beforeEach(async ({ page }) => resetInstance(page));

const TIMELINE = '/api/v1/timelines/public';

/** Each older page fails once, in one of these ways, before it is answered. */
const FAILURES = [
  { name: 'nginx 502 page', status: 502, body: '<html><body><h1>502 Bad Gateway</h1><hr>nginx</body></html>' },
  { name: 'empty 200', status: 200, body: '', contentType: 'application/json' },
  { name: '200 with null', status: 200, body: 'null' },
  { name: 'HTML with 200', status: 200, body: '<html><body>Down for maintenance</body></html>' },
  { name: 'truncated JSON', status: 200, body: '[{"id":"1","content":"<p>cut sho', contentType: 'application/json' },
  { name: '429 with Retry-After', status: 429, headers: { 'Retry-After': '1' } },
  { name: '503', status: 503 },
];

/** Every status the timeline holds, read page by page from the server itself. */
async function countAll(page: Page): Promise<number> {
  let total = 0;
  let maxId = '';
  for (;;) {
    const res = await page.request.get(`${TIMELINE}?limit=40${maxId ? `&max_id=${maxId}` : ''}`);
    const list = (await res.json()) as Array<{ id: string }>;
    if (list.length === 0) return total;
    total += list.length;
    maxId = list[list.length - 1]?.id ?? '';
  }
}

test('a visitor scrolling a timeline whose older pages each fail once reaches its end without a click', async ({ page }) => {
  // older pages come at most once a second, and each failing one waits a second before it is asked again
  test.setTimeout(120_000);
  // Room for every failure: each costs its page twice, and a busy reader scrolls on between the
  // steps, so the seeded timeline alone (about nine pages of 20) could end before the last failure
  // is armed (it did at load 15: the 503 waited for a page that never came).
  for (let batch = 0; batch < 10; batch += 1)
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        page.request.post('/__demo/post', {
          data: { username: 'bob', status: `filler ${batch * 20 + i}`, visibility: 'public' },
        }),
      ),
    );
  const total = await countAll(page);
  expect(total, 'pages enough for every failure and its retry, with room to spare').toBeGreaterThan(
    20 * (2 * FAILURES.length + 3),
  );
  const olderAnswers: number[] = [];
  page.on('response', (res) => {
    const url = new URL(res.url());
    if (url.pathname === TIMELINE && url.searchParams.has('max_id')) olderAnswers.push(res.status());
  });

  await page.goto('/main/all');
  await expect(posts(page).first()).toBeVisible();
  const retryButton = page.getByRole('button', { name: 'Error loading, click to retry' });

  for (const failure of FAILURES) {
    const { name, ...rule } = failure;
    const before = olderAnswers.length;
    const added = await page.request.post('/__demo/fail', { data: { path: TIMELINE, query: 'max_id', times: 1, ...rule } });
    expect(added.ok(), name).toBeTruthy();
    // The failed answer and the retried one both arrive while the reader keeps scrolling.
    await expect
      .poll(
        async () => {
          await page.mouse.wheel(0, 3000);
          await expect(retryButton, `no 'click to retry' after the ${name}`).toHaveCount(0);
          return olderAnswers.length - before;
        },
        { message: `the page after the ${name} is asked again`, timeout: 20_000, intervals: [250] },
      )
      .toBeGreaterThanOrEqual(2);
    if (rule.status === 429) await expect(page.getByText('You are rate limited')).toHaveCount(1);
  }

  await expect
    .poll(
      async () => {
        await page.mouse.wheel(0, 3000);
        await expect(retryButton).toHaveCount(0);
        return page.getByText('No more statuses').count();
      },
      { message: 'the end of the timeline', timeout: 40_000, intervals: [250] },
    )
    .toBe(1);
  // Nothing was skipped: the timeline's size is every status the server holds.
  await expect(posts(page).last()).toHaveAttribute('aria-setsize', String(total));
});
