/**
 * The weight ratchet of `npm test` (after the production build): the first screen's JS and the stylesheet index.html
 * loads, gzip, may not exceed the figures in size-budget.json (a RENDERER=preact build: its own first-screen figure).
 * Lower a figure whenever the build gets lighter; raising one needs a commit that says why.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { measureBuild, type Size } from './bench/measureBuild';

const root = path.resolve(__dirname, '..');
const dist = path.resolve(root, process.env.BUILD_DIR ?? 'dist');
// SIZE_BUDGET names another figures file (the check's own test)
const budgetFile = process.env.SIZE_BUDGET ?? path.join(root, 'size-budget.json');
const budget = JSON.parse(readFileSync(budgetFile, 'utf8')) as {
  firstScreenJsGzipBytes: number;
  /** a build on preact/compat (RENDERER=preact): the 150 KB */
  preactFirstScreenJsGzipBytes: number;
  initialCssGzipBytes: number;
};
const preact = process.env.RENDERER === 'preact';
const { firstScreenJs, initialCss } = measureBuild(dist);
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const checks: [string, Size, number][] = [
  preact
    ? ['first-screen JS (preact)', firstScreenJs, budget.preactFirstScreenJsGzipBytes]
    : ['first-screen JS', firstScreenJs, budget.firstScreenJsGzipBytes],
  ['initial CSS', initialCss, budget.initialCssGzipBytes],
];
let failed = false;
for (const [name, size, limit] of checks) {
  const over = !(size.gzip <= limit);
  failed ||= over;
  const line = `${name}: ${kb(size.gzip)} gzip, ${size.gzip} bytes (budget ${limit} bytes)`;
  if (over) console.error(`size check failed: ${line}`);
  else console.log(`size check passed: ${line}`);
}
if (failed) process.exit(1);
