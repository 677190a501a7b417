import type { Locator, Page } from '@playwright/test';
import { test, expect, posts, resetInstance, signIn, swipeDrawer } from './support';

// What came over the socket is told by what the notifications answers could carry, not by how soon it
// showed: a busy machine may be slow, never wrong. This is room for a slow one.
const SOCKET_TIMEOUT = 15_000;

interface NotificationSeen {
  type: string;
  status?: { id: string };
}

/**
 * From now on, notifications answers leave out the reactions to `statusId`, as the server's own would
 * have before they were made: a reaction that shows can only have come over the socket. (Waiting for
 * the fetch the client makes when the socket joins would race it: the join may come before or after
 * the first fetch lands.)
 */
async function reactionsOnlyOverTheSocket(page: Page, statusId: string) {
  await page.route(
    (url) => url.pathname === '/api/v1/notifications',
    async (route) => {
      const response = await route.fetch();
      const answer = (await response.json()) as NotificationSeen[];
      const json = answer.filter((n) => !(n.type === 'pleroma:emoji_reaction' && n.status?.id === statusId));
      await route.fulfill({ response, json });
    },
  );
}

async function control(page: Page, path: string, data: Record<string, unknown> = {}) {
  const res = await page.request.post(`/__demo/${path}`, { data });
  expect(res.ok(), `${path} answered ${res.status()}`).toBeTruthy();
  return res.json();
}

/** Settings as the settings screen would store them, before the app starts. */
async function withSettings(page: Page, settings: Record<string, unknown>) {
  await page.addInitScript((s) => localStorage.setItem('config', JSON.stringify(s)), settings);
}

/** The panel with its heading ("Notifications" and the unseen badge). */
const panel = (page: Page) => page.getByRole('region', { name: /^Notifications/ });
const entries = (scope: Locator) => scope.getByRole('article');

const faviconHref = (page: Page) => page.evaluate(() => document.querySelector<HTMLLinkElement>('link[rel~="icon"]')?.href ?? '');

test.beforeEach(async ({ page }) => {
  await resetInstance(page);
});

test('wide layout: the panel is the third column; read, dismiss, the title count and the favicon badge', async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await signIn(page);
  await expect(page).toHaveURL(/\/main\/friends$/);
  const column = page.locator('aside.notifications-column');
  await expect(column.getByRole('region', { name: /^Notifications/ })).toBeVisible();
  // the sidebar does not hold a second copy
  await expect(page.locator('aside.sidebar').getByRole('region', { name: /^Notifications/ })).toHaveCount(0);

  const list = panel(page);
  await expect(entries(list).filter({ hasText: 'liked your post' }).first()).toBeVisible();
  const badge = list.getByLabel(/unread$/);
  await expect(badge).toBeVisible();
  const unseen = Number(await badge.textContent());
  expect(unseen).toBeGreaterThan(0);
  await expect(page).toHaveTitle(new RegExp(`^\\(${unseen}\\) `));
  await expect.poll(() => faviconHref(page)).toMatch(/^data:image\/png/);

  // dismiss one entry
  const first = entries(list).first();
  const firstId = await first.getAttribute('data-notification-id');
  await first.getByRole('button', { name: 'Dismiss notification' }).click();
  await expect(list.locator(`[data-notification-id="${firstId}"]`)).toHaveCount(0);

  // read: no badge, no count in the title, the site's own favicon back
  await list.getByRole('button', { name: 'Mark as read' }).click();
  await expect(list.getByLabel(/unread$/)).toHaveCount(0);
  await expect(page).not.toHaveTitle(/^\(/);
  await expect.poll(() => faviconHref(page)).not.toMatch(/^data:/);
  await expect(list.locator('.notification-unseen')).toHaveCount(0);

  // and the server agrees: after a reload nothing is unseen and the dismissed one stays away
  await page.reload();
  await expect(entries(panel(page)).first()).toBeVisible();
  await expect(panel(page).getByLabel(/unread$/)).toHaveCount(0);
  await expect(panel(page).locator(`[data-notification-id="${firstId}"]`)).toHaveCount(0);
});

