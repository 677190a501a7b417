import { test, expect, signIn } from './support';

test('desktop top bar: timeline shortcuts, settings, and the administration link for an administrator', async ({ page }) => {
  await signIn(page, { username: 'admin', password: 'demo-password' });
  await expect(page.getByRole('feed')).toBeVisible();
  const bar = page.getByRole('navigation', { name: 'Shortcuts' });
  await bar.getByRole('link', { name: 'Known network' }).click();
  await expect(page).toHaveURL(/\/main\/all$/);
  await bar.getByRole('link', { name: 'Home timeline' }).click();
  await expect(page).toHaveURL(/\/main\/friends$/);
  const admin = bar.getByRole('link', { name: /Administration/ });
  await expect(admin).toHaveAttribute('href', '/pleroma/admin/#/login-pleroma');
  await expect(admin).toHaveAttribute('target', '_blank');
  await bar.getByRole('button', { name: 'Settings' }).click();
  await expect(page.getByRole('dialog', { name: 'Settings' })).toBeVisible();
});

test('phone drawer: settings opens the settings, and a member sees no administration entry', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page);
  await expect(page.getByRole('feed')).toBeVisible();
  await page.getByRole('button', { name: 'Menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer.getByRole('link', { name: 'About' })).toBeVisible();
  await expect(drawer.getByRole('link', { name: /Administration/ })).toHaveCount(0);
  await drawer.getByRole('button', { name: 'Settings' }).click();
  await expect(page.getByRole('dialog', { name: 'Settings' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toHaveCount(0);
});

test('desktop navigation panel: the timelines sit behind a toggle that folds and unfolds them', async ({ page }) => {
  await signIn(page);
  await expect(page.getByRole('feed')).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main' });
  const toggle = nav.getByRole('button', { name: 'Timelines' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(nav.getByRole('link', { name: 'Known network' })).toBeVisible();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(nav.getByRole('link', { name: 'Known network' })).toHaveCount(0);
  // the member's own places stay
  await expect(nav.getByRole('link', { name: 'Interactions' })).toBeVisible();
  await toggle.press('Enter');
  await nav.getByRole('link', { name: 'Direct messages' }).click();
  await expect(page).toHaveURL(/\/users\/alice\/dms$/);
});

test('a click on the empty space of the top bar scrolls the page to the top', async ({ page }) => {
  await page.goto('/main/all');
  await expect(page.getByRole('feed').getByRole('article').nth(8)).toBeAttached();
  await page.evaluate(() => window.scrollTo(0, 1500));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  const bar = await page.locator('.top-bar').boundingBox();
  if (!bar) throw new Error('no top bar');
  // between the search field and the shortcuts
  await page.mouse.click(bar.x + bar.width / 2, bar.y + bar.height / 2);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test("the frame index.html paints leaves the page's flow to the app: what mounts under it starts at the top", async ({
  page,
}) => {
  // The app is held back, so the frame stays; the list the shell mounts measures its rows while the frame is still
  // in the DOM (it goes in the same commit), and must find itself where it will be painted, not a screen lower.
  await page.route(/\/static\/js\/main\.[0-9a-f]+\.js$/, (route) => route.abort());
  await page.goto('/main/public');
  await expect(page.locator('#shell-skeleton .top-bar')).toBeVisible();
  const top = await page.evaluate(() => {
    const app = document.getElementById('app');
    const row = document.createElement('div');
    row.style.height = '100px';
    app?.append(row);
    return row.getBoundingClientRect().top;
  });
  expect(top).toBe(0);
});
