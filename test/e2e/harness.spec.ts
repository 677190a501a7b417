import { test, expect } from './support';
import { chromiumLaunchOptions, DISABLE_FEATURES, OWN_DISABLED_FEATURES, PLAYWRIGHT_FEATURES_ENV } from './chromium';

// The browser the tests drive (test/e2e/chromium.ts, "Tests and the clock"): a second renderer beside every test's
// page cost a fifth of the suite's time when it was there.
test('a new browser context opens only its page: none of the address bar’s own pages beside it', async ({ page }) => {
  await page.goto('/main/public');
  await expect(page.locator('article.status').first()).toBeVisible();
  const { targetInfos } = await (await page.context().newCDPSession(page)).send('Target.getTargets');
  expect(targetInfos.map((target) => `${target.type} ${target.url}`)).toEqual([`page ${page.url()}`]);
});

test('the launch keeps every feature Playwright turns off, with ours, in one switch', () => {
  const playwrights = process.env[PLAYWRIGHT_FEATURES_ENV];
  expect(playwrights, 'the global setup read Playwright’s list').toBeTruthy();
  const switches = chromiumLaunchOptions.args.filter((arg) => arg.startsWith(DISABLE_FEATURES));
  expect(switches).toHaveLength(1);
  const launched = switches[0]?.slice(DISABLE_FEATURES.length).split(',') ?? [];
  expect(launched).toEqual(expect.arrayContaining([...(playwrights ?? '').split(','), ...OWN_DISABLED_FEATURES]));
});
