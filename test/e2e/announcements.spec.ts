import { test, expect, emojiResults, resetInstance, signIn } from './support';
import type { Page } from '@playwright/test';

const ADMIN = { username: 'admin', password: 'demo-password' };
const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
/** The screen's own announcements (the notifications column has articles too). */
const articles = (page: Page) => page.getByRole('region', { name: 'Announcements', exact: true }).getByRole('article');
/** YYYY-MM-DD in the browser's time zone, `days` from today. */
const day = (days: number) => {
  const d = new Date(Date.now() + days * 86_400_000);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

test.beforeEach(async ({ page }) => {
  await resetInstance(page);
});

test('a member reads the announcements and marks one read: the badge drops', async ({ page }) => {
  await signIn(page);
  const entry = nav(page).getByRole('link', { name: /^Announcements/ });
  // the 60 s fetcher starts at sign-in: one active unread announcement
  await expect(entry).toHaveText('Announcements1');
  await entry.click();
  await expect(page).toHaveURL(/\/announcements$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Announcements' })).toBeVisible();
  await expect(articles(page)).toHaveCount(2);
  const maintenance = articles(page).filter({ hasText: 'Maintenance window' });
  await expect(maintenance.locator('img[alt=":blobcat:"]')).toBeVisible();
  await expect(maintenance.getByRole('button', { name: '👍: 2 reactions', pressed: false })).toBeVisible();
  await expect(maintenance).toContainText(/Starts .+Ends /);
  const welcome = articles(page).filter({ hasText: 'Welcome to the demo instance' });
  await expect(welcome.getByRole('button', { name: 'Read' })).toHaveAttribute('aria-disabled', 'true');
  // no admin controls for members
  await expect(page.getByRole('heading', { name: 'Post an announcement' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);

  await maintenance.getByRole('button', { name: 'Mark as read' }).click();
  await expect(maintenance.getByRole('button', { name: 'Read' })).toHaveAttribute('aria-disabled', 'true');
  await expect(entry).toHaveText('Announcements');
  // the server remembers it
  await page.reload();
  await expect(articles(page).filter({ hasText: 'Maintenance window' }).getByRole('button', { name: 'Read' })).toBeVisible();
  await expect(nav(page).getByRole('link', { name: /^Announcements/ })).toHaveText('Announcements');
});

test('a member adds a reaction of their own from the emoji picker, and the server keeps it', async ({ page }) => {
  await signIn(page);
  await nav(page)
    .getByRole('link', { name: /^Announcements/ })
    .click();
  await expect(page).toHaveURL(/\/announcements$/);
  const maintenance = articles(page).filter({ hasText: 'Maintenance window' });
  await maintenance.getByRole('button', { name: 'Add reaction' }).click();
  const picker = page.getByRole('dialog');
  const results = await emojiResults(picker, 'party', ':party:');
  await results.getByRole('button', { name: 'party popper' }).click();
  await expect(picker).toHaveCount(0);
  await expect(maintenance.getByRole('button', { name: '🎉: 1 reaction', pressed: true })).toBeVisible();
  await page.reload();
  await expect(
    articles(page).filter({ hasText: 'Maintenance window' }).getByRole('button', { name: '🎉: 1 reaction', pressed: true }),
  ).toBeVisible();
});

test('an admin posts an all-day announcement, edits it and deletes it', async ({ page }) => {
  await signIn(page, ADMIN);
  await nav(page)
    .getByRole('link', { name: /^Announcements/ })
    .click();
  const form = page.getByRole('region', { name: 'Post an announcement' });
  // the scheduled one is listed for admins, inactive, and cannot be marked read
  const scheduled = articles(page).filter({ hasText: 'Community meetup' });
  await expect(scheduled).toContainText('Inactive');
  await expect(scheduled.getByRole('button', { name: 'Mark as read' })).toHaveAttribute('aria-disabled', 'true');

  await form.getByLabel('Announcement text').fill('Picnic in the park :blobfox:');
  await expect(form.getByLabel('Starts at')).toHaveAttribute('type', 'datetime-local');
  await form.getByLabel('All day (dates only)').check();
  await expect(form.getByLabel('Starts at')).toHaveAttribute('type', 'date');
  await form.getByLabel('Starts at').fill(day(0));
  await form.getByLabel('Ends at').fill(day(1));
  await form.getByRole('button', { name: 'Post' }).click();
  await expect(form.getByLabel('Announcement text')).toHaveValue('');

  const picnic = articles(page).filter({ hasText: 'Picnic in the park' });
  await expect(picnic.locator('img[alt=":blobfox:"]')).toBeVisible();
  // all day: dates without times
  await expect(picnic.locator('.announcement-time').nth(1)).not.toContainText(':');

  await picnic.getByRole('button', { name: 'Edit' }).click();
  // in edit mode the form takes the content's place
  const editing = articles(page).filter({ has: page.getByRole('button', { name: 'Save' }) });
  const text = editing.getByLabel('Announcement text');
  await expect(text).toHaveValue('Picnic in the park :blobfox:');
  await expect(text).toBeFocused();
  await text.fill('Picnic moved indoors');
  await editing.getByRole('button', { name: 'Save' }).click();
  const moved = articles(page).filter({ hasText: 'Picnic moved indoors' });
  await expect(moved.getByLabel('Announcement text')).toHaveCount(0);
  await expect(moved.getByRole('button', { name: 'Edit', pressed: false })).toBeFocused();

  await moved.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete this announcement?' });
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(articles(page).filter({ hasText: 'Picnic' })).toHaveCount(0);
  await expect(articles(page)).toHaveCount(3);
});
