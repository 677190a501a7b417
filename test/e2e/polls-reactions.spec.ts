import type { Page } from '@playwright/test';
import { test, expect, emojiResults, resetInstance, signIn } from './support';

test.beforeEach(async ({ page }) => resetInstance(page));

/** The id of a seeded public post, found by its text through the public timeline. */
async function findStatus(page: Page, text: string): Promise<string> {
  const res = await page.request.get('/api/v1/timelines/public?limit=40');
  expect(res.ok()).toBeTruthy();
  const list = (await res.json()) as { id: string; content: string }[];
  const hit = list.find((s) => s.content.includes(text));
  if (!hit) throw new Error(`no seeded post with ${text}`);
  return hit.id;
}

async function openStatus(page: Page, text: string) {
  const id = await findStatus(page, text);
  await signIn(page);
  await expect(page.getByRole('feed')).toBeVisible();
  await page.goto(`/notice/${id}`);
  const card = page.getByRole('article').filter({ hasText: text }).first();
  await expect(card).toBeVisible();
  return card;
}

test('voting in a poll shows the results with one’s own choice', async ({ page }) => {
  const card = await openStatus(page, 'Settle this once and for all');
  const footer = card.locator('.status-poll-footer');
  const votersBefore = Number(/\d+/.exec((await footer.textContent()) ?? '')?.[0]);
  const vote = card.getByRole('button', { name: 'Vote' });
  await expect(vote).toBeDisabled();
  await card.getByRole('radio', { name: /Cats/ }).check();
  await vote.click();
  await expect(card.getByRole('radio')).toHaveCount(0);
  await expect(card.locator('.poll-own-vote')).toContainText('Cats');
  await expect(footer).toContainText(`${votersBefore + 1} people voted`);
});

test('a failed vote shows its error in the poll and lets one try again', async ({ page }) => {
  const card = await openStatus(page, 'Settle this once and for all');
  const id = await findStatus(page, 'Settle this once and for all');
  const status = (await (await page.request.get(`/api/v1/statuses/${id}`)).json()) as { poll: { id: string } };
  await page.request.post('/__demo/fail', { data: { path: `/api/v1/polls/${status.poll.id}/votes`, status: 500 } });
  await card.getByRole('radio', { name: /Foxes/ }).check();
  await card.getByRole('button', { name: 'Vote' }).click();
  await expect(card.getByRole('alert')).toContainText('Could not vote');
  await expect(card.getByRole('button', { name: 'Vote' })).toBeEnabled();
});

test('a vote the server refuses shows the server’s own words', async ({ page }) => {
  const card = await openStatus(page, 'Settle this once and for all');
  const id = await findStatus(page, 'Settle this once and for all');
  const status = (await (await page.request.get(`/api/v1/statuses/${id}`)).json()) as { poll: { id: string } };
  await page.request.post('/__demo/fail', {
    data: { path: `/api/v1/polls/${status.poll.id}/votes`, status: 422, body: '{"error":"You have already voted on this poll"}' },
  });
  await card.getByRole('radio', { name: /Foxes/ }).check();
  await card.getByRole('button', { name: 'Vote' }).click();
  await expect(card.getByRole('alert')).toHaveText('Could not vote: You have already voted on this poll');
});

/** The emojibase chunks are unnamed (first-screen bytes): told apart by a label only that locale's data has. */
const WORDS = { en: '"grinning face with big eyes"', de: '"Daumen hoch"' } as const;

async function failWords(page: Page, locale: keyof typeof WORDS) {
  await page.route('**/static/js/*.js', async (route) => {
    try {
      const res = await route.fetch();
      const body = await res.text();
      if (body.includes(WORDS[locale])) await route.abort();
      else await route.fulfill({ response: res, body });
    } catch {
      // the page went away meanwhile (the reload cut the script's request short): nothing waits for this answer
      await route.abort().catch(() => undefined);
    }
  });
}

/** A seeded post that has reactions, once the member is signed in. */
async function signedInWithReactedPost(page: Page): Promise<{ id: string }> {
  const list = (await (await page.request.get('/api/v1/timelines/public?limit=40')).json()) as {
    id: string;
    pleroma?: { emoji_reactions?: unknown[] };
  }[];
  const target = list.find((s) => (s.pleroma?.emoji_reactions ?? []).length > 0);
  if (!target) throw new Error('no seeded post with reactions');
  await signIn(page);
  await expect(page.getByRole('feed')).toBeVisible();
  return target;
}

/** Opens the reaction picker on a seeded post that has reactions; the dialog. */
async function openPicker(page: Page) {
  const target = await signedInWithReactedPost(page);
  await page.goto(`/notice/${target.id}`);
  await page.locator(`article[data-status-id="${target.id}"]`).first().getByRole('button', { name: 'Add reaction' }).click();
  return page.getByRole('dialog');
}

