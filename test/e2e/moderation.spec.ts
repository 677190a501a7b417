import type { Page } from '@playwright/test';
import { test, expect as baseExpect, posts, resetInstance, signIn } from './support';

// The reports chunk loads at a staff sign-in and the area's answers come from the demo's admin API; a busy machine
// needs patience, not sleeps.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });
test.beforeEach(async ({ page }) => resetInstance(page));

/** Any of the moderation chunks (the admin menu's "moderation", the area's "moderation-reports"). */
const MODERATION_CHUNK = /\/moderation[^/]*\.js$/;

async function signInAs(page: Page, username: string) {
  await signIn(page, { username, password: 'demo-password' });
  await page.waitForURL(/\/main\//);
}

async function postAs(page: Page, username: string, status: string): Promise<string> {
  const res = await page.request.post('/__demo/post', { data: { username, status, visibility: 'public' } });
  expect(res.ok()).toBeTruthy();
  return ((await res.json()) as { id: string }).id;
}

async function fileReport(page: Page, body: { reporter: string; account: string; status_ids?: string[]; comment?: string }) {
  const res = await page.request.post('/__demo/report', { data: body });
  expect(res.ok()).toBeTruthy();
}

const moderationEntry = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Moderation/ });
const area = (page: Page) => page.getByRole('dialog', { name: 'Reports' });
const reportWith = (page: Page, comment: string) => area(page).locator('article.moderation-report').filter({ hasText: comment });

test('a member reports a post with two of the account’s posts picked; no forwarding for a local account', async ({ page }) => {
  await postAs(page, 'bob', 'First post worth reporting');
  await postAs(page, 'bob', 'Second post worth reporting');
  await signInAs(page, 'alice');
  const row = posts(page).filter({ hasText: 'Second post worth reporting' }).first();
  await row.getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name: 'Report' }).click();
  const dialog = page.getByRole('dialog', { name: /Report/ });
  await expect(dialog).toBeVisible();
  // bob is local: nothing to forward
  await expect(dialog.getByRole('checkbox', { name: /Forward/ })).toHaveCount(0);
  const second = dialog.getByRole('checkbox', { name: 'Second post worth reporting' });
  const first = dialog.getByRole('checkbox', { name: 'First post worth reporting' });
  await expect(second).toBeChecked();
  await first.check();
  await dialog.getByRole('textbox').first().fill('Two posts of spam');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog).toHaveCount(0);
  const stored = (await (await page.request.get('/__demo/reports')).json()) as {
    account: string;
    status_ids: string[];
    comment: string;
  }[];
  expect(stored).toHaveLength(1);
  expect(stored[0]?.account).toBe('bob');
  expect(stored[0]?.comment).toBe('Two posts of spam');
  expect(stored[0]?.status_ids).toHaveLength(2);
});

test('a member has no moderation entry and never downloads a moderation chunk', async ({ page }) => {
  const chunks: string[] = [];
  page.on('request', (r) => {
    if (MODERATION_CHUNK.test(new URL(r.url()).pathname)) chunks.push(r.url());
  });
  await fileReport(page, { reporter: 'bob', account: 'erin', comment: 'a report a member must not see' });
  await signInAs(page, 'alice');
  await expect(posts(page).first()).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Settings' })).toBeVisible();
  await expect(moderationEntry(page)).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('link', { name: /Administration/ })).toHaveCount(0);
  const asked = await page.request.get('/api/v1/pleroma/admin/reports');
  expect(asked.status()).toBe(401);
  expect(chunks).toEqual([]);
});

