/**
 * Records a real action log in Chromium against the demo instance, through the app's own
 * "Export log" button, and saves it under test/replay/ for the replay tests.
 * Usage: npm run build && npx tsx scripts/record-replay.ts [visitor-signs-in | two-factor …]
 */
import { chromium } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { startDemoInstance } from '../test/instance/server';
import { chromiumLaunchOptions } from '../test/e2e/chromium';

type Page = Awaited<ReturnType<Awaited<ReturnType<typeof chromium.launch>>['newPage']>>;

interface Scenario {
  file: string;
  /** what the user does, from a fresh start at /main/all */
  run(page: Page): Promise<void>;
  /** secrets typed in the scenario that must not be in the log */
  secrets: string[];
}

const signInForm = async (page: Page, username: string) => {
  // within the app (a reload would start a new log)
  await page.getByRole('link', { name: 'Log in', exact: true }).first().click();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill('demo-password');
  await page.getByRole('button', { name: 'Log in' }).click();
};

const SCENARIOS: Record<string, Scenario> = {
  'visitor-signs-in': {
    file: 'visitor-signs-in-and-reads-home.json',
    secrets: ['"demo-password"'],
    async run(page) {
      await signInForm(page, 'alice');
      await page.waitForURL(/\/main\/friends$/);
      await page.getByRole('article').first().waitFor();
    },
  },
  'two-factor': {
    file: 'two-factor-sign-in.json',
    secrets: ['"demo-password"', '"123456"', '"999999"'],
    async run(page) {
      await signInForm(page, 'frank');
      await page.getByLabel('Authentication code').fill('999999');
      await page.getByRole('button', { name: 'Verify' }).click();
      await page.getByRole('alert').filter({ hasText: 'Invalid code' }).waitFor();
      await page.getByLabel('Authentication code').fill('123456');
      await page.getByRole('button', { name: 'Verify' }).click();
      await page.waitForURL(/\/main\/friends$/);
      await page.getByRole('article').first().waitFor();
    },
  },
  'edit-profile': {
    file: 'member-edits-profile.json',
    secrets: ['"demo-password"'],
    async run(page) {
      await signInForm(page, 'alice');
      await page.waitForURL(/\/main\/friends$/);
      await page.getByRole('article').first().waitFor();
      // to her profile within the app (a page load would start a new log)
      await page.evaluate(`history.pushState(null, '', '/alice'); dispatchEvent(new PopStateEvent('popstate'))`);
      await page.getByRole('button', { name: 'Edit profile' }).click();
      await page.getByLabel('Name').fill('Alice, edited');
      await page.getByRole('button', { name: 'Add field' }).click();
      await page.getByPlaceholder('Label').last().fill('Camera');
      await page.getByPlaceholder('Content').last().fill('an old Pentax');
      await page.getByRole('button', { name: 'Save changes' }).click();
      await page.getByRole('status').filter({ hasText: 'Settings saved' }).first().waitFor();
      await page.keyboard.press('Escape');
    },
  },
};

async function record(name: string, scenario: Scenario) {
  const instance = await startDemoInstance({ port: 0, staticDir: process.env.BUILD_DIR ?? path.resolve(__dirname, '../dist') });
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const page = await browser.newPage({ acceptDownloads: true });
    // the user's own switch for recording, set before the app starts
    await page.addInitScript(() => localStorage.setItem('actionLog', 'on'));
    await page.goto(`${instance.url}/main/all`);
    await page.getByRole('article').first().waitFor();
    await scenario.run(page);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export log' }).click(),
    ]);
    const file = path.resolve(__dirname, '../test/replay', scenario.file);
    await download.saveAs(file);
    // Secrets must not be in the log: neither what was typed nor the token the browser holds.
    const log = readFileSync(file, 'utf8');
    const token = await page.evaluate(
      () => (JSON.parse(localStorage.getItem('oauth') ?? '{}') as { userToken?: string }).userToken,
    );
    for (const secret of scenario.secrets) if (log.includes(secret)) throw new Error(`${name}: the log contains ${secret}`);
    if (!token || log.includes(token)) throw new Error(`${name}: the recorded log contains the access token`);
    console.log(`recorded ${file}`);
  } finally {
    await browser.close();
    await instance.close();
  }
}

/** Usage: npx tsx scripts/record-replay.ts [scenario …] (default: all) */
async function main() {
  const wanted = process.argv.slice(2);
  for (const [name, scenario] of Object.entries(SCENARIOS)) {
    if (wanted.length === 0 || wanted.includes(name)) await record(name, scenario);
  }
}

void main().catch((error) => {
  console.error(error);
  process.exit(1);
});
