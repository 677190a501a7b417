import { cacheableUrls, isCacheableAsset, isClientNavigation } from '../../../src/serviceWorker/cacheable';

const ORIGIN = 'https://social.example';
const get = (url: string, headers: Record<string, string> = {}) => ({ method: 'GET', url, headers: new Headers(headers) });

describe('isCacheableAsset', () => {
  it.each([
    `${ORIGIN}/static/js/main.1a2b3c4d.js`,
    `${ORIGIN}/static/js/locale-de-json.0e022925.js`,
    `${ORIGIN}/static/js/9660.2aaea587.js`,
    `${ORIGIN}/static/css/about.e7d98d7b.css`,
  ])('keeps a same-origin hashed script or style: %s', (url) => {
    expect(isCacheableAsset(get(url), ORIGIN)).toBe(true);
  });

  it.each([
    ['the API', `${ORIGIN}/api/v1/timelines/public`],
    ['another origin', 'https://cdn.example/static/js/main.1a2b3c4d.js'],
    ['a name without a hash', `${ORIGIN}/static/js/main.js`],
    ['the worker itself', `${ORIGIN}/sw-pleroma.js`],
    ['the page', `${ORIGIN}/index.html`],
    ['the admin config', `${ORIGIN}/static/config.json`],
    ['a source map', `${ORIGIN}/static/js/main.1a2b3c4d.js.map`],
    ['a query', `${ORIGIN}/static/js/main.1a2b3c4d.js?v=2`],
    ['media', `${ORIGIN}/media/abc.1a2b3c4d.png`],
    ['a nested path', `${ORIGIN}/static/js/x/main.1a2b3c4d.js`],
    ['not a URL', 'not a url'],
  ])('leaves %s to the network', (_what, url) => {
    expect(isCacheableAsset(get(url), ORIGIN)).toBe(false);
  });

  it('never keeps anything asked with credentials, nor anything but a GET', () => {
    const url = `${ORIGIN}/static/js/main.1a2b3c4d.js`;
    expect(isCacheableAsset(get(url, { Authorization: 'Bearer secret' }), ORIGIN)).toBe(false);
    expect(isCacheableAsset({ ...get(url), method: 'POST' }, ORIGIN)).toBe(false);
  });
});

describe('isClientNavigation', () => {
  it.each(['/', '/main/public', '/notice/123', '/users/alice', '/alice', '/login', '/oauth-callback?code=x', '/about'])(
    'gives the shell to the client route %s',
    (path) => {
      expect(isClientNavigation(new URL(path, ORIGIN))).toBe(true);
    },
  );

  it.each([
    '/api/v1/instance',
    '/oauth/authorize?client_id=x',
    '/auth/sign_in',
    '/login?next=/oauth/authorize',
    '/media/file.png',
    '/nodeinfo/2.0.json',
    '/.well-known/nodeinfo',
    '/static/terms-of-service.html',
  ])("leaves the server's own page %s alone", (path) => {
    expect(isClientNavigation(new URL(path, ORIGIN))).toBe(false);
  });
});

describe('cacheableUrls', () => {
  it('keeps each cacheable script and style once', () => {
    const main = `${ORIGIN}/static/js/main.1a2b3c4d.js`;
    const css = `${ORIGIN}/static/css/main.5e6f7a8b.css`;
    expect(
      cacheableUrls([main, `${ORIGIN}/api/v1/instance`, css, main, 'https://cdn.example/static/js/x.1a2b3c4d.js'], ORIGIN),
    ).toEqual([main, css]);
  });
});