test('hideNotificationCount shows (!) in the title', async ({ page }) => {
  await withSettings(page, { hideNotificationCount: true });
  await signIn(page);
  await expect(page).toHaveTitle(/^\(!\) /);
});

test('desktop at 1024 px: the panel sits in the sidebar; the filter popover hides likes', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 900 });
  await signIn(page);
  await expect(page.locator('aside.notifications-column')).toHaveCount(0);
  const list = page.locator('aside.sidebar').getByRole('region', { name: /^Notifications/ });
  await expect(list).toBeVisible();
  await expect(entries(list).filter({ hasText: 'liked your post' }).first()).toBeAttached();
  const repeats = await entries(list).filter({ hasText: 'repeated your post' }).count();
  expect(repeats).toBeGreaterThan(0);

  await list.getByRole('button', { name: 'Filter notifications' }).click();
  const likes = list.getByRole('checkbox', { name: 'Likes' });
  await expect(likes).toBeChecked();
  await likes.uncheck();
  await expect(entries(list).filter({ hasText: 'liked your post' })).toHaveCount(0);
  await expect(entries(list).filter({ hasText: 'repeated your post' })).toHaveCount(repeats);

  // stored as a setting: still off after a reload
  await page.reload();
  const again = page.locator('aside.sidebar').getByRole('region', { name: /^Notifications/ });
  await expect(entries(again).filter({ hasText: 'repeated your post' }).first()).toBeAttached();
  await expect(entries(again).filter({ hasText: 'liked your post' })).toHaveCount(0);
});

test('the notifications route shows the panel as a screen', async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await signIn(page);
  await page.getByRole('link', { name: /^Notifications/ }).click();
  await expect(page).toHaveURL(/\/alice\/notifications$/);
  await expect(page.locator('main').getByRole('region', { name: /^Notifications/ })).toBeVisible();
  // the column steps aside while the route shows the panel
  await expect(page.locator('aside.notifications-column')).toHaveCount(0);
  // a timestamp links to the conversation
  const liked = entries(panel(page)).filter({ hasText: 'liked your post' }).first();
  await liked.locator('.notification-time').click();
  await expect(page).toHaveURL(/\/notice\/[^/]+$/);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 800 }, hasTouch: true });

  test('the bell opens the drawer; a short swipe keeps it, a 50 px swipe closes it and marks everything seen', async ({
    page,
  }) => {
    await signIn(page);
    await expect(posts(page).first()).toBeVisible();
    // no column and no sidebar on a phone
    await expect(page.getByRole('region', { name: /^Notifications/ })).toHaveCount(0);
    const bell = page.getByRole('button', { name: /^Notifications \(\d+ unread\)$/ });
    await expect(bell).toBeVisible();
    // the number is drawn from data-count: the name says it, and the bell holds no text the name lacks (WCAG 2.5.3)
    await expect(bell.locator('.count-badge')).toHaveAttribute('data-count', /^\d+$/);

    await bell.click();
    const drawer = page.getByRole('complementary', { name: 'Notifications' });
    await expect(entries(drawer).first()).toBeVisible();
    await swipeDrawer(page, 30);
    await expect(drawer).toBeVisible();
    await swipeDrawer(page, 80);
    await expect(drawer).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Notifications (0 unread)' })).toBeVisible();
    await expect(page).not.toHaveTitle(/^\(/);
  });

  test('the drawer closes when a link in it changes the route', async ({ page }) => {
    await signIn(page);
    await page.getByRole('button', { name: /^Notifications \(/ }).click();
    const drawer = page.getByRole('complementary', { name: 'Notifications' });
    await entries(drawer).filter({ hasText: 'liked your post' }).first().locator('.notification-time').click();
    await expect(page).toHaveURL(/\/notice\/[^/]+$/);
    await expect(drawer).toHaveCount(0);
  });
});