test('the emoji picker loads /static/emoji.json and the emoji names when it opens', async ({ page }) => {
  const asked: string[] = [];
  let words = 0;
  page.on('request', (req) => {
    if (new URL(req.url()).pathname === '/static/emoji.json') asked.push(req.url());
  });
  await page.route('**/static/js/*.js', async (route) => {
    const res = await route.fetch();
    const body = await res.text();
    if (body.includes(WORDS.en)) words += 1;
    await route.fulfill({ response: res, body });
  });
  const picker = await openPicker(page);
  // not in the built-in list: only the full set has flags
  await picker.getByRole('searchbox', { name: 'Search emoji' }).fill('germany');
  await expect(picker.getByRole('button', { name: 'flag: Germany' })).toBeVisible();
  // the server's file adds what emojibase lacks
  await picker.getByRole('searchbox', { name: 'Search emoji' }).fill('reversed thumbs');
  await expect(picker.getByRole('button', { name: 'reversed thumbs up sign' })).toBeVisible();
  expect(asked).toHaveLength(1);
  await expect.poll(() => words).toBe(1);
});

test('when /static/emoji.json fails, the picker keeps emojibase’s set; when that fails too, the built-in one', async ({
  page,
}) => {
  await page.request.post('/__demo/fail', { data: { path: '/static/emoji.json', status: 500, times: 0 } });
  const warned: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'warning') warned.push(m.text());
  });
  let picker = await openPicker(page);
  await expect.poll(() => warned.some((w) => w.includes('/static/emoji.json'))).toBe(true);
  await picker.getByRole('searchbox', { name: 'Search emoji' }).fill('germany');
  await expect(picker.getByRole('button', { name: 'flag: Germany' })).toBeVisible();

  await failWords(page, 'en');
  await page.reload();
  await page.getByRole('button', { name: 'Add reaction' }).first().click();
  picker = page.getByRole('dialog');
  await expect.poll(() => warned.some((w) => w.includes('en emoji names'))).toBe(true);
  await picker.getByRole('searchbox', { name: 'Search emoji' }).fill('germany');
  await expect(picker.getByText('No emoji found')).toBeVisible();
  await picker.getByRole('searchbox', { name: 'Search emoji' }).fill('party');
  await expect(picker.getByRole('button', { name: 'party popper' })).toBeVisible();
});

test('in a German interface the picker names emoji in German and finds them by German and English words', async ({
  page,
  context,
  baseURL,
}) => {
  const target = await signedInWithReactedPost(page);
  await context.addCookies([{ name: 'userLanguage', value: 'de', url: baseURL ?? '' }]);
  await page.goto(`/notice/${target.id}`);
  const card = page.locator(`article[data-status-id="${target.id}"]`).first();
  // the '+' after the reactions (its German name is 'Reaktion hinzufügen')
  await card.locator('button.reaction-add').click();
  const picker = page.getByRole('dialog');
  const search = picker.getByRole('searchbox', { name: 'Emoji suchen' });
  await search.fill('Daumen');
  const results = picker.getByRole('group', { name: 'Suchergebnisse' });
  await expect(results.getByRole('button').first()).toHaveAccessibleName('Daumen hoch');
  await search.fill('Konfetti');
  await expect(results.getByRole('button', { name: 'Konfettibombe' })).toBeVisible();
  // an English word still finds it
  await search.fill('thumbs up');
  await expect(results.getByRole('button').first()).toHaveAccessibleName('Daumen hoch');
  await results.getByRole('button', { name: 'Daumen hoch' }).click();
  await expect(card.locator('.status-reactions').getByRole('button', { name: /👍/ })).toHaveAttribute('aria-pressed', 'true');
});

test('when the German names fail to load, the picker names and finds emoji in English', async ({ page, context, baseURL }) => {
  await failWords(page, 'de');
  await signIn(page);
  await expect(page.getByRole('feed')).toBeVisible();
  await context.addCookies([{ name: 'userLanguage', value: 'de', url: baseURL ?? '' }]);
  await page.reload();
  await page.getByRole('button', { name: 'Reaktion hinzufügen' }).first().click();
  const picker = page.getByRole('dialog');
  await picker.getByRole('searchbox', { name: 'Emoji suchen' }).fill('thumbs up');
  await expect(picker.getByRole('group', { name: 'Suchergebnisse' }).getByRole('button').first()).toHaveAccessibleName(
    'thumbs up',
  );
});

test('reacting: toggle an existing reaction, then add one from the picker', async ({ page }) => {
  const reacted = await page.request.get('/api/v1/timelines/public?limit=40');
  const list = (await reacted.json()) as {
    id: string;
    content: string;
    pleroma?: { emoji_reactions?: { name: string; me: boolean }[] };
  }[];
  const target = list.find((s) => (s.pleroma?.emoji_reactions ?? []).some((r) => r.name === '🔥'));
  if (!target) throw new Error('no seeded post with a 🔥 reaction');
  await signIn(page);
  await expect(page.getByRole('feed')).toBeVisible();
  await page.goto(`/notice/${target.id}`);
  const card = page.locator(`article[data-status-id="${target.id}"]`).first();
  const fire = card.locator('.status-reactions').getByRole('button', { name: /🔥/ });
  await expect(fire).toBeVisible();
  const before = await fire.getAttribute('aria-pressed');
  await fire.click();
  await expect(fire).toHaveAttribute('aria-pressed', before === 'true' ? 'false' : 'true');

  await card.getByRole('button', { name: 'Add reaction' }).click();
  const picker = page.getByRole('dialog');
  const results = await emojiResults(picker, 'party', ':party:');
  await results.getByRole('button', { name: 'party popper' }).click();
  await expect(picker).toHaveCount(0);
  await expect(card.locator('.status-reactions').getByRole('button', { name: /🎉/ })).toHaveAttribute('aria-pressed', 'true');
});
