import type { Locator, Page } from '@playwright/test';
import { test, expect as baseExpect, feed, resetInstance, settingsButton } from './support';

// A whole member session without the mouse (issue 26): after the first goto only the keyboard. keyboard.spec.ts
// covers the hotkeys' table and the emoji grid; this one is the session, and after every step the focus is
// somewhere, never on <body>.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 180_000 });
test.beforeEach(async ({ page }) => resetInstance(page));

/** The focus is on an element of the page, not lost to <body>. */
async function expectFocusKept(page: Page, step: string) {
  await expect
    .poll(() => page.evaluate(() => document.activeElement !== null && document.activeElement !== document.body), {
      message: `focus on <body> after: ${step}`,
    })
    .toBe(true);
}

/** Tab (or Shift+Tab) until `target` has the focus: what a keyboard reader does. */
async function tabTo(page: Page, target: Locator, { back = false, max = 80 } = {}) {
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  await expect(target).toBeFocused({ timeout: 1 });
}

/** Presses the hotkey until it takes (its listener is a chunk loaded after the first screen). */
async function pressUntil(page: Page, key: string, done: Locator) {
  await expect(async () => {
    await page.keyboard.press(key);
    await expect(done).toBeFocused({ timeout: 1_000 });
  }).toPass();
}

test('sign in, read, open, go back, reply, favourite, repeat, bookmark from the menu, compose, settings, sign out', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/login');

  // sign in
  const username = page.getByLabel('Username');
  await tabTo(page, username);
  await page.keyboard.type('alice');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Password')).toBeFocused();
  await page.keyboard.type('demo-password');
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/main\/friends/);
  await expect(feed(page).getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await expectFocusKept(page, 'signing in');

  // read the timeline: j, j, k
  const first = page.locator('main article[aria-posinset="1"]');
  const second = page.locator('main article[aria-posinset="2"]');
  await pressUntil(page, 'j', first);
  await page.keyboard.press('j');
  await expect(second).toBeFocused();
  await page.keyboard.press('k');
  await expect(first).toBeFocused();
  // Page Down and Page Up: the feed pattern's own keys
  await page.keyboard.press('PageDown');
  await expect(second).toBeFocused();
  await page.keyboard.press('PageUp');
  await expect(first).toBeFocused();

  // open the post (Enter), its conversation has the focus on it; back (Backspace) to the same post
  const openedId = await first.getAttribute('data-status-id');
  await page.keyboard.press('Enter');
  await page.waitForURL(new RegExp(`/notice/${openedId}$`));
  await expect(page.locator(`main article[aria-current="true"][data-status-id="${openedId}"]`)).toBeFocused();
  await expectFocusKept(page, 'opening a post');
  await page.keyboard.press('Backspace');
  await page.waitForURL(/\/main\/friends/);
  await expect(page.locator(`main article[data-status-id="${openedId}"]`)).toBeFocused();
  await expectFocusKept(page, 'going back');

  // reply (r), type, send with Ctrl+Enter
  const post = page.locator(`main article[data-status-id="${openedId}"]`);
  await page.keyboard.press('r');
  const replyField = page.locator('main .composer-inline textarea').first();
  await expect(replyField).toBeFocused();
  await page.keyboard.type('typed without a mouse');
  const replied = page.waitForResponse((r) => r.url().endsWith('/api/v1/statuses') && r.request().method() === 'POST');
  await page.keyboard.press('Control+Enter');
  expect((await replied).ok()).toBe(true);
  await expect(page.locator('main .composer-inline')).toHaveCount(0);
  await expectFocusKept(page, 'sending a reply');

  // the focus is back in the post (its reply button): favourite (f) and repeat (b) act on it
  await expect(post.getByRole('button', { name: 'Reply' })).toBeFocused();
  const favourite = post.locator('.status-action-favourite');
  await page.keyboard.press('f');
  await expect(favourite).toHaveAttribute('aria-pressed', 'true');
  const repeat = post.locator('.status-action-repeat');
  await page.keyboard.press('b');
  const confirm = page.getByRole('dialog');
  // a confirmation when the setting asks for one: Enter on its focused button
  if (await confirm.isVisible().catch(() => false)) await page.keyboard.press('Enter');
  await expect(repeat).toHaveAttribute('aria-pressed', 'true');
  await expectFocusKept(page, 'favourite and repeat');

  // the More actions menu: Tab to its button, ArrowDown opens it on the first item, a letter jumps, Enter runs it
  const more = post.getByRole('button', { name: 'More actions' });
  await tabTo(page, more);
  await expect(more).toHaveAttribute('aria-haspopup', 'menu');
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('ArrowDown');
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem').first()).toBeFocused();
  await expect(more).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('End');
  await expect(menu.getByRole('menuitem').last()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem').first()).toBeFocused();
  await page.keyboard.press('b');
  await expect(menu.getByRole('menuitem', { name: 'Bookmark' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(menu).toHaveCount(0);
  await expect(more).toBeFocused();
  // the effect: the menu now offers to remove it (Enter opens it again, Escape closes it onto its button)
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu').getByRole('menuitem').first()).toBeFocused();
  await expect(page.getByRole('menu').getByRole('menuitem', { name: 'Remove bookmark' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expect(more).toBeFocused();
  await expectFocusKept(page, 'the More actions menu');

  // compose (n): the sidebar's form takes the focus; Ctrl+Enter posts
  await page.keyboard.press('n');
  const form = page.locator('.user-panel .composer-text');
  await expect(form).toBeFocused();
  await page.keyboard.type('a whole post by keyboard');
  const posted = page.waitForResponse((r) => r.url().endsWith('/api/v1/statuses') && r.request().method() === 'POST');
  await page.keyboard.press('Control+Enter');
  expect((await posted).ok()).toBe(true);
  await expect(feed(page).getByText('a whole post by keyboard')).toBeVisible();
  await expectFocusKept(page, 'composing');

  // settings: Tab to the top bar's button, change a setting with Space, Escape closes onto the button
  await page.keyboard.press('Escape'); // leaves the text field
  const settingsShortcut = settingsButton(page);
  await tabTo(page, settingsShortcut, { back: true, max: 200 });
  await page.keyboard.press('Enter');
  const settings = page.getByRole('dialog', { name: 'Settings' });
  await expect(settings).toBeVisible();
  const hideMedia = settings.getByRole('checkbox', { name: 'Hide media', exact: true });
  await tabTo(page, hideMedia, { max: 120 });
  await page.keyboard.press('Space');
  await expect(hideMedia).toBeChecked();
  // the preference is the store's at once: the page's own setting changes with the box
  await expect
    .poll(() => page.evaluate(() => document.querySelector('.att-gallery:not(.att-gallery-small)') === null))
    .toBe(true);
  await expectFocusKept(page, 'saving a setting');
  await page.keyboard.press('Escape');
  await expect(settings).toBeHidden();
  await expect(settingsShortcut).toBeFocused();

  // sign out: the focus lands on the signed-out screen's heading
  const logout = page.getByRole('button', { name: 'Log out' }).first();
  await tabTo(page, logout, { max: 200 });
  await page.keyboard.press('Enter');
  // the confirmation (modalOnLogout, on by default): Tab to its Log out button
  const confirmLogout = page.getByRole('alertdialog', { name: 'Log out?' });
  await expect(confirmLogout).toBeVisible();
  await expectFocusKept(page, 'the sign-out confirmation');
  await tabTo(page, confirmLogout.getByRole('button', { name: 'Log out' }), { max: 10 });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('link', { name: 'Log in to join the discussion' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log out' })).toHaveCount(0);
  await expectFocusKept(page, 'signing out');
});
