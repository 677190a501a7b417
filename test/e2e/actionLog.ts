import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';

/**
 * The app's own debug log (src/store/actionLog.ts) in a browser test: switched on before the page's first script,
 * read back through the sidebar's "Export log" when a step fails, so a failure that a busy machine shows once in
 * many runs says which actions the store saw around it.
 */
export async function recordActions(page: Page): Promise<void> {
  await page.addInitScript(() => localStorage.setItem('actionLog', 'on'));
}

interface LoggedAction {
  t: number;
  action: { type: string; payload?: unknown };
}

/** The last `count` actions recorded, one line each: ms since recording began, type, and a payload's start. */
export async function recordedActions(page: Page, count = 40): Promise<string> {
  // a dialog open over the page makes the sidebar inert
  for (let open = 0; open < 3 && (await page.getByRole('dialog').count()) > 0; open++) await page.keyboard.press('Escape');
  const exported = page.waitForEvent('download', { timeout: 10_000 });
  await page.getByRole('button', { name: 'Export log' }).click({ timeout: 10_000 });
  const file = await (await exported).path();
  const { actions } = JSON.parse(await readFile(file, 'utf8')) as { actions: LoggedAction[] };
  return actions
    .slice(-count)
    .map(({ t, action }) => `${t} ${action.type} ${JSON.stringify(action.payload ?? null).slice(0, 80)}`)
    .join('\n');
}

/** Runs `step`; when it fails, the error carries the recorded actions (recordActions must have been called). */
export async function withActionLog(page: Page, step: () => Promise<void>): Promise<void> {
  try {
    await step();
  } catch (error) {
    const log = await recordedActions(page).catch((reason: unknown) => `(no log: ${String(reason)})`);
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n\nthe store's last actions:\n${log}`, {
      cause: error,
    });
  }
}
