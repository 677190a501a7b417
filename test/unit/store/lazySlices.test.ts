import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const src = path.resolve(__dirname, '../../../src');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full) : [full];
  });
}

describe('store/lazySlices.ts', () => {
  it('imports every slice that injects itself into a stand-in, so a replayed log loses none of their actions', () => {
    const injecting = files(src)
      .filter((file) => /\ninject\w+Reducer\(/.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(path.join(src, 'store'), file).replace(/\.ts$/, ''))
      .sort();
    expect(injecting.length).toBeGreaterThanOrEqual(10);
    const listed = [...readFileSync(path.join(src, 'store/lazySlices.ts'), 'utf8').matchAll(/^import '([^']+)';$/gm)]
      .map((m) => m[1])
      .sort();
    expect(listed).toEqual(injecting);
  });

  it('with it loaded, a replayed composer action reaches the real reducer instead of the stand-in', async () => {
    await jest.isolateModulesAsync(async () => {
      const { rootReducer } = await import('../../../src/store/rootReducer');
      await import('../../../src/store/lazySlices');
      const state = rootReducer(undefined, {
        type: 'composer/inlineComposerToggled',
        payload: { statusId: 'S1', mode: 'reply' },
      });
      expect(state.composer.inline).toEqual({ S1: 'reply' });
    });
  });
});
