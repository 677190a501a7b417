/**
 * The weight ratchet of `npm test` (after the production build): the first screen's JS, gzip, may not
 * exceed the figure in size-budget.json. Lower the figure whenever the build gets lighter; raising it
 * needs a commit that says why.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { measureBuild } from './bench/measureBuild';

const root = path.resolve(__dirname, '..');
const dist = path.resolve(root, process.env.BUILD_DIR ?? 'dist');
const budget = JSON.parse(readFileSync(path.join(root, 'size-budget.json'), 'utf8')) as { firstScreenJsGzipBytes: number };
const { firstScreenJs } = measureBuild(dist);
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const line = `first-screen JS: ${kb(firstScreenJs.gzip)} gzip (budget ${kb(budget.firstScreenJsGzipBytes)})`;
if (firstScreenJs.gzip > budget.firstScreenJsGzipBytes) {
  console.error(`size check failed: ${line}`);
  process.exit(1);
}
console.log(`size check passed: ${line}`);
