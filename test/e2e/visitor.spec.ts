import { test, expect, posts, feed, failNext, resetInstance } from './support';

test.beforeEach(async ({ page }) => resetInstance(page));

test('a visitor opening the root lands on the federated timeline and reads posts', async ({ page, problems }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/main\/all$/);
  await expect(page.getByRole('heading', { name: 'Known network' })).toBeVisible();
  await expect(posts(page).first()).toBeVisible();
  // the list is virtualized: the rows around the viewport are in the page (they come one frame after
  // the first ones), the first one first
  await expect.poll(() => posts(page).count()).toBeGreaterThanOrEqual(8);
  const first = posts(page).first();
  await expect(first).toHaveAttribute('aria-posinset', '1');
  // author, relative time and content are all there
  await expect(first.locator('.status-name')).not.toBeEmpty();
  await expect(first.locator('time')).toHaveAttribute('datetime', /\d{4}-\d\d-\d\dT/);
  await expect(page.getByRole('link', { name: 'Log in to join the discussion' })).toBeVisible();
  expect(problems).toEqual([]);
});

test('a visitor sent to the home timeline lands on the logged-out landing instead', async ({ page }) => {
  await page.goto('/main/friends');
  await expect(page).toHaveURL(/\/main\/all$/);
  await expect(feed(page)).toBeVisible();
});

test('the local timeline shows, and older posts load at the bottom', async ({ page }) => {
  await page.goto('/main/public');
  await expect(page.getByRole('heading', { name: 'Local timeline' })).toBeVisible();
  await expect(posts(page).first()).toBeVisible();
  // position → entry id of the rows in the page (the list is virtualized)
  const rows = () =>
    posts(page).evaluateAll((nodes) =>
      nodes.map((n) => [Number(n.getAttribute('aria-posinset')), n.getAttribute('data-entry-id')] as const),
    );
  const firstRows = await rows();
  const lastPosition = async () => Math.max(...(await rows()).map(([position]) => position));
  await expect
    .poll(async () => {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      return lastPosition();
    })
    .toBeGreaterThan(20);
  const ids = (await rows()).map(([, id]) => id);
  expect(new Set(ids).size).toBe(ids.length);
  // back at the top, what was there stays in place above the older ones
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect.poll(async () => (await rows()).filter(([position]) => position <= firstRows.length)).toEqual(firstRows);
});

test('a content warning hides the text until the reader opens it', async ({ page }) => {
  const created = await page.request.post('/__demo/post', {
    data: { username: 'bob', status: 'The ending of the film, in detail', spoiler_text: 'Film spoilers', visibility: 'public' },
  });
  expect(created.ok()).toBeTruthy();
  await page.goto('/main/all');
  const warned = posts(page).filter({ hasText: 'Film spoilers' });
  await expect(warned).toHaveCount(1);
  await expect(warned).not.toContainText('The ending of the film');
  const toggle = warned.getByRole('button', { name: 'Show more' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(warned.locator('.status-content')).toHaveCount(0);
  await toggle.click();
  await expect(warned.locator('.status-content')).toHaveText('The ending of the film, in detail');
  await expect(warned.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
});

test('a server that answers with an HTML error page costs a notice, not the app', async ({ page }) => {
  await failNext(page, {
    path: '/api/v1/timelines/public',
    status: 502,
    body: '<html><body><h1>502 Bad Gateway</h1></body></html>',
    contentType: 'text/html',
    // until told otherwise: a one-off 502 is retried on its own (sagas/retry.ts), a lasting one is shown
    times: 0,
  });
  await page.goto('/main/all');
  // the page is asked four times (1 + 3 + 8 s apart) before the error shows
  await expect(
    page.getByRole('alert').filter({ hasText: 'Error fetching timeline: Unexpected status: 502' }).first(),
  ).toBeVisible({ timeout: 30_000 });
  // the shell still works and, once the server is back, a retry recovers
  expect((await page.request.delete('/__demo/fail')).ok()).toBeTruthy();
  await page.locator('.timeline-error').getByRole('button', { name: 'Try again' }).click();
  await expect(posts(page).first()).toHaveAttribute('aria-posinset', '1');
});

test('rate limiting shows the spec wording', async ({ page }) => {
  await failNext(page, { path: '/api/v1/timelines/public', status: 429, body: '{"error":"Throttled"}', times: 1 });
  await page.goto('/main/public');
  await expect(page.getByText('Error fetching timeline: You are rate limited').first()).toBeVisible();
});

test('on a phone-sized screen the navigation lives in a side drawer', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/main/all');
  await expect(posts(page).first()).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Menu' }).click();
  const drawer = page.getByRole('complementary', { name: 'Menu' });
  await expect(drawer).toBeVisible();
  await drawer.getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(drawer).toBeHidden();
  // the timelines entry goes back to the timeline the visitor read last
  await page.getByRole('button', { name: 'Menu' }).click();
  await drawer.getByRole('link', { name: 'Timelines' }).click();
  await expect(page).toHaveURL(/\/main\/all$/);
  await expect(drawer).toBeHidden();
});

test('a cold visit asks for each start-up document and the first page once (the early requests are taken over)', async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname + new URL(request.url()).search));
  await page.goto('/main/all');
  await expect(posts(page).first()).toBeVisible();
  const count = (path: string) => asked.filter((a) => a === path).length;
  expect(count('/api/v1/instance')).toBe(1);
  // NodeInfo through discovery (issue 17 §9): the well-known document, then the 2.1 document it links
  expect(count('/.well-known/nodeinfo')).toBe(1);
  expect(count('/nodeinfo/2.1.json')).toBe(1);
  expect(count('/nodeinfo/2.0.json')).toBe(0);
  expect(count('/static/config.json')).toBe(1);
  expect(count('/api/pleroma/frontend_configurations')).toBe(1);
  expect(count('/api/v1/timelines/public?with_muted=true&limit=20')).toBe(1);
});
