/** @jest-environment node */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SourceMapConsumer } from 'source-map-js';
import webpack, { type Configuration, type Stats } from 'webpack';
import { COMPILE_HINT, CompileHintsPlugin } from '../../../scripts/webpack/compileHints';

function build(config: Configuration): Promise<Stats> {
  return new Promise((resolve, reject) => {
    webpack(config, (error, stats) => (error || !stats ? reject(error ?? new Error('no stats')) : resolve(stats)));
  });
}

describe('the plugin that asks V8 to compile the entry scripts while they stream in', () => {
  let dir: string;
  let files: Record<string, string>;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'compile-hints-'));
    writeFileSync(join(dir, 'early.js'), 'globalThis.earlyRan = true;\n');
    writeFileSync(
      join(dir, 'main.js'),
      'function mark(n) { console.log("first-screen-marker", n); }\nmark(1);\nmark(2);\nimport("./later.js").then((m) => m.later());\n',
    );
    writeFileSync(join(dir, 'later.js'), 'export function later() { console.log("lazy-marker"); }\n');
    const stats = await build({
      mode: 'production',
      context: dir,
      entry: { early: './early.js', main: './main.js' },
      devtool: 'source-map',
      output: { path: join(dir, 'out'), filename: '[name].[contenthash:8].js', chunkFilename: '[name].[contenthash:8].js' },
      plugins: [new CompileHintsPlugin(['early', 'main'])],
    });
    expect(stats.hasErrors()).toBe(false);
    const out = join(dir, 'out');
    files = Object.fromEntries(readdirSync(out).map((name) => [name, readFileSync(join(out, name), 'utf8')]));
  }, 60_000);

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const script = (prefix: string) => {
    const name = Object.keys(files).find((file) => file.startsWith(prefix) && file.endsWith('.js'));
    if (!name) throw new Error(`no ${prefix} script among ${Object.keys(files).join(', ')}`);
    return { name, text: files[name]! };
  };

  it('puts the hint on the first line of each named entry, after minification kept its code', () => {
    for (const entry of ['early.', 'main.']) expect(script(entry).text.startsWith(COMPILE_HINT)).toBe(true);
    expect(script('main.').text).toContain('first-screen-marker');
  });

  it('leaves the lazy chunks without it', () => {
    const lazy = Object.entries(files).find(([name, text]) => name.endsWith('.js') && text.includes('lazy-marker'));
    expect(lazy).toBeDefined();
    expect(lazy![1]).not.toContain('allFunctionsCalledOnLoad');
  });

  it('keeps the source map in step with the added line', () => {
    const { name, text } = script('main.');
    const map = new SourceMapConsumer(JSON.parse(files[`${name}.map`]!));
    const lines = text.split('\n');
    const line = lines.findIndex((l) => l.includes('first-screen-marker'));
    const column = lines[line]!.indexOf('"first-screen-marker"');
    const original = map.originalPositionFor({ line: line + 1, column });
    expect(original.source).toMatch(/main\.js$/);
    expect(original.line).toBe(1);
  });

  it('fails the build when an entry it was given does not exist', async () => {
    const outcome = await build({
      mode: 'production',
      context: dir,
      entry: { main: './main.js' },
      output: { path: join(dir, 'out-missing') },
      plugins: [new CompileHintsPlugin(['early', 'main'])],
    }).then(
      (stats) => stats.toString(),
      (error: unknown) => String(error),
    );
    expect(outcome).toContain('no entry named early');
  }, 60_000);
});
