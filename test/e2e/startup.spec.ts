// Start-up (issue 25): what the first screen needs is asked for with the document, and a visitor's first screen
// settles without moving (nothing jumpy): what comes after the first status (NodeInfo's timelines, the admin's panel,
// the interface font) is drawn where it stays, never above what is already on screen. The late answers are held
// back in the first test, so the order they arrive in is the worst one every time.
import type { Page } from '@playwright/test';
import { test, expect, resetInstance, signIn, storedHome } from './support';

declare global {
  interface Window {
    /** what moved during the load: the moved element's class and the region it is in */
    __moved: string[];
    /** the member's navigation panel's top, each time it changed */
    __navTops?: number[];
    /** the top bar's logo in the first frame that has it */
    __firstLogo?: { complete: boolean; ratio: number };
  }
}

/** Records every layout shift's moved elements from the page's start, with the region each one is in. */
const recordShifts = () => {
  window.__moved = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      sources?: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    })[])
      for (const { node, previousRect, currentRect } of entry.sources ?? []) {
        // an element that went (or was hidden) is reported as moved to nowhere: not a move
        if (currentRect.height === 0) continue;
        const element = node instanceof Element ? node : (node?.parentElement ?? null);
        const region = element?.closest(
          '.status, .virtual-row, .nav-panel, .instance-panel, .about-features, .user-panel, .top-bar, .debug-log',
        );
        const vertical = previousRect.y === currentRect.y ? 'across' : 'down';
        window.__moved.push(`${element?.className ?? '?'} ${vertical} in ${region?.className ?? 'elsewhere'}`);
      }
  }).observe({ type: 'layout-shift', buffered: true });
};
/** A visitor's first screen, then what the page asked for: each request's address, start and initiator. */
async function firstScreenRequests(page: Page) {
  await page.goto('/main/public');
  await expect(page.getByRole('feed').getByRole('article').first()).toBeVisible();
  return page.evaluate(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map(({ name, startTime, initiatorType }) => ({
      name,
      startTime,
      initiatorType,
    })),
  );
}

const twoFrames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

/**
 * Serves /main/public as Pleroma and Akkoma serve the page: the frontend configuration (which names the logo) preloaded
 * in it, so the first screen knows the logo and only its picture can come late, whatever the machine's speed.
 */
async function preloadFrontendConfig(page: Page) {
  const config = await (await page.request.get('/api/pleroma/frontend_configurations')).text();
  const preloaded = JSON.stringify({ '/api/pleroma/frontend_configurations': Buffer.from(config).toString('base64') });
  await page.route('**/main/public', async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(
      '<!--server-generated-meta-->',
      `<script id="initial-results" type="application/json">${preloaded}</script>`,
    );
    await route.fulfill({ response, body: html });
  });
}

test("the first screen's posts, navigation, panels and the sidebar's foot never move as start-up finishes", async ({ page }) => {
  await page.addInitScript(recordShifts);
  // Held until the first post is on the page, then let go: they come after the first screen every time, and within the
  // navigation's wait for them (SETTLE_WAIT_MS from its first render), however busy the machine. A fixed delay from the
  // request counted from the wrong moment: on a busy machine the wait had run out before NodeInfo was read.
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const late = async (route: { continue: () => Promise<void> }) => {
    await released;
    await route.continue();
  };
  await page.route(/\/nodeinfo\/2\.[01]\.json$/, late);
  await page.route(/\/instance\/panel\.html$/, late);
  await page.goto('/main/public');
  await expect(page.getByRole('feed').getByRole('article').first()).toBeVisible();
  release();
  const nav = page.getByRole('navigation', { name: 'Main' });
  // NodeInfo's own timeline is among the entries from the first time they are drawn
  await expect(nav.getByRole('link', { name: 'Bubble timeline' })).toBeVisible();
  await expect(page.locator('.sidebar .instance-panel')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Features' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Record a debug log' })).toBeVisible();
  // shifts are reported with the frame that has them
  await page.evaluate(twoFrames);
  const moved = await page.evaluate(() => window.__moved.filter((shift) => !shift.endsWith(' in elsewhere')));
  expect(moved).toEqual([]);
});

