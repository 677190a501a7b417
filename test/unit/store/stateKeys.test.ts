import { readFileSync } from 'node:fs';
import path from 'node:path';
import { rootReducer } from '../../../src/store/rootReducer';
import { loadAllFeatures } from '../../../src/store/lazyFeatures';

/** The keys the README's "State keys" table names, in its first column. */
function readmeKeys(): string[] {
  const readme = readFileSync(path.resolve(__dirname, '../../../README.md'), 'utf8');
  const section = readme.split('### State keys')[1]?.split('\n## ')[0] ?? '';
  return [...section.matchAll(/^\| `([\w.]+)`/gm)].map((m) => m[1] ?? '').sort();
}

/** The store's keys, one level into `entities`. */
function storeKeys(): string[] {
  const state = rootReducer(undefined, { type: 'test/init' });
  const top = Object.keys(state).filter((key) => key !== 'entities');
  return [...top, ...Object.keys(state.entities).map((k) => `entities.${k}`)].sort();
}

describe('the README lists every state key', () => {
  it('the list matches the store with every lazy feature loaded, both ways', async () => {
    await loadAllFeatures();
    expect(readmeKeys()).toEqual(storeKeys());
  });
});
