import type { Page, Request } from '@playwright/test';
import { test, expect, posts, signIn, MEMBER, resetInstance } from './support';

test.beforeEach(async ({ page }) => resetInstance(page));

async function configure(page: Page, config: Record<string, unknown>) {
  const res = await page.request.post('/__demo/config', { data: config });
  expect(res.ok()).toBeTruthy();
}

const alerts = (page: Page) => page.getByRole('alert');

test.describe('sign-in strategies', () => {
  test("token strategy: the server's own page, back through /oauth-callback, signed in on friends", async ({ page }) => {
    await configure(page, { loginMethod: 'token' });
    await page.goto('/login');
    await expect(page.getByLabel('Password')).toHaveCount(0);
    await page.getByRole('button', { name: 'Log in on the server' }).click();
    await expect(page).toHaveURL(/\/oauth\/authorize\?/);
    const authorize = new URL(page.url());
    expect(authorize.searchParams.get('redirect_uri')).toMatch(/\/oauth-callback$/);
    expect(authorize.searchParams.get('scope')).toBe('read write follow push admin');
    expect(authorize.searchParams.get('state')).toMatch(/^[0-9a-f]{32}$/);
    await page.getByLabel('Username or e-mail').fill(MEMBER.username);
    await page.getByLabel('Password').fill(MEMBER.password);
    await page.getByRole('button', { name: 'Authorize' }).click();
    await expect(page).toHaveURL(/\/main\/friends$/);
    await expect(posts(page).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  });

  test('a forged callback (a state this tab never sent) is refused', async ({ page }) => {
    await page.goto('/main/all');
    await page.goto('/oauth-callback?code=stolen&state=forged');
    await expect(page).toHaveURL(/\/login$/);
    await expect(alerts(page).filter({ hasText: 'This sign-in did not start here' })).toBeVisible();
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('oauth') ?? '{}').userToken ?? null)).toBeNull();
  });

  test('two-factor: a wrong code shows the server text and clears the field; the right one signs in', async ({ page }) => {
    await signIn(page, { username: 'frank', password: 'demo-password' });
    const code = page.getByLabel('Authentication code');
    await code.fill('000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(alerts(page).filter({ hasText: 'Invalid code' })).toBeVisible();
    await expect(code).toHaveValue('');
    await code.fill('123456');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/main\/friends$/);
    await expect(posts(page).first()).toBeVisible();
  });

  test('two-factor with a recovery code, and cancel back to the password form', async ({ page }) => {
    await signIn(page, { username: 'frank', password: 'demo-password' });
    await page.getByRole('button', { name: 'Enter a recovery code' }).click();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByLabel('Password')).toBeVisible();
    await page.getByLabel('Password').fill('demo-password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('button', { name: 'Enter a recovery code' }).click();
    await page.getByLabel('Recovery code').fill('demo-recovery-1');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/main\/friends$/);
  });

  test('an account that must reset its password goes to the reset page with the reason', async ({ page }) => {
    await signIn(page, { username: 'grace', password: 'demo-password' });
    await expect(page).toHaveURL(/\/password-reset$/);
    await expect(alerts(page).filter({ hasText: 'You must reset your password to log in.' })).toBeVisible();
  });

  test('an unreachable server at sign-in says so', async ({ page }) => {
    await page.goto('/login');
    await page.route('**/oauth/token', (route) => route.abort());
    await page.getByLabel('Username').fill(MEMBER.username);
    await page.getByLabel('Password').fill(MEMBER.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(alerts(page).filter({ hasText: 'Failed to connect to server, try again' })).toBeVisible();
  });
});

