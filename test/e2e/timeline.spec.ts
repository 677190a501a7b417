import type { Page } from '@playwright/test';
import { test, expect, posts, feed, resetInstance, signIn } from './support';

test.beforeEach(async ({ page }) => resetInstance(page));

/** Rows on either side of a 720 px viewport (max(3, 720 / 80) = 9), plus those in view. */
const DOM_BOUND = 40;
/** The footer asks for older posts within this distance of the bottom (TimelineFooter, spec 000 §9). */
const LOAD_OLDER_MARGIN_PX = 750;
/** The timeline poller's interval (spec: 20 s) and room for its answer: the longest a new post may take to show. */
const TIMELINE_POLL_WAIT_MS = 30_000;

const post = async (page: Page, status: string, username = 'bob') => {
  const res = await page.request.post('/__demo/post', { data: { username, status, visibility: 'public' } });
  expect(res.ok()).toBeTruthy();
};

const highestPosition = (page: Page) =>
  posts(page).evaluateAll((nodes) => Math.max(...nodes.map((n) => Number(n.getAttribute('aria-posinset')))));

/** The viewport top of the article with this entry id. */
const topOf = (page: Page, entryId: string) =>
  page.locator(`article[data-entry-id="${entryId}"]`).evaluate((el) => el.getBoundingClientRect().top);

/** The first article whose top is below the sticky heading: what the reader is looking at. */
const firstReadRow = (page: Page) =>
  posts(page).evaluateAll((nodes) => {
    const heading = document.querySelector('.timeline-heading')?.getBoundingClientRect().bottom ?? 0;
    const row = nodes.find((n) => n.getBoundingClientRect().top >= heading);
    return row?.getAttribute('data-entry-id') ?? '';
  });

/** The reader's scroll position. */
const scrollTop = (page: Page) => page.evaluate(() => window.scrollY);

/** How much of the page is below the viewport. */
const spaceBelow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollHeight - window.scrollY - window.innerHeight);

/**
 * From now on, the most articles the feed held at once: a MutationObserver counts after every change
 * to the document, so no state between two looks at the page is missed.
 */
async function watchMostRows(page: Page): Promise<() => Promise<number>> {
  await page.evaluate(() => {
    const w = window as unknown as { mostRows: number };
    const count = () => document.querySelectorAll('[role="feed"] article').length;
    w.mostRows = count();
    new MutationObserver(() => (w.mostRows = Math.max(w.mostRows, count()))).observe(document.body, {
      childList: true,
      subtree: true,
    });
  });
  return () => page.evaluate(() => (window as unknown as { mostRows: number }).mostRows);
}

/**
 * Wheels down until the row at `position` has been in the page. Each turn waits for what the wheel
 * brings, never for a time: the page scrolls, or (at the bottom) the older page arrives below.
 */
async function wheelDownTo(page: Page, position: number, step: number) {
  while ((await highestPosition(page)) < position) {
    const [y, highest] = [await scrollTop(page), await highestPosition(page)];
    await page.mouse.wheel(0, step);
    // older pages come at most once a second (spec 000 §9): room for a busy machine
    await expect
      .poll(async () => (await scrollTop(page)) > y || (await highestPosition(page)) > highest, { timeout: 15_000 })
      .toBe(true);
  }
}

/**
 * Resolves once the page holds still: the scroll position, the page's height and every row in the
 * feed (which, and where) unchanged over several animation frames in a row. The list renders the
 * rows for a new scroll position, measures them and holds its anchor over a frame or two.
 */
const settled = (page: Page, frames = 5) =>
  page.evaluate(
    (still) =>
      new Promise<void>((resolve) => {
        const look = () => {
          const rows = [...document.querySelectorAll('[role="feed"] article')];
          const where = rows.map((n) => `${n.getAttribute('data-entry-id')}@${Math.round(n.getBoundingClientRect().top)}`);
          return [window.scrollY, document.documentElement.scrollHeight, ...where].join(' ');
        };
        let last = look();
        let same = 0;
        const frame = () => {
          const now = look();
          same = now === last ? same + 1 : 0;
          last = now;
          if (same >= still) resolve();
          else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
    frames,
  );

/**
 * Counts, in the page, the app's requests for older timeline pages (max_id): a request is counted
 * the moment the app makes it, so a count read after the app's timers ran misses none.
 */
async function countOlderPageRequests(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const w = window as unknown as { olderPageRequests: number };
    w.olderPageRequests = 0;
    const fetchFromNetwork = window.fetch.bind(window);
    window.fetch = (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input), location.href);
      if (url.pathname.startsWith('/api/v1/timelines/') && url.searchParams.has('max_id')) w.olderPageRequests += 1;
      return fetchFromNetwork(input, init);
    };
  });
  return () => page.evaluate(() => (window as unknown as { olderPageRequests: number }).olderPageRequests);
}

async function turnOnStreaming(page: Page) {
  await page.getByRole('button', { name: 'Quick settings' }).click();
  await page.getByRole('checkbox', { name: 'Show new posts automatically at the top' }).check();
  await page.keyboard.press('Escape');
}

