import type { Page, Request } from '@playwright/test';
import { test, expect as baseExpect, failNext, resetInstance, signIn } from './support';

// Opening the modal loads its chunk and the save its sagas; a busy machine needs patience, not sleeps.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });
test.beforeEach(async ({ page }) => resetInstance(page));

const userCard = (page: Page, acct: string) => page.getByRole('region', { name: `Profile of ${acct}` });
const settings = (page: Page) => page.getByRole('dialog', { name: 'Settings' });

async function openOwnProfileSettings(page: Page) {
  await signIn(page, { username: 'alice', password: 'demo-password' });
  await page.waitForURL(/\/main\//);
  await page.goto('/alice');
  await userCard(page, 'alice').getByRole('button', { name: 'Edit profile' }).click();
  await expect(settings(page)).toBeVisible();
  await expect(settings(page).getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
}

/** Records update_credentials requests from now on. */
function credentialRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/v1/accounts/update_credentials')) seen.push(r);
  });
  return seen;
}

test('alice edits her profile in the settings modal; the card shows it at once and after a reload', async ({ page }) => {
  await openOwnProfileSettings(page);
  const dialog = settings(page);
  // the form starts from the account's source values
  await expect(dialog.getByLabel('Name')).toHaveValue('Alice Liddell');
  await expect(dialog.getByLabel('Bio')).not.toHaveValue('');
  const rows = await dialog.locator('.profile-field-row').count();

  await dialog.getByLabel('Name').fill('Alice in Settings');
  await dialog.getByLabel('Bio').fill('Curiouser and curiouser.');
  await dialog.getByRole('button', { name: 'Add field' }).click();
  await dialog.getByLabel(`Label of field ${rows + 1}`).fill('Garden');
  await dialog.getByLabel(`Content of field ${rows + 1}`).fill('roses, painted red');
  await dialog.getByLabel('Restrict your account to approved followers only').check();
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Settings saved');

  const card = userCard(page, 'alice');
  await expect(card.getByRole('heading', { name: 'Alice in Settings' })).toBeVisible();
  await expect(card).toContainText('Curiouser and curiouser.');
  await expect(card).toContainText('Garden');
  await expect(card).toContainText('roses, painted red');
  await expect(card.getByText('Locked')).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.reload();
  await expect(card.getByRole('heading', { name: 'Alice in Settings' })).toBeVisible();
  await expect(card).toContainText('roses, painted red');
  await expect(card.getByText('Locked')).toBeVisible();
});

test('a failed save shows the server text and keeps the form as typed', async ({ page }) => {
  await openOwnProfileSettings(page);
  const dialog = settings(page);
  await dialog.getByLabel('Name').fill('Kept as typed');
  await failNext(page, { path: '/api/v1/accounts/update_credentials', status: 422, body: '{"error":"Name is not allowed"}' });
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Error saving settings: Name is not allowed');
  await expect(dialog.getByLabel('Name')).toHaveValue('Kept as typed');
  await expect(userCard(page, 'alice').getByRole('heading', { name: 'Alice Liddell' })).toBeVisible();
});

test('an avatar over the instance limit is refused with both sizes and nothing is sent', async ({ page }) => {
  await openOwnProfileSettings(page);
  const sent = credentialRequests(page);
  const dialog = settings(page);
  // the demo instance's avatar limit is 2,000,000 bytes
  await dialog.getByLabel('Choose a new Avatar').setInputFiles({
    name: 'huge.png',
    mimeType: 'image/png',
    buffer: Buffer.alloc(2_500_000),
  });
  await expect(dialog.getByRole('alert')).toHaveText('Upload failed. File too big [2.38 MiB / 1.91 MiB]');
  await expect(dialog.getByRole('button', { name: 'Save Avatar' })).toHaveCount(0);
  expect(sent).toHaveLength(0);
});

test('a new avatar is previewed, then sent as multipart and shown on the card', async ({ page }) => {
  await openOwnProfileSettings(page);
  const dialog = settings(page);
  const png = Buffer.from(
    '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a0a5e1b40000000049454e44ae426082',
    'hex',
  );
  await dialog.getByLabel('Choose a new Avatar').setInputFiles({ name: 'dot.png', mimeType: 'image/png', buffer: png });
  await expect(dialog.getByRole('img', { name: 'Preview of the new Avatar' })).toBeVisible();
  const request = page.waitForRequest('**/api/v1/accounts/update_credentials');
  await dialog.getByRole('button', { name: 'Save Avatar' }).click();
  expect((await request).headers()['content-type']).toContain('multipart/form-data');
  await expect(dialog.getByRole('img', { name: 'Current Avatar' })).toHaveAttribute('src', /\/media\/uploads\/.+\/dot\.png$/);
  await expect(userCard(page, 'alice').locator('.user-card-avatar img')).toHaveAttribute('src', /dot\.png$/);
});

test('the modal minimizes to a bar that restores it with what was typed', async ({ page }) => {
  await openOwnProfileSettings(page);
  const dialog = settings(page);
  await dialog.getByLabel('Bio').fill('Typed before minimizing');
  await dialog.getByRole('button', { name: 'Minimize' }).click();
  await expect(dialog).toBeHidden();
  const bar = page.getByRole('region', { name: 'Settings' });
  await expect(bar).toBeVisible();
  // the page scrolls again while minimized
  await expect(page.locator('body')).not.toHaveClass(/scroll-locked/);
  await bar.getByRole('button', { name: 'Restore' }).click();
  await expect(dialog).toBeVisible();
  await expect(page.locator('body')).toHaveClass(/scroll-locked/);
  await expect(dialog.getByLabel('Bio')).toHaveValue('Typed before minimizing');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(bar).toBeHidden();
});
