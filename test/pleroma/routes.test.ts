/** @jest-environment node */
// Pleroma's routing, as a table: which requests the frontend's folder answers, which go to the server's
// own code, and which get the frontend's index (and with what).
import { pleromaCsp } from './security';
import { frontendFile, frontendMayServe, routeFor } from './routes';

const BROWSER = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
const JSON_ACCEPT = 'application/json';

describe('the frontend folder', () => {
  it('serves the release’s files by their paths', () => {
    expect(frontendFile('/index.html')).toBe('index.html');
    expect(frontendFile('/static/js/main.0123abcd.js')).toBe('static/js/main.0123abcd.js');
    expect(frontendFile('/sw-pleroma.js')).toBe('sw-pleroma.js');
    expect(frontendFile('/static/emoji%20set.json')).toBe('static/emoji set.json');
  });

  it('is never asked for the root, a path with an API route’s name as a segment, or a path that climbs out', () => {
    for (const path of [
      '/',
      '/api/v1/instance',
      '/static/users/avatar.png',
      '/main/all',
      '/notice/1',
      '/manifest.json',
      '/static/%2e%2e/secret',
      '/static/a%2Fb.js',
      '/static/c:d.js',
    ])
      expect([path, frontendMayServe(path)]).toEqual([path, false]);
  });
});

describe('routing once no file answered', () => {
  const cases: [method: string, path: string, accept: string, expected: ReturnType<typeof routeFor>][] = [
    ['GET', '/api/v1/timelines/public', JSON_ACCEPT, 'server'],
    ['POST', '/oauth/token', JSON_ACCEPT, 'server'],
    ['GET', '/oauth/authorize', BROWSER, 'server'],
    ['GET', '/.well-known/nodeinfo', JSON_ACCEPT, 'server'],
    ['GET', '/nodeinfo/2.0.json', JSON_ACCEPT, 'server'],
    ['GET', '/media/avatars/a.svg', '*/*', 'server'],
    ['GET', '/proxy/sig/url', '*/*', 'server'],
    ['GET', '/api/v1/streaming', '', 'server'],
    ['GET', '/main/ostatus', BROWSER, 'server'],
    ['GET', '/users/alice/outbox', 'application/activity+json', 'server'],
    ['GET', '/users/alice/feed.atom', BROWSER, 'server'],
    ['GET', '/users/alice/feed', BROWSER, 'server'],
    ['GET', '/tags/books', BROWSER, 'server'],
    ['POST', '/__demo/reset', JSON_ACCEPT, 'server'],
    // the client's pages
    ['GET', '/', BROWSER, 'index-with-preload'],
    ['GET', '/main/all', BROWSER, 'index-with-preload'],
    ['GET', '/main/friends', BROWSER, 'index-with-preload'],
    ['GET', '/tag/books', BROWSER, 'index-with-preload'],
    ['GET', '/users/alice/dms', BROWSER, 'index-with-preload'],
    ['GET', '/alice/notifications', BROWSER, 'index-with-preload'],
    // an old chunk that is gone: Pleroma's fallback answers the index page, with status 200
    ['GET', '/static/js/conversation.0123abcd.js', '*/*', 'index-with-preload'],
    ['GET', '/notice/AdNtwsUo4rbWa8me9o', BROWSER, 'notice'],
    ['GET', '/notice/AdNtwsUo4rbWa8me9o', JSON_ACCEPT, 'server'],
    ['GET', '/users/alice', BROWSER, 'account'],
    ['GET', '/users/alice', 'application/activity+json', 'server'],
    // one segment: an account's page when one has that name, else the plain index (no preload)
    ['GET', '/alice', BROWSER, 'account'],
    ['GET', '/login', BROWSER, 'account'],
    ['GET', '/about', BROWSER, 'account'],
    ['GET', '/registration/abc', BROWSER, 'index'],
    ['GET', '/manifest.json', '*/*', 'manifest'],
    ['GET', '/favicon.png', '*/*', 'favicon'],
    ['GET', '/sw-pleroma.js', '*/*', 'not-found'],
    ['POST', '/main/all', BROWSER, 'not-found'],
    ['OPTIONS', '/api/v1/instance', '*/*', 'options'],
    ['HEAD', '/main/all', BROWSER, 'index-with-preload'],
  ];
  it.each(cases)('%s %s (%s) → %s', (method, path, accept, expected) => {
    expect(routeFor(method, path, accept)).toBe(expected);
  });
});

describe('Pleroma’s Content-Security-Policy', () => {
  it('is written in Pleroma’s order, each directive ending with a semicolon', () => {
    expect(pleromaCsp('http://127.0.0.1:4314')).toBe(
      "script-src 'self';" +
        "connect-src 'self' blob: http://127.0.0.1:4314 ws://127.0.0.1:4314 https:;" +
        "media-src 'self' https:;" +
        "img-src 'self' data: blob: https:;" +
        "default-src 'none';base-uri 'self';frame-ancestors 'none';style-src 'self' 'unsafe-inline';font-src 'self';manifest-src 'self';",
    );
  });

  it('upgrades insecure requests on an https instance, whose socket is wss', () => {
    const csp = pleromaCsp('https://social.example');
    expect(csp.startsWith("upgrade-insecure-requests;script-src 'self';")).toBe(true);
    expect(csp).toContain("connect-src 'self' blob: https://social.example wss://social.example https:;");
  });
});