test("on a phone, the server's logo arriving late never pushes the site name aside", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript(recordShifts);
  await preloadFrontendConfig(page);
  await page.route(/\/logo\.svg$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
  await page.goto('/main/public');
  await expect(page.getByRole('feed').getByRole('article').first()).toBeVisible();
  const logo = page.locator('.top-bar .site-logo img');
  await expect(logo).toHaveJSProperty('complete', true);
  expect(await logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await page.evaluate(twoFrames);
  const moved = await page.evaluate(() => window.__moved.filter((shift) => shift.endsWith(' in top-bar')));
  expect(moved).toEqual([]);
});

test('on a phone, a logo wider than square, seen here before, has its room before its picture comes back', async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  const phone = { width: 390, height: 844 };
  await page.setViewportSize(phone);
  // a logo three times as wide as tall, with a viewBox and no size of its own (as many SVG logos are)
  const wide = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 100"><rect width="300" height="100"/></svg>';
  const serveLogo = (on: Page, delay: number) =>
    on.route(/\/logo\.svg$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, delay));
      await route.fulfill({ contentType: 'image/svg+xml', body: wide });
    });
  const ratio = (on: Page) =>
    on
      .locator('.top-bar .site-logo img')
      .evaluate((img) => Math.round(img.getBoundingClientRect().width / img.getBoundingClientRect().height));
  await preloadFrontendConfig(page);
  await serveLogo(page, 0);
  await page.goto('/main/public');
  await expect(page.locator('.top-bar .site-logo img')).toHaveJSProperty('complete', true);
  // the first visit learns its shape (3:1) from the loaded picture
  await expect.poll(() => ratio(page)).toBe(3);
  // the next start: this browser's storage, none of its caches (the picture is asked for again, and comes late)
  const next = await browser.newContext({
    baseURL,
    viewport: phone,
    serviceWorkers: 'block',
    storageState: await context.storageState(),
  });
  const again = await next.newPage();
  await again.addInitScript(recordShifts);
  // the logo as the first frame that has it draws it: loaded or not, and its box's shape
  await again.addInitScript(() => {
    const look = () => {
      const img = document.querySelector<HTMLImageElement>('.top-bar .site-logo img');
      if (!img) return requestAnimationFrame(look);
      const { width, height } = img.getBoundingClientRect();
      window.__firstLogo = { complete: img.complete, ratio: Math.round(width / height) };
    };
    requestAnimationFrame(look);
  });
  await preloadFrontendConfig(again);
  await serveLogo(again, 1000);
  await again.goto('/main/public');
  await expect(again.getByRole('feed').getByRole('article').first()).toBeVisible();
  const logo = again.locator('.top-bar .site-logo img');
  // before the picture is back, the box is already three times as wide as tall
  await expect.poll(() => again.evaluate(() => window.__firstLogo)).toEqual({ complete: false, ratio: 3 });
  await expect(logo).toHaveJSProperty('complete', true);
  await again.evaluate(twoFrames);
  const moved = await again.evaluate(() => window.__moved.filter((shift) => shift.endsWith(' in top-bar')));
  expect(moved).toEqual([]);
  await next.close();
});

test('the interface font is asked for by index.html, before the main script: the first post is never drawn twice', async ({
  page,
}) => {
  const entries = await firstScreenRequests(page);
  const main = entries.find((entry) => /\/static\/js\/main\.[0-9a-f]+\.js$/.test(entry.name));
  const fonts = ['400', '700'].map((weight) => {
    const font = entries.find((entry) =>
      new RegExp(`atkinson-hyperlegible-latin-${weight}-normal\\.[0-9a-f]+\\.woff2$`).test(entry.name),
    );
    return { weight, by: font?.initiatorType, beforeMain: !!font && !!main && font.startTime < main.startTime };
  });
  expect(fonts).toEqual([
    { weight: '400', by: 'link', beforeMain: true },
    { weight: '700', by: 'link', beforeMain: true },
  ]);
});

