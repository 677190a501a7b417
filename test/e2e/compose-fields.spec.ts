// The composer's fields in a real browser: files (picker, paste, drop, over-limit), descriptions, a poll,
// and @user / :emoji: autocomplete, all in the desktop panel form and checked against the demo's API.
import type { Locator, Page } from '@playwright/test';
import { test, expect as baseExpect, resetInstance, signIn } from './support';

// uploads and several round trips per step: room for a busy machine
const expect = baseExpect.configure({ timeout: 15_000 });

// 1x1 PNG
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

interface PostedStatus {
  id: string;
  content: string;
  media_attachments: { description: string | null; type: string }[];
  poll: { options: { title: string }[]; multiple: boolean; expires_at: string | null } | null;
}

test.beforeEach(async ({ page }) => resetInstance(page));
test.describe.configure({ timeout: 90_000 });

/** Signs in as alice and opens the panel's post form (the stand-in becomes the form on focus). */
async function openForm(page: Page): Promise<{ form: Locator; text: Locator }> {
  await signIn(page);
  await expect(page.getByRole('feed')).toBeVisible({ timeout: 20_000 });
  const text = page.getByRole('textbox', { name: 'Post text' }).first();
  await text.click();
  const form = page.getByRole('form', { name: 'Post form' }).first();
  await expect(form).toBeVisible({ timeout: 20_000 });
  return { form, text: form.getByRole('textbox', { name: 'Post text' }) };
}

/** alice's newest status, through the API. */
async function newestOwnStatus(page: Page, containing: string): Promise<PostedStatus> {
  let found: PostedStatus | undefined;
  await expect
    .poll(async () => {
      const me = (await (await page.request.get('/api/v1/accounts/lookup?acct=alice')).json()) as { id: string };
      const list = (await (await page.request.get(`/api/v1/accounts/${me.id}/statuses?limit=5`)).json()) as PostedStatus[];
      found = list.find((s) => s.content.includes(containing));
      return Boolean(found);
    })
    .toBe(true);
  return found!;
}

async function post(form: Locator) {
  const button = form.getByRole('button', { name: 'Post', exact: true });
  await expect(button).toBeEnabled();
  await button.click();
  await expect(form.getByRole('textbox', { name: 'Post text' })).toHaveValue('');
}

test('a post with two images and their descriptions', async ({ page }) => {
  const { form, text } = await openForm(page);
  await text.fill('Two pictures');
  await form.getByTestId('media-field-input').setInputFiles([
    { name: 'one.png', mimeType: 'image/png', buffer: PNG },
    { name: 'two.png', mimeType: 'image/png', buffer: PNG },
  ]);
  await expect(form.locator('[data-file-state="uploaded"]')).toHaveCount(2);
  await expect(form.getByRole('progressbar')).toHaveCount(0);
  await form.getByRole('textbox', { name: 'Description for one.png' }).fill('The first one');
  const second = form.getByRole('textbox', { name: 'Description for two.png' });
  await second.fill('The second one');
  // Enter in the single-line description neither posts nor adds a line
  await second.press('Enter');
  await expect(text).toHaveValue('Two pictures');
  await page.screenshot({ path: test.info().outputPath('two-images.png') });
  await post(form);
  const status = await newestOwnStatus(page, 'Two pictures');
  expect(status.media_attachments.map((m) => m.description)).toEqual(['The first one', 'The second one']);
});

test('a poll: options de-duplicated, too few refused, multiple choice and expiry sent', async ({ page }) => {
  const { form, text } = await openForm(page);
  await text.fill('Which one?');
  await form.getByRole('button', { name: 'Poll' }).click();
  await form.getByRole('textbox', { name: 'Option 1' }).fill('Tea');
  await form.getByRole('textbox', { name: 'Option 2' }).fill('Tea');
  // two equal options are one: posting is blocked
  await expect(form.getByRole('button', { name: 'Post', exact: true })).toBeDisabled();
  await form.getByRole('button', { name: 'Add option' }).click();
  await form.getByRole('textbox', { name: 'Option 3' }).fill('Coffee');
  await form.getByRole('combobox', { name: 'Poll type' }).selectOption('multiple');
  await form.getByRole('combobox', { name: 'Time unit' }).selectOption('hours');
  await form.getByRole('spinbutton').fill('2');
  await page.screenshot({ path: test.info().outputPath('poll.png') });
  const before = Date.now();
  await post(form);
  const status = await newestOwnStatus(page, 'Which one?');
  const after = Date.now();
  expect(status.poll?.options.map((o) => o.title)).toEqual(['Tea', 'Coffee']);
  expect(status.poll?.multiple).toBe(true);
  // two hours from when the server took the post, which was between `before` and `after` (the same
  // machine's clock; a second either way for the server's rounding), however long posting took
  const expiresAt = Date.parse(status.poll?.expires_at ?? '');
  expect(expiresAt).toBeGreaterThanOrEqual(before + 7200_000 - 1_000);
  expect(expiresAt).toBeLessThanOrEqual(after + 7200_000 + 1_000);
});