/**
 * A member reading /main/public well below its top, 'streaming' on, when `texts` are posted: they wait behind
 * the button this returns, visible.
 */
async function newPostsWhileReading(page: Page, ...texts: string[]) {
  await signIn(page);
  await expect(page).toHaveURL(/\/main\/friends$/);
  await page.goto('/main/public');
  await expect(posts(page).first()).toBeVisible();
  await turnOnStreaming(page);
  await page.mouse.wheel(0, 1200);
  await expect.poll(() => scrollTop(page)).toBeGreaterThan(1000);
  await settled(page);
  for (const text of texts) await post(page, text);
  const button = page.getByRole('button', { name: `Show new (${texts.length})` });
  // over the socket at once, or by the timeline's 20 s poller where the socket is not up yet on a busy machine
  await expect(button).toBeVisible({ timeout: TIMELINE_POLL_WAIT_MS });
  return button;
}

test('older statuses load as the reader scrolls, and the DOM stays bounded', async ({ page }) => {
  await page.goto('/main/all');
  await expect(posts(page).first()).toBeVisible();
  const mostRows = await watchMostRows(page);
  await wheelDownTo(page, 100, 2500);
  expect(await highestPosition(page)).toBeGreaterThanOrEqual(100);
  expect(await mostRows()).toBeLessThanOrEqual(DOM_BOUND);
  const ids = await posts(page).evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-entry-id')));
  expect(new Set(ids).size).toBe(ids.length);
});

test('after a flood, scrolling through hundreds of statuses keeps the DOM small', async ({ page }) => {
  // older pages come at most once a second (spec 000 §9): hundreds of rows take a while (about 25 s on a
  // loaded machine, hence twice the default)
  test.setTimeout(120_000);
  const flood = await page.request.post('/__demo/flood', { data: { count: 300, perSecond: 1000, username: 'robot' } });
  expect(flood.ok()).toBeTruthy();
  await expect.poll(async () => (await (await page.request.get('/__demo/flood')).json()).running).toBe(false);
  await page.goto('/main/public');
  await expect(posts(page).first()).toBeVisible();
  const mostRows = await watchMostRows(page);
  await wheelDownTo(page, 300, 3000);
  expect(await highestPosition(page)).toBeGreaterThanOrEqual(300);
  expect(await mostRows()).toBeLessThanOrEqual(DOM_BOUND);
  // the whole document, not only the feed
  expect(await page.locator('article').count()).toBeLessThanOrEqual(DOM_BOUND);
});

test('show new by button keeps the row the reader is on in place; "." shows too; at the top they come by themselves', async ({
  page,
}) => {
  // reading further down: new posts wait behind the button
  const button = await newPostsWhileReading(page, 'First of the new ones', 'Second of the new ones');
  const reading = await firstReadRow(page);
  const before = await topOf(page, reading);
  await button.click();
  await expect(page.getByRole('button', { name: /Show new/ })).toHaveCount(0);
  await expect(page.getByText('Up to date')).toBeVisible();
  // the rows above came in, were measured, and the list held the reader's row: it is where it was
  await settled(page);
  expect(Math.abs((await topOf(page, reading)) - before)).toBeLessThan(2);
  // the new ones are above, in order
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(posts(page).nth(0)).toContainText('Second of the new ones');
  await expect(posts(page).nth(1)).toContainText('First of the new ones');

  // the '.' key, still below the top
  await page.mouse.wheel(0, 800);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await post(page, 'Shown by the dot key');
  await expect(page.getByRole('button', { name: 'Show new (1)' })).toBeVisible();
  await page.locator('body').press('.');
  await expect(page.getByRole('button', { name: /Show new/ })).toHaveCount(0);

  // at the top, with "streaming" on, they show by themselves
  await page.evaluate(() => window.scrollTo(0, 0));
  await post(page, 'Arrived while at the top');
  await expect(posts(page).first()).toContainText('Arrived while at the top');
  await expect(page.getByRole('button', { name: /Show new/ })).toHaveCount(0);
});

test('a passing notice never covers the "Show new" button', async ({ page }) => {
  const button = await newPostsWhileReading(page, 'Waiting behind the button');
  // a synced preference changed now brings 'Synchronizing your settings…' while the button waits (the demo
  // instance is Akkoma-like); the server takes its time, so the notice stays until its answer (it goes with it)
  const held = await page.request.post('/__demo/fail', {
    data: { path: '/api/v1/akkoma/frontend_settings/', method: 'PUT', delayMs: 30_000, times: 1 },
  });
  expect(held.ok()).toBeTruthy();
  await page.getByRole('button', { name: 'Quick settings' }).click();
  await page.getByRole('checkbox', { name: 'Show new posts automatically at the top' }).uncheck();
  await page.keyboard.press('Escape');
  const notice = page.locator('.notice', { hasText: 'Synchronizing your settings…' });
  await expect(notice).toBeVisible({ timeout: 15_000 });
  const [a, b] = [await notice.boundingBox(), await button.boundingBox()];
  if (!a || !b) throw new Error('the notice and the button both have a box');
  const apart = a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;
  expect(apart, `notice ${JSON.stringify(a)} over button ${JSON.stringify(b)}`).toBe(true);
  await button.click();
  await expect(page.getByRole('button', { name: /Show new/ })).toHaveCount(0);
});

