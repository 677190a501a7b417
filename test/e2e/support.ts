import { expect, test as base, type Page } from '@playwright/test';
import { instanceURL } from './instances';

/** Demo accounts (test/instance/README.md). */
export const MEMBER = { username: 'alice', password: 'demo-password' };

/**
 * Every test talks to its worker's own demo instance (test/e2e/instances.ts), so resets and injected
 * faults never reach a test running in another worker. Every page fails its test on an uncaught error
 * or a CSP violation.
 */
export const test = base.extend<{ problems: string[]; cpu: number }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright fixtures name their dependencies in the pattern
  baseURL: async ({}, provide, testInfo) => provide(instanceURL(testInfo.parallelIndex)),
  // E2E_CPU_THROTTLE=8: every page runs as on a machine that many times slower (Chromium's CPU throttling), the way
  // to find a test or a rule that depends on the machine's speed (issue 16) without loading the machine
  cpu: [
    async ({ page }, provide) => {
      const throttle = Number(process.env.E2E_CPU_THROTTLE ?? 0);
      if (throttle > 1)
        await (await page.context().newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: throttle });
      await provide(throttle);
    },
    { auto: true },
  ],
  problems: async ({ page }, provide) => {
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy|Refused to/i.test(message.text())) problems.push(message.text());
    });
    await provide(problems);
    expect(problems, 'uncaught errors or CSP violations').toEqual([]);
  },
});

export { expect };

export const feed = (page: Page) => page.getByRole('feed');
export const posts = (page: Page) => feed(page).getByRole('article');

/** Tells the demo instance to fail the next matching calls (its /__demo/ control API). */
export async function failNext(
  page: Page,
  rule: { path: string; status: number; body?: string; contentType?: string; times?: number },
) {
  const res = await page.request.post('/__demo/fail', { data: rule });
  expect(res.ok()).toBeTruthy();
}

export async function resetInstance(page: Page) {
  const res = await page.request.post('/__demo/reset');
  expect(res.ok()).toBeTruthy();
}

export async function signIn(page: Page, who = MEMBER) {
  await page.goto('/login');
  await page.getByLabel('Username').fill(who.username);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** A horizontal swipe over the notifications drawer (touch events), `dx` px to the right of `fromX`. */
export async function swipeDrawer(page: Page, dx: number, fromX = 100) {
  await page.evaluate(
    ({ distance, start }) => {
      const el = document.querySelector('.notifications-drawer');
      if (!el) throw new Error('no drawer');
      const touch = (x: number) => new Touch({ identifier: 1, target: el, clientX: x, clientY: 300 });
      el.dispatchEvent(new TouchEvent('touchstart', { touches: [touch(start)], changedTouches: [touch(start)], bubbles: true }));
      el.dispatchEvent(new TouchEvent('touchend', { touches: [], changedTouches: [touch(start + distance)], bubbles: true }));
    },
    { distance: dx, start: fromX },
  );
}
