// `npm test`: every layer in turn (type check and lint side by side, jest, then the build, the size check and the
// browser tests), stopping at the first step that fails, and the time each layer took, so a slow layer shows long
// before CI's time limit does.
import { Buffer } from 'node:buffer';
import { spawn } from 'node:child_process';

// test:e2e:preact: the same source built on preact/compat, held to 150 KB, through the browser tests a renderer can
// break (docs/architecture.md, "Renderer"). The type check and lint each keep one core busy and neither needs the
// other, so on two cores they run together ("Tests and the clock").
const steps = [['typecheck', 'lint'], ['test:unit'], ['test:e2e'], ['test:e2e:preact']];

/** Runs one npm script; alone, its output streams; beside another, it is held and printed whole when it ends. */
function run(layer, alone) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', layer], { stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      if (!alone) process.stdout.write(Buffer.concat(output));
      resolve({ layer, seconds: (Date.now() - started) / 1000, ok: code === 0 });
    });
  });
}

const times = [];
const failed = [];
let total = 0;
for (const step of steps) {
  const started = Date.now();
  const results = await Promise.all(step.map((layer) => run(layer, step.length === 1)));
  total += (Date.now() - started) / 1000;
  for (const { layer, seconds, ok } of results) {
    times.push([step.length > 1 ? `${layer} (side by side)` : layer, seconds]);
    if (!ok) failed.push(layer);
  }
  if (failed.length > 0) break;
}
console.log('\ntime per layer:');
for (const [layer, seconds] of times) console.log(`  ${layer.padEnd(24)} ${seconds.toFixed(0).padStart(5)} s`);
// wall-clock time: layers run side by side count once
console.log(`  ${'total'.padEnd(24)} ${total.toFixed(0).padStart(5)} s`);
if (failed.length > 0) {
  console.error(`\n${failed.join(', ')} failed`);
  process.exit(1);
}
