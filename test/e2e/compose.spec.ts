import type { Page } from '@playwright/test';
import { test, expect, posts, failNext, resetInstance, signIn } from './support';

test.beforeEach(async ({ page }) => resetInstance(page));

/** A fresh post by `username`, so each test knows its target. */
async function postAs(page: Page, username: string, status: string, visibility = 'public') {
  const res = await page.request.post('/__demo/post', { data: { username, status, visibility } });
  expect(res.ok()).toBeTruthy();
  return ((await res.json()) as { id: string }).id;
}

const card = (page: Page, text: string) => posts(page).filter({ hasText: text }).first();
/** The desktop user panel's post form (the 'status' composer). */
const panelForm = (page: Page) => page.locator('.user-panel').getByRole('form');
const textArea = (scope: ReturnType<Page['locator']>) => scope.getByRole('textbox', { name: 'Post text' });

/** Signed in on home with the panel's form there (its composer comes from the lazy compose chunk: allow for a busy machine). */
async function openHome(page: Page) {
  await signIn(page);
  await expect(posts(page).first()).toBeVisible({ timeout: 15_000 });
  await expect(panelForm(page)).toBeVisible({ timeout: 15_000 });
}

test('a plain post appears at once at the top of home, and the form clears', async ({ page }) => {
  await openHome(page);
  const form = panelForm(page);
  await textArea(form).fill('Fresh from the composer');
  await form.getByRole('button', { name: 'Post' }).click();
  await expect(posts(page).first()).toContainText('Fresh from the composer');
  await expect(textArea(form)).toHaveValue('');
});

test('Ctrl+Enter posts', async ({ page }) => {
  await openHome(page);
  const text = textArea(panelForm(page));
  await text.fill('Sent with the keyboard');
  await text.press('Control+Enter');
  await expect(posts(page).first()).toContainText('Sent with the keyboard');
});

test('the counter going negative disables posting', async ({ page }) => {
  await openHome(page);
  const form = panelForm(page);
  await textArea(form).fill('x'.repeat(5001));
  await expect(form.getByTestId('composer-counter')).toHaveText('-1');
  await expect(form.getByRole('button', { name: 'Post' })).toBeDisabled();
  await textArea(form).press('Backspace');
  await expect(form.getByTestId('composer-counter')).toHaveText('0');
  await expect(form.getByRole('button', { name: 'Post' })).toBeEnabled();
});

test('a reply to a followers-only post offers only direct and followers-only, and closes when posted', async ({ page }) => {
  await postAs(page, 'bob', 'Only my followers see this', 'private');
  await openHome(page);
  const row = card(page, 'Only my followers see this');
  await row.getByRole('button', { name: 'Reply' }).click();
  const form = row.getByRole('form');
  await expect(form).toBeVisible();
  const scopes = form.getByRole('radiogroup', { name: 'Visibility' }).getByRole('radio');
  await expect(scopes).toHaveCount(2);
  await expect(scopes.nth(0)).toHaveAttribute('data-scope', 'direct');
  await expect(scopes.nth(1)).toHaveAttribute('data-scope', 'private');
  await expect(scopes.nth(1)).toHaveAttribute('aria-checked', 'true');
  await expect(textArea(form)).toHaveValue(/@bob/);
  await textArea(form).press('End');
  await textArea(form).pressSequentially('agreed');
  await form.getByRole('button', { name: 'Post' }).click();
  await expect(row.getByRole('form')).toHaveCount(0);
  await expect(posts(page).first()).toContainText('agreed');
});

test('an edit shows the new text and the edited marker', async ({ page }) => {
  await postAs(page, 'alice', 'A post with a tpyo');
  await openHome(page);
  const row = card(page, 'A post with a tpyo');
  await row.getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit post' });
  const text = textArea(dialog);
  await expect(text).toHaveValue('A post with a tpyo');
  await expect(text).toBeFocused();
  for (const radio of await dialog.getByRole('radio').all()) await expect(radio).toBeDisabled();
  await text.fill('A post with a typo fixed');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  const edited = card(page, 'A post with a typo fixed');
  await expect(edited).toBeVisible();
  await expect(edited).toContainText('(edited)');
});

test('a redraft deletes the post and opens the composer with its text', async ({ page }) => {
  await postAs(page, 'alice', 'Let me say that again');
  await openHome(page);
  const row = card(page, 'Let me say that again');
  await row.getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name: 'Delete & redraft' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete & redraft' }).click();
  const dialog = page.getByRole('dialog', { name: 'New post' });
  await expect(textArea(dialog)).toHaveValue('Let me say that again');
  await expect(posts(page).filter({ hasText: 'Let me say that again' })).toHaveCount(0);
});

test('a reload in mid-sentence restores the draft', async ({ page }) => {
  await openHome(page);
  await textArea(panelForm(page)).fill('Half a thought, and then');
  await page.reload();
  await expect(textArea(panelForm(page))).toHaveValue('Half a thought, and then');
});

test('a failed post keeps the text and shows Error:, adding nothing to the timeline', async ({ page }) => {
  await openHome(page);
  const form = panelForm(page);
  await textArea(form).fill('This one will bounce');
  await failNext(page, { path: '/api/v1/statuses', status: 500, body: JSON.stringify({ error: 'Something broke' }) });
  await form.getByRole('button', { name: 'Post' }).click();
  const alert = form.getByRole('alert');
  await expect(alert).toContainText('Error:');
  await expect(textArea(form)).toHaveValue('This one will bounce');
  await expect(posts(page).filter({ hasText: 'This one will bounce' })).toHaveCount(0);
  await alert.getByRole('button', { name: 'Dismiss' }).click();
  await expect(form.getByRole('alert')).toHaveCount(0);
});

test('?message= opens the new-post modal prefilled; Escape closes it', async ({ page }) => {
  await openHome(page);
  await page.goto('/main/friends?message=Shared%20from%20elsewhere');
  const dialog = page.getByRole('dialog', { name: 'New post' });
  await expect(textArea(dialog)).toHaveValue('Shared from elsewhere');
  await expect(textArea(dialog)).toBeFocused();
  await expect(page).toHaveURL(/\/main\/friends$/);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the floating button opens the new-post modal, which posts', async ({ page }) => {
    await signIn(page);
    await expect(posts(page).first()).toBeVisible();
    await page.getByRole('button', { name: 'New post' }).click();
    const dialog = page.getByRole('dialog', { name: 'New post' });
    await textArea(dialog).fill('Posted from a phone');
    await dialog.getByRole('button', { name: 'Post' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(posts(page).first()).toContainText('Posted from a phone');
  });
});
