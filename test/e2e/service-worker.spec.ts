// The service worker (/sw-pleroma.js, src/serviceWorker/): registered for the whole site, the shell offline,
// a new release announced and taken only on the reader's click, and nothing kept past sign-out. The only
// spec that lets a worker in (playwright.config.ts blocks them for every other).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, posts, resetInstance, signIn, storedHome, test } from './support';

test.use({ serviceWorkers: 'allow' });
test.beforeEach(async ({ page }) => resetInstance(page));

const DIST = process.env.E2E_DIST ?? process.env.BUILD_DIR ?? 'dist';
const OFFLINE = 'You are offline. Reload when you are back online.';
const UPDATE_READY = 'A new version of the app is ready.';

/** The worker serves this page (it claims it once installed, which includes writing the shell's precache). */
const workerInCharge = (page: Page) => page.waitForFunction(() => navigator.serviceWorker.controller !== null);

/** Every cache of the origin, with the paths it holds. */
const cachedPaths = (page: Page) =>
  page.evaluate(async () => {
    const all: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      const keys = await (await caches.open(name)).keys();
      all[name] = keys.map((request) => new URL(request.url).pathname);
    }
    return all;
  });

const allPaths = async (page: Page) => Object.values(await cachedPaths(page)).flat();

/** The demo instance serves another worker at /sw-pleroma.js (a new release) until the next reset. */
async function releaseNewWorker(page: Page) {
  const current = readFileSync(path.join(DIST, 'sw-pleroma.js'), 'utf8');
  const res = await page.request.post('/__demo/fail', {
    data: {
      path: '/sw-pleroma.js',
      status: 200,
      body: `${current}\nself.__release = 'next';\n`,
      contentType: 'text/javascript; charset=utf-8',
      headers: { 'Cache-Control': 'no-cache' },
      times: 0,
    },
  });
  expect(res.ok()).toBeTruthy();
}

const checkForUpdate = (page: Page) =>
  page.evaluate(async () => {
    await (await navigator.serviceWorker.getRegistration())?.update();
  });

test('the worker is registered at /sw-pleroma.js for the whole site, and neither it nor the page is cached long', async ({
  page,
}) => {
  await page.goto('/main/public');
  await expect(posts(page).first()).toBeVisible();
  await workerInCharge(page);
  const registration = await page.evaluate(async () => {
    const ready = await navigator.serviceWorker.ready;
    return { scope: ready.scope, script: ready.active?.scriptURL };
  });
  expect(registration.scope).toBe(new URL('/', page.url()).href);
  expect(registration.script).toBe(new URL('/sw-pleroma.js', page.url()).href);
  for (const url of ['/sw-pleroma.js', '/', '/index.html', '/main/public']) {
    const res = await page.request.get(url, { headers: { Accept: 'text/html,*/*' } });
    expect(res.headers()['cache-control'], url).toBe('no-cache');
  }
  // The first screen does not carry the registration: index.html names no worker code.
  const html = await (await page.request.get('/')).text();
  expect(html).not.toMatch(/service-worker|sw-pleroma/);
  // The shell is precached; what the page used is kept; no answer of the API ever is.
  await expect
    .poll(() => allPaths(page))
    .toEqual(expect.arrayContaining(['/index.html', expect.stringMatching(/^\/static\/js\/main\./)]));
  expect((await allPaths(page)).filter((p) => !p.startsWith('/static/') && p !== '/index.html')).toEqual([]);
});