test.describe('sign-out', () => {
  test('asks first, then leaves nothing of the user on screen or in storage', async ({ page }) => {
    await signIn(page);
    await expect(posts(page).first()).toBeVisible();
    await page.getByRole('button', { name: 'Log out' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Log out?' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('heading', { name: 'Home timeline' })).toBeVisible();
    await page.getByRole('button', { name: 'Log out' }).click();
    await dialog.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/main\/public$/);
    await expect(page.getByRole('link', { name: 'Log in to join the discussion' })).toBeVisible();
    // the user's own card leaves the sidebar (the landing may show alice's public posts, as any visitor sees them)
    await expect(page.getByRole('complementary').getByText('@alice', { exact: true })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Home timeline' })).toHaveCount(0);
    const storage = await page.evaluate(() => ({ ...localStorage }));
    expect(JSON.parse(storage.oauth ?? '{}').userToken).toBeNull();
    expect(storage.config).toBeUndefined();
    // the last theme's colours, the server's name, its logo and the logo's shape belong to the browser, not the
    // account: the next cold start paints its frame in them
    expect(Object.keys(storage).sort()).toEqual([
      'instance.config',
      'instance.name',
      'oauth',
      'theme.applied',
      'ui.logoShape',
      'users.lastLoginName',
    ]);
    // the revoked token is really dead, and the user's screens are closed
    await page.goto('/main/friends');
    await expect(page).toHaveURL(/\/main\/all$/);
  });
});

/**
 * The captcha the page shows, and its answer from the demo's test API. Only a captcha asked for once `load` began
 * counts: one asked by the page before (a registration screen that then went elsewhere) can answer late, from a
 * document that is gone.
 */
async function captchaAnswer(page: Page, load: () => Promise<unknown>): Promise<string> {
  const asked = new Set<Request>();
  const onRequest = (request: Request) => {
    if (request.url().endsWith('/api/v1/pleroma/captcha')) asked.add(request);
  };
  page.on('request', onRequest);
  const [response] = await Promise.all([page.waitForResponse((r) => asked.has(r.request())), load()]).finally(() =>
    page.off('request', onRequest),
  );
  const { token } = (await response.json()) as { token: string };
  const res = await page.request.get(`/__demo/captcha/${token}`);
  return ((await res.json()) as { answer: string }).answer;
}

async function fillRegistration(page: Page, fields: { username: string; email?: string }) {
  await page.getByLabel(/^Username/).fill(fields.username);
  await page.getByLabel(/^Display name/).fill('New Person');
  if (fields.email) await page.getByLabel(/^Email/).fill(fields.email);
  await page.getByLabel(/^Password \*?$/).fill('a-good-password');
  await page.getByLabel(/^Password confirmation/).fill('a-good-password');
}

test.describe('registration', () => {
  test('open: validation first, a server error with a new captcha, then signed in on friends', async ({ page }) => {
    let answer = await captchaAnswer(page, () => page.goto('/registration'));
    await expect(page.getByRole('button', { name: /new captcha/ }).locator('img')).toBeVisible();
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByText('cannot be left blank').first()).toBeVisible();
    await expect(page.getByLabel(/^Username/)).toBeFocused();

    await fillRegistration(page, { username: 'alice' });
    await page.getByLabel('Password confirmation *').fill('something-else');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByText('should be the same as password')).toBeVisible();
    await page.getByLabel('Password confirmation *').fill('a-good-password');
    await page.getByRole('textbox', { name: 'CAPTCHA' }).fill(answer);
    answer = await captchaAnswer(page, () => page.getByRole('button', { name: 'Register' }).click());
    await expect(alerts(page).filter({ hasText: 'Username has already been taken.' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'CAPTCHA' })).toHaveValue('');

    await page.getByLabel(/^Username/).fill('newcomer');
    await page.getByRole('textbox', { name: 'CAPTCHA' }).fill(answer);
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page).toHaveURL(/\/main\/friends$/);
    await expect(page.getByText('@newcomer')).toBeVisible();
  });

  test('approval required: a reason is asked, then the request-sent page', async ({ page }) => {
    await configure(page, { registrations: 'approval', captcha: 'none' });
    await page.goto('/registration');
    await fillRegistration(page, { username: 'hopeful' });
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByLabel(/^Why do you want to join/)).toBeFocused();
    await page.getByLabel(/^Why do you want to join/).fill('I run a book club.');
    // a server error first: the name is taken
    await page.getByLabel(/^Username/).fill('bob');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(alerts(page).filter({ hasText: 'Username has already been taken.' })).toBeVisible();
    await page.getByLabel(/^Username/).fill('hopeful');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page).toHaveURL(/\/registration-request-sent$/);
    await expect(page.getByRole('heading', { name: 'Registration request sent' })).toBeVisible();
  });

  test('activation required: e-mail is required, then the confirm-your-email page', async ({ page }) => {
    await configure(page, { accountActivationRequired: true, captcha: 'none' });
    await page.goto('/registration');
    await fillRegistration(page, { username: 'careful' });
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByLabel(/^Email/)).toBeFocused();
    // a server error first: the address is taken
    await page.getByLabel(/^Email/).fill('alice@demo.example');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(alerts(page).filter({ hasText: /^Email / })).toBeVisible();
    await page.getByLabel(/^Email/).fill('careful@example.com');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page).toHaveURL(/\/awaiting-email-confirmation$/);
    await expect(page.getByRole('heading', { name: 'Confirm your email' })).toBeVisible();
  });

  test('invite-only: no way in without a token; the invite route shows it read-only and works', async ({ page }) => {
    await configure(page, { registrations: 'invite', captcha: 'kocaptcha' });
    await page.goto('/registration');
    await expect(page).not.toHaveURL(/registration/);
    await expect(page.getByRole('link', { name: 'Register' })).toHaveCount(0);
    // an invite the server does not know is refused with its own words
    let answer = await captchaAnswer(page, () => page.goto('/registration/not-an-invite'));
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByText('cannot be left blank').first()).toBeVisible();
    await fillRegistration(page, { username: 'uninvited' });
    await page.getByRole('textbox', { name: 'CAPTCHA' }).fill(answer);
    // the refusal brings a new captcha: wait for it here, or its answer, arriving late, would be taken
    // for the next page's
    await captchaAnswer(page, () => page.getByRole('button', { name: 'Register' }).click());
    await expect(alerts(page).filter({ hasText: 'Invalid token.' })).toBeVisible();
    answer = await captchaAnswer(page, () => page.goto('/registration/demo-invite'));
    await expect(page.getByLabel('Invite token')).toHaveValue('demo-invite');
    await expect(page.getByLabel('Invite token')).not.toBeEditable();
    await fillRegistration(page, { username: 'invited' });
    await page.getByRole('textbox', { name: 'CAPTCHA' }).fill(answer);
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page).toHaveURL(/\/main\/friends$/);
  });

  test('clicking the captcha image fetches a new one', async ({ page }) => {
    await captchaAnswer(page, () => page.goto('/registration'));
    const image = page.getByRole('button', { name: /new captcha/ }).locator('img');
    const first = await image.getAttribute('src');
    await captchaAnswer(page, () => page.getByRole('button', { name: /new captcha/ }).click());
    await expect(image).not.toHaveAttribute('src', first ?? '');
  });
});

