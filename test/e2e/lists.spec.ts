import { test, expect as baseExpect, feed, resetInstance, signIn } from './support';

// Each step may load a lazy chunk (the lists screens, their sagas) first; the member search waits 2 s.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 60_000 });
test.beforeEach(async ({ page }) => resetInstance(page));

test('lists: create one with two members, read its timeline, rename it, delete it', async ({ page }) => {
  await signIn(page);
  await page.waitForURL(/\/main\//);

  // the navigation panel names the lists screen, and the seeded lists under it
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Friends', exact: true })).toBeVisible();
  await nav.getByRole('link', { name: 'Lists', exact: true }).click();
  await expect(page).toHaveURL(/\/lists$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Remote', exact: true })).toBeVisible();

  // create: title, two members found by the (debounced) search, create
  await main.getByRole('link', { name: 'New list' }).click();
  await expect(page).toHaveURL(/\/lists\/new$/);
  const title = main.getByLabel('Title');
  const create = main.getByRole('button', { name: 'Create' });
  await expect(title).toBeFocused();
  await expect(create).toBeDisabled();
  await title.fill('Book club');
  await expect(create).toBeEnabled();
  const search = main.getByRole('searchbox', { name: 'Search accounts' });
  await main.getByRole('checkbox', { name: 'Following only' }).check();
  await search.fill('bob');
  await main.getByRole('checkbox', { name: /@bob$/ }).check();
  await search.fill('carol');
  await main.getByRole('checkbox', { name: /@carol$/ }).check();
  await expect(main.locator('.list-current').getByRole('checkbox', { checked: true })).toHaveCount(2);
  await create.click();

  // its timeline, named by the list, focus on its heading
  await expect(page).toHaveURL(/\/lists\/\d+$/);
  const id = /\/lists\/(\d+)$/.exec(page.url())?.[1];
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Book club');
  await expect(page.locator('#timeline-title button')).toBeFocused();
  await expect(feed(page).getByRole('article').first()).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Book club' })).toBeVisible();

  // rename it
  await page.goto(`/lists/${id}/edit`);
  await expect(main.getByLabel('Title')).toHaveValue('Book club');
  await expect(main.locator('.list-current').getByRole('checkbox', { checked: true })).toHaveCount(2);
  await main.getByLabel('Title').fill('Reading group');
  await main.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(new RegExp(`/lists/${id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reading group');

  // delete it: the dialog asks first, then the lists screen without it
  await page.goto('/lists');
  await main.getByRole('link', { name: 'Edit list Reading group' }).click();
  await main.getByRole('button', { name: 'Delete list' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete the list “Reading group”?' });
  await expect(dialog.getByRole('button', { name: 'Delete list' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Delete list' }).click();
  await expect(page).toHaveURL(/\/lists$/);
  await expect(page.getByRole('heading', { name: 'Lists', level: 1 })).toBeFocused();
  await expect(main.getByRole('link', { name: 'Friends', exact: true })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Reading group' })).toHaveCount(0);
});
