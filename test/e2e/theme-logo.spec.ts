import type { Page } from '@playwright/test';
import { test, expect as baseExpect, resetInstance, settingsButton, signIn } from './support';

// The instance's logo options (issue 22, spec 000 §3) and the theme's radii reaching the controls that read them.
// The demo serves logoMask true, logoLeft false, logoMargin .1em; other options are served by rewriting its
// pleroma_fe answer. The support fixture fails any CSP violation (the logo's variables are set through CSSOM).
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });
test.beforeEach(async ({ page }) => resetInstance(page));

/** Serve the demo's frontend configuration with these options over its own. */
async function serveLogoOptions(page: Page, options: Record<string, unknown>) {
  await page.route('**/api/pleroma/frontend_configurations', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { pleroma_fe: Record<string, unknown> };
    await route.fulfill({ response, json: { ...body, pleroma_fe: { ...body.pleroma_fe, ...options } } });
  });
}

interface Box {
  start: number;
  end: number;
  centre: number;
}

/** Where the logo and the bar's content box are, and how the logo is painted. */
function measure(page: Page) {
  return page.evaluate(() => {
    const logo = document.querySelector<HTMLElement>('.site-logo')!;
    const inner = document.querySelector<HTMLElement>('.top-bar-inner')!;
    const rtl = getComputedStyle(inner).direction === 'rtl';
    const box = (el: Element, inset = 0): Box => {
      const r = el.getBoundingClientRect();
      // inline start and end, whichever the direction
      const [start, end] = rtl ? [r.right - inset, r.left + inset] : [r.left + inset, r.right - inset];
      return { start, end, centre: r.left + r.width / 2 };
    };
    const after = getComputedStyle(logo, '::after');
    const img = logo.querySelector('img')!;
    return {
      logo: box(logo),
      inner: box(inner, parseFloat(getComputedStyle(inner).paddingInlineStart)),
      height: logo.getBoundingClientRect().height,
      maskImage: after.maskImage,
      maskFill: after.backgroundColor,
      imageVisibility: getComputedStyle(img).visibility,
      topbarText: getComputedStyle(document.documentElement).getPropertyValue('--topbar-text').trim(),
      inName: !!logo.closest('.site-name'),
    };
  });
}

const hexToRgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

async function openTimeline(page: Page) {
  await page.goto('/main/all');
  await expect(page.getByRole('feed')).toBeVisible();
  await expect(page.locator('.site-logo img')).toBeAttached();
  // the image has loaded: it sizes the box
  await expect.poll(async () => (await measure(page)).logo.end - (await measure(page)).logo.start).not.toBe(0);
}

for (const language of ['en', 'ar']) {
  test(`the demo's logo is masked with the bar's text colour and centred in the bar (${language})`, async ({
    page,
    context,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    if (language === 'ar') await context.addCookies([{ name: 'userLanguage', value: language, url: baseURL ?? '' }]);
    await openTimeline(page);
    const m = await measure(page);
    expect(m.maskImage).toMatch(/^url\(".*\/media\/logo\.svg"\)$/);
    expect(m.maskFill).toBe(hexToRgb(m.topbarText));
    expect(m.imageVisibility).toBe('hidden');
    expect(m.inName).toBe(false);
    expect(Math.abs(m.logo.centre - m.inner.centre)).toBeLessThanOrEqual(1);
    // .1em above and below inside the 50px bar
    expect(m.height).toBeGreaterThan(44);
    expect(m.height).toBeLessThan(50);
  });
}

test('with logoLeft the logo sits at the inline start of the bar, unmasked when logoMask is off, in either direction', async ({
  page,
  context,
  baseURL,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await serveLogoOptions(page, { logoLeft: true, logoMask: false, logoMargin: '10px' });
  await openTimeline(page);
  let m = await measure(page);
  expect(m.inName).toBe(true);
  expect(m.maskImage).toBe('none');
  expect(m.imageVisibility).toBe('visible');
  expect(Math.abs(m.logo.start - m.inner.start)).toBeLessThanOrEqual(1);
  expect(m.height).toBe(30);

  await context.addCookies([{ name: 'userLanguage', value: 'ar', url: baseURL ?? '' }]);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect.poll(async () => (await measure(page)).logo.centre).toBeGreaterThan(640);
  m = await measure(page);
  expect(Math.abs(m.logo.start - m.inner.start)).toBeLessThanOrEqual(1);
});

test('a bad logo address or margin from the server never reaches the page', async ({ page }) => {
  await serveLogoOptions(page, { logo: 'javascript:alert(1)', logoMargin: '1em; background: red' });
  await page.goto('/main/all');
  await expect(page.getByRole('feed')).toBeVisible();
  await expect(page.locator('.site-logo')).toHaveCount(0);
  const vars = await page.evaluate(() => {
    const style = document.documentElement.style;
    return [style.getPropertyValue('--logo-image'), style.getPropertyValue('--logo-margin')];
  });
  expect(vars).toEqual(['none', '']);
});

test("the theme's checkbox roundness reaches the checkboxes, drawn by the theme", async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await signIn(page);
  await page.waitForURL(/\/main\//);
  await settingsButton(page).click();
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  await dialog.getByRole('tab', { name: 'Theme' }).click();
  const checkbox = dialog.getByRole('checkbox').first();
  await expect(checkbox).toBeVisible();
  const look = () =>
    checkbox.evaluate((el) => {
      const style = getComputedStyle(el);
      return { radius: style.borderTopLeftRadius, appearance: style.appearance };
    });
  // pleroma-dark's 2px, not the input fields' radius
  expect(await look()).toEqual({ radius: '2px', appearance: 'none' });

  await dialog.getByRole('tab', { name: 'Roundness' }).click();
  await dialog.getByLabel('Checkboxes (px)').fill('7');
  await expect.poll(look).toEqual({ radius: '7px', appearance: 'none' });
  // a checked box is filled with the accent and keeps the control's outline
  await checkbox.check();
  expect(await checkbox.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(
    await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--accent').trim()).then(hexToRgb),
  );
});