test('a locked account approves one follow request (with confirmation) and denies another from its notification', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await withSettings(page, { modalOnApproveFollow: true });
  await signIn(page, { username: 'carol', password: 'demo-password' });
  await expect(page).toHaveURL(/\/main\/friends$/);
  const nav = page.getByRole('navigation', { name: 'Main' });
  const requestsLink = nav.getByRole('link', { name: /^Follow requests/ });
  await expect(requestsLink).toContainText('3');

  await requestsLink.click();
  await expect(page).toHaveURL(/\/friend-requests$/);
  const screen = page.locator('main');
  await expect(screen.getByRole('listitem')).toHaveCount(3);

  // approve dave: confirmation first (modalOnApproveFollow)
  const dave = screen.getByRole('listitem', { name: 'dave' });
  await dave.getByRole('button', { name: 'Approve' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Approve the follow request from');
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(dave).toHaveCount(0);
  await expect(requestsLink).toContainText('2');
  // its notification turned into a follow
  const column = panel(page);
  await expect(entries(column).filter({ hasText: /Dave.*followed you/ })).toHaveCount(1);
  await expect(entries(column).filter({ hasText: /Dave.*wants to follow you/ })).toHaveCount(0);

  // deny bob from his notification (no confirmation by default)
  const bobRequest = entries(column).filter({ hasText: /Bob.*wants to follow you/ });
  await bobRequest.getByRole('button', { name: 'Deny' }).click();
  await expect(bobRequest).toHaveCount(0);
  await expect(screen.getByRole('listitem', { name: 'bob' })).toHaveCount(0);
  await expect(screen.getByRole('listitem')).toHaveCount(1);
  await expect(requestsLink).toContainText('1');

  // the server kept both answers
  await page.reload();
  await expect(page.locator('main').getByRole('listitem')).toHaveCount(1);
  await expect(page.locator('main').getByRole('listitem', { name: 'gts@gts.example' })).toBeVisible();
});

test('an emoji reaction arrives over the socket and shows its emoji', async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await withSettings(page, { useStreamingApi: true });
  // alice's public post, as the public timeline lists it
  const listed = (await (await page.request.get('/api/v1/timelines/public?limit=40')).json()) as {
    id: string;
    content: string;
  }[];
  const statusId = listed.find((st) => st.content.includes('Walked up the hill this morning'))?.id ?? '';
  expect(statusId).toBeTruthy();
  await signIn(page);
  await expect(panel(page)).toBeVisible({ timeout: 10_000 });
  await expect
    .poll(async () => {
      const res = await page.request.get('/__demo/socket/clients');
      const clients = (await res.json()) as { account: string | null; streams: string[][] }[];
      return clients.some((c) => c.account === 'alice' && c.streams.some((s) => s[0] === 'user'));
    })
    .toBe(true);

  const reactions = entries(panel(page)).filter({ hasText: /Dave reacted with 🦑/ });
  await expect(reactions).toHaveCount(0);
  await reactionsOnlyOverTheSocket(page, statusId);
  await control(page, 'react', { username: 'dave', id: statusId, emoji: '🦑' });
  await expect(reactions).toHaveCount(1, { timeout: SOCKET_TIMEOUT });
  await expect(reactions).toContainText('Walked up the hill this morning');
  await expect(reactions).toHaveClass(/notification-unseen/);

  // a custom emoji reaction shows its image
  await control(page, 'react', { username: 'erin', id: statusId, emoji: 'blobfox' });
  // (names may carry custom emoji too: the reaction is the image after "reacted with")
  const reacted = page.locator('.notification-emoji[alt=":blobfox:"]');
  const custom = entries(panel(page)).filter({ hasText: /Erin.*reacted with/, has: reacted });
  await expect(custom).toHaveCount(1, { timeout: SOCKET_TIMEOUT });
  await expect(custom.locator(reacted)).toHaveAttribute('src', /\/media\/emoji\/blobfox/);
});
