import { readPreloaded, resetPreloadedCache } from '../../../src/utils/preloaded';
import { loadFixture, preloadedAnswer } from '../../support/fixtures';

function installBlock(text: string): void {
  const block = document.createElement('noscript');
  block.id = 'initial-results';
  block.textContent = text;
  document.body.appendChild(block);
}

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64');

afterEach(() => {
  document.getElementById('initial-results')?.remove();
  resetPreloadedCache();
});

describe('readPreloaded', () => {
  it("decodes Pleroma's real preloaded block (base64 JSON per path)", () => {
    installBlock(JSON.stringify(loadFixture('soapbox/pleroma_initial_results.json')));
    const instance = readPreloaded('/api/v1/instance') as Record<string, unknown>;
    expect(instance).toEqual(preloadedAnswer('/api/v1/instance'));
    expect(instance.max_toot_chars).toBe(5000);
    expect((readPreloaded('/nodeinfo/2.0.json') as { metadata: { nodeName: string } }).metadata.nodeName).toBe('Gleasonator');
  });

  it('decodes UTF-8 text, not Latin-1', () => {
    installBlock(JSON.stringify({ '/x': b64({ title: 'Café ☕ 日本' }) }));
    expect(readPreloaded('/x')).toEqual({ title: 'Café ☕ 日本' });
  });

  it('a path not in the block, or no block at all, is undefined', () => {
    expect(readPreloaded('/api/v1/instance')).toBeUndefined();
    resetPreloadedCache();
    installBlock(JSON.stringify({ '/x': b64(1) }));
    expect(readPreloaded('/y')).toBeUndefined();
  });

  it('a malformed block or entry is ignored', () => {
    installBlock('{not json');
    expect(readPreloaded('/x')).toBeUndefined();
    document.getElementById('initial-results')?.remove();
    resetPreloadedCache();
    installBlock(JSON.stringify({ '/x': '!!!not base64', '/y': Buffer.from('{bad').toString('base64') }));
    expect(readPreloaded('/x')).toBeUndefined();
    expect(readPreloaded('/y')).toBeUndefined();
  });

  it('reads the block once (cached until reset)', () => {
    installBlock(JSON.stringify({ '/x': b64('first') }));
    expect(readPreloaded('/x')).toBe('first');
    document.getElementById('initial-results')!.textContent = JSON.stringify({ '/x': b64('second') });
    expect(readPreloaded('/x')).toBe('first');
    resetPreloadedCache();
    expect(readPreloaded('/x')).toBe('second');
  });
});
