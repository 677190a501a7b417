// A visitor's first screen settles without moving (issue 25, nothing jumpy): what comes after the first status
// (NodeInfo's timelines, the admin's panel, the interface font) is drawn where it stays, never above what is already
// on screen. The late answers are held back here, so the order they arrive in is the worst one every time.
import { test, expect } from './support';

declare global {
  interface Window {
    /** what moved during the load: the moved element's class and the region it is in */
    __moved: string[];
  }
}

test("the first screen's posts, navigation and panels never move as start-up finishes", async ({ page }) => {
  await page.addInitScript(() => {
    window.__moved = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { sources?: { node?: Node | null }[] })[])
        for (const { node } of entry.sources ?? []) {
          const element = node instanceof Element ? node : (node?.parentElement ?? null);
          const region = element?.closest('.status, .nav-panel, .instance-panel, .about-features, .user-panel');
          window.__moved.push(`${element?.className ?? '?'} in ${region?.className ?? 'elsewhere'}`);
        }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const late = async (route: { continue: () => Promise<void> }) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  };
  await page.route(/\/nodeinfo\/2\.[01]\.json$/, late);
  await page.route(/\/instance\/panel\.html$/, late);
  await page.goto('/main/public');
  await expect(page.getByRole('feed').getByRole('article').first()).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main' });
  // NodeInfo's own timeline is among the entries from the first time they are drawn
  await expect(nav.getByRole('link', { name: 'Bubble timeline' })).toBeVisible();
  await expect(page.locator('.sidebar .instance-panel')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Features' })).toBeVisible();
  // shifts are reported with the frame that has them
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const moved = await page.evaluate(() => window.__moved.filter((shift) => !shift.endsWith(' in elsewhere')));
  expect(moved).toEqual([]);
});

test('the interface font is asked for by index.html, before the main script: the first post is never drawn twice', async ({
  page,
}) => {
  await page.goto('/main/public');
  await expect(page.getByRole('feed').getByRole('article').first()).toBeVisible();
  const order = await page.evaluate(() => {
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const font = entries.find((entry) => /atkinson-hyperlegible-latin-400-normal\.[0-9a-f]+\.woff2$/.test(entry.name));
    const main = entries.find((entry) => /\/static\/js\/main\.[0-9a-f]+\.js$/.test(entry.name));
    return { font: font?.initiatorType, askedFirst: !!font && !!main && font.startTime < main.startTime };
  });
  expect(order).toEqual({ font: 'link', askedFirst: true });
});
