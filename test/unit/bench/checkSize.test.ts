// The weight ratchet fails `npm test` when the first screen's script or its stylesheet grows past its figure.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { measureBuild } from '../../../scripts/bench/measureBuild';

const root = path.resolve(__dirname, '../../..');
let dist: string;

beforeAll(() => {
  dist = mkdtempSync(path.join(tmpdir(), 'size-check-'));
  mkdirSync(path.join(dist, 'static/js'), { recursive: true });
  mkdirSync(path.join(dist, 'static/css'), { recursive: true });
  writeFileSync(
    path.join(dist, 'index.html'),
    '<link rel=stylesheet href=/static/css/main.css><script defer src=/static/js/main.js></script><div id=app></div>',
  );
  writeFileSync(path.join(dist, 'static/js/main.js'), 'console.log("first screen");'.repeat(50));
  writeFileSync(path.join(dist, 'static/js/locale-en.1234.js'), '{"a":"b"}');
  writeFileSync(path.join(dist, 'static/js/later.js'), 'x'.repeat(5000));
  writeFileSync(path.join(dist, 'static/css/main.css'), 'body{color:red}'.repeat(20));
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

function check(budget: object, renderer = 'react') {
  const file = path.join(dist, 'budget.json');
  writeFileSync(file, JSON.stringify(budget));
  return spawnSync('npx', ['tsx', 'scripts/checkSize.ts'], {
    cwd: root,
    env: { ...process.env, BUILD_DIR: dist, SIZE_BUDGET: file, RENDERER: renderer },
    encoding: 'utf8',
  });
}

describe('the size check', () => {
  it('counts the scripts index.html loads and the English messages, never a later chunk', () => {
    const { firstScreenJs, initialCss, allJs } = measureBuild(dist);
    expect(firstScreenJs.raw).toBe(50 * 'console.log("first screen");'.length + '{"a":"b"}'.length);
    expect(initialCss.raw).toBe(20 * 'body{color:red}'.length);
    expect(allJs).toContain('static/js/later.js');
  });

  it('passes at the figures, and fails when the script or the stylesheet is a byte over', () => {
    const { firstScreenJs, initialCss } = measureBuild(dist);
    const at = {
      firstScreenJsGzipBytes: firstScreenJs.gzip,
      preactFirstScreenJsGzipBytes: firstScreenJs.gzip,
      initialCssGzipBytes: initialCss.gzip,
    };
    expect(check(at).status).toBe(0);
    const js = check({ ...at, firstScreenJsGzipBytes: firstScreenJs.gzip - 1 });
    expect(js.status).toBe(1);
    expect(js.stderr).toContain('size check failed: first-screen JS');
    const css = check({ ...at, initialCssGzipBytes: initialCss.gzip - 1 });
    expect(css.status).toBe(1);
    expect(css.stderr).toContain('size check failed: initial CSS');
  });

  it("holds a preact build to its own first-screen figure, and a React build to React's", () => {
    const { firstScreenJs, initialCss } = measureBuild(dist);
    const budget = {
      firstScreenJsGzipBytes: firstScreenJs.gzip - 1,
      preactFirstScreenJsGzipBytes: firstScreenJs.gzip,
      initialCssGzipBytes: initialCss.gzip,
    };
    expect(check(budget, 'preact').status).toBe(0);
    expect(check(budget, 'react').status).toBe(1);
    const preactOver = check(
      { ...budget, firstScreenJsGzipBytes: firstScreenJs.gzip, preactFirstScreenJsGzipBytes: firstScreenJs.gzip - 1 },
      'preact',
    );
    expect(preactOver.status).toBe(1);
    expect(preactOver.stderr).toContain('size check failed: first-screen JS (preact)');
  });

  it('fails when a figure is missing rather than passing unchecked', () => {
    const { firstScreenJs } = measureBuild(dist);
    expect(check({ firstScreenJsGzipBytes: firstScreenJs.gzip }).status).toBe(1);
  });
});
