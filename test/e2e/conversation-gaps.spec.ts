import type { Page } from '@playwright/test';
import { test, expect, signIn, resetInstance } from './support';

test.beforeEach(async ({ page }) => resetInstance(page));

async function control<T>(page: Page, path: string, data: Record<string, unknown> = {}): Promise<T> {
  const res = await page.request.post(`/__demo/${path}`, { data });
  expect(res.ok(), `${path} answered ${res.status()}`).toBeTruthy();
  return (await res.json()) as T;
}

/** A public post made through the demo's control API; its id. */
const post = async (page: Page, username: string, status: string, inReplyTo?: string): Promise<string> =>
  String(
    (await control<{ id: string | number }>(page, 'post', { username, status, visibility: 'public', in_reply_to_id: inReplyTo }))
      .id,
  );

const card = (page: Page, id: string) => page.locator(`article[data-status-id="${id}"]`);

/** Settings as the settings screen would store them, for the next page loads. */
const withSettings = (page: Page, settings: Record<string, unknown>) =>
  page.addInitScript((s) => localStorage.setItem('config', JSON.stringify(s)), settings);

async function aliceSocketOpen(page: Page): Promise<boolean> {
  const res = await page.request.get('/__demo/socket/clients');
  const clients = (await res.json()) as { account: string | null; streams: string[][] }[];
  return clients.some((c) => c.account === 'alice' && c.streams.some((s) => s[0] === 'user'));
}

test.describe('the post in the address is never hidden by mute rules', () => {
  test('muted bots with "hide filtered posts": the opened bot post shows in full, its bot reply stays hidden', async ({
    page,
  }) => {
    await withSettings(page, { muteBotStatuses: true, hideFilteredStatuses: true });
    const root = await post(page, 'robot', 'Robot status report: all systems nominal');
    const botReply = await post(page, 'robot', 'Robot follow-up: still nominal', root);
    const human = await post(page, 'bob', 'Glad to hear it, robot', root);

    await page.goto(`/notice/${root}`);
    await expect(card(page, human)).toContainText('Glad to hear it, robot');
    await expect(card(page, root)).toContainText('all systems nominal');
    await expect(card(page, root)).toHaveAttribute('aria-current', 'true');
    await expect(card(page, botReply)).toHaveCount(0);

    // opened on the bot's reply: now that one shows, and the bot's root above it is hidden
    await page.goto(`/notice/${botReply}`);
    await expect(card(page, botReply)).toContainText('Robot follow-up: still nominal');
    await expect(card(page, botReply)).toHaveAttribute('aria-current', 'true');
    await expect(card(page, root)).toHaveCount(0);
  });

  test('a mute word: the opened post waits behind the notice with the eye toggle, a reply with the word is hidden', async ({
    page,
  }) => {
    await withSettings(page, { muteWords: ['pineapple'], hideFilteredStatuses: true });
    const root = await post(page, 'bob', 'Pineapple on pizza: yes or no?');
    const wordReply = await post(page, 'erin', 'pineapple on pizza is a crime', root);
    const plainReply = await post(page, 'dave', 'I have no opinion on fruit', root);

    await page.goto(`/notice/${root}`);
    await expect(card(page, plainReply)).toContainText('I have no opinion on fruit');
    await expect(card(page, wordReply)).toHaveCount(0);
    const opened = card(page, root);
    await expect(opened).toContainText('Muted post');
    await expect(opened).not.toContainText('Pineapple on pizza');
    await opened.getByRole('button', { name: 'Show muted post' }).click();
    await expect(opened).toContainText('Pineapple on pizza: yes or no?');
  });
});

test.describe('a post deleted while its conversation is open', () => {
  test.beforeEach(async ({ page }) => {
    // the socket brings the deletion
    await withSettings(page, { useStreamingApi: true });
  });

  test('a reply deleted on the server becomes the placeholder in place; the opened post deleted says so', async ({ page }) => {
    const root = await post(page, 'bob', 'A thread about the weekend');
    const middle = await post(page, 'dave', 'I will go hiking', root);
    const under = await post(page, 'erin', 'Take me with you', middle);
    await signIn(page);
    await expect(page).toHaveURL(/\/main\/friends$/);
    await page.goto(`/notice/${root}`);
    await expect(card(page, under)).toContainText('Take me with you');
    await expect.poll(() => aliceSocketOpen(page)).toBe(true);

    await control(page, 'delete', { id: middle });
    await expect(card(page, middle)).toHaveClass(/status-deleted/);
    await expect(card(page, middle)).toContainText('This post was deleted');
    await expect(card(page, middle)).not.toContainText('I will go hiking');
    // the reply under it keeps its place, after it
    const order = await page
      .locator('article[data-status-id]')
      .evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-status-id')));
    expect(order).toEqual([root, middle, under]);
    await expect(page.getByText('This post was deleted.', { exact: true })).toHaveCount(0);

    await control(page, 'delete', { id: root });
    await expect(page.getByText('This post was deleted.', { exact: true })).toBeVisible();
    await expect(card(page, root)).toHaveClass(/status-deleted/);
    await expect(card(page, root)).toHaveAttribute('aria-current', 'true');
    await expect(card(page, under)).toContainText('Take me with you');
  });

  test('the reader deletes their own reply from the conversation: it leaves a placeholder, the thread stays', async ({
    page,
  }) => {
    const root = await post(page, 'bob', 'Who is coming to the picnic?');
    const mine = await post(page, 'alice', 'A reply alice will delete', root);
    const after = await post(page, 'dave', 'Me too!', mine);
    await signIn(page);
    await expect(page).toHaveURL(/\/main\/friends$/);
    await page.goto(`/notice/${root}`);
    await card(page, mine).getByRole('button', { name: 'More actions' }).click();
    await page.getByRole('menuitem', { name: 'Delete', exact: true }).click();
    await page.getByRole('alertdialog', { name: 'Delete this post?' }).getByRole('button', { name: 'Delete' }).click();
    await expect(card(page, mine)).toContainText('This post was deleted');
    await expect(card(page, root)).toContainText('Who is coming to the picnic?');
    await expect(card(page, after)).toContainText('Me too!');
  });
});
