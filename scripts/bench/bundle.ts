/**
 * Bundle benchmark (`npm run bench`): builds for production and prints what index.html loads.
 * It prints figures and never fails on them; the target is initial JS at most 150 KB gzip.
 *
 *   npm run bench                      (builds into dist/)
 *   BUILD_DIR=/tmp/d npm run bench -- --no-build
 * For scale, measured the same way: Akkoma-FE 315 KB, Phanpy 291 KB, Pleroma-FE 385 KB.
 */
import { execSync } from 'node:child_process';
import path from 'node:path';
import { writeFileSync } from 'node:fs';
import { measureBuild } from './measureBuild';
import { moduleShares } from './modules';

const root = path.resolve(__dirname, '../..');
// The same directory webpack builds into (BUILD_DIR, as webpack.config.ts reads it).
const dist = path.resolve(root, process.env.BUILD_DIR ?? 'dist');

if (!process.argv.includes('--no-build')) execSync('npx webpack --mode production', { cwd: root, stdio: 'ignore' });

const { scripts, allJs, initialJs, firstScreenJs, initialCss, totalJs, englishMessages } = measureBuild(dist);
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

console.log('bundle (production build, as loaded by index.html)');
console.log(
  `  initial JS : ${kb(initialJs.raw)} raw, ${kb(initialJs.gzip)} gzip  (target ≤ 150 KB gzip) [${scripts.join(', ')}]`,
);
console.log(`  first screen JS (+ English messages): ${kb(firstScreenJs.raw)} raw, ${kb(firstScreenJs.gzip)} gzip`);
console.log(`  initial CSS: ${kb(initialCss.raw)} raw, ${kb(initialCss.gzip)} gzip`);
console.log(`  total JS   : ${kb(totalJs.raw)} raw, ${kb(totalJs.gzip)} gzip`);
console.log(`  JS chunks  : ${allJs.length}`);
console.log('  for scale  : Akkoma-FE 315 KB, Phanpy 291 KB, Pleroma-FE 385 KB initial JS gzip');

// Where the first screen's bytes go (source maps; gzip shares estimated), top 15 here, every group in the report.
const shares = moduleShares(dist, [...scripts, ...englishMessages]);
console.log("  first screen by module (gzip, estimated from each script's share):");
for (const share of shares.slice(0, 15))
  console.log(`    ${kb(share.gzip).padStart(9)}  ${kb(share.raw).padStart(9)} raw  ${share.group}`);
const report = path.join(dist, 'bundle-report.txt');
writeFileSync(report, shares.map((share) => `${Math.round(share.gzip)}\t${share.raw}\t${share.group}`).join('\n') + '\n', 'utf8');
console.log(`  every module: ${path.relative(root, report)} (gzip bytes, raw bytes, module)`);
