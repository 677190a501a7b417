import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { test, expect as baseExpect, feed, resetInstance, signIn } from './support';

// Opening the modal loads its chunks and sagas; a busy machine needs patience, not sleeps.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });
test.beforeEach(async ({ page }) => resetInstance(page));

const settings = (page: Page) => page.getByRole('dialog', { name: 'Settings' });

/** A bearer token for a demo account, for arranging and checking the server's state beside the page. */
async function tokenOf(page: Page, username: string): Promise<string> {
  const res = await page.request.post('/__demo/token', { data: { username } });
  expect(res.ok()).toBeTruthy();
  return ((await res.json()) as { access_token: string }).access_token;
}

async function idOf(page: Page, acct: string): Promise<string> {
  const res = await page.request.get(`/api/v1/accounts/lookup?acct=${acct}`);
  return String(((await res.json()) as { id: string | number }).id);
}

async function openTab(page: Page, tab: string) {
  await page.getByRole('button', { name: 'Settings', exact: true }).first().click();
  const dialog = settings(page);
  await expect(dialog).toBeVisible();
  await dialog.getByRole('tab', { name: tab }).click();
  await expect(dialog.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
  return dialog;
}

async function signedIn(page: Page) {
  await signIn(page);
  await page.waitForURL(/\/main\//);
}

test('block a domain from the mutes tab and unblock it', async ({ page }) => {
  await signedIn(page);
  const dialog = await openTab(page, 'Mutes and blocks');
  await dialog.getByRole('button', { name: 'Blocked domains' }).click();
  await expect(dialog.getByText('You have not blocked any domain.')).toBeVisible();

  // a typo is caught before anything is sent
  await dialog.getByLabel('Block a whole domain').fill('not a domain');
  await dialog.getByRole('button', { name: 'Block domain' }).click();
  await expect(dialog.getByRole('alert')).toContainText('That is not a domain name');

  await dialog.getByLabel('Block a whole domain').fill('https://Akkoma.Example/');
  await dialog.getByRole('button', { name: 'Block domain' }).click();
  const list = dialog.getByRole('list', { name: 'Blocked domains' });
  await expect(list.getByRole('listitem')).toHaveText([/akkoma\.example/]);
  const token = await tokenOf(page, 'alice');
  const blocked = async () =>
    (await (
      await page.request.get('/api/v1/domain_blocks', { headers: { Authorization: `Bearer ${token}` } })
    ).json()) as string[];
  await expect.poll(blocked).toEqual(['akkoma.example']);

  await dialog.getByRole('button', { name: 'Unblock akkoma.example' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(0);
  await expect(dialog.getByText('You have not blocked any domain.')).toBeVisible();
  await expect.poll(blocked).toEqual([]);
});

test('unmute an account from the list: its posts show again in the open timeline', async ({ page }) => {
  const token = await tokenOf(page, 'alice');
  const bob = await idOf(page, 'bob');
  const muted = await page.request.post(`/api/v1/accounts/${bob}/mute`, { headers: { Authorization: `Bearer ${token}` } });
  expect(muted.ok()).toBeTruthy();
  const posted = await page.request.post('/__demo/post', {
    data: { username: 'bob', status: 'bob speaks while muted', visibility: 'public' },
  });
  const postId = String(((await posted.json()) as { id: string | number }).id);

  await signedIn(page);
  await page.goto('/main/public');
  const post = feed(page).locator(`article[data-status-id="${postId}"]`);
  await expect(post).toBeVisible();
  await expect(post).not.toContainText('bob speaks while muted');

  const dialog = await openTab(page, 'Mutes and blocks');
  const list = dialog.getByRole('list', { name: 'Muted accounts' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText('@bob');
  // the demo server keeps mute ends, so the row says this one has none
  await expect(list).toContainText('Indefinitely');
  await dialog.getByRole('button', { name: 'Unmute @bob' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(0);
  await expect(dialog.getByText('You have not muted anyone.')).toBeVisible();

  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(dialog).toBeHidden();
  // no reload: the relationship the server answered reaches the rules at once
  await expect(post).toContainText('bob speaks while muted');
});

test('export the settings, reset them, import them back: they come back', async ({ page }) => {
  const posted = await page.request.post('/__demo/post', {
    data: { username: 'robot', status: 'beep from the settings robot', visibility: 'public' },
  });
  const botId = String(((await posted.json()) as { id: string | number }).id);
  await signedIn(page);
  await page.goto('/main/public');
  const bot = feed(page).locator(`article[data-status-id="${botId}"]`);
  await expect(bot).toContainText('beep from the settings robot');

  const quick = async (check: boolean | null) => {
    await page.getByRole('button', { name: 'Quick settings' }).click();
    const box = page.getByRole('checkbox', { name: 'Mute bot posts' });
    if (check === true) await box.check();
    const state = await box.isChecked();
    await page.keyboard.press('Escape');
    return state;
  };
  await quick(true);
  await expect(bot).not.toContainText('beep from the settings robot');

  // export from the header's backup menu
  const dialog = await openTab(page, 'Data import/export');
  const menu = dialog.getByRole('button', { name: 'Settings backup' });
  await expect(menu).toBeEnabled();
  await menu.click();
  const download = page.waitForEvent('download');
  const items = dialog.getByRole('group', { name: 'Settings backup' });
  await items.getByRole('button', { name: 'Export settings to a file' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('pleromafe_settings.json');
  const saved = await file.path();
  const exported = JSON.parse(await readFile(saved, 'utf8')) as Record<string, unknown>;
  expect(exported).toMatchObject({ muteBotStatuses: true, _pleroma_settings_version: [1, 0] });

  // reset, after the confirmation
  await menu.click();
  await items.getByRole('button', { name: 'Reset settings to defaults' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Reset every setting to its default?' });
  await confirm.getByRole('button', { name: 'Reset' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText('Settings reset to defaults')).toBeVisible();

  // a file that is not a settings backup changes nothing
  await dialog
    .getByTestId('settings-file-input')
    .first()
    .setInputFiles({
      name: 'theme.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify({ _pleroma_theme_version: 2 })),
    });
  await expect(page.getByText('Invalid file: it carries no settings version. No changes were made.')).toBeVisible();

  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(dialog).toBeHidden();
  await expect(bot).toContainText('beep from the settings robot');
  expect(await quick(null)).toBe(false);

  // import the exported file from the data tab
  await openTab(page, 'Data import/export');
  await dialog.getByRole('region', { name: 'Settings file' }).getByTestId('settings-file-input').setInputFiles(saved);
  await expect(page.getByText('Settings imported')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(bot).not.toContainText('beep from the settings robot');
  expect(await quick(null)).toBe(true);

  // and they were stored: a reload keeps them
  await page.reload();
  await expect(bot).not.toContainText('beep from the settings robot');
});