test('autocomplete: @user, :emoji: and #tag', async ({ page }) => {
  const { form, text } = await openForm(page);
  await text.pressSequentially('Hello @bo');
  // the list is portalled to the body (cards would clip it)
  const list = page.getByRole('listbox');
  await expect(list.getByRole('option').first()).toContainText('@bob');
  await page.screenshot({ path: test.info().outputPath('autocomplete-user.png') });
  await text.press('Enter');
  await expect(text).toHaveValue('Hello @bob ');
  await expect(list).toHaveCount(0);
  await text.pressSequentially('look :blobc');
  await expect(list.getByRole('option').first()).toContainText(':blobcat:');
  await expect(list.getByRole('option').first().locator('img')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('autocomplete-emoji.png') });
  await text.press('Tab');
  await expect(text).toHaveValue('Hello @bob look :blobcat: ');
  await text.pressSequentially('#photo');
  await expect(list.getByRole('option').first()).toContainText('#photography');
  await text.press('Enter');
  await expect(text).toHaveValue('Hello @bob look :blobcat: #photography ');
  // a plain word suggests nothing, and Escape closes a list
  await text.pressSequentially('plain :sl');
  await expect(list).toBeVisible();
  await text.press('Escape');
  await expect(list).toHaveCount(0);
  await expect(form).toBeVisible();
});

/**
 * Dispatches a paste or drag events carrying one PNG, made in the page (the clipboard and the OS drag
 * source are out of reach in tests).
 */
async function transfer(target: Locator, events: string[], name: string) {
  await target.evaluate(
    (el, { events, name, bytes }) => {
      const data = new DataTransfer();
      data.items.add(new File([new Uint8Array(bytes)], name, { type: 'image/png' }));
      for (const type of events) {
        const init = { bubbles: true, cancelable: true };
        el.dispatchEvent(
          type === 'paste'
            ? new ClipboardEvent(type, { ...init, clipboardData: data })
            : new DragEvent(type, { ...init, dataTransfer: data }),
        );
      }
    },
    { events, name, bytes: [...PNG] },
  );
}

test('paste and drop upload files', async ({ page }) => {
  const { form, text } = await openForm(page);
  await transfer(text, ['paste'], 'pasted.png');
  await expect(form.getByRole('textbox', { name: 'Description for pasted.png' })).toBeVisible();
  await expect(text).toHaveValue('');
  const zone = page.getByTestId('file-drop-zone').first();
  await transfer(text, ['dragenter', 'dragover'], 'dropped.png');
  await expect(zone).toHaveClass(/is-dragging/);
  await page.screenshot({ path: test.info().outputPath('dragging.png') });
  await transfer(text, ['drop'], 'dropped.png');
  await expect(zone).not.toHaveClass(/is-dragging/);
  await expect(form.getByRole('textbox', { name: 'Description for dropped.png' })).toBeVisible();
  await expect(form.locator('[data-file-state="uploaded"]')).toHaveCount(2);
  await text.fill('Pasted and dropped');
  await post(form);
  const status = await newestOwnStatus(page, 'Pasted and dropped');
  expect(status.media_attachments).toHaveLength(2);
});

test('a file over the upload limit fails with both sizes and is not sent', async ({ page }) => {
  const instance = (await (await page.request.get('/api/v1/instance')).json()) as { upload_limit: number };
  const { form, text } = await openForm(page);
  await form.getByTestId('media-field-input').setInputFiles({
    name: 'huge.png',
    mimeType: 'image/png',
    buffer: Buffer.alloc(instance.upload_limit + 1024 * 1024),
  });
  const alert = form.getByRole('alert');
  await expect(alert).toContainText('Upload failed.');
  await expect(alert).toContainText(/File too big \[[\d.]+ MiB \/ [\d.]+ MiB\]/);
  await page.screenshot({ path: test.info().outputPath('too-big.png') });
  await form.getByRole('button', { name: 'Remove huge.png' }).click();
  await expect(alert).toHaveCount(0);
  await text.fill('Nothing attached');
  await post(form);
  const status = await newestOwnStatus(page, 'Nothing attached');
  expect(status.media_attachments).toEqual([]);
});
