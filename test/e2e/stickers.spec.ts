// The emoji picker's Stickers tab in a real browser: the demo's pack (/static/stickers.json, served under
// /media/stickers/demo/), a sticker attached as an uploaded file, posted, and shown in the post.
import { test, expect as baseExpect, posts, resetInstance, signIn } from './support';

// an upload and several round trips: room for a busy machine
const expect = baseExpect.configure({ timeout: 15_000 });

test.beforeEach(async ({ page }) => resetInstance(page));
test.describe.configure({ timeout: 90_000 });

test('a sticker from the composer picker is uploaded, posted and shown in the post', async ({ page }) => {
  await signIn(page);
  await expect(posts(page).first()).toBeVisible({ timeout: 20_000 });
  const text = page.getByRole('textbox', { name: 'Post text' }).first();
  await text.click();
  const form = page.getByRole('form', { name: 'Post form' }).first();
  await expect(form).toBeVisible({ timeout: 20_000 });
  await form.getByRole('textbox', { name: 'Post text' }).fill('Sticker time');

  await form.getByRole('button', { name: 'Insert emoji' }).click();
  const picker = page.getByRole('dialog');
  await picker.getByRole('button', { name: 'Stickers' }).click();
  await expect(picker.getByRole('region', { name: 'Demo stickers' })).toBeVisible();
  await expect(picker.getByRole('button', { name: /^Sticker: / })).toHaveCount(3);
  // the images really loaded (naturalWidth is 0 for a broken image)
  await expect
    .poll(() => picker.locator('.sticker-cell img').evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).naturalWidth)))
    .toEqual([96, 96, 96]);
  await picker.screenshot({ path: test.info().outputPath('sticker-tab.png') });

  await picker.getByRole('button', { name: 'Sticker: heart' }).click();
  await expect(picker).toHaveCount(0);
  await expect(form.locator('[data-file-state="uploaded"]')).toHaveCount(1);
  await page.screenshot({ path: test.info().outputPath('attached.png') });

  const button = form.getByRole('button', { name: 'Post', exact: true });
  await expect(button).toBeEnabled();
  await button.click();
  const card = posts(page).first();
  await expect(card).toContainText('Sticker time');
  const image = card.locator('.att-item img');
  await expect(image).toHaveAttribute('src', /\/media\/uploads\/.+\/heart\.png$/);
  await expect.poll(() => image.evaluate((i) => (i as HTMLImageElement).naturalWidth)).toBe(96);
  await card.screenshot({ path: test.info().outputPath('posted.png') });
});

test('a reaction picker has no Stickers tab', async ({ page }) => {
  await signIn(page);
  const card = posts(page).first();
  await expect(card).toBeVisible({ timeout: 20_000 });
  await card.getByRole('button', { name: 'Add a reaction' }).click();
  const picker = page.getByRole('dialog');
  await expect(picker.getByRole('searchbox', { name: 'Search emoji' })).toBeVisible();
  await expect(picker.getByRole('region', { name: 'Standard emoji' })).toBeVisible();
  await expect(picker.getByRole('button', { name: 'Stickers' })).toHaveCount(0);
});
