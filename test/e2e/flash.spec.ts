// Flash attachments play in Ruffle, inside its own same-origin page (static/ruffle/player.html) whose policy allows
// WebAssembly; the app's page keeps its strict policy. A server that forbids framing (Pleroma's headers) gets the
// spec's general.flash_fail instead of a player that hangs.
import { test as base, type APIRequestContext, type Page } from '@playwright/test';
import { pleromaURL } from './instances';
import { test, expect, resetInstance } from './support';

/**
 * The smallest movie Ruffle plays: an uncompressed header ('FWS', version 10, the file's length, a 550×400 px frame
 * in twips, 24 fps, one frame), then a ShowFrame tag and an End tag.
 */
export function minimalSwf(): Buffer {
  const bits: number[] = [];
  const put = (value: number, width: number) => {
    for (let i = width - 1; i >= 0; i -= 1) bits.push((value >> i) & 1);
  };
  // RECT: 15 bits per field, xMin 0, xMax 550 px, yMin 0, yMax 400 px (20 twips a pixel)
  put(15, 5);
  put(0, 15);
  put(550 * 20, 15);
  put(0, 15);
  put(400 * 20, 15);
  while (bits.length % 8) bits.push(0);
  const rect: number[] = [];
  for (let i = 0; i < bits.length; i += 8) rect.push(parseInt(bits.slice(i, i + 8).join(''), 2));
  const showFrame = [0x40, 0x00]; // tag code 1, length 0 (code << 6 | length, little-endian)
  const end = [0x00, 0x00];
  const body = [...rect, 0x00, 24, 0x01, 0x00, ...showFrame, ...end]; // frame rate 24.0 (8.8), frame count 1
  const length = 8 + body.length;
  const header = Buffer.alloc(8);
  header.write('FWS', 0, 'latin1');
  header.writeUInt8(10, 3);
  header.writeUInt32LE(length, 4);
  return Buffer.concat([header, Buffer.from(body)]);
}

/** A public post of alice's with the movie attached, made through the API as the composer would. */
async function postMovie(request: APIRequestContext): Promise<string> {
  const minted = await request.post('/__demo/token', { data: { username: 'alice' } });
  expect(minted.ok()).toBeTruthy();
  const { access_token: token } = (await minted.json()) as { access_token: string };
  const headers = { Authorization: `Bearer ${token}` };
  const media = await request.post('/api/v1/media', {
    headers,
    multipart: { file: { name: 'tiny.swf', mimeType: 'application/x-shockwave-flash', buffer: minimalSwf() } },
  });
  expect(media.ok()).toBeTruthy();
  const { id: mediaId } = (await media.json()) as { id: string };
  const status = await request.post('/api/v1/statuses', {
    headers,
    form: { status: 'An old flash toy', 'media_ids[]': mediaId, visibility: 'public' },
  });
  expect(status.ok()).toBeTruthy();
  return ((await status.json()) as { id: string }).id;
}

async function pressPlay(page: Page, statusId: string) {
  await page.goto(`/notice/${statusId}`);
  await page.locator(`article[data-status-id="${statusId}"] .att-item`).first().click();
  const viewer = page.getByRole('dialog', { name: 'Media viewer' });
  await viewer.getByRole('button', { name: 'Play Flash content' }).click();
  return viewer;
}

test.describe('on the demo instance', () => {
  test.beforeEach(async ({ page }) => resetInstance(page));

  test('nothing of Ruffle loads until a flash attachment is played; then the movie plays in the player page', async ({
    page,
  }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/static/ruffle/')) asked.push(new URL(request.url()).pathname);
    });
    const id = await postMovie(page.request);
    await page.goto(`/notice/${id}`);
    await page.locator(`article[data-status-id="${id}"] .att-item`).first().click();
    await expect(page.getByRole('button', { name: 'Play Flash content' })).toBeVisible();
    expect(asked).toEqual([]);

    await page.getByRole('button', { name: 'Play Flash content' }).click();
    // some 14 MB of WebAssembly on a busy machine: room, not a sleep
    await expect(page.locator('[data-flash-state]')).toHaveAttribute('data-flash-state', 'loaded', { timeout: 50_000 });
    const frame = page.frameLocator('iframe.flash-stage');
    const player = frame.locator('ruffle-player');
    await expect(player).toBeVisible();
    // Ruffle's own state: 2 is Loaded; and no failure panel in its shadow tree
    expect(
      await player.evaluate((element) => (element as HTMLElement & { ruffle(): { readyState: number } }).ruffle().readyState),
    ).toBe(2);
    expect(await player.evaluate((element) => element.shadowRoot?.getElementById('panic') ?? null)).toBeNull();
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(asked).toContain('/static/ruffle/player.html');
    expect(asked).toContain('/static/ruffle/ruffle.js');

    // the app's page keeps its policy; the player's page has its own, with WebAssembly and only 'self' framing it
    const appPolicy = (await page.request.get('/main/all', { headers: { Accept: 'text/html' } })).headers()[
      'content-security-policy'
    ];
    expect(appPolicy).not.toContain('wasm-unsafe-eval');
    const playerPolicy = (await page.request.get('/static/ruffle/player.html', { headers: { Accept: 'text/html' } })).headers()[
      'content-security-policy'
    ];
    expect(playerPolicy).toContain("script-src 'self' 'wasm-unsafe-eval'");
    expect(playerPolicy).toContain("frame-ancestors 'self'");
  });

  test('a movie that cannot be fetched shows the spec’s flash failure', async ({ page }) => {
    const id = await postMovie(page.request);
    // the movie's address answers 404 from now on
    await page.route('**/media/uploads/**/tiny.swf', (route) => route.fulfill({ status: 404, body: 'gone' }));
    const viewer = await pressPlay(page, id);
    await expect(viewer.getByRole('alert')).toHaveText(/^Failed to load flash content/, { timeout: 50_000 });
  });
});

// Pleroma's headers (test/pleroma/security.ts) forbid every frame (default-src 'none' in the app's page,
// frame-ancestors 'none' and X-Frame-Options DENY on the player's), and its script-src has no 'wasm-unsafe-eval'.
// The plain Playwright test: the refusal is a CSP report this test expects, not one that fails it.
base.describe('served by Pleroma', () => {
  base.use({ baseURL: pleromaURL(), serviceWorkers: 'block' });

  base('the player page is refused as a frame and the viewer says so at once', async ({ page }) => {
    for (const path of ['/__pleroma/reset', '/__demo/reset']) expect((await page.request.post(path)).ok()).toBeTruthy();
    const headers = (await page.request.get('/static/ruffle/player.html')).headers();
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['content-security-policy']).not.toContain('wasm-unsafe-eval');

    const refused: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy|Refused to/i.test(message.text())) refused.push(message.text());
    });
    const id = await postMovie(page.request);
    const viewer = await pressPlay(page, id);
    await expect(viewer.getByRole('alert')).toHaveText(/^Failed to load flash content/);
    await expect(viewer.locator('[data-flash-state]')).toHaveAttribute('data-flash-state', 'error');
    expect(refused.join('\n')).toMatch(/frame/i);
  });
});
