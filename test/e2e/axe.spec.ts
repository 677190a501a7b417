import axe from 'axe-core';
import type { Page, TestInfo } from '@playwright/test';
import { test, expect as baseExpect, feed, posts, resetInstance, signIn } from './support';

// Zero axe-core violations (WCAG 2.2 A and AA) on every screen, visitor and member, desktop and phone (issue 26).
// Each test walks several screen states and audits each; the violations of all of them are listed together at the end,
// one line per node (rule id, target, summary), so one run names every failure.
const expect = baseExpect.configure({ timeout: 15_000 });
// axe takes seconds on a long page; a busy machine needs patience, not sleeps
test.describe.configure({ timeout: 240_000 });
test.beforeEach(async ({ page }) => resetInstance(page));

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Audits the page as it is now; returns one line per failing node. */
async function audit(page: Page, state: string): Promise<string[]> {
  // axe runs in the page and only the violations come back: passing nodes (thousands with the emoji picker open) are
  // left in the page, where handing them over took most of an audit's time (issue 25, "Tests and the clock").
  // Injected through the debugging protocol, which the page's CSP does not govern; once per document.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const found = await page.evaluate(async (tags) => {
    const { violations } = await (window as unknown as { axe: typeof axe }).axe.run(document, {
      runOnly: { type: 'tag', values: tags },
    });
    return violations.flatMap((v) =>
      v.nodes.map((node) => ({ id: v.id, target: node.target.join(' '), summary: node.failureSummary ?? v.help })),
    );
  }, TAGS);
  return found.map(({ id, target, summary }) => `[${state}] ${id}: ${target}\n    ${summary.replace(/\s*\n\s*/g, ' | ')}`);
}

class Audits {
  private readonly lines: string[] = [];
  private readonly states: string[] = [];
  constructor(
    private readonly page: Page,
    private readonly info: TestInfo,
  ) {}
  async check(state: string) {
    // nothing half-drawn: no loading spinner in what is audited
    await expect(this.page.locator('.spinner:visible')).toHaveCount(0);
    this.states.push(state);
    const lines = await audit(this.page, state);
    // printed as they are found: a test that fails later still names them
    if (lines.length > 0) console.log(`${this.info.titlePath.slice(1).join(' › ')}:\n${lines.join('\n')}`);
    this.lines.push(...lines);
  }
  finish() {
    expect(this.states.length).toBeGreaterThan(0);
    expect(this.lines.length, `axe violations (listed above) in ${this.states.join(', ')}`).toBe(0);
  }
}

async function post(page: Page, username: string, status: string): Promise<string> {
  const res = await page.request.post('/__demo/post', { data: { username, status, visibility: 'public' } });
  expect(res.ok()).toBeTruthy();
  return String(((await res.json()) as { id: string | number }).id);
}

/** The seeded public post whose text contains `text`. */
async function seeded(page: Page, text: string): Promise<string> {
  const res = await page.request.get('/api/v1/timelines/public?limit=40');
  const statuses = (await res.json()) as { id: string; content: string }[];
  const found = statuses.find((status) => status.content.includes(text));
  if (!found) throw new Error(`no seeded post with ${text}`);
  return found.id;
}

const phone = (page: Page) => (page.viewportSize()?.width ?? 1280) <= 800;

/** Settings and moderation: the top bar's buttons on a desktop, the drawer's entries on a phone. */
async function openFromShell(page: Page, name: RegExp) {
  if (phone(page)) {
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name }).click();
  } else await page.getByRole('banner').getByRole('button', { name }).click();
}

const SIZES = [
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
];

