// `npm test`: every layer in turn (type check, lint, jest, then the build, the size check and the browser
// tests), stopping at the first that fails, and the time each took, so a slow layer shows long before
// CI's time limit does.
import { spawnSync } from 'node:child_process';

// test:e2e:preact: the same source built on preact/compat, held to 150 KB, through the browser tests a renderer can
// break (docs/architecture.md, "Renderer")
const layers = ['typecheck', 'lint', 'test:unit', 'test:e2e', 'test:e2e:preact'];
const times = [];
let failed = null;
for (const layer of layers) {
  const started = Date.now();
  const result = spawnSync('npm', ['run', layer], { stdio: 'inherit' });
  times.push([layer, (Date.now() - started) / 1000]);
  if (result.status !== 0) {
    failed = layer;
    break;
  }
}
console.log('\ntime per layer:');
for (const [layer, seconds] of times) console.log(`  ${layer.padEnd(16)} ${seconds.toFixed(0).padStart(5)} s`);
const total = times.reduce((sum, [, s]) => sum + s, 0);
console.log(`  ${'total'.padEnd(16)} ${total.toFixed(0).padStart(5)} s`);
if (failed) {
  console.error(`\n${failed} failed`);
  process.exit(1);
}