test('the shell precache holds every script, script preload and stylesheet index.html names, whatever the build splits out', async ({
  page,
}) => {
  await page.goto('/main/public');
  await expect(posts(page).first()).toBeVisible();
  await workerInCharge(page);
  const html = await (await page.request.get('/')).text();
  const tags = html.match(/<(script|link)\s[^>]*>/g) ?? [];
  const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="?([^\\s">]+)`).exec(tag)?.[1];
  const named = [
    ...tags.flatMap((tag) => (tag.startsWith('<script') ? [attribute(tag, 'src')] : [])),
    ...tags.flatMap((tag) => (attribute(tag, 'rel') === 'stylesheet' ? [attribute(tag, 'href')] : [])),
    // the scripts it preloads (the English messages)
    ...tags.flatMap((tag) =>
      attribute(tag, 'rel') === 'preload' && attribute(tag, 'as') === 'script' ? [attribute(tag, 'href')] : [],
    ),
  ].filter((p): p is string => Boolean(p));
  expect(named.filter((p) => p.endsWith('.js')).length).toBeGreaterThanOrEqual(3);
  expect(named.some((p) => p.endsWith('.css'))).toBe(true);
  const precached = async () =>
    Object.entries(await cachedPaths(page))
      .filter(([name]) => name.includes('precache'))
      .flatMap(([, paths]) => paths);
  await expect.poll(precached).toEqual(expect.arrayContaining(named));
});

test('opened offline, the client shows its shell with a notice, on any of its routes, never the browser error page', async ({
  page,
  context,
}) => {
  await page.goto('/main/public');
  await expect(posts(page).first()).toBeVisible();
  await workerInCharge(page);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText(OFFLINE)).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Local timeline' })).toBeVisible();
  // a route never visited: the same shell
  await page.goto('/about');
  await expect(page.getByText(OFFLINE)).toBeVisible();
  await expect(page).toHaveURL(/\/about$/);
  await context.setOffline(false);
});

test('a new release while a tab is open: the reader is told, and only their click reloads that tab', async ({
  page,
  context,
}) => {
  await page.goto('/main/public');
  await expect(posts(page).first()).toBeVisible();
  await workerInCharge(page);
  const other = await context.newPage();
  await other.goto('/main/public');
  await expect(posts(other).first()).toBeVisible();
  await workerInCharge(other);
  // what the reader is typing, and a mark that survives only while the page is not reloaded
  const banner = page.getByRole('banner');
  await banner.getByRole('button', { name: 'Search' }).click();
  const field = banner.getByRole('searchbox', { name: 'Search' });
  await field.fill('half-typed query');
  for (const tab of [page, other]) await tab.evaluate(() => Object.assign(window, { sameDocument: true }));

  await releaseNewWorker(page);
  await checkForUpdate(page);
  const notice = page.getByRole('status').filter({ hasText: UPDATE_READY });
  await expect(notice).toBeVisible();
  // told in every open tab; nothing reloaded by itself, what is typed stays
  await expect(other.getByRole('status').filter({ hasText: UPDATE_READY })).toBeVisible();
  await expect(field).toHaveValue('half-typed query');
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);

  await Promise.all([page.waitForEvent('load'), notice.getByRole('button', { name: 'Reload' }).click()]);
  await expect(posts(page).first()).toBeVisible();
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(false);
  // the new version is in charge, for the other tab too, whose page stays as it was (its notice still offers the reload)
  const release = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    return { waiting: Boolean(registration?.waiting), active: registration?.active?.state };
  });
  expect(release).toEqual({ waiting: false, active: 'activated' });
  // (the old worker may still be listed while Chrome ends it; asking a worker that is going away fails)
  const workers = context.serviceWorkers();
  const releases = await Promise.all(
    workers.map((worker) => worker.evaluate(() => (self as unknown as { __release?: string }).__release).catch(() => 'ended')),
  );
  expect(releases).toContain('next');
  expect(await other.evaluate(() => 'sameDocument' in window)).toBe(true);
  await expect(page.getByText(UPDATE_READY)).toHaveCount(0);
});

test('a member opened offline sees the home timeline they left, from the cache, with the notice', async ({ page, context }) => {
  await signIn(page);
  await expect(posts(page).first()).toBeVisible();
  await workerInCharge(page);
  const first = await posts(page).first().getAttribute('data-status-id');
  // the cache follows the timeline (written a second after the last change)
  await expect.poll(async () => (await storedHome(page))?.ids ?? []).toContain(first);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText(OFFLINE)).toBeVisible();
  // the session stands on the cache until the server can check it: home stays, drawn from what was kept
  await expect(page).toHaveURL(/\/main\/friends$/);
  await expect(page.locator(`article[data-status-id="${first}"]`)).toBeVisible();
  await context.setOffline(false);
});

test('sign-out deletes what the worker kept of the session; the shell comes back and still opens offline', async ({
  page,
  context,
}) => {
  await signIn(page);
  await expect(posts(page).first()).toBeVisible();
  await workerInCharge(page);
  // the sign-in screen's chunk, loaded before the worker was there, is handed over to it
  await expect.poll(() => allPaths(page)).toContainEqual(expect.stringMatching(/^\/static\/js\/login\./));
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.getByRole('alertdialog', { name: 'Log out?' }).getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/main\/public$/);
  await expect.poll(() => allPaths(page)).not.toContainEqual(expect.stringMatching(/^\/static\/js\/login\./));
  // the shell, the same for everyone, is fetched again
  await expect.poll(() => allPaths(page)).toEqual(expect.arrayContaining(['/index.html']));
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText(OFFLINE)).toBeVisible();
  await context.setOffline(false);
});
