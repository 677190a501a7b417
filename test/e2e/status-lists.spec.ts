// Who favourited or repeated (avatar list and user-list popover), translating with the language pickers, and
// replyVisibility applied by the client on a server that ignores the parameter.
import type { Page } from '@playwright/test';
import { test, expect, feed, resetInstance, signIn } from './support';

test.beforeEach(async ({ page }) => resetInstance(page));

async function post(page: Page, username: string, status: string, extra: Record<string, string> = {}): Promise<string> {
  const res = await page.request.post('/__demo/post', { data: { username, status, visibility: 'public', ...extra } });
  expect(res.ok()).toBeTruthy();
  return String(((await res.json()) as { id: string | number }).id);
}

async function signedIn(page: Page) {
  await signIn(page);
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
}

test('the opened post lists who favourited and repeated; the count opens the list, 16 at a time', async ({ page }) => {
  const id = await post(page, 'bob', 'Everyone loves this one');
  // 3 new accounts repeat it, 17 others favourite it
  expect((await page.request.post('/__demo/fans', { data: { id, count: '3', kinds: 'reblog' } })).ok()).toBeTruthy();
  expect((await page.request.post('/__demo/fans', { data: { id, count: '17' } })).ok()).toBeTruthy();
  await signedIn(page);
  await page.goto(`/notice/${id}`);
  const opened = page.locator(`article[data-status-id="${id}"]`);
  const people = opened.getByRole('region', { name: 'Who favourited or repeated this post' });
  // at most 15 avatars, then '+N': the 19 loaded (3 repeaters, the first 16 favourites), 15 shown; until the last
  // favourite is loaded it could be one of the repeaters, so it is not counted
  await expect(people.getByRole('listitem').getByRole('link')).toHaveCount(15);
  await expect(people.getByText('+4', { exact: true })).toBeVisible();

  // hovering the favourite count in the action bar opens the list (after 25 ms); leaving closes it
  const count = opened.getByRole('group', { name: 'Post actions' }).getByRole('button', { name: 'Favourited by 17 people' });
  await count.hover();
  const list = page.getByRole('dialog', { name: 'Favourited by' });
  await expect(list.getByRole('link')).toHaveCount(16);
  await page.mouse.move(5, 5);
  await expect(list).toHaveCount(0);

  // from the keyboard: Enter opens it with focus inside, 'Load more' brings the rest, Escape closes it
  await people.getByRole('button', { name: '17 favourites' }).focus();
  await page.keyboard.press('Enter');
  await expect(list.getByRole('link')).toHaveCount(16);
  await expect(list).toBeFocused();
  await list.getByRole('button', { name: 'Load more' }).click();
  await expect(list.getByRole('link')).toHaveCount(17);
  await expect(list.getByRole('button', { name: 'Load more' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(list).toHaveCount(0);
  await expect(people.getByRole('button', { name: '17 favourites' })).toBeFocused();

  // the repeat count opens who repeated
  await people.getByRole('button', { name: '3 repeats' }).click();
  await expect(page.getByRole('dialog', { name: 'Repeated by' }).getByRole('link')).toHaveCount(3);
});

test('translate: the pickers offer the server’s languages and the chosen target is remembered', async ({ page }) => {
  const first = await post(page, 'bob', 'Good morning everyone');
  const second = await post(page, 'bob', 'Good night everyone');
  await signedIn(page);
  await page.goto(`/notice/${first}`);
  const card = page.locator(`article[data-status-id="${first}"]`);
  await card.getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name: 'Translate' }).click();
  // never chosen: into the interface's language at once, and the pickers ask for a choice
  await expect(card.locator('.status-translation')).toContainText('[en] Good morning everyone');
  const pickers = card.getByRole('form', { name: 'Translate this post' });
  await expect(pickers.getByRole('combobox', { name: 'To' })).toHaveValue('en');
  await pickers.getByRole('combobox', { name: 'From' }).selectOption('en');
  await pickers.getByRole('combobox', { name: 'To' }).selectOption('de');
  await pickers.getByRole('button', { name: 'Translate' }).click();
  await expect(card.locator('.status-translation')).toContainText('[de] Good morning everyone');
  await expect(card.getByRole('heading', { name: /Translated from English to German/ })).toBeVisible();
  await expect(pickers).toHaveCount(0);

  // German is remembered: the next post translates without asking
  await page.goto(`/notice/${second}`);
  const next = page.locator(`article[data-status-id="${second}"]`);
  await next.getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name: 'Translate' }).click();
  await expect(next.locator('.status-translation')).toContainText('[de] Good night everyone');
  await expect(next.getByRole('form', { name: 'Translate this post' })).toHaveCount(0);
  // 'Show original' takes it away
  await next.getByRole('button', { name: 'Show original' }).click();
  await expect(next.locator('.status-translation')).toHaveCount(0);
});

test("replyVisibility 'self' hides replies to others on home, when the server ignores the parameter", async ({ page }) => {
  // a server that ignores reply_visibility, as Mastodon does
  await page.route('**/api/v1/timelines/home*', (route) => {
    const url = new URL(route.request().url());
    url.searchParams.delete('reply_visibility');
    return route.continue({ url: url.toString() });
  });
  const toErin = await post(page, 'erin', 'Erin asks about trains');
  const toAlice = await post(page, 'alice', 'Alice asks about books');
  const replyToErin = await post(page, 'bob', '@erin the night train is great', { in_reply_to_id: toErin });
  const replyToAlice = await post(page, 'bob', '@alice read the classics', { in_reply_to_id: toAlice });
  const bobThread = await post(page, 'bob', 'A thread of my own');
  const threadReply = await post(page, 'bob', 'and its second part', { in_reply_to_id: bobThread });
  await signedIn(page);
  await page.goto('/main/friends');
  const row = (id: string) => feed(page).locator(`article[data-status-id="${id}"]`);
  await expect(row(replyToErin)).toBeVisible();

  await page.getByRole('button', { name: 'Quick settings' }).click();
  await page.getByRole('radio', { name: 'Only replies to me', exact: true }).check();
  await page.keyboard.press('Escape');
  await expect(row(replyToErin)).toHaveCount(0);
  await expect(row(replyToAlice)).toBeVisible();
  await expect(row(threadReply)).toBeVisible();
});
