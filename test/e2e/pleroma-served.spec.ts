// The build installed and served the way Pleroma serves a frontend (test/pleroma/): Pleroma's own
// Content-Security-Policy and headers, its fallback pages for deep links, the documents it preloads into
// index.html, the API and the socket behind it, and a release changing under an open tab.
import { expect as baseExpect, test as base, type Page } from '@playwright/test';
import { PRELOADED_PATHS } from '../pleroma/preload';
import { pleromaCsp } from '../pleroma/security';
import { pleromaURL } from './instances';
import { MEMBER, posts, signIn } from './support';

// a lazy chunk or two per step on a busy machine: room, not a sleep
const expect = baseExpect.configure({ timeout: 15_000 });

/**
 * Every test fails on a console error, an uncaught error or a CSP violation (reported by the page itself,
 * so a violation of the header's policy counts as much as one of the page's <meta> policy). A test that
 * provokes an error on purpose names the messages it expects in `expectedErrors`.
 */
const test = base.extend<{ problems: string[]; expectedErrors: RegExp[] }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright fixtures name their dependencies in the pattern
  baseURL: async ({}, provide) => provide(pleromaURL()),
  // eslint-disable-next-line no-empty-pattern -- as above
  expectedErrors: async ({}, provide) => provide([]),
  problems: [
    async ({ page, expectedErrors }, provide) => {
      const problems: string[] = [];
      await page.addInitScript(() =>
        document.addEventListener('securitypolicyviolation', (event) =>
          console.error(`CSP violation: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`),
        ),
      );
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error' && !expectedErrors.some((pattern) => pattern.test(message.text())))
          problems.push(message.text());
      });
      await provide(problems);
      expect(problems, 'console errors, uncaught errors or CSP violations').toEqual([]);
    },
    { auto: true },
  ],
});

// Nothing between the page and the server: what is counted and swapped here is what the server answers.
test.use({ serviceWorkers: 'block' });

async function control(page: Page, path: string, data: Record<string, unknown> = {}) {
  const res = await page.request.post(path, { data });
  expect(res.ok(), `${path} answered ${res.status()}`).toBeTruthy();
  return res.json() as Promise<unknown>;
}

test.beforeEach(async ({ page }) => {
  await control(page, '/__pleroma/reset');
  await control(page, '/__demo/reset');
});

interface Status {
  id: string;
  content: string;
  visibility: string;
}

/** A public post of the seed that is no repeat, as a visitor reads it from the API. */
async function publicPost(page: Page): Promise<Status> {
  const res = await page.request.get('/api/v1/timelines/public?local=true&limit=20');
  const found = ((await res.json()) as (Status & { reblog: unknown })[]).find((s) => !s.reblog && s.visibility === 'public');
  expect(found, 'a public post in the seed').toBeDefined();
  return found as Status;
}

/** Every path+query the page asks for from now on. */
function recordRequests(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    asked.push(url.pathname + url.search);
  });
  return asked;
}

/** Opens a path inside the running app (no page load), as a click on one of its links would. */
async function openInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));
  }, path);
}

/** The preloaded block of a served page, decoded: API path → document. */
function preloadedIn(html: string): Record<string, unknown> | null {
  const block = /<script id="initial-results" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1];
  if (block === undefined) return null;
  const encoded = JSON.parse(block) as Record<string, string>;
  return Object.fromEntries(
    Object.entries(encoded).map(([key, value]) => [key, JSON.parse(Buffer.from(value, 'base64').toString('utf8')) as unknown]),
  );
}

test('the page and its files come with Pleroma’s headers and caching', async ({ page }) => {
  const response = await page.goto('/main/all');
  const headers = response?.headers() ?? {};
  expect(headers['content-security-policy']).toBe(pleromaCsp(pleromaURL()));
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('same-origin');
  await expect(posts(page).first()).toBeVisible();
  const main = await page.evaluate(() => document.querySelector<HTMLScriptElement>('script[src*="/main."]')?.src ?? '');
  expect((await page.request.get(main)).headers()['cache-control']).toBe('public, max-age=1209600');
  expect((await page.request.get('/index.html')).headers()['cache-control']).toBe('public, no-cache');
  // The worker is the build's own, or a 404 here when the build has none (test/pleroma/README.md).
  const worker = await page.request.get('/sw-pleroma.js');
  if (worker.status() === 200) {
    expect(worker.headers()['content-type']).toBe('text/javascript');
    expect(worker.headers()['service-worker-allowed']).toBe('/');
  } else {
    expect(worker.status()).toBe(404);
  }
});

