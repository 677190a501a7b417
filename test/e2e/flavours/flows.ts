// The browser flows against the demo instance behaving as a server written by others (snac2, Hollo;
// test/instance/README.md, "Flavours"): one set of flows, parametrised by flavour, with the servers'
// real differences in FACTS. Each spec file (snac2.spec.ts, hollo.spec.ts) registers them for its
// flavour, so the two run in parallel workers, each against its own instance (test/e2e/instances.ts).
//
// A flow fails on any page error, any console error, any API answer of 400 or more, and any request
// the client should have known not to make: what the server lacks (its capability table) and what it
// refuses visitors.
import { expect as baseExpect, test as base, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { flavourURL, type E2EFlavour } from '../instances';

// several round trips per step, two workers on two cores: room for a busy machine
const expect = baseExpect.configure({ timeout: 15_000 });

const PASSWORD = 'demo-password';

// 1x1 PNG
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A request the client should have known not to make: what, and whether only a visitor's counts. */
interface Unwanted {
  method?: string;
  path: RegExp;
  visitorOnly?: boolean;
  why: string;
  /** the first such request of each page load is the start-up's (issue 25), and allowed with its 401 */
  oncePerPageLoad?: boolean;
}

interface FlavourFacts {
  /** The public timelines are open to visitors (Hollo answers them 401). */
  visitorTimelines: boolean;
  /** A visitor may read a post's thread (snac2 answers 401). */
  visitorThreads: boolean;
  /** Status and poll-vote bodies as the server takes them (snac2 drops a JSON poll; Hollo takes only JSON). */
  body: 'form' | 'json';
  /** The steps on the server's own sign-in pages, from its authorize page to the redirect back. */
  signInOnServerPage(page: Page, username: string): Promise<void>;
  unwanted: Unwanted[];
}

const ID = '[^/?]+';

/** Asked by nobody who reads the capability table, on either server. */
const COMMON_UNWANTED: Unwanted[] = [
  { path: /^\/api\/(v1\/)?pleroma\//, why: 'Pleroma API' },
  { path: /^\/api\/v1\/akkoma\//, why: 'Akkoma API' },
  { path: /^\/api\/v1\/domain_blocks/, why: 'no domain blocks' },
  { path: new RegExp(`^/api/v1/accounts/${ID}/note$`), why: 'no account notes' },
  { path: new RegExp(`^/api/v1/statuses/${ID}/(un)?mute$`), why: 'no thread mute' },
  { path: new RegExp(`^/api/v1/statuses/${ID}/history$`), why: 'no edit history' },
  { path: /^\/api\/v1\/timelines\/direct/, why: 'no direct timeline' },
  { path: /^\/api\/v1\/streaming/, why: 'no streaming API' },
  { method: 'GET', path: /^\/api\/v1\/accounts\/relationships/, visitorOnly: true, why: 'relationships as a visitor' },
  { method: 'GET', path: /^\/api\/v1\/accounts\/verify_credentials/, visitorOnly: true, why: 'credentials as a visitor' },
  { path: /^\/api\/v2\/search/, visitorOnly: true, why: 'search is refused to visitors' },
  { path: new RegExp(`^/api/v1/accounts/${ID}/statuses`), visitorOnly: true, why: "an account's posts are refused to visitors" },
];

const FACTS: Record<E2EFlavour, FlavourFacts> = {
  snac2: {
    visitorTimelines: true,
    visitorThreads: false,
    body: 'form',
    async signInOnServerPage(page, username) {
      // snac's own login form (mastoapi.c), posting to /oauth/x-snac-login
      await expect(page).toHaveURL(/\/oauth\/authorize\?/);
      await page.locator('input[name="login"]').fill(username);
      await page.locator('input[name="passwd"]').fill(PASSWORD);
      await page.getByRole('button', { name: 'OK' }).click();
    },
    unwanted: [
      ...COMMON_UNWANTED,
      { path: /^\/api\/v2\/instance/, why: 'no v2 instance' },
      { path: /^\/api\/v[12]\/suggestions/, why: 'no suggestions' },
      { path: /^\/api\/v1\/conversations/, why: 'no direct messages' },
      { method: 'GET', path: /^\/api\/v1\/polls\//, why: 'no poll GET' },
      { method: 'GET', path: /^\/api\/v1\/statuses$/, why: 'no multifetch' },
      { path: /^\/api\/v1\/reports/, why: 'no reports' },
      { path: new RegExp(`^/api/v1/accounts/${ID}/(un)?mute$`), why: 'no account mutes' },
      { path: new RegExp(`^/api/v1/statuses/${ID}/context$`), visitorOnly: true, why: 'threads are refused to visitors' },
      { method: 'GET', path: new RegExp(`^/api/v1/statuses/${ID}$`), visitorOnly: true, why: 'posts are refused to visitors' },
    ],
  },
  hollo: {
    visitorTimelines: false,
    visitorThreads: true,
    body: 'json',
    async signInOnServerPage(page, username) {
      // Hollo's authorize page sends a browser without its login cookie to /login?next=…, then asks
      // which account to authorize.
      const email = page.getByLabel('Email');
      const consent = page.getByRole('heading', { name: /^Authorize / });
      await expect(email.or(consent)).toBeVisible();
      if (await email.isVisible()) {
        await email.fill(`${username}@demo.example`);
        await page.getByLabel('Password').fill(PASSWORD);
        await page.getByRole('button', { name: 'Sign in' }).click();
      }
      await expect(consent).toBeVisible();
      await page.getByRole('button', { name: 'Allow' }).click();
    },
    unwanted: [
      ...COMMON_UNWANTED,
      { path: /^\/api\/v1\/instance\/peers/, why: 'no peers' },
      { path: /^\/api\/v1\/conversations/, why: 'no conversations' },
      { path: /^\/api\/v[12]\/filters/, why: 'no filters' },
      {
        path: /^\/api\/v1\/timelines\/(public|tag\/)/,
        visitorOnly: true,
        why: 'public timelines are refused to visitors',
        // Issue 25: a page loaded on a timeline asks for it at once, before NodeInfo can name the server (Hollo's
        // instance document does not); its 401 turns into 'log in to see'. One ask per page load, never again.
        oncePerPageLoad: true,
      },
    ],
  },
};

export interface Watch {
  /** Everything that went wrong so far: page errors, console errors, error answers, unwanted requests. */
  problems: string[];
  /** How many requests so far matched this method and path. */
  count(method: string, path: RegExp): number;
}

function flavourTest(flavour: E2EFlavour) {
  const facts = FACTS[flavour];
  const origin = flavourURL(flavour);
  return base.extend<{ watch: Watch }>({
    // eslint-disable-next-line no-empty-pattern -- Playwright fixtures name their dependencies in the pattern
    baseURL: async ({}, provide) => provide(origin),
    watch: [
      async ({ page }, provide) => {
        const problems: string[] = [];
        const seen: { method: string; path: string }[] = [];
        page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
        page.on('console', (message) => {
          if (message.type() !== 'error') return;
          // The browser asks for /favicon.ico by itself on the server's own sign-in page (the client's pages name
          // their icon): the server's business, not the client's.
          if (message.location().url === `${origin}/favicon.ico`) return;
          if (startupAsks.has(message.location().url)) return;
          problems.push(`console error: ${message.text()} (${message.location().url})`);
        });
        // the one start-up ask of a page load a rule allows (oncePerPageLoad), with its answer and the browser's line
        const startupAsks = new Set<string>();
        let askedSinceLoad = new Set<Unwanted>();
        page.on('request', (request) => {
          const url = new URL(request.url());
          if (request.isNavigationRequest() && request.frame() === page.mainFrame()) askedSinceLoad = new Set();
          if (url.origin !== origin) return;
          const method = request.method();
          seen.push({ method, path: url.pathname });
          const visitor = !request.headers().authorization;
          for (const rule of facts.unwanted) {
            if ((rule.method ?? method) !== method || !rule.path.test(url.pathname)) continue;
            if (rule.visitorOnly && !visitor) continue;
            if (rule.oncePerPageLoad && !askedSinceLoad.has(rule)) {
              askedSinceLoad.add(rule);
              startupAsks.add(url.href);
              continue;
            }
            problems.push(`unwanted request (${rule.why}): ${method} ${url.pathname}${url.search}`);
          }
        });
        page.on('response', (response) => {
          const url = new URL(response.url());
          const type = response.request().resourceType();
          if (url.origin !== origin || response.status() < 400) return;
          if (startupAsks.has(url.href) && response.status() === 401) return;
          if (type !== 'fetch' && type !== 'xhr' && type !== 'document') return;
          problems.push(`${response.status()} on ${response.request().method()} ${url.pathname}${url.search}`);
        });
        await provide({
          problems,
          count: (method, path) => seen.filter((r) => r.method === method && path.test(r.path)).length,
        });
        expect(problems, 'page errors, console errors, error answers or unwanted requests').toEqual([]);
      },
      { auto: true },
    ],
  });
}

// ---------------------------------------------------------------------------------------------------------------
// The server's API, as other accounts use it (tokens from /__demo/token; bodies as the server takes them)

interface ApiStatus {
  id: string;
  content: string;
  replies_count: number;
  favourited?: boolean;
  reblogged?: boolean;
  bookmarked?: boolean;
  poll: { id: string; voted?: boolean } | null;
}

interface Api {
  token(username: string): Promise<string>;
  post(username: string, fields: { status: string; in_reply_to_id?: string; poll?: string[] }): Promise<ApiStatus>;
  status(username: string, id: string): Promise<ApiStatus>;
  ownStatuses(username: string): Promise<ApiStatus[]>;
}

function apiFor(request: APIRequestContext, body: 'form' | 'json'): Api {
  const tokens = new Map<string, string>();
  async function token(username: string) {
    const known = tokens.get(username);
    if (known) return known;
    const res = await request.post('/__demo/token', { data: { username } });
    expect(res.ok()).toBeTruthy();
    const minted = ((await res.json()) as { access_token: string }).access_token;
    tokens.set(username, minted);
    return minted;
  }
  const get = async <T>(username: string, path: string) => {
    const res = await request.get(path, { headers: { Authorization: `Bearer ${await token(username)}` } });
    expect(res.ok(), `GET ${path}: ${res.status()}`).toBeTruthy();
    return (await res.json()) as T;
  };
  return {
    token,
    async post(username, { status, in_reply_to_id, poll }) {
      const headers = { Authorization: `Bearer ${await token(username)}` };
      const pollFields = poll ? { options: poll, expires_in: 86_400, multiple: false } : undefined;
      let res;
      if (body === 'json') {
        res = await request.post('/api/v1/statuses', {
          headers,
          data: {
            status,
            visibility: 'public',
            ...(in_reply_to_id ? { in_reply_to_id } : {}),
            ...(pollFields ? { poll: pollFields } : {}),
          },
        });
      } else {
        const form = new URLSearchParams({ status, visibility: 'public' });
        if (in_reply_to_id) form.set('in_reply_to_id', in_reply_to_id);
        for (const option of poll ?? []) form.append('poll[options][]', option);
        if (poll) form.set('poll[expires_in]', '86400');
        res = await request.post('/api/v1/statuses', {
          headers: { ...headers, 'Content-Type': 'application/x-www-form-urlencoded' },
          data: form.toString(),
        });
      }
      expect(res.ok(), `posting as ${username}: ${res.status()}`).toBeTruthy();
      const posted = (await res.json()) as ApiStatus;
      if (poll) expect(posted.poll, 'the server kept the poll').not.toBeNull();
      return posted;
    },
    status: (username, id) => get<ApiStatus>(username, `/api/v1/statuses/${id}`),
    async ownStatuses(username) {
      const me = await get<{ id: string }>(username, '/api/v1/accounts/verify_credentials');
      return get<ApiStatus[]>(username, `/api/v1/accounts/${me.id}/statuses?limit=40`);
    },
  };
}

// ---------------------------------------------------------------------------------------------------------------
// The screen

const feed = (page: Page) => page.getByRole('feed').first();
const card = (page: Page, text: string) => feed(page).getByRole('article').filter({ hasText: text }).first();
const panelForm = (page: Page) => page.locator('.user-panel').getByRole('form', { name: 'Post form' });
const textOf = (form: Locator) => form.getByRole('textbox', { name: 'Post text' });

/** The panel's post form (its stand-in becomes the form on focus; the composer chunk loads lazily). */
async function openPanelForm(page: Page): Promise<Locator> {
  const form = panelForm(page);
  if (!(await form.isVisible())) await page.locator('.user-panel').getByRole('textbox', { name: 'Post text' }).click();
  await expect(form).toBeVisible();
  return form;
}

/** Posts the form: the panel's clears, a reply's or the modal's closes. */
async function send(form: Locator, closes = false) {
  const button = form.getByRole('button', { name: 'Post', exact: true });
  await expect(button).toBeEnabled();
  await button.click();
  if (closes) await expect(form).toHaveCount(0);
  else await expect(textOf(form)).toHaveValue('');
}

async function menuAction(page: Page, row: Locator, name: string) {
  await row.getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name, exact: true }).click();
}

/** Every image in the locator has loaded (not the broken-image box, not the fallback tile). */
async function expectImagesShown(scope: Locator) {
  const images = scope.locator('img');
  await expect(images.first()).toBeVisible();
  await expect
    .poll(() =>
      images.evaluateAll((list) =>
        list.every((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0),
      ),
    )
    .toBe(true);
}

/** From the login screen of the default configuration through the server's own page, back home. */
async function signInThroughServerPage(page: Page, facts: FlavourFacts, username: string) {
  await page.goto('/login');
  // Neither server takes passwords from apps: its own page comes first, and no password form is offered.
  await expect(page.getByLabel('Password')).toHaveCount(0);
  await page.getByRole('button', { name: 'Log in on the server' }).click();
  await facts.signInOnServerPage(page, username);
  await expect(page).toHaveURL(/\/main\/friends$/);
  await expect(page.getByRole('heading', { name: 'Home timeline' })).toBeVisible();
  await expect(feed(page).getByRole('article').first()).toBeVisible();
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Log out' }).first().click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/main\/public$/);
  await expect(page.getByRole('link', { name: 'Home timeline' })).toHaveCount(0);
}

/** A signed-in tab without the sign-in pages: the token where the app keeps it (src/utils/storage.ts). */
async function withToken(page: Page, token: string) {
  await page.addInitScript((userToken) => {
    if (!localStorage.getItem('oauth'))
      localStorage.setItem('oauth', JSON.stringify({ clientId: null, clientSecret: null, userToken }));
  }, token);
}

// ---------------------------------------------------------------------------------------------------------------

export function flavourFlows(flavour: E2EFlavour) {
  const facts = FACTS[flavour];
  const test = flavourTest(flavour);
  const tag = `(${flavour})`;

  // a flow is many steps, each a round trip or more on a machine shared with the other workers
  test.describe.configure({ timeout: 150_000 });

  test.beforeEach(async ({ request }) => {
    expect((await request.post('/__demo/reset')).ok()).toBeTruthy();
  });

  test(`a visitor reads what ${flavour} lets visitors read, and is asked to log in for the rest`, async ({ page, request }) => {
    const api = apiFor(request, facts.body);
    const opening = await api.post('bob', { status: `A thread for visitors ${tag}` });
    await api.post('alice', { status: `An answer in the thread ${tag}`, in_reply_to_id: opening.id });

    for (const path of ['/main/public', '/main/all']) {
      await page.goto(path);
      if (facts.visitorTimelines) {
        await expect(card(page, `A thread for visitors ${tag}`)).toBeVisible();
        await expect(page.getByRole('link', { name: 'Log in to join the discussion' })).toBeVisible();
      } else {
        await expect(page.getByText('Log in to see posts on this server')).toBeVisible();
        await expect(
          page
            .getByRole('main')
            .getByRole('link', { name: /log in/i })
            .first(),
        ).toBeVisible();
        await expect(feed(page).getByRole('article')).toHaveCount(0);
      }
    }

    await page.goto(`/notice/${opening.id}`);
    if (facts.visitorThreads) {
      await expect(
        page
          .getByRole('article')
          .filter({ hasText: `A thread for visitors ${tag}` })
          .first(),
      ).toBeVisible();
      await expect(
        page
          .getByRole('article')
          .filter({ hasText: `An answer in the thread ${tag}` })
          .first(),
      ).toBeVisible();
    } else {
      await expect(page.getByText('Log in to see this conversation')).toBeVisible();
    }

    await page.goto('/bob');
    await expect(page.getByRole('region', { name: /^Profile of bob/ }).getByRole('heading', { name: /Bob/ })).toBeVisible();
    // neither server shows an account's posts to visitors
    await expect(page.getByText('Log in to see this', { exact: true })).toBeVisible();
  });

  test(`a member signs in on ${flavour}'s own page, writes, and signs in again after signing out`, async ({
    page,
    request,
    watch,
  }) => {
    const api = apiFor(request, facts.body);
    await signInThroughServerPage(page, facts, 'alice');
    const form = await openPanelForm(page);

    // a plain post
    await textOf(form).fill(`Plain words ${tag}`);
    await send(form);
    const plain = card(page, `Plain words ${tag}`);
    await expect(plain).toBeVisible();

    // with a content warning: the text waits behind the warning
    await form.getByRole('button', { name: 'CW' }).click();
    await form.getByRole('textbox', { name: 'Subject (optional)' }).fill(`Spoilers ahead ${tag}`);
    await textOf(form).fill(`The hidden part ${tag}`);
    await send(form);
    const warned = card(page, `Spoilers ahead ${tag}`);
    await expect(warned).toBeVisible();
    await expect(warned.getByText(`The hidden part ${tag}`)).toBeHidden();

    // with a poll
    await form.getByRole('button', { name: 'Poll' }).click();
    await form.getByRole('textbox', { name: 'Option 1' }).fill('Tea');
    await form.getByRole('textbox', { name: 'Option 2' }).fill('Coffee');
    await textOf(form).fill(`Which one ${tag}`);
    await send(form);
    const polled = card(page, `Which one ${tag}`);
    await expect(polled.getByText('Tea')).toBeVisible();
    await expect(polled.getByText('Coffee')).toBeVisible();

    // with an image, which shows
    await textOf(form).fill(`A picture ${tag}`);
    await form.getByTestId('media-field-input').setInputFiles({ name: 'dot.png', mimeType: 'image/png', buffer: PNG });
    await expect(form.locator('[data-file-state="uploaded"]')).toHaveCount(1);
    await form.getByRole('textbox', { name: 'Description for dot.png' }).fill('A single dot');
    await send(form);
    const pictured = card(page, `A picture ${tag}`);
    await expectImagesShown(pictured.locator('.status-media'));

    // delete & redraft: the post comes back with its image (snac2 renames the upload inside a post)
    await menuAction(page, pictured, 'Delete & redraft');
    await page
      .getByRole('alertdialog', { name: 'Delete and redraft this post?' })
      .getByRole('button', { name: 'Delete & redraft' })
      .click();
    const redraft = page.getByRole('dialog').getByRole('form', { name: 'Post form' });
    await expect(textOf(redraft)).toHaveValue(`A picture ${tag}`);
    await expect(redraft.getByRole('textbox', { name: /^Description for / })).toHaveValue('A single dot');
    await textOf(redraft).fill(`A picture, redrafted ${tag}`);
    await send(redraft, true);
    await expect(
      feed(page)
        .getByRole('article')
        .filter({ hasText: `A picture ${tag}` }),
    ).toHaveCount(0);
    await expectImagesShown(card(page, `A picture, redrafted ${tag}`).locator('.status-media'));

    // preview: rendered without creating a post on the server
    const before = (await api.ownStatuses('alice')).length;
    const posted = watch.count('POST', /^\/api\/v1\/statuses$/);
    await form.getByRole('button', { name: 'Preview' }).click();
    await textOf(form).fill(`Only a preview ${tag}`);
    await expect(form.getByRole('article').filter({ hasText: `Only a preview ${tag}` })).toBeVisible();
    await textOf(form).fill(`Only a preview, changed ${tag}`);
    await expect(form.getByRole('article').filter({ hasText: `Only a preview, changed ${tag}` })).toBeVisible();
    await form.getByRole('button', { name: 'Preview' }).click();
    await textOf(form).fill('');
    expect(watch.count('POST', /^\/api\/v1\/statuses$/)).toBe(posted);
    expect((await api.ownStatuses('alice')).length).toBe(before);

    // a reply, counted on its parent
    await plain.getByRole('button', { name: 'Reply' }).click();
    const replyForm = plain.getByRole('form', { name: 'Post form' });
    await textOf(replyForm).fill(`An answer to myself ${tag}`);
    await send(replyForm, true);
    const reply = card(page, `An answer to myself ${tag}`);
    await expect(reply).toBeVisible();
    await expect(plain.getByRole('button', { name: 'Reply' })).toContainText('1');

    // an edit shows at once
    await menuAction(page, plain, 'Edit');
    const editor = page.getByRole('dialog', { name: 'Edit post' }).getByRole('form', { name: 'Edit post' });
    await expect(textOf(editor)).toHaveValue(`Plain words ${tag}`);
    await textOf(editor).fill(`Plain words, edited ${tag}`);
    await editor.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const edited = card(page, `Plain words, edited ${tag}`);
    await expect(edited).toBeVisible();

    // delete the reply: it leaves, and its parent counts one reply less
    await menuAction(page, reply, 'Delete');
    await page.getByRole('alertdialog', { name: 'Delete this post?' }).getByRole('button', { name: 'Delete' }).click();
    await expect(
      feed(page)
        .getByRole('article')
        .filter({ hasText: `An answer to myself ${tag}` }),
    ).toHaveCount(0);
    await expect(edited.getByRole('button', { name: 'Reply' })).not.toContainText('1');

    // what the server holds
    const own = await api.ownStatuses('alice');
    expect(own.map((s) => s.content).join('\n')).toContain(`Plain words, edited ${tag}`);
    expect(own.some((s) => s.content.includes(`An answer to myself ${tag}`))).toBe(false);

    // sign out, and in again (snac2 deleted the app with its token: the client registers it again)
    await signOut(page);
    await signInThroughServerPage(page, facts, 'alice');
    await expect(card(page, `Plain words, edited ${tag}`)).toBeVisible();
  });

  test(`a member answers others on ${flavour}: mention, vote, favourite, repeat, bookmark, follow`, async ({ page, request }) => {
    const api = apiFor(request, facts.body);
    const question = await api.post('bob', { status: `Cats or dogs ${tag}`, poll: ['Cats', 'Dogs'] });
    const shared = await api.post('bob', { status: `Worth sharing ${tag}` });
    await api.post('bob', { status: `@alice are you there ${tag}` });
    await withToken(page, await api.token('alice'));
    await page.goto('/main/friends');
    await expect(page.getByRole('heading', { name: 'Home timeline' })).toBeVisible();

    // the mention
    const notifications = page.getByRole('region', { name: /^Notifications/ }).first();
    await expect(
      notifications
        .getByRole('article')
        .filter({ hasText: `are you there ${tag}` })
        .first(),
    ).toContainText('mentioned you');

    // vote on bob's poll
    const poll = card(page, `Cats or dogs ${tag}`);
    await poll.getByRole('radio', { name: /Cats/ }).check();
    await poll.getByRole('button', { name: 'Vote' }).click();
    await expect(poll.getByRole('radio')).toHaveCount(0);
    await expect(poll).toContainText('your choice');
    await expect.poll(async () => (await api.status('alice', question.id)).poll?.voted).toBe(true);

    // favourite, repeat, bookmark
    const post = card(page, `Worth sharing ${tag}`);
    await post.getByRole('button', { name: 'Favourite' }).click();
    await expect(post.getByRole('button', { name: 'Unfavourite' })).toHaveAttribute('aria-pressed', 'true');
    await post.getByRole('button', { name: 'Repeat' }).click();
    await expect(post.getByRole('button', { name: 'Undo repeat' })).toBeVisible();
    await menuAction(page, post, 'Bookmark');
    await expect
      .poll(async () => {
        const now = await api.status('alice', shared.id);
        return [now.favourited, now.reblogged, now.bookmarked];
      })
      .toEqual([true, true, true]);
    await page.goto('/bookmarks');
    await expect(card(page, `Worth sharing ${tag}`)).toBeVisible();

    // follow and unfollow
    await page.goto('/frank');
    const profile = page.getByRole('region', { name: /^Profile of frank/ });
    // frank follows alice: 'Follow back'
    await profile.getByRole('button', { name: /^Follow( back)?$/ }).click();
    await expect(profile.getByRole('button', { name: 'Unfollow' })).toBeVisible();
    await profile.getByRole('button', { name: 'Unfollow' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Unfollow this user?' });
    if (await confirm.isVisible().catch(() => false)) await confirm.getByRole('button', { name: 'Unfollow' }).click();
    await expect(profile.getByRole('button', { name: /^Follow( back)?$/ })).toBeVisible();
  });
}