test.describe('password reset', () => {
  test('success clears the field and tells the user to check their email; the mail is sent', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.getByLabel('Email or username').fill('alice@demo.example');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByRole('status')).toHaveText('Check your email for a link to reset your password.');
    const outbox = (await (await page.request.get('/__demo/outbox')).json()) as { to: string; kind: string }[];
    expect(outbox).toEqual([expect.objectContaining({ kind: 'password_reset' })]);
    await page.getByRole('link', { name: 'Return to the home page' }).click();
    await expect(page).not.toHaveURL(/password-reset/);
  });

  test('throttled after repeated requests', async ({ page }) => {
    await configure(page, { resetThrottle: 1 });
    await page.goto('/password-reset');
    await page.getByLabel('Email or username').fill('alice@demo.example');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByRole('status')).toBeVisible();
    await page.goto('/password-reset');
    await page.getByLabel('Email or username').fill('alice@demo.example');
    await page.getByRole('button', { name: 'Reset password' }).click();
    // the form says it in the server's words; the app-wide 'You are rate limited' notice may show beside it
    await expect(alerts(page).filter({ hasText: 'too many requests' })).toHaveText(
      'too many requests: You have reached the limit of attempts, try again later.',
    );
  });

  test('a failing server shows a dismissible error and the form stays usable', async ({ page }) => {
    await page.goto('/password-reset');
    await page.request.post('/__demo/fail', {
      data: { path: '/auth/password', status: 500, body: '<html>down</html>', contentType: 'text/html' },
    });
    await page.getByLabel('Email or username').fill('alice@demo.example');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(alerts(page)).toHaveText(/An error occurred, please try again/);
    await expect(page.getByLabel('Email or username')).toHaveValue('');
    await page.getByRole('button', { name: 'Dismiss' }).click();
    await expect(alerts(page)).toHaveCount(0);
  });

  test('mailer disabled: contact the administrator', async ({ page }) => {
    await configure(page, { mailerEnabled: false });
    await page.goto('/password-reset');
    await expect(page.getByText('Please contact your instance administrator.')).toBeVisible();
    await expect(page.getByLabel('Email or username')).toHaveCount(0);
  });

  test('a signed-in user is sent to root', async ({ page }) => {
    await signIn(page);
    await expect(page).toHaveURL(/\/main\/friends$/);
    await page.getByRole('link', { name: 'Home timeline' }).first().waitFor();
    await page.goto('/password-reset');
    await expect(page).toHaveURL(/\/main\/friends$/);
  });
});