test('a cold visit asks for each start-up document at most once, with no CSP violation', async ({ page }) => {
  const asked = recordRequests(page);
  await page.goto('/main/all');
  await expect(posts(page).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Known network' })).toBeVisible();
  const documents = [
    '/api/v1/instance',
    '/.well-known/nodeinfo',
    '/nodeinfo/2.0.json',
    '/nodeinfo/2.1.json',
    '/api/pleroma/frontend_configurations',
    '/static/config.json',
    '/static/terms-of-service.html',
    '/instance/panel.html',
    '/api/v1/custom_emojis',
    '/api/v1/pleroma/emoji',
    '/api/v1/timelines/public?with_muted=true&limit=20',
  ];
  const counts = Object.fromEntries(documents.map((d) => [d, asked.filter((a) => a === d).length]));
  // at most once each: the diff names a document asked for twice
  expect(counts).toEqual(Object.fromEntries(documents.map((d) => [d, Math.min(counts[d] ?? 0, 1)])));
});

test('the documents Pleroma preloads into the page are read from it, not asked for again', async ({ page }) => {
  const asked = recordRequests(page);
  const response = await page.goto('/main/all');
  const preloaded = preloadedIn((await response?.text()) ?? '');
  expect(preloaded, 'the preloaded block in the served index.html').not.toBeNull();
  await expect(posts(page).first()).toBeVisible();
  const again = Object.keys(preloaded ?? {}).filter((path) => asked.includes(path));
  // NodeInfo is in the block: discovering it afresh asks for it again under another name
  if (preloaded?.['/nodeinfo/2.0.json']) again.push(...asked.filter((a) => /^\/(\.well-known\/nodeinfo|nodeinfo\/)/.test(a)));
  expect(again).toEqual([]);
});

test('a member signs in and reads home, the socket runs through the server, and no page carries the session', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('config', JSON.stringify({ useStreamingApi: true })));
  const socket = page.waitForEvent('websocket', (ws) => new URL(ws.url()).pathname === '/api/v1/streaming');
  await signIn(page);
  await expect(page).toHaveURL(/\/main\/friends$/);
  await expect(page.getByRole('heading', { name: 'Home timeline' })).toBeVisible();
  await expect(posts(page).first()).toBeVisible();
  const ws = await socket;
  const frames: string[] = [];
  ws.on('framereceived', (frame) => frames.push(String(frame.payload)));
  await expect
    .poll(async () => {
      const clients = (await (await page.request.get('/__demo/socket/clients')).json()) as { account: string | null }[];
      return clients.some((c) => c.account === MEMBER.username);
    })
    .toBe(true);
  await control(page, '/__demo/post', { username: 'bob', status: 'Through the stand-in socket' });
  await expect(page.getByRole('button', { name: 'Show new (1)' })).toBeVisible();
  // the socket carried it (the catch-up after the join may have shown it a moment before its frame came)
  await expect.poll(() => frames.some((f) => f.includes('Through the stand-in socket'))).toBe(true);

  // a signed-in reload: the page is the same for everyone, nothing of the member's session is in it
  const token = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('oauth') ?? '{}') as { userToken?: string }).userToken,
  );
  expect(token).toBeTruthy();
  const reload = await page.reload();
  const html = (await reload?.text()) ?? '';
  expect(html).not.toContain(String(token));
  const preloaded = preloadedIn(html);
  const instanceDocuments = new Set<string>(Object.values(PRELOADED_PATHS));
  expect(Object.keys(preloaded ?? {}).filter((path) => !instanceDocuments.has(path))).toEqual([]);
  expect(JSON.stringify(preloaded ?? {})).not.toContain(String(token));
  await expect(page.getByRole('heading', { name: 'Home timeline' })).toBeVisible();
  await expect(posts(page).first()).toBeVisible();
});

/** A short real WebM, recorded in the page (no video file in the repository, no encoder on the machine). */
async function recordWebm(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = Object.assign(document.createElement('canvas'), { width: 32, height: 32 });
    const context = canvas.getContext('2d');
    const recorder = new MediaRecorder(canvas.captureStream(10), { mimeType: 'video/webm' });
    const parts: Blob[] = [];
    recorder.ondataavailable = (event) => parts.push(event.data);
    const stopped = new Promise((resolve) => (recorder.onstop = resolve));
    recorder.start();
    for (const colour of ['red', 'blue', 'red', 'blue']) {
      if (context) context.fillStyle = colour;
      context?.fillRect(0, 0, 32, 32);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    recorder.stop();
    await stopped;
    const bytes = new Uint8Array(await new Blob(parts).arrayBuffer());
    return btoa(Array.from(bytes, (b) => String.fromCharCode(b)).join(''));
  });
  return Buffer.from(base64, 'base64');
}

test('a video picked in the composer shows its file tile under Pleroma’s policy, with no CSP violation', async ({ page }) => {
  await signIn(page);
  await expect(page).toHaveURL(/\/main\/friends$/);
  const video = await recordWebm(page);
  // the upload waits, so what shows meanwhile is the composer's own thumbnail
  await page.route(/\/api\/v[12]\/media$/, () => new Promise<void>(() => {}));
  await page.getByRole('textbox', { name: 'Post text' }).first().click();
  const form = page.getByRole('form', { name: 'Post form' }).first();
  await form.getByTestId('media-field-input').setInputFiles({ name: 'clip.webm', mimeType: 'video/webm', buffer: video });
  // no blob: video for media-src 'self' https: to refuse: the tile names the file's kind
  await expect(form.locator('.media-field-thumb-file')).toHaveText('webm');
  await expect(form.locator('video')).toHaveCount(0);
});

