// What the development server forwards to the server (issue 17 §15): its API, and its own sign-in pages
// wherever the authorize step sends the browser, while the client's own routes stay the client's.
import { forwardToServer, isServerSignInPage } from '../../scripts/webpack/devProxy';

const HOST = 'localhost:8080';
const page = (url: string, headers: Record<string, string> = {}, method = 'GET') => ({
  url,
  method,
  headers: { host: HOST, 'sec-fetch-mode': 'navigate', accept: 'text/html', ...headers },
});
const asset = (url: string, referer: string, origin = `http://${HOST}`) => ({
  url,
  method: 'GET',
  headers: { host: HOST, 'sec-fetch-mode': 'no-cors', 'sec-fetch-dest': 'style', referer: `${origin}${referer}` },
});

describe('forwardToServer', () => {
  it.each([
    '/api/v1/timelines/public',
    '/oauth/authorize?client_id=a&response_type=code',
    '/oauth/token',
    '/nodeinfo/2.1',
    '/.well-known/nodeinfo',
    '/media/x.png',
    '/auth/sign_in',
  ])('the server answers %s', (url) => {
    expect(forwardToServer(page(url))).toBe(true);
  });

  it("Hollo's authorize step redirects to a relative /login?next=…: that goes to Hollo", () => {
    const next = encodeURIComponent('http://localhost:8080/oauth/authorize?client_id=a&response_type=code');
    expect(forwardToServer(page(`/login?next=${next}`))).toBe(true);
  });

  it("Hollo's login form posts to /login: the client never receives a POST", () => {
    expect(forwardToServer(page('/login', { referer: `http://${HOST}/login?next=%2Foauth%2Fauthorize` }, 'POST'))).toBe(true);
    expect(forwardToServer(page('/login', {}, 'POST'))).toBe(true);
  });

  it("snac2's login form posts to /oauth/x-snac-login", () => {
    expect(forwardToServer(page('/oauth/x-snac-login', { referer: `http://${HOST}/oauth/authorize?cid=a` }, 'POST'))).toBe(true);
  });

  it("what the server's sign-in pages load (Hollo's /public/…) goes to the server", () => {
    expect(forwardToServer(asset('/public/uno.css?v=1', '/login?next=%2Foauth%2Fauthorize'))).toBe(true);
    expect(forwardToServer(asset('/public/logo-black.svg', '/oauth/authorize?client_id=a'))).toBe(true);
  });

  it.each([
    ['the login screen', page('/login')],
    ['the login screen after a redirect from the app', page('/login', { referer: `http://${HOST}/main/public` })],
    [
      'the way back from the server page',
      page('/oauth-callback?code=c&state=s', { referer: `http://${HOST}/oauth/authorize?x=1` }),
    ],
    ['the client bundle', asset('/static/js/main.js', '/login')],
    ['the callback page bundle', asset('/static/js/main.js', '/oauth-callback?code=c')],
    ['a profile named public', page('/public')],
    ['the timeline', page('/main/public')],
    ["what another site's page loads", asset('/public/uno.css', '/oauth/authorize', 'http://evil.example')],
  ])('%s stays the client’s', (_name, req) => {
    expect(forwardToServer(req)).toBe(false);
  });

  it('without Sec-Fetch headers, Accept tells a page from an asset', () => {
    const from = { host: HOST, referer: `http://${HOST}/oauth/authorize?client_id=a` };
    expect(forwardToServer({ url: '/oauth-callback?code=c', method: 'GET', headers: { ...from, accept: 'text/html' } })).toBe(
      false,
    );
    expect(forwardToServer({ url: '/public/uno.css', method: 'GET', headers: { ...from, accept: 'text/css' } })).toBe(true);
  });

  it('isServerSignInPage', () => {
    expect(isServerSignInPage('/login?next=%2F')).toBe(true);
    expect(isServerSignInPage('/login')).toBe(false);
    expect(isServerSignInPage('/oauth-callback')).toBe(false);
    expect(isServerSignInPage('/oauth/authorize')).toBe(true);
  });
});