test('coming back from a status puts the reader where they were', async ({ page }) => {
  await page.goto('/main/all');
  await expect(posts(page).first()).toBeVisible();
  // The client restores the place itself; the browser's own restoration must not be what passes this.
  await page.evaluate(() => (history.scrollRestoration = 'manual'));
  await page.mouse.wheel(0, 3000);
  await expect.poll(() => scrollTop(page)).toBeGreaterThan(2500);
  await settled(page);
  const reading = await firstReadRow(page);
  const before = await topOf(page, reading);
  await page.locator(`article[data-entry-id="${reading}"] a.status-time`).click();
  await expect(page).toHaveURL(/\/notice\//);
  await page.goBack();
  await expect(feed(page)).toBeVisible();
  await expect.poll(async () => Math.abs((await topOf(page, reading)) - before)).toBeLessThan(2);
  // and it stays there once the list has measured its rows
  await settled(page);
  expect(Math.abs((await topOf(page, reading)) - before)).toBeLessThan(2);
});

test('the heading: timeline menu, quick settings, and the tag follow button', async ({ page }) => {
  await signIn(page);
  await expect(page).toHaveURL(/\/main\/friends$/);
  await expect(posts(page).first()).toBeVisible();
  await page.getByRole('button', { name: 'Home timeline' }).click();
  const menu = page.getByRole('group', { name: 'Timelines' });
  await expect(menu.getByRole('link')).toHaveText([
    'Home timeline',
    'Local timeline',
    'Bubble timeline',
    'Known network',
    'Bookmarks',
    'Direct messages',
    // alice's lists, newest first, after the timelines
    'Remote',
    'Friends',
  ]);
  await menu.getByRole('link', { name: 'Known network' }).click();
  await expect(page).toHaveURL(/\/main\/all$/);
  await expect(page.getByRole('heading', { name: 'Known network' })).toBeVisible();

  await page.getByRole('button', { name: 'Quick settings' }).click();
  await expect(page.getByRole('group', { name: 'Quick settings' })).toBeVisible();
  await page.mouse.click(5, 400);
  await expect(page.getByRole('group', { name: 'Quick settings' })).toHaveCount(0);

  const tagAsks: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/v1/tags/photography') tagAsks.push(r.url());
  });
  await page.goto('/tag/photography');
  const follow = page.getByRole('button', { name: 'Follow hashtag' });
  await expect(follow).toBeVisible();
  // one request brings the counts and the follow state
  await expect(page.locator('.tag-header')).toBeVisible();
  expect(tagAsks).toHaveLength(1);
  // (the interactions chunk may still be on its way when the button flips: the reload waits for the answer)
  const followed = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/v1/tags/photography/follow' && r.request().method() === 'POST',
  );
  await follow.click();
  await expect(page.getByRole('button', { name: 'Unfollow hashtag' })).toBeVisible();
  expect((await followed).ok()).toBe(true);
  // the server kept it
  await page.reload();
  await expect(page.getByRole('button', { name: 'Unfollow hashtag' })).toBeVisible();
});

test('a reader resting at the bottom stays put while the older page arrives below', async ({ page }) => {
  // The footer asks again each second while the bottom is near and the saga throttles to one a second:
  // this test moves the app's clock on instead of waiting for them.
  await page.clock.install();
  const olderPageRequests = await countOlderPageRequests(page);
  await page.goto('/main/all');
  await expect(posts(page).first()).toBeVisible();
  // the rows around the viewport come one frame after the first (VirtualList): a reader cannot scroll
  // before them, so neither does this test
  await expect.poll(() => posts(page).count()).toBeGreaterThanOrEqual(10);
  await expect(feed(page)).toHaveAttribute('aria-busy', 'false');
  await settled(page);
  const before = await olderPageRequests();
  // The reader goes to the bottom and rests there once it asks for the older page. (Rows measured on
  // the way can grow the page under a reader who went to where the bottom was: they go again.)
  let resting = 0;
  await expect
    .poll(async () => {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await settled(page);
      resting = await scrollTop(page);
      return olderPageRequests();
    })
    .toBeGreaterThan(before);
  // The page arrives below the reader, beyond the distance at which the footer asks for more.
  await expect.poll(() => spaceBelow(page)).toBeGreaterThan(LOAD_OLDER_MARGIN_PX);
  await expect(feed(page)).toHaveAttribute('aria-busy', 'false');
  await settled(page);
  const asked = await olderPageRequests();
  // Five seconds of the app's time: were the bottom still near, the footer would ask five more times
  // and the throttle would let them through.
  await page.clock.runFor(5_000);
  await settled(page);
  expect(await olderPageRequests()).toBe(asked);
  // the page grew below the reader; the reader did not move, so no cascade of older pages followed
  expect(Math.abs((await scrollTop(page)) - resting)).toBeLessThan(2);
  expect(await spaceBelow(page)).toBeGreaterThan(LOAD_OLDER_MARGIN_PX);
});