test("the main script and the stylesheet are asked for with the document, before the early script's first request", async ({
  page,
}) => {
  const entries = await firstScreenRequests(page);
  const at = (pattern: RegExp) => entries.find((entry) => pattern.test(entry.name))?.startTime ?? Number.NaN;
  const timeline = at(/\/api\/v1\/timelines\/public\?/);
  const started = {
    main: at(/\/static\/js\/main\.[0-9a-f]+\.js$/) < timeline,
    stylesheet: at(/\/static\/css\/main\.[0-9a-f]+\.css$/) < timeline,
  };
  expect(started).toEqual({ main: true, stylesheet: true });
});

test("a member's home, reopened, never moves as the app, the post form and the navigation come in", async ({ page }) => {
  // tall enough for the whole navigation: an entry moved below the window is no shift the reader sees
  await page.setViewportSize({ width: 1280, height: 1100 });
  await resetInstance(page);
  await signIn(page);
  await expect(page).toHaveURL(/\/main\/friends$/);
  await expect(page.getByRole('feed').getByRole('article').first()).toBeVisible();
  // the post form has been ready once (its height is kept), and home has its cache and picture
  await expect(page.locator('.user-panel .composer-text:not([readonly])')).toBeVisible();
  await expect.poll(async () => (await storedHome(page))?.ids.length ?? 0).toBeGreaterThan(0);
  await page.goto('about:blank');
  await page.addInitScript(recordShifts);
  await page.goto('/main/friends');
  await expect(page.getByRole('feed').getByRole('article').first()).toBeVisible();
  const navigation = page.getByRole('navigation', { name: 'Main' });
  await expect(navigation.getByRole('link', { name: 'Bubble timeline' })).toBeVisible();
  // the member's lists, under 'Lists' (the demo's alice has two), and the entries below them
  await expect(navigation.getByRole('link', { name: 'Friends', exact: true })).toBeVisible();
  await expect(navigation.getByRole('link', { name: 'About', exact: true })).toBeInViewport();
  await expect(page.locator('.user-panel .composer-text:not([readonly])')).toBeVisible();
  await page.evaluate(twoFrames);
  // the posts and the panels stay where they were first drawn (what moves inside the post form itself is its own)
  const moved = await page.evaluate(() =>
    window.__moved.filter((shift) => / down in (virtual-row|panel nav-panel|status)/.test(shift)),
  );
  expect(moved).toEqual([]);
});

test('after the first sign-in on this browser, the navigation is drawn where it stays as the post form comes in', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 1100 });
  await resetInstance(page);
  await page.addInitScript(() => {
    const tops: number[] = [];
    window.__navTops = tops;
    const look = () => {
      const nav = document.querySelector('.user-panel-member') ? document.querySelector('.nav-panel') : null;
      const top = nav ? Math.round(nav.getBoundingClientRect().top) : null;
      if (top !== null && tops.at(-1) !== top) tops.push(top);
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
  await signIn(page);
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Bookmarks' })).toBeVisible();
  // the post form, in the room kept for it above the navigation (nothing is known of its height on this browser yet)
  await expect(page.locator('.user-panel .composer-text:not([readonly])')).toBeVisible();
  await page.evaluate(twoFrames);
  expect(await page.evaluate(() => window.__navTops)).toHaveLength(1);
});

test("a member's tab asks for the sign-in check, the instance and its first page once each, with the token, before the app has mounted", async ({
  page,
  context,
}) => {
  await resetInstance(page);
  await signIn(page);
  await expect(page.getByRole('feed').getByRole('article').first()).toBeVisible();
  const tab = await context.newPage();
  const asked: { path: string; token: boolean }[] = [];
  tab.on('request', (request) => {
    const url = new URL(request.url());
    asked.push({ path: url.pathname, token: /^Bearer \S+$/.test(request.headers().authorization ?? '') });
  });
  await tab.goto('/main/public');
  await expect(tab.getByRole('feed').getByRole('article').first()).toBeVisible();
  const at = (path: string) => asked.findIndex((request) => request.path.startsWith(path));
  for (const path of ['/api/v1/accounts/verify_credentials', '/api/v1/instance', '/api/v1/timelines/public'])
    expect(
      asked.filter((request) => request.path === path),
      path,
    ).toEqual([{ path, token: true }]);
  // the early script asked for them: the page is on its way before the mounted app asks for its member chunks
  expect(at('/api/v1/timelines/public')).toBeLessThan(at('/static/js/warm-start.'));
});
