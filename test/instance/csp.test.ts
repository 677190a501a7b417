/** @jest-environment node */
import { contentSecurityPolicy, serverOrigin } from '../../scripts/webpack/csp';
import { CONTENT_SECURITY_POLICY } from './static';

const BASE =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data: blob: https:; " +
  "media-src 'self' blob: https:; connect-src 'self' ws: wss:; font-src 'self'; object-src 'none'; " +
  "base-uri 'self'; form-action 'self'";

/** The policy as directive → sources. */
const parse = (policy: string) =>
  Object.fromEntries(
    policy.split('; ').map((directive) => {
      const [name = '', ...sources] = directive.split(' ');
      return [name, sources];
    }),
  );

describe('contentSecurityPolicy', () => {
  it('is the strict base policy without a configured server', () => {
    expect(contentSecurityPolicy()).toBe(BASE);
    expect(contentSecurityPolicy({ servers: [undefined, null, ''] })).toBe(BASE);
  });

  it('adds a plain-http server by its exact origin to images, media and requests only', () => {
    const policy = contentSecurityPolicy({ servers: ['http://192.168.1.5:4000/some/path'] });
    const d = parse(policy);
    expect(d['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https:', 'http://192.168.1.5:4000']);
    expect(d['media-src']).toEqual(["'self'", 'blob:', 'https:', 'http://192.168.1.5:4000']);
    expect(d['connect-src']).toEqual(["'self'", 'ws:', 'wss:', 'http://192.168.1.5:4000']);
    for (const name of ['default-src', 'script-src', 'style-src', 'font-src', 'object-src', 'base-uri', 'form-action']) {
      expect(d[name]).toEqual(parse(BASE)[name]);
    }
  });

  it('adds an https server on another origin only where https: is not already allowed', () => {
    const d = parse(contentSecurityPolicy({ servers: ['https://Social.Example'] }));
    expect(d['img-src']).toEqual(parse(BASE)['img-src']);
    expect(d['media-src']).toEqual(parse(BASE)['media-src']);
    expect(d['connect-src']).toEqual(["'self'", 'ws:', 'wss:', 'https://social.example']);
  });

  it("leaves the policy unchanged for a server on the page's own origin", () => {
    const self = ['http://localhost:8080', 'http://127.0.0.1:8080'];
    expect(contentSecurityPolicy({ servers: ['http://localhost:8080/'], self })).toBe(BASE);
    expect(contentSecurityPolicy({ servers: ['https://social.example'], self: ['https://social.example'] })).toBe(BASE);
  });

  it('adds each of several servers once', () => {
    const d = parse(contentSecurityPolicy({ servers: ['http://a.test:4000', 'http://a.test:4000/', 'http://b.test'] }));
    expect(d['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https:', 'http://a.test:4000', 'http://b.test']);
  });

  it.each([
    'javascript:alert(1)',
    'data:text/html,x',
    '//evil.test',
    '/relative',
    'ftp://files.test',
    'http://user:pw@host.test',
    'http://[::1]:4000',
    'not a url',
    "http://x.test'; script-src *",
    42,
    { server: 'http://x.test' },
  ])('ignores a server that is not a plain http(s) origin: %p', (server) => {
    expect(contentSecurityPolicy({ servers: [server] })).toBe(BASE);
  });

  it('never allows a whole scheme of plain http, inline code or eval', () => {
    for (const server of [undefined, 'http://192.168.1.5:4000', 'https://social.example', 'http://localhost']) {
      const policy = contentSecurityPolicy({ servers: [server] });
      expect(policy.split(/[; ]+/)).not.toContain('http:');
      expect(policy).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
    }
  });

  it('is what the demo instance sends with a built page, plus frame-ancestors', () => {
    expect(CONTENT_SECURITY_POLICY).toBe(`${BASE}; frame-ancestors 'none'`);
  });
});

describe('serverOrigin', () => {
  it('keeps scheme, host and a non-default port, lower-cased', () => {
    expect(serverOrigin('HTTP://LAN.Example:4000/api')).toBe('http://lan.example:4000');
    expect(serverOrigin('https://social.example:443/')).toBe('https://social.example');
    expect(serverOrigin(' http://10.0.0.2 ')).toBe('http://10.0.0.2');
  });
});
