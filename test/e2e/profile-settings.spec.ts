import type { Page, Request } from '@playwright/test';
import { test, expect as baseExpect, failNext, recordAnnouncements, resetInstance, signIn, timesAnnounced } from './support';
import { encodePng } from '../instance/media/png';

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

/** A real picture of the given size: a diagonal colour ramp. */
const picture = (width: number, height: number) =>
  encodePng(width, height, (x, y) => [Math.round(x * 255), Math.round(y * 255), 120]);

/** A PNG's width and height, from its header. */
async function pngSize(page: Page, url: string): Promise<{ width: number; height: number }> {
  const body = await (await page.request.get(url)).body();
  expect(body.subarray(1, 4).toString('ascii')).toBe('PNG');
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
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
  const announced = await recordAnnouncements(page);
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
  // an account setting is saved at once, alone; the typed form waits for its button
  const sent = credentialRequests(page);
  await dialog.getByLabel('Restrict your account to approved followers only').check();
  await expect.poll(() => timesAnnounced(announced, 'Settings saved')).toBe(1);
  expect(sent.map((r) => r.postData())).toEqual(['locked=true']);
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  // (the first save's "Settings saved" may still be up, and is not said again: the second is told by its request)
  await expect.poll(() => sent.length).toBe(2);
  expect((await sent[1].response())?.ok()).toBe(true);
  expect(new URLSearchParams(sent[1].postData() ?? '').has('locked')).toBe(false);

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

test('a file over the instance limit that is no picture to crop is refused with both sizes, and nothing is sent', async ({
  page,
}) => {
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

test('a new avatar is cropped square (mouse-free), previewed, sent as multipart and shown on the card', async ({ page }) => {
  await openOwnProfileSettings(page);
  const dialog = settings(page);
  await dialog
    .getByLabel('Choose a new Avatar')
    .setInputFiles({ name: 'dot.png', mimeType: 'image/png', buffer: picture(300, 200) });
  const crop = page.getByRole('dialog', { name: 'Crop the new Avatar' });
  await expect(crop).toBeVisible();
  // zoom in with the keyboard on the slider, then move the frame with the arrow keys
  const zoom = crop.getByRole('slider', { name: 'Zoom' });
  await expect(zoom).toBeFocused();
  await zoom.press('ArrowRight');
  await zoom.press('ArrowRight');
  await expect(zoom).toHaveValue('1.1');
  const frame = crop.getByRole('application', { name: 'Part of the picture to keep' });
  await frame.focus();
  await frame.press('ArrowLeft');
  await crop.getByRole('button', { name: 'Apply' }).click();
  await expect(crop).toBeHidden();
  await expect(dialog.getByRole('img', { name: 'Preview of the new Avatar' })).toHaveAttribute('src', /^blob:/);
  const request = page.waitForRequest('**/api/v1/accounts/update_credentials');
  await dialog.getByRole('button', { name: 'Save Avatar' }).click();
  expect((await request).headers()['content-type']).toContain('multipart/form-data');
  const current = dialog.getByRole('img', { name: 'Current Avatar' });
  await expect(current).toHaveAttribute('src', /\/media\/uploads\/.+\/dot\.png$/);
  // what went up is the cropped square: 200 / 1.1 of the 300×200 picture's height
  const size = await pngSize(page, (await current.getAttribute('src')) ?? '');
  expect(size.width).toBe(size.height);
  expect(size.width).toBeGreaterThanOrEqual(180);
  expect(size.width).toBeLessThanOrEqual(183);
  await expect(userCard(page, 'alice').locator('.user-card-avatar img')).toHaveAttribute('src', /dot\.png$/);
});

test('a banner is cropped 3:1 and sent; reset, the default header comes back', async ({ page }) => {
  await openOwnProfileSettings(page);
  const dialog = settings(page);
  await dialog
    .getByLabel('Choose a new Banner')
    .setInputFiles({ name: 'wide.png', mimeType: 'image/png', buffer: picture(600, 400) });
  const crop = page.getByRole('dialog', { name: 'Crop the new Banner' });
  await crop.getByRole('button', { name: 'Apply' }).click();
  await dialog.getByRole('button', { name: 'Save Banner' }).click();
  const current = dialog.getByRole('img', { name: 'Current Banner' });
  await expect(current).toHaveAttribute('src', /\/wide\.png$/);
  expect(await pngSize(page, (await current.getAttribute('src')) ?? '')).toEqual({ width: 600, height: 200 });

  // Akkoma (the demo) takes an empty value for "back to the default"
  const sent = credentialRequests(page);
  await dialog.getByRole('button', { name: 'Reset Banner' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Reset Banner' }).click();
  await expect(current).toHaveAttribute('src', /\/media\/headers\/.+\.svg$/);
  expect(sent).toHaveLength(1);
  expect(sent[0].postData()).toMatch(/name="header"\r\n\r\n\r\n/);
  await page.keyboard.press('Escape');
  await expect(userCard(page, 'alice').locator('.user-card-banner img')).toHaveAttribute('src', /\/media\/headers\/.+\.svg$/);
});

test('an account setting the server refuses goes back, with its words; Akkoma’s followback is offered under "locked"', async ({
  page,
}) => {
  const announced = await recordAnnouncements(page);
  await openOwnProfileSettings(page);
  const dialog = settings(page);
  const hideFollows = dialog.getByRole('checkbox', { name: "Don't show who I'm following" });
  await expect(hideFollows).not.toBeChecked();
  await failNext(page, { path: '/api/v1/accounts/update_credentials', status: 422, body: '{"error":"Not allowed today"}' });
  // a click, not check(): the box is meant to go back
  await hideFollows.click();
  await expect(dialog.getByRole('alert')).toHaveText('Error saving settings: Not allowed today');
  // the short status (2 s) said it too
  await expect.poll(() => timesAnnounced(announced, 'Error saving settings')).toBe(1);
  await expect(hideFollows).not.toBeChecked();
  // the server's words stay 5 s
  await expect(dialog.getByRole('alert')).toBeHidden({ timeout: 10_000 });

  const followback = dialog.getByRole('checkbox', { name: 'Let accounts I follow follow me without asking' });
  await expect(followback).toBeDisabled();
  await dialog.getByRole('checkbox', { name: 'Restrict your account to approved followers only' }).check();
  await expect(followback).toBeEnabled();
  const sent = credentialRequests(page);
  await followback.check();
  await expect.poll(() => sent.map((r) => r.postData())).toEqual(['permit_followback=true']);
  await hideFollows.check();
  await expect.poll(() => sent.length).toBe(2);
  await expect.poll(() => timesAnnounced(announced, 'Settings saved')).toBeGreaterThanOrEqual(1);

  // the server kept them: a fresh start shows them
  await page.reload();
  await userCard(page, 'alice').getByRole('button', { name: 'Edit profile' }).click();
  await expect(settings(page).getByRole('checkbox', { name: "Don't show who I'm following" })).toBeChecked();
  await expect(settings(page).getByRole('checkbox', { name: 'Let accounts I follow follow me without asking' })).toBeChecked();
});

test('a deactivated account cannot sign in, and the sign-in says why in the server’s words', async ({ page }) => {
  const res = await page.request.post('/__demo/account', { data: { username: 'bob', deactivated: true } });
  expect(res.ok()).toBeTruthy();
  await signIn(page, { username: 'bob', password: 'demo-password' });
  await expect(page.getByRole('alert')).toContainText('Your account is currently disabled');
  await expect(page).toHaveURL(/\/login/);
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