test('a moderator: badge, resolve with a note, show closed, reopen, bulk-close two', async ({ page }) => {
  const bobs = await postAs(page, 'bob', 'Buy cheap followers now');
  await fileReport(page, { reporter: 'alice', account: 'bob', status_ids: [bobs], comment: 'Spam from bob' });
  await fileReport(page, { reporter: 'erin', account: 'dave', comment: 'Rude reply by dave' });
  await fileReport(page, { reporter: 'alice', account: 'erin', comment: 'Off-topic flood by erin' });
  await page.clock.install();
  await signInAs(page, 'mod');
  await expect(moderationEntry(page)).toContainText('3');

  // A new report shows on the badge at the next 60 s fetch.
  await fileReport(page, { reporter: 'dave', account: 'robot', comment: 'The robot posts too often' });
  await page.clock.fastForward(61_000);
  await expect(moderationEntry(page)).toContainText('4');

  await moderationEntry(page).click();
  await expect(area(page)).toBeVisible();
  const spam = reportWith(page, 'Spam from bob');
  await expect(spam).toContainText('Open');
  // the reported post as a full status card
  await expect(spam.getByRole('article').filter({ hasText: 'Buy cheap followers now' })).toBeVisible();

  await spam.getByRole('textbox', { name: 'Note' }).fill('Warned bob by DM');
  await spam.getByRole('button', { name: 'Add note' }).click();
  await expect(spam.locator('.moderation-note-text')).toHaveText('Warned bob by DM');
  await spam.getByRole('button', { name: 'Resolve', exact: true }).click();
  // resolved: out of the open list, and off the badge
  await expect(spam).toHaveCount(0);
  await expect(moderationEntry(page)).toContainText('3');

  await area(page).getByRole('checkbox', { name: 'Show closed' }).check();
  await expect(spam).toContainText('Resolved');
  await expect(spam.locator('.moderation-note-text')).toHaveText('Warned bob by DM');
  await spam.getByRole('button', { name: 'Reopen' }).click();
  await expect(spam).toContainText('Open');
  await expect(moderationEntry(page)).toContainText('4');

  await reportWith(page, 'Rude reply by dave')
    .getByRole('checkbox', { name: /Select the report/ })
    .check();
  await reportWith(page, 'Off-topic flood by erin')
    .getByRole('checkbox', { name: /Select the report/ })
    .check();
  await area(page).getByRole('group', { name: 'Selected reports' }).getByRole('button', { name: 'Close', exact: true }).click();
  await expect(reportWith(page, 'Rude reply by dave').locator('.moderation-state')).toHaveText('Closed');
  await expect(reportWith(page, 'Off-topic flood by erin').locator('.moderation-state')).toHaveText('Closed');
  await expect(moderationEntry(page)).toContainText('2');

  const states = (await (await page.request.get('/__demo/reports')).json()) as { comment: string; state: string }[];
  expect(Object.fromEntries(states.map((r) => [r.comment, r.state]))).toEqual({
    'Spam from bob': 'open',
    'Rude reply by dave': 'closed',
    'Off-topic flood by erin': 'closed',
    'The robot posts too often': 'open',
  });

  // Minimized, the area keeps what was typed.
  await reportWith(page, 'Spam from bob').getByRole('textbox', { name: 'Note' }).fill('Half-typed note');
  await area(page).getByRole('button', { name: 'Minimize' }).click();
  await expect(area(page)).toHaveCount(0);
  await page
    .getByRole('region', { name: 'Reports' })
    .getByRole('button', { name: /^Reports/ })
    .click();
  await expect(reportWith(page, 'Spam from bob').getByRole('textbox', { name: 'Note' })).toHaveValue('Half-typed note');
});

test('an admin deletes a member’s post from its card, and reaches the reported account’s admin menu from a report', async ({
  page,
}) => {
  const bobs = await postAs(page, 'bob', 'A post the admin will remove');
  const reported = await postAs(page, 'bob', 'A reported post to remove from the area');
  await fileReport(page, { reporter: 'alice', account: 'bob', status_ids: [reported], comment: 'Please look' });
  await signInAs(page, 'admin');
  // the administration link: Pleroma's admin pages, in a new tab
  const administration = page.getByRole('banner').getByRole('link', { name: /Administration/ });
  await expect(administration).toHaveAttribute('href', '/pleroma/admin/#/login-pleroma');
  await expect(administration).toHaveAttribute('target', '_blank');
  await page.goto('/bob');
  const row = posts(page).filter({ hasText: 'A post the admin will remove' }).first();
  await row.getByRole('button', { name: 'More actions' }).click();
  await expect(page.getByRole('menuitem', { name: 'Mark as sensitive' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Delete', exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this post?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(posts(page).filter({ hasText: 'A post the admin will remove' })).toHaveCount(0);
  expect((await page.request.get(`/api/v1/statuses/${bobs}`)).status()).toBe(404);

  await moderationEntry(page).click();
  const report = reportWith(page, 'Please look');
  await report.locator('.moderation-report-head').getByRole('button', { name: 'Moderation' }).click();
  await expect(page.getByRole('group', { name: 'Moderation' }).getByRole('button', { name: 'Deactivated' })).toBeVisible();
  await page.keyboard.press('Escape');

  const card = report.getByRole('article').filter({ hasText: 'A reported post to remove from the area' });
  await card.getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name: 'Delete', exact: true }).click();
  await page.getByRole('alertdialog', { name: 'Delete this post?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(card).toHaveCount(0);
  expect((await page.request.get(`/api/v1/statuses/${reported}`)).status()).toBe(404);
});
