import type { Page } from '@playwright/test';
import { test, expect as baseExpect, failNext, resetInstance, signIn } from './support';

// The menu, its flows and the profile screen come in lazy chunks; a busy machine needs patience, not sleeps.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });
test.beforeEach(async ({ page }) => resetInstance(page));

async function signInAs(page: Page, username: string) {
  await signIn(page, { username, password: 'demo-password' });
  await page.waitForURL(/\/main\//);
}

const userCard = (page: Page, acct: string) => page.getByRole('region', { name: `Profile of ${acct}` });
/** The open menu (the popover panel is a group named after its button). */
const menu = (page: Page) => page.getByRole('group', { name: 'Moderation' });
const item = (page: Page, name: string) => menu(page).getByRole('button', { name, exact: true });

async function openMenu(page: Page, acct: string) {
  await userCard(page, acct).getByRole('button', { name: 'Moderation' }).click();
  await expect(menu(page)).toBeVisible();
}

/** bob as the server now has him, seen by the admin (the demo shows roles, tags and activation). */
async function bobOnServer(page: Page) {
  const res = await page.request.get('/api/v1/accounts/bob');
  return ((await res.json()) as { pleroma: { is_moderator: boolean; tags: string[]; deactivated: boolean } }).pleroma;
}

test('an admin grants moderator, forces NSFW, deactivates and deletes bob from his profile', async ({ page }) => {
  await signInAs(page, 'admin');
  await page.goto('/bob');
  const card = userCard(page, 'bob');
  await expect(card.getByRole('heading', { name: /Bob/ })).toBeVisible();
  await openMenu(page, 'bob');
  for (const name of [
    'Admin',
    'Moderator',
    'Deactivated',
    'Mark all posts as NSFW',
    'Keep posts from federating',
    'Delete account',
  ])
    await expect(item(page, name)).toBeVisible();

  // Grant moderator: the check and the card's badge follow the server.
  await expect(item(page, 'Moderator')).toHaveAttribute('aria-pressed', 'false');
  await item(page, 'Moderator').click();
  await expect(item(page, 'Moderator')).toHaveAttribute('aria-pressed', 'true');
  await expect(card.locator('.user-card-role-moderator')).toHaveText('Moderator');
  expect((await bobOnServer(page)).is_moderator).toBe(true);

  // Force NSFW, a TagPolicy tag.
  await item(page, 'Mark all posts as NSFW').click();
  await expect(item(page, 'Mark all posts as NSFW')).toHaveAttribute('aria-pressed', 'true');
  expect((await bobOnServer(page)).tags).toEqual(['mrf_tag:media-force-nsfw']);

  // After a reload the checks still say so.
  await page.reload();
  await expect(card.locator('.user-card-role-moderator')).toBeVisible();
  await openMenu(page, 'bob');
  await expect(item(page, 'Moderator')).toHaveAttribute('aria-pressed', 'true');
  await expect(item(page, 'Mark all posts as NSFW')).toHaveAttribute('aria-pressed', 'true');
  await expect(item(page, 'Admin')).toHaveAttribute('aria-pressed', 'false');

  // Deactivate: the card shows it.
  await item(page, 'Deactivated').click();
  await expect(item(page, 'Deactivated')).toHaveAttribute('aria-pressed', 'true');
  await expect(card.locator('.user-card-badge-danger')).toHaveText('Deactivated');
  expect((await bobOnServer(page)).deactivated).toBe(true);
  await page.keyboard.press('Escape');

  // Delete from his profile, reached from the public timeline: back there afterwards.
  await page.goto('/main/public');
  await page.goto('/bob');
  await openMenu(page, 'bob');
  await item(page, 'Delete account').click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete bob?' });
  await expect(dialog).toContainText('permanently delete the data from this account and deactivate it');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  expect((await (await page.request.get('/api/v1/accounts/bob/statuses')).json()) as unknown[]).not.toEqual([]);

  await openMenu(page, 'bob');
  await item(page, 'Delete account').click();
  await page.getByRole('alertdialog', { name: 'Delete bob?' }).getByRole('button', { name: 'Delete account' }).click();
  await page.waitForURL(/\/main\/public$/);
  expect((await (await page.request.get('/api/v1/accounts/bob/statuses')).json()) as unknown[]).toEqual([]);
});

test('a moderator who hides the role: no badge, but the menu still knows (admin API)', async ({ page }) => {
  const app = await page.request.post('/api/v1/apps', {
    form: { client_name: 'moderation-spec', redirect_uris: 'urn:ietf:wg:oauth:2.0:oob', scopes: 'read write' },
  });
  const { client_id, client_secret } = (await app.json()) as { client_id: string; client_secret: string };
  const token = async (username: string) => {
    const res = await page.request.post('/oauth/token', {
      form: { grant_type: 'password', username, password: 'demo-password', client_id, client_secret, scope: 'read write' },
    });
    return ((await res.json()) as { access_token: string }).access_token;
  };
  const admin = await token('admin');
  expect(
    (
      await page.request.post('/api/v1/pleroma/admin/users/bob/permission_group/moderator', {
        headers: { Authorization: `Bearer ${admin}` },
      })
    ).ok(),
  ).toBe(true);
  const bob = await token('bob');
  const hide = await page.request.patch('/api/v1/accounts/update_credentials', {
    headers: { Authorization: `Bearer ${bob}` },
    form: { show_role: 'false' },
  });
  expect(hide.ok()).toBe(true);

  await signInAs(page, 'admin');
  await page.goto('/bob');
  const card = userCard(page, 'bob');
  await expect(card.getByRole('heading', { name: /Bob/ })).toBeVisible();
  await expect(card.locator('.user-card-role-moderator')).toHaveCount(0);
  await openMenu(page, 'bob');
  await expect(item(page, 'Moderator')).toHaveAttribute('aria-pressed', 'true');
  await expect(item(page, 'Admin')).toHaveAttribute('aria-pressed', 'false');
  // Revoking works from there too.
  await item(page, 'Moderator').click();
  await expect(item(page, 'Moderator')).toHaveAttribute('aria-pressed', 'false');
  const roles = await page.request.get('/api/v1/pleroma/admin/users/bob', { headers: { Authorization: `Bearer ${admin}` } });
  expect(((await roles.json()) as { roles: object }).roles).toEqual({ admin: false, moderator: false });
});

test('a failed change shows the server text and keeps the check as it was', async ({ page }) => {
  await signInAs(page, 'admin');
  await page.goto('/bob');
  await openMenu(page, 'bob');
  await failNext(page, { path: '/api/v1/pleroma/admin/users/tag', status: 422, body: '{"error":"Tag storage is read-only"}' });
  await item(page, 'Remove media from posts').click();
  await expect(page.getByRole('alert')).toContainText('Tag storage is read-only');
  await expect(item(page, 'Remove media from posts')).toHaveAttribute('aria-pressed', 'false');
  await expect(item(page, 'Remove media from posts')).toBeEnabled();
  expect((await bobOnServer(page)).tags).toEqual([]);
});

test('a remote user has no rights items; without TagPolicy there are no tag items', async ({ page }) => {
  await signInAs(page, 'admin');
  const kai = (await (await page.request.get('/api/v1/accounts/lookup?acct=kai@akkoma.example')).json()) as { id: string };
  await page.goto(`/users/${kai.id}`);
  await openMenu(page, 'kai@akkoma.example');
  await expect(item(page, 'Deactivated')).toBeVisible();
  await expect(item(page, 'Mark all posts as NSFW')).toBeVisible();
  await expect(item(page, 'Admin')).toHaveCount(0);
  await expect(item(page, 'Keep posts from federating')).toHaveCount(0);

  await page.request.post('/__demo/mrf', { data: { tag_policy: false } });
  await page.goto('/bob');
  await openMenu(page, 'bob');
  await expect(item(page, 'Moderator')).toBeVisible();
  await expect(item(page, 'Mark all posts as NSFW')).toHaveCount(0);
});

for (const who of ['mod', 'alice']) {
  test(`${who} sees no Moderation button`, async ({ page }) => {
    // The menu's chunk is never even asked for.
    const chunks: string[] = [];
    page.on('request', (r) => {
      if (/\/moderation\.[^/]*\.js$/.test(r.url())) chunks.push(r.url());
    });
    await signInAs(page, who);
    await page.goto('/bob');
    const card = userCard(page, 'bob');
    await expect(card.getByRole('button', { name: 'More actions' })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Moderation' })).toHaveCount(0);
    expect(chunks).toEqual([]);
  });
}
