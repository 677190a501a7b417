/**
 * Start-up benchmark (`npm run bench:startup`), run by hand: prints figures, never passes or fails.
 *
 * Cold loads of a visitor's first timeline, from navigation to the first status painted, for one
 * build or several side by side. Builds are loaded in turn (A, B, A, B, ...), so a machine that
 * slows down part-way slows all of them alike: compare builds in one run, not across runs.
 *
 *   npm run bench:startup                                  (dist/, 15 loads)
 *   npm run bench:startup -- /tmp/before /tmp/after --runs 20 --path /main/public
 *   npm run bench:startup -- --languages en,de            (one build, the browser in each language)
 */
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../../test/e2e/chromium';
import { startDemoInstance } from '../../test/instance/server';

const root = path.resolve(__dirname, '../..');

function option(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

const RUNS = Number(option('runs') ?? 15);
const PATH = option('path') ?? '/main/all';
/** browser languages to load each build in, in turn; none given: the browser's default */
const LANGUAGES: (string | undefined)[] = option('languages')?.split(',') ?? [undefined];
const dirs = process.argv
  .slice(2)
  .filter((arg, i, all) => !arg.startsWith('--') && !all[i - 1]?.startsWith('--'))
  .map((dir) => path.resolve(root, dir));
if (dirs.length === 0) dirs.push(path.resolve(root, process.env.BUILD_DIR ?? 'dist'));

/** Plain script text (tsx would wrap a function in a helper that exists only on the Node side). */
const FIRST_STATUS_PROBE = `new MutationObserver((_, observer) => {
  if (!document.querySelector('article.status')) return;
  observer.disconnect();
  requestAnimationFrame(() => setTimeout(() => (window.__firstStatus = performance.now())));
}).observe(document, { childList: true, subtree: true });`;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function main() {
  const instances = await Promise.all(dirs.map((staticDir) => startDemoInstance({ port: 0, staticDir })));
  const browser = await chromium.launch(chromiumLaunchOptions);
  const cases = instances.flatMap((instance, i) => LANGUAGES.map((locale) => ({ instance, dir: dirs[i] ?? '', locale })));
  const figures: number[][] = cases.map(() => []);
  try {
    for (let run = 0; run < RUNS; run++) {
      for (const [i, { instance, locale }] of cases.entries()) {
        const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...(locale ? { locale } : {}) });
        const page = await context.newPage();
        await page.addInitScript({ content: FIRST_STATUS_PROBE });
        await page.goto(instance.url + PATH);
        // polled from outside: the page's CSP allows no string evaluation inside it
        let painted: number | undefined;
        for (let tries = 0; tries < 600 && painted === undefined; tries++) {
          painted = (await page.evaluate('window.__firstStatus')) as number | undefined;
          if (painted === undefined) await new Promise((resolve) => setTimeout(resolve, 25));
        }
        if (painted !== undefined) figures[i].push(painted);
        await context.close();
      }
    }
  } finally {
    await browser.close();
    await Promise.all(instances.map((instance) => instance.close()));
  }
  console.log(`cold loads of ${PATH} (visitor, empty cache, 1280×900), ${RUNS} each, builds in turn:`);
  for (const [i, { dir, locale }] of cases.entries()) {
    const xs = figures[i] ?? [];
    console.log(
      `  ${dir}${locale ? ` [${locale}]` : ''}: first status painted, median ${Math.round(median(xs))} ms (${xs.map(Math.round).join(' ')})`,
    );
  }
}

void main().catch((error) => {
  console.error(error);
  process.exit(1);
});