test('deep links load directly: a post, a profile by /users/{name} and by /{name}', async ({ page }) => {
  const post = await publicPost(page);
  const notice = await page.goto(`/notice/${post.id}`);
  expect(notice?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Conversation' })).toBeVisible();
  await expect(page.locator(`article[data-status-id="${post.id}"]`)).toBeVisible();

  for (const path of ['/users/alice', '/alice']) {
    const profile = await page.goto(path);
    expect(profile?.status()).toBe(200);
    await expect(
      page.getByRole('region', { name: 'Profile of alice' }).getByRole('heading', { name: 'Alice Liddell' }),
    ).toBeVisible();
    await expect(posts(page).first()).toBeVisible();
  }
});

test('a followers-only post answers 404 as on Pleroma: a visitor is told, a follower still reads it', async ({
  page,
  expectedErrors,
}) => {
  // Pleroma answers a post that is not public with the plain index and status 404 (OStatusController.notice);
  // the browser reports that 404, and the visitor's API call for the post its own
  expectedErrors.push(/^Failed to load resource: the server responded with a status of 404/);
  const created = (await control(page, '/__demo/post', {
    username: 'bob',
    status: 'For my followers only',
    visibility: 'private',
  })) as { id: string };
  const visitor = await page.goto(`/notice/${created.id}`);
  expect(visitor?.status()).toBe(404);
  await expect(page.getByRole('alert')).toHaveText('This post does not exist or is not visible to you.');

  await signIn(page);
  await expect(page).toHaveURL(/\/main\/friends$/);
  const member = await page.goto(`/notice/${created.id}`);
  expect(member?.status()).toBe(404);
  await expect(page.locator(`article[data-status-id="${created.id}"]`)).toContainText('For my followers only');
});

test('a tab left open over a release whose chunks are gone shows the retry screen, and its retry loads the new release', async ({
  page,
  expectedErrors,
}) => {
  // The old chunk's address now answers the index page (Pleroma's fallback), which the browser refuses to run.
  expectedErrors.push(
    /Refused to execute script from .* because its MIME type \('text\/html'\) is not executable/,
    /Refused to apply style from .* because its MIME type \('text\/html'\) is not a supported stylesheet MIME type/,
    // React reports what the boundary caught, and the boundary says so itself
    /^ChunkLoadError: Loading (CSS )?chunk/,
    /^screen crashed/,
  );
  const post = await publicPost(page);
  await page.goto('/main/all');
  await expect(posts(page).first()).toBeVisible();
  const oldMain = await page.evaluate(() => document.querySelector<HTMLScriptElement>('script[src*="/main."]')?.src ?? '');

  await control(page, '/__pleroma/install', { ref: 'next', renameChunks: true });
  await control(page, '/__pleroma/primary', { ref: 'next' });
  const chunkAnswers: string[] = [];
  page.on('response', (r) => {
    if (/\/static\/js\/conversation\./.test(r.url())) chunkAnswers.push(`${r.status()} ${r.headers()['content-type']}`);
  });
  await openInApp(page, `/notice/${post.id}`);
  const screen = page.locator('.error-screen');
  await expect(screen).toBeVisible();
  await expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  // never a blank page: the shell is still there around the message
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  expect(chunkAnswers.length).toBeGreaterThan(0);
  expect(chunkAnswers.every((a) => a.startsWith('200 text/html'))).toBe(true);

  // the retry of a routed screen reloads: the new release's scripts, and the post
  await screen.getByRole('button', { name: 'Try again' }).click();
  await expect(page.locator(`article[data-status-id="${post.id}"]`)).toBeVisible();
  const newMain = await page.evaluate(() => document.querySelector<HTMLScriptElement>('script[src*="/main."]')?.src ?? '');
  expect(newMain).not.toBe(oldMain);
});

test('a tab left open over a release that kept the previous chunks (docs/deploy.md) loads its lazy screens', async ({ page }) => {
  const post = await publicPost(page);
  await page.goto('/main/all');
  await expect(posts(page).first()).toBeVisible();
  await control(page, '/__pleroma/install', { ref: 'next', renameChunks: true, keepChunksOf: 'stable' });
  await control(page, '/__pleroma/primary', { ref: 'next' });
  await openInApp(page, `/notice/${post.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Conversation' })).toBeVisible();
  await expect(page.locator(`article[data-status-id="${post.id}"]`)).toBeVisible();
  await expect(page.locator('.error-screen')).toHaveCount(0);
});
