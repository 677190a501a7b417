import type { Page } from '@playwright/test';
import { test, expect as baseExpect, posts, resetInstance, signIn } from './support';

// Each profile step may load a lazy chunk (screen, flows) first; a busy machine needs patience, not sleeps.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });
test.beforeEach(async ({ page }) => resetInstance(page));

const PASSWORD = 'demo-password';

async function signInAs(page: Page, username: string) {
  await signIn(page, { username, password: PASSWORD });
  await page.waitForURL(/\/main\//);
}

/** The user card of `acct` (a region named after the user). */
const userCard = (page: Page, acct: string) => page.getByRole('region', { name: `Profile of ${acct}` });

async function accountId(page: Page, acct: string): Promise<string> {
  const res = await page.request.get(`/api/v1/accounts/lookup?acct=${encodeURIComponent(acct)}`);
  expect(res.ok()).toBeTruthy();
  return ((await res.json()) as { id: string }).id;
}

/** A token for `username`, as another client would get one (password grant). */
async function tokenFor(page: Page, username: string): Promise<string> {
  const app = await page.request.post('/api/v1/apps', {
    form: { client_name: 'profile-spec', redirect_uris: 'urn:ietf:wg:oauth:2.0:oob', scopes: 'read write follow' },
  });
  const { client_id, client_secret } = (await app.json()) as { client_id: string; client_secret: string };
  const res = await page.request.post('/oauth/token', {
    form: { grant_type: 'password', username, password: PASSWORD, client_id, client_secret, scope: 'read write follow' },
  });
  expect(res.ok()).toBeTruthy();
  return ((await res.json()) as { access_token: string }).access_token;
}

test('a profile opens by id, by /users/{name} and by /{name}', async ({ page }) => {
  const id = await accountId(page, 'alice');
  for (const path of [`/users/${id}`, '/users/alice', '/alice']) {
    await page.goto(path);
    const card = userCard(page, 'alice');
    await expect(card.getByRole('heading', { name: 'Alice Liddell' })).toBeVisible();
    await expect(card).toContainText('she/her');
    await expect(posts(page).first()).toBeVisible();
  }
  // The statuses tab starts with the pinned posts, marked.
  await expect(posts(page).first()).toContainText('Pinned');
});

test('a visitor sees the remote-follow form on a local user, not on a remote one', async ({ page }) => {
  await page.goto('/alice');
  const form = userCard(page, 'alice').locator('form.remote-follow');
  await expect(form.getByRole('button', { name: 'Remote follow' })).toBeVisible();
  await expect(form).toHaveAttribute('action', '/main/ostatus');
  await expect(form.locator('input[name="nickname"]')).toHaveValue('alice');
  const kai = await accountId(page, 'kai@akkoma.example');
  await page.goto(`/users/${kai}`);
  await expect(userCard(page, 'kai@akkoma.example').getByRole('heading', { name: /Kai/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remote follow' })).toHaveCount(0);
});

test('role, bot and locked flags show on the card', async ({ page }) => {
  await page.goto('/admin');
  await expect(userCard(page, 'admin')).toContainText('Admin');
  await page.goto('/robot');
  await expect(userCard(page, 'robot')).toContainText('Bot');
  await page.goto('/carol');
  await expect(userCard(page, 'carol')).toContainText('Locked');
});

test('a missing profile says so', async ({ page }) => {
  await page.goto('/nobody-by-this-name');
  await expect(page.getByRole('alert')).toHaveText('Sorry, this profile does not exist.');
  await page.goto('/users/nobody-by-this-name');
  await expect(page.getByRole('alert')).toHaveText('Sorry, this profile does not exist.');
});

test('remote users resolve to their profile in both route forms, or say not found', async ({ page }) => {
  await signInAs(page, 'bob');
  const kai = await accountId(page, 'kai@akkoma.example');
  for (const path of ['/remote-users/@kai@akkoma.example', '/remote-users/akkoma.example/kai']) {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`/users/${kai}$`));
    await expect(userCard(page, 'kai@akkoma.example').getByRole('heading', { name: /Kai/ })).toBeVisible();
  }
  for (const path of ['/remote-users/@nobody@nowhere.example', '/remote-users/nowhere.example/nobody']) {
    await page.goto(path);
    await expect(page.getByRole('alert')).toHaveText('Not found.');
  }
});

test('each tab is in the hash and loads its own list', async ({ page }) => {
  await signInAs(page, 'alice');
  await page.goto('/alice');
  const tabs = page.getByRole('navigation', { name: 'Profile sections' });
  await expect(tabs.getByRole('link', { name: 'Posts' })).toHaveAttribute('aria-current', 'page');

  const media = page.waitForRequest((r) => /\/accounts\/[^/]+\/statuses\?.*only_media=true/.test(r.url()));
  await tabs.getByRole('link', { name: 'Media' }).click();
  await expect(page).toHaveURL(/\/alice#media$/);
  await media;
  await expect(posts(page).first()).toBeVisible();

  const replies = page.waitForRequest(
    (r) => /\/accounts\/[^/]+\/statuses\?/.test(r.url()) && !/only_media|exclude_replies/.test(r.url()),
  );
  await tabs.getByRole('link', { name: 'With replies' }).click();
  await expect(page).toHaveURL(/#replies$/);
  await replies;

  const favourites = page.waitForRequest((r) => r.url().includes('/api/v1/favourites'));
  await tabs.getByRole('link', { name: 'Favorites' }).click();
  await expect(page).toHaveURL(/#favorites$/);
  await favourites;
  await expect(posts(page).first()).toBeVisible();

  await tabs.getByRole('link', { name: 'Following' }).click();
  await expect(page).toHaveURL(/#follows$/);
  const main = page.locator('#main');
  await expect(main.getByRole('link', { name: 'Ada Admin' })).toBeVisible();
  // Own profile: followed hashtags as a sub-tab.
  await page.getByRole('tab', { name: 'Hashtags' }).click();
  await expect(main.getByRole('link', { name: '#books' })).toBeVisible();

  await tabs.getByRole('link', { name: 'Followers' }).click();
  await expect(page).toHaveURL(/#followers$/);
  await expect(main.locator('.user-list-item').first()).toBeVisible();

  // Coming back to a seen tab starts its timeline over.
  const again = page.waitForRequest((r) => /only_media=true/.test(r.url()));
  await tabs.getByRole('link', { name: 'Media' }).click();
  await again;

  // The hash opens its tab directly; others' profiles have no favorites tab.
  await page.goto('/bob#media');
  await expect(tabs.getByRole('link', { name: 'Media' })).toHaveAttribute('aria-current', 'page');
  await expect(tabs.getByRole('link', { name: 'Favorites' })).toHaveCount(0);
});

test('following a locked account is pending until approved, then following', async ({ page }) => {
  await signInAs(page, 'mod');
  await page.goto('/carol');
  const card = userCard(page, 'carol');
  await card.getByRole('button', { name: 'Follow', exact: true }).click();
  await expect(card.getByRole('button', { name: 'Request sent!' })).toBeVisible();

  const carol = await tokenFor(page, 'carol');
  const mod = await accountId(page, 'mod');
  const res = await page.request.post(`/api/v1/follow_requests/${mod}/authorize`, {
    headers: { Authorization: `Bearer ${carol}` },
  });
  expect(res.ok()).toBeTruthy();

  await page.reload();
  await expect(userCard(page, 'carol').getByRole('button', { name: 'Unfollow' })).toBeVisible();
});

test('mute and block ask first when the confirmations are on', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('config', JSON.stringify({ modalOnMute: true, modalOnBlock: true })));
  await signInAs(page, 'bob');
  await page.goto('/dave');
  const card = userCard(page, 'dave');
  const more = card.getByRole('button', { name: 'More actions' });

  await more.click();
  await card.getByRole('button', { name: 'Mute', exact: true }).click();
  const muteDialog = page.getByRole('alertdialog', { name: 'Mute this user?' });
  await muteDialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(muteDialog).toHaveCount(0);
  await more.click();
  await card.getByRole('button', { name: 'Mute', exact: true }).click();
  await muteDialog.getByRole('button', { name: 'Mute' }).click();
  await more.click();
  await expect(card.getByRole('button', { name: 'Unmute' })).toBeVisible();
  await page.keyboard.press('Escape');

  await more.click();
  await card.getByRole('button', { name: 'Block', exact: true }).click();
  const blockDialog = page.getByRole('alertdialog', { name: 'Block this user?' });
  await expect(blockDialog).toContainText('dave');
  await blockDialog.getByRole('button', { name: 'Block' }).click();
  await more.click();
  await expect(card.getByRole('button', { name: 'Unblock' })).toBeVisible();

  const token = await tokenFor(page, 'bob');
  const dave = await accountId(page, 'dave');
  const rel = await page.request.get(`/api/v1/accounts/relationships?id[]=${dave}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const [relationship] = (await rel.json()) as { muting: boolean; blocking: boolean }[];
  expect(relationship).toMatchObject({ muting: true, blocking: true });
});

test('the private note is saved once typing stops', async ({ page }) => {
  // The note is saved a moment after the last keystroke (a timer). The app's clock stands still while
  // the test types, so a keystroke that a busy machine delays is never taken for a pause.
  await page.clock.install();
  await signInAs(page, 'bob');
  await page.goto('/erin');
  const note = userCard(page, 'erin').getByRole('textbox', { name: 'Personal note' });
  await expect(note).toBeEditable();
  const saves: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/note')) saves.push(r.postData() ?? '');
  });
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
  await note.pressSequentially('Met at the garden fair', { delay: 20 });
  expect(saves).toEqual([]);
  await page.clock.resume();
  await expect(userCard(page, 'erin').getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
  // One save for the whole burst of typing.
  expect(saves).toHaveLength(1);

  const token = await tokenFor(page, 'bob');
  const erin = await accountId(page, 'erin');
  const rel = await page.request.get(`/api/v1/accounts/relationships?id[]=${erin}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const [relationship] = (await rel.json()) as { note: string }[];
  expect(relationship.note).toBe('Met at the garden fair');
});

test('who to follow: the sidebar panel and the full list', async ({ page }) => {
  await signInAs(page, 'bob');
  const panel = page.locator('.who-to-follow-panel');
  await expect(panel.getByRole('heading', { name: 'Who to follow' })).toBeVisible();
  await expect(panel.locator('li')).not.toHaveCount(0);
  expect(await panel.locator('li').count()).toBeLessThanOrEqual(3);
  await panel.getByRole('link', { name: 'More' }).click();
  await expect(page).toHaveURL(/\/who-to-follow$/);
  await expect(page.locator('.who-to-follow .user-list-item').first()).toBeVisible();
  await expect(page.locator('.who-to-follow .user-list-item').first().getByRole('button')).toBeVisible();
});

test('report from the card: the form opens for the user with no post picked, and sends', async ({ page }) => {
  await signInAs(page, 'bob');
  await page.goto('/dave');
  const card = userCard(page, 'dave');
  await card.getByRole('button', { name: 'More actions' }).click();
  await card.getByRole('button', { name: 'Report' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report dave' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('checkbox', { checked: true })).toHaveCount(0);
  await dialog.getByRole('textbox').fill('Spam account');
  const sent = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/v1/reports'));
  await dialog.getByRole('button', { name: 'Submit' }).click();
  expect((await sent).postData()).toContain('Spam account');
  await expect(dialog).toHaveCount(0);
});

test('changing tab far down a profile keeps the tabs in view instead of jumping to the top', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 700 });
  await page.goto('/alice');
  await expect(posts(page).first()).toBeVisible();
  await page.mouse.wheel(0, 2500);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  const tabs = page.getByRole('navigation', { name: 'Profile sections' });
  await tabs.getByRole('link', { name: 'With replies' }).click();
  await expect(page).toHaveURL(/#replies$/);
  await expect(posts(page).first()).toBeVisible();
  // The new tab's timeline starts at its heading, under the top bar: not at the page's top (the user card).
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  await expect(
    page.getByRole('heading', { name: 'With replies', level: 1 }).or(page.locator('#timeline-title')),
  ).toBeInViewport();
});

test('Mention on a user card opens the new-post modal addressed to the user', async ({ page }) => {
  await signInAs(page, 'alice');
  await page.goto('/bob');
  const card = userCard(page, 'bob');
  await card.getByRole('button', { name: 'More actions' }).click();
  await card.getByRole('button', { name: 'Mention' }).click();
  const text = page.getByRole('dialog').getByRole('textbox', { name: 'Post text' });
  await expect(text).toHaveValue('@bob ');
  await expect(text).toBeFocused();
});
