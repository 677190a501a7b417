import type { Page } from '@playwright/test';
import { test, expect, posts, failNext, resetInstance, signIn } from './support';

test.beforeEach(async ({ page }) => resetInstance(page));

/** A fresh public post by `username`, so each test knows its target's state. */
async function postAs(page: Page, username: string, status: string) {
  const res = await page.request.post('/__demo/post', { data: { username, status, visibility: 'public' } });
  expect(res.ok()).toBeTruthy();
  const body = (await res.json()) as { id: string };
  return body.id;
}

const card = (page: Page, text: string) => posts(page).filter({ hasText: text }).first();

async function openHome(page: Page) {
  await signIn(page);
  await expect(posts(page).first()).toBeVisible();
}

test('an optimistic favourite is rolled back when the server fails, with an error in the bar', async ({ page }) => {
  const id = await postAs(page, 'bob', 'Favourite me, rollback edition');
  await openHome(page);
  const row = card(page, 'Favourite me, rollback edition');
  await expect(row).toBeVisible();
  await failNext(page, { path: `/api/v1/statuses/${id}/favourite`, status: 500 });
  const star = row.getByRole('button', { name: 'Favourite' });
  await star.click();
  await expect(row.getByRole('alert')).toBeVisible();
  await expect(row.getByRole('button', { name: 'Favourite' })).toHaveAttribute('aria-pressed', 'false');
  await row.getByRole('button', { name: 'Dismiss' }).click();
  await expect(row.getByRole('alert')).toHaveCount(0);
  // Now it works, and stays.
  await row.getByRole('button', { name: 'Favourite' }).click();
  await expect(row.getByRole('button', { name: 'Unfavourite' })).toHaveAttribute('aria-pressed', 'true');
  // the count beside the star, which opens who favourited
  await expect(row.getByRole('button', { name: 'Favourited by 1 person' })).toHaveText('1');
});

test('delete asks first, then removes the post', async ({ page }) => {
  await postAs(page, 'alice', 'A post alice will delete');
  await openHome(page);
  const row = card(page, 'A post alice will delete');
  await row.getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name: 'Delete', exact: true }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete this post?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(posts(page).filter({ hasText: 'A post alice will delete' })).toHaveCount(0);
  // the focus, back on the deleted post's menu button, goes to the post now in its place: never to <body>
  await expect(posts(page).first()).toBeFocused();
});

test('reporting: a failure re-enables submit, a success closes the form', async ({ page }) => {
  await postAs(page, 'bob', 'A post to report');
  await openHome(page);
  const row = card(page, 'A post to report');
  await row.getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name: 'Report' }).click();
  const dialog = page.getByRole('dialog', { name: /Report/ });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox').fill('Spam');
  await failNext(page, { path: '/api/v1/reports', status: 500 });
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByRole('alert')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Submit' })).toBeEnabled();
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('Report sent')).toBeVisible();
});

test('visitors get remote-interaction links instead of buttons', async ({ page }) => {
  await page.goto('/main/all');
  const first = posts(page).first();
  await expect(first).toBeVisible();
  const id = await first.getAttribute('data-status-id');
  const links = first.getByRole('group', { name: 'Post actions' }).getByRole('link');
  await expect(links).toHaveCount(3);
  await expect(links.first()).toHaveAttribute('href', `/main/ostatus?status_id=${id}`);
  await expect(first.getByRole('button', { name: 'Favourite' })).toHaveCount(0);
});

test("a first favourite never moves the bar's buttons under the pointer", async ({ page }) => {
  await postAs(page, 'bob', 'Nobody has favourited this yet');
  await openHome(page);
  const row = card(page, 'Nobody has favourited this yet');
  const left = async (name: string) => Math.round((await row.getByRole('button', { name, exact: true }).boundingBox())!.x);
  const places = async (favourite: string) => [
    await left('Reply'),
    await left('Repeat'),
    await left(favourite),
    await left('More actions'),
  ];
  const before = await places('Favourite');
  await row.getByRole('button', { name: 'Favourite', exact: true }).click();
  // the count takes the room kept for it
  await expect(row.getByRole('button', { name: 'Favourited by 1 person' })).toHaveText('1');
  expect(await places('Unfavourite')).toEqual(before);
});

test("a count that grows to three digits never moves the bar's other actions", async ({ page }) => {
  const id = await postAs(page, 'bob', 'Ninety-nine stars and counting');
  expect((await page.request.post('/__demo/fans', { data: { id, count: '99', kinds: 'favourite,reblog' } })).ok()).toBeTruthy();
  await openHome(page);
  const row = card(page, 'Ninety-nine stars and counting');
  await expect(row.getByRole('button', { name: 'Favourited by 99 people' })).toHaveText('99');
  const bar = row.getByRole('group');
  // every action but the favourite itself, whose name changes, and the repeat count (still 99)
  const others = ['Reply', 'Quote', 'Repeat', 'Add a reaction', 'More actions'];
  const lefts = () =>
    Promise.all(others.map(async (name) => (await bar.getByRole('button', { name, exact: true }).boundingBox())?.x ?? NaN));
  const before = await lefts();
  expect(before.every(Number.isFinite)).toBe(true);
  await bar.getByRole('button', { name: 'Favourite', exact: true }).click();
  await expect(row.getByRole('button', { name: 'Favourited by 100 people' })).toHaveText('100');
  expect(await lefts()).toEqual(before);
});
