import { chromium } from '@playwright/test';
import { chromiumLaunchOptions, DISABLE_FEATURES, PLAYWRIGHT_FEATURES_ENV } from './chromium';

/**
 * Reads the features Playwright itself turns off from a browser it launched, so the workers' browsers can be given
 * them together with ours in one switch (test/e2e/chromium.ts). Workers start after this and inherit the variable.
 * When the list cannot be read, the workers launch as Playwright alone would (slower, and harness.spec.ts says so).
 */
export default async function globalSetup(): Promise<void> {
  // the browser tells its command line only with --enable-automation, which Playwright does not pass
  const browser = await chromium.launch({
    ...chromiumLaunchOptions,
    args: [...chromiumLaunchOptions.args, '--enable-automation'],
  });
  try {
    const session = await browser.newBrowserCDPSession();
    const { arguments: args } = await session.send('Browser.getBrowserCommandLine');
    const last = args.filter((arg) => arg.startsWith(DISABLE_FEATURES)).pop();
    process.env[PLAYWRIGHT_FEATURES_ENV] = last === undefined ? '' : last.slice(DISABLE_FEATURES.length);
  } catch (error) {
    console.warn("global setup: Playwright's disabled features could not be read; Chromium is launched without ours", error);
  } finally {
    await browser.close();
  }
}
