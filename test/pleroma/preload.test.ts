// The block Pleroma writes into index.html, read back by the client's own reader (src/utils/preloaded.ts).
import { readPreloaded, resetPreloadedCache } from '../../src/utils/preloaded';
import { generatedMeta, htmlSafeJson, injectMeta, META_PLACEHOLDER, preloadBlock } from './preload';

const INDEX = `<!doctype html><html><head><meta charset=utf-8>${META_PLACEHOLDER}<title>Fediverse</title></head><body></body></html>`;

function load(html: string) {
  document.documentElement.innerHTML = new DOMParser().parseFromString(html, 'text/html').documentElement.innerHTML;
  resetPreloadedCache();
}

afterEach(() => resetPreloadedCache());

describe('the preloaded block', () => {
  const instance = { title: 'Demo Instance', uri: 'https://demo.example', urls: { streaming_api: 'wss://demo.example' } };
  const nodeinfo = { version: '2.0', software: { name: 'pleroma', version: '2.7.0' } };
  const panel = '<p>Welcome! <a href="/about">About</a></p>';

  it('is read by the client, document by document, under the path it would ask', () => {
    const meta = generatedMeta({
      instanceName: 'Demo Instance',
      extra: preloadBlock({ '/api/v1/instance': instance, '/nodeinfo/2.0.json': nodeinfo, '/instance/panel.html': panel }),
    });
    load(injectMeta(INDEX, meta));
    expect(readPreloaded('/api/v1/instance')).toEqual(instance);
    expect(readPreloaded('/nodeinfo/2.0.json')).toEqual(nodeinfo);
    expect(readPreloaded('/instance/panel.html')).toBe(panel);
    expect(readPreloaded('/api/pleroma/frontend_configurations')).toBeUndefined();
    // Pleroma's title comes before the page's own, so the instance's name is the document's title
    expect(document.title).toBe('Demo Instance');
  });

  it('keeps text that looks like markup inside the block', () => {
    const hostile = '</script><script>window.injected = true</script>';
    load(injectMeta(INDEX, generatedMeta({ instanceName: 'x', extra: preloadBlock({ '/instance/panel.html': hostile }) })));
    expect(document.querySelectorAll('script')).toHaveLength(1);
    expect(readPreloaded('/instance/panel.html')).toBe(hostile);
  });

  it('is written as Pleroma writes it: sorted keys, html-safe JSON, base64 values, a JSON script element', () => {
    expect(htmlSafeJson({ a: '</b>\u2028' })).toBe('{"a":"\\u003C\\/b>\\u2028"}');
    const block = preloadBlock({ '/nodeinfo/2.0.json': {}, '/api/v1/instance': {} });
    expect(block).toBe(
      `<script id="initial-results" type="application/json">{"\\/api\\/v1\\/instance":"e30=","\\/nodeinfo\\/2.0.json":"e30="}</script>`,
    );
  });

  it('replaces every placeholder, and leaves an index without one as it is', () => {
    const meta = generatedMeta({ instanceName: 'Demo' });
    expect(meta).toBe(`<title>Demo</title><link rel='icon' href='/favicon.png'><link rel='manifest' href='/manifest.json'>`);
    expect(injectMeta(`a${META_PLACEHOLDER}b${META_PLACEHOLDER}`, 'X')).toBe('aXbX');
    const plain = '<!doctype html><html><head><title>Fediverse</title></head></html>';
    expect(injectMeta(plain, meta)).toBe(plain);
  });
});
