/**
 * Records a real action log in Chromium against the demo instance, through the app's own
 * "Export log" button, and saves it under test/replay/ for the replay tests.
 * Usage: npm run build && npx tsx scripts/record-replay.ts
 */
import { chromium } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { startDemoInstance } from '../test/instance/server';
import { chromiumLaunchOptions } from '../test/e2e/chromium';

async function main() {
  const instance = await startDemoInstance({ port: 0, staticDir: path.resolve(__dirname, '../dist') });
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const page = await browser.newPage({ acceptDownloads: true });
    // the user's own switch for recording, set before the app starts
    await page.addInitScript(() => localStorage.setItem('actionLog', 'on'));
    await page.goto(`${instance.url}/main/all`);
    await page.getByRole('article').first().waitFor();
    // within the app (a reload would start a new log)
    await page.getByRole('link', { name: 'Log in', exact: true }).first().click();
    await page.getByLabel('Username').fill('alice');
    await page.getByLabel('Password').fill('demo-password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(/\/main\/friends$/);
    await page.getByRole('article').first().waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export log' }).click(),
    ]);
    const file = path.resolve(__dirname, '../test/replay/visitor-signs-in-and-reads-home.json');
    await download.saveAs(file);
    // Secrets must not be in the log: neither the password as a value nor the token the browser holds.
    const log = readFileSync(file, 'utf8');
    const token = await page.evaluate(
      () => (JSON.parse(localStorage.getItem('oauth') ?? '{}') as { userToken?: string }).userToken,
    );
    if (log.includes('"demo-password"')) throw new Error('the recorded log contains the password');
    if (!token || log.includes(token)) throw new Error('the recorded log contains the access token');
    console.log(`recorded ${file}`);
  } finally {
    await browser.close();
    await instance.close();
  }
}

void main().catch((error) => {
  console.error(error);
  process.exit(1);
});
