/**
 * Bundle benchmark (`npm run bench`): builds for production and prints what index.html loads.
 * It prints figures and never fails on them; the target is initial JS at most 150 KB gzip.
 *
 *   npm run bench                      (builds into dist/)
 *   BUILD_DIR=/tmp/d npm run bench -- --no-build
 * For scale, measured the same way: Akkoma-FE 315 KB, Phanpy 291 KB, Pleroma-FE 385 KB.
 */
import { execSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const root = path.resolve(__dirname, '../..');
// The same directory webpack builds into (BUILD_DIR, as webpack.config.ts reads it).
const dist = path.resolve(root, process.env.BUILD_DIR ?? 'dist');

if (!process.argv.includes('--no-build')) execSync('npx webpack --mode production', { cwd: root, stdio: 'ignore' });

const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
// Minified HTML may drop attribute quotes.
const attr = (tag: RegExp) => [...html.matchAll(tag)].map((m) => m[1]);
const scripts = attr(/<script[^>]+src="?([^"\s>]+)/g);
const styles = attr(/<link[^>]+href="?([^"\s>]+\.css)/g);

const sizeOf = (files: string[]) =>
  files.reduce(
    (sum, file) => {
      const bytes = readFileSync(path.join(dist, file.replace(/^\//, '')));
      return { raw: sum.raw + bytes.length, gzip: sum.gzip + gzipSync(bytes, { level: 9 }).length };
    },
    { raw: 0, gzip: 0 },
  );

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const allJs = readdirSync(path.join(dist, 'static/js'))
  .filter((f) => f.endsWith('.js'))
  .map((f) => `static/js/${f}`);

const initialJs = sizeOf(scripts);
// The English messages load beside the start-up requests, but every first screen needs them.
const englishChunk = allJs.filter((f) => /\/locale-en\.[^/]*\.js$/.test(f));
const firstScreenJs = sizeOf([...scripts, ...englishChunk]);
const initialCss = sizeOf(styles);
const totalJs = sizeOf(allJs);

console.log('bundle (production build, as loaded by index.html)');
console.log(
  `  initial JS : ${kb(initialJs.raw)} raw, ${kb(initialJs.gzip)} gzip  (target ≤ 150 KB gzip) [${scripts.join(', ')}]`,
);
console.log(`  first screen JS (+ English messages): ${kb(firstScreenJs.raw)} raw, ${kb(firstScreenJs.gzip)} gzip`);
console.log(`  initial CSS: ${kb(initialCss.raw)} raw, ${kb(initialCss.gzip)} gzip`);
console.log(`  total JS   : ${kb(totalJs.raw)} raw, ${kb(totalJs.gzip)} gzip`);
console.log(`  JS chunks  : ${allJs.length}`);
console.log('  for scale  : Akkoma-FE 315 KB, Phanpy 291 KB, Pleroma-FE 385 KB initial JS gzip');