for (const size of SIZES) {
  test.describe(size.name, () => {
    test.use({ viewport: size.viewport });

    test('a visitor: timeline, conversation with the media viewer, profile, search, about, login, registration', async ({
      page,
    }, info) => {
      const audits = new Audits(page, info);
      const trip = await seeded(page, 'weekend trip');

      await page.goto('/main/all');
      await expect(posts(page).first()).toBeVisible();
      await audits.check('public timeline');

      await page.goto(`/notice/${trip}`);
      const card = page.locator(`article[data-status-id="${trip}"]`);
      await expect(card.locator('.att-item')).toHaveCount(4);
      await audits.check('conversation');
      await card.locator('.att-item').first().click();
      const viewer = page.getByRole('dialog', { name: 'Media viewer' });
      await expect(viewer.locator('img')).toBeVisible();
      await audits.check('media viewer');
      await page.keyboard.press('Escape');
      await expect(viewer).toHaveCount(0);

      await page.goto('/users/bob');
      await expect(posts(page).first()).toBeVisible();
      await audits.check('profile, posts tab');

      await page.goto('/search?query=book');
      await expect(page.getByRole('tab', { name: /^Posts \(\d+\)$/ })).toBeVisible();
      await expect(page.getByRole('tabpanel')).toBeVisible();
      await audits.check('search with results');

      await page.goto('/about');
      await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
      await audits.check('about');

      await page.goto('/login');
      await expect(page.getByLabel('Username')).toBeVisible();
      await audits.check('login');

      await page.goto('/registration');
      await expect(page.getByRole('main').getByRole('textbox').first()).toBeVisible();
      await audits.check('registration');
      audits.finish();
    });

    test('a member: home, composer, emoji picker', async ({ page }, info) => {
      const audits = new Audits(page, info);
      await signIn(page);
      await page.waitForURL(/\/main\//);
      await expect(posts(page).first()).toBeVisible();
      await audits.check('home timeline');

      // the composer, open, and its emoji picker
      let form;
      if (phone(page)) {
        await page.getByRole('button', { name: 'New post' }).click();
        form = page.getByRole('dialog', { name: 'New post' });
      } else {
        await page.getByRole('textbox', { name: 'Post text' }).first().click();
        form = page.getByRole('form', { name: 'Post form' }).first();
      }
      await form.getByRole('textbox', { name: 'Post text' }).fill('Hello @bo');
      await expect(form.getByRole('button', { name: 'Insert emoji' })).toBeVisible();
      await audits.check('composer open');
      await form.getByRole('button', { name: 'Insert emoji' }).click();
      await expect(page.locator('.emoji-picker-cell').first()).toBeVisible();
      await audits.check('emoji picker open');
      await page.keyboard.press('Escape');
      await expect(page.locator('.emoji-picker')).toHaveCount(0);
      audits.finish();
    });

    test('a member: status menu, who favourited, notifications, lists, settings', async ({ page }, info) => {
      const audits = new Audits(page, info);
      const liked = await post(page, 'alice', 'Everyone loves this one, #books and @bob too');
      expect((await page.request.post('/__demo/fans', { data: { id: liked, count: '3' } })).ok()).toBeTruthy();
      await signIn(page);
      await page.waitForURL(/\/main\//);

      // the post's 'More actions' menu, and who favourited it
      await page.goto(`/notice/${liked}`);
      const opened = page.locator(`article[data-status-id="${liked}"]`);
      await expect(opened).toBeVisible();
      await opened.getByRole('button', { name: 'More actions' }).click();
      await expect(page.getByRole('menuitem', { name: 'Delete', exact: true })).toBeVisible();
      await audits.check('status menu open');
      await page.keyboard.press('Escape');
      await opened
        .getByRole('group', { name: 'Post actions' })
        .getByRole('button', { name: /^Favourited by/ })
        .click();
      await expect(page.getByRole('dialog', { name: 'Favourited by' }).getByRole('link').first()).toBeVisible();
      await audits.check('who favourited (user popover) open');
      await page.keyboard.press('Escape');

      await page.goto('/alice/notifications');
      await expect(page.getByRole('main').locator('.notification').first()).toBeVisible();
      await audits.check('notifications');

      await page.goto('/lists');
      await expect(page.getByRole('main').getByRole('link', { name: 'Friends', exact: true })).toBeVisible();
      await audits.check('lists');

      await page.goto('/main/friends');
      await expect(feed(page).getByRole('article').first()).toBeVisible();
      await openFromShell(page, /^Settings/);
      const settings = page.getByRole('dialog', { name: 'Settings' });
      await expect(settings.getByLabel('Times of posts')).toBeVisible();
      await audits.check('settings modal');
      audits.finish();
    });

    test('an admin: the reports window', async ({ page }, info) => {
      const audits = new Audits(page, info);
      const spam = await post(page, 'bob', 'Buy cheap followers now');
      const res = await page.request.post('/__demo/report', {
        data: { reporter: 'alice', account: 'bob', status_ids: [spam], comment: 'Spam from bob' },
      });
      expect(res.ok()).toBeTruthy();
      await signIn(page, { username: 'admin', password: 'demo-password' });
      await page.waitForURL(/\/main\//);
      await expect(posts(page).first()).toBeVisible();
      await openFromShell(page, /^Moderation/);
      const reports = page.getByRole('dialog', { name: 'Reports' });
      await expect(reports.locator('article.moderation-report').first()).toBeVisible();
      await audits.check('moderation: reports');
      audits.finish();
    });
  });
}
