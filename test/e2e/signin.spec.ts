import { test, expect, posts, signIn, MEMBER, resetInstance } from './support';

test.beforeEach(async ({ page }) => resetInstance(page));

test('a member signs in with a password and reads home', async ({ page }) => {
  await page.goto('/main/all');
  await expect(posts(page).first()).toBeVisible();
  await signIn(page);
  await expect(page).toHaveURL(/\/main\/friends$/);
  await expect(page.getByRole('heading', { name: 'Home timeline' })).toBeVisible();
  await expect(posts(page).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home timeline' })).toBeVisible();
});

test('a wrong password shows the message, selects the password, and the member can retry', async ({ page }) => {
  await signIn(page, { username: MEMBER.username, password: 'not-the-password' });
  await expect(page.getByRole('alert').filter({ hasText: 'Wrong username or password' })).toBeVisible();
  const password = page.getByLabel('Password');
  await expect(password).toBeFocused();
  expect(await password.evaluate((el: HTMLInputElement) => [el.selectionStart, el.selectionEnd])).toEqual([
    0,
    'not-the-password'.length,
  ]);
  await password.fill(MEMBER.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/main\/friends$/);
  await expect(posts(page).first()).toBeVisible();
});

test('the sign-in survives a reload, and the stored token is the only secret kept', async ({ page }) => {
  await signIn(page);
  await expect(posts(page).first()).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Home timeline' })).toBeVisible();
  await expect(posts(page).first()).toBeVisible();
  const stored = await page.evaluate(() => JSON.stringify(localStorage));
  expect(stored).not.toContain(MEMBER.password);
});

test('a stored token the server no longer accepts returns the app to the visitor state with a message', async ({ page }) => {
  await signIn(page);
  await expect(posts(page).first()).toBeVisible();
  await page.evaluate(() => {
    const oauth = JSON.parse(localStorage.getItem('oauth') ?? '{}');
    localStorage.setItem('oauth', JSON.stringify({ ...oauth, userToken: 'revoked-token' }));
  });
  await page.goto('/main/friends');
  await expect(page.getByText('Your session has ended. Please log in again.')).toBeVisible();
  await expect(page).toHaveURL(/\/main\/all$/);
  await expect(page.getByRole('link', { name: 'Log in to join the discussion' })).toBeVisible();
});

test('signing out leaves the visitor state', async ({ page }) => {
  await signIn(page);
  await expect(posts(page).first()).toBeVisible();
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/main\/public$/);
  await expect(page.getByRole('link', { name: 'Log in to join the discussion' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Home timeline' })).toHaveCount(0);
  const oauth = await page.evaluate(() => JSON.parse(localStorage.getItem('oauth') ?? '{}'));
  expect(oauth.userToken).toBeNull();
});

test('with browser storage blocked (private mode, blocked cookies) the client says so and still works for the session', async ({
  page,
}) => {
  await page.addInitScript(() => {
    // as Chromium answers a page whose site data is blocked: reading either storage throws
    for (const name of ['localStorage', 'sessionStorage'])
      Object.defineProperty(window, name, {
        get() {
          throw new DOMException('Access is denied for this document.', 'SecurityError');
        },
      });
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/main/public');
  await expect(page.getByRole('alert').filter({ hasText: /storage/i })).toBeVisible();
  await expect(posts(page).first()).toBeVisible();

  await signIn(page);
  await expect(page.getByRole('heading', { name: 'Home timeline' })).toBeVisible();
  await expect(posts(page).first()).toBeVisible();
  expect(errors).toEqual([]);
});
