/** @jest-environment node */
// The stand-in over a small fake build (with the placeholder Pleroma replaces) and the demo instance behind it.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import { META_PLACEHOLDER } from './preload';
import { pleromaCsp } from './security';
import { startPleromaServer, type PleromaServer } from './server';

const INDEX =
  `<!doctype html><html><head><meta charset=utf-8>${META_PLACEHOLDER}<title>Fediverse</title>` +
  '<link href=/static/css/main.89abcdef.css rel=stylesheet></head><body><div id=app></div>' +
  '<script defer src=/static/js/main.0123abcd.js></script></body></html>';

function fakeBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'pleroma-build-'));
  const files: Record<string, string> = {
    'index.html': INDEX,
    // the runtime names its chunks by hash, as webpack's does
    'static/js/main.0123abcd.js': 'var chunks = {12: "4567cdef"}; // static/js/conversation.',
    'static/js/conversation.4567cdef.js': 'console.log("conversation")',
    'static/js/main.0123abcd.js.map': '{}',
    'static/css/main.89abcdef.css': 'body{}',
    'static/config.json': '{}',
    'static/emoji.json': '[]',
    'static/manifest.json': '{}',
  };
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    writeFileSync(path.join(dir, rel), text);
  }
  return dir;
}

let build: string;
let server: PleromaServer;
const get = (p: string, headers: Record<string, string> = {}) => fetch(`${server.url}${p}`, { headers, redirect: 'manual' });
const page = (p: string, headers: Record<string, string> = {}) => get(p, { accept: 'text/html', ...headers });
const post = (p: string, body: unknown) =>
  fetch(`${server.url}${p}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

/** The decoded preloaded block of a page, or null. */
function preloaded(html: string): Record<string, unknown> | null {
  const block = /<script id="initial-results" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1];
  if (block === undefined) return null;
  return Object.fromEntries(
    Object.entries(JSON.parse(block) as Record<string, string>).map(([k, v]) => [
      k,
      JSON.parse(Buffer.from(v, 'base64').toString()),
    ]),
  );
}

beforeAll(async () => {
  build = fakeBuild();
  server = await startPleromaServer({ buildDir: build, port: 0 });
});

afterAll(async () => {
  await server.close();
  rmSync(build, { recursive: true, force: true });
});

afterEach(async () => {
  await post('/__pleroma/reset', {});
});

describe('the installed release', () => {
  it('is unpacked where Pleroma’s installer puts it, without source maps', () => {
    expect(server.primaryDir()).toBe(path.join(server.staticDir, 'frontends', 'fedi-client', 'stable'));
    expect(existsSync(path.join(server.primaryDir(), 'static/js/main.0123abcd.js'))).toBe(true);
    expect(existsSync(path.join(server.primaryDir(), 'static/js/main.0123abcd.js.map'))).toBe(false);
  });

  it('serves its files with Pleroma’s caching and headers, index.html as it is', async () => {
    const script = await get('/static/js/main.0123abcd.js');
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toBe('text/javascript');
    expect(script.headers.get('cache-control')).toBe('public, max-age=1209600');
    expect(script.headers.get('content-security-policy')).toBe(pleromaCsp(server.url));
    expect(script.headers.get('x-content-type-options')).toBe('nosniff');
    expect(script.headers.get('service-worker-allowed')).toBe('/');
    const index = await get('/index.html');
    expect(index.headers.get('cache-control')).toBe('public, no-cache');
    expect(await index.text()).toBe(INDEX);
  });

  it('lets the admin’s instance/static/ override a frontend file, never cached long', async () => {
    const override = path.join(server.staticDir, 'static', 'config.json');
    mkdirSync(path.dirname(override), { recursive: true });
    writeFileSync(override, '{"name":"Our instance"}');
    const res = await get('/static/config.json');
    expect(await res.json()).toEqual({ name: 'Our instance' });
    expect(res.headers.get('cache-control')).toBe('public, no-cache');
    rmSync(path.join(server.staticDir, 'static'), { recursive: true });
    expect((await get('/static/config.json')).headers.get('cache-control')).toBe('public, max-age=1209600');
  });

  it('has no service worker unless the build brings one', async () => {
    expect((await get('/sw-pleroma.js')).status).toBe(404);
    writeFileSync(path.join(server.primaryDir(), 'sw-pleroma.js'), 'self.addEventListener("push", () => {})');
    const worker = await get('/sw-pleroma.js');
    expect(worker.status).toBe(200);
    expect(worker.headers.get('content-type')).toBe('text/javascript');
    expect(worker.headers.get('service-worker-allowed')).toBe('/');
    rmSync(path.join(server.primaryDir(), 'sw-pleroma.js'));
  });
});

describe('pages', () => {
  it('answers any other address with the index, Pleroma’s meta and the preloaded documents', async () => {
    const res = await page('/main/all');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('content-security-policy')).toBe(pleromaCsp(server.url));
    const html = await res.text();
    expect(html).not.toContain(META_PLACEHOLDER);
    expect(html).toContain(
      `<title>Demo Instance</title><link rel='icon' href='/favicon.png'><link rel='manifest' href='/manifest.json'>`,
    );
    const block = preloaded(html);
    expect(Object.keys(block ?? {})).toEqual([
      '/api/pleroma/frontend_configurations',
      '/api/v1/instance',
      '/instance/panel.html',
      '/nodeinfo/2.0.json',
    ]);
    expect(block?.['/api/v1/instance']).toEqual(await (await get('/api/v1/instance')).json());
    expect(block?.['/nodeinfo/2.0.json']).toEqual(await (await get('/nodeinfo/2.0.json')).json());
    expect(typeof block?.['/instance/panel.html']).toBe('string');
  });

  it('puts nothing of a session into the page', async () => {
    const app = (await (
      await post('/api/v1/apps', { client_name: 't', redirect_uris: 'urn:ietf:wg:oauth:2.0:oob', scopes: 'read' })
    ).json()) as { client_id: string; client_secret: string };
    const token = (await (
      await post('/oauth/token', { grant_type: 'password', username: 'alice', password: 'demo-password', ...app })
    ).json()) as { access_token: string };
    const anonymous = await (await page('/main/friends')).text();
    const signedIn = await (
      await page('/main/friends', { authorization: `Bearer ${token.access_token}`, cookie: 'pleroma_key=session' })
    ).text();
    expect(signedIn).not.toContain(token.access_token);
    expect(preloaded(signedIn)).toEqual(preloaded(anonymous));
  });

  it('answers an old chunk’s address with the index page, as Pleroma’s fallback does', async () => {
    const res = await get('/static/js/conversation.00000000.js', { accept: '*/*' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
  });

  it('gives an account’s page its tags and the preload, and an unknown name the plain index', async () => {
    const alice = await (await page('/users/alice')).text();
    expect(alice).toContain('<meta content="Alice Liddell (@alice)" property="og:title">');
    expect(alice).toContain(`/users/alice/feed.atom`);
    expect(preloaded(alice)).not.toBeNull();
    expect(preloaded(await (await page('/alice')).text())).not.toBeNull();
    const login = await page('/login');
    expect(login.status).toBe(200);
    const html = await login.text();
    expect(html).toContain('<title>Demo Instance</title>');
    expect(preloaded(html)).toBeNull();
  });

  it('gives a public post’s page its tags and the preload, and a post visitors cannot see a 404 with the plain index', async () => {
    const [first] = (await (await get('/api/v1/timelines/public?local=true&limit=1')).json()) as { id: string }[];
    const shown = await page(`/notice/${first.id}`);
    expect(shown.status).toBe(200);
    const html = await shown.text();
    expect(html).toContain('property="og:url"');
    expect(preloaded(html)).not.toBeNull();
    const hidden = (await (await post('/__demo/post', { username: 'bob', status: 'hidden', visibility: 'private' })).json()) as {
      id: string;
    };
    const refused = await page(`/notice/${hidden.id}`);
    expect(refused.status).toBe(404);
    const refusedHtml = await refused.text();
    expect(refusedHtml).toContain('<div id=app>');
    expect(preloaded(refusedHtml)).toBeNull();
    await post('/__demo/reset', {});
  });

  it('answers Pleroma’s own manifest and favicon, and OPTIONS with 204', async () => {
    const manifest = (await (await get('/manifest.json')).json()) as { name: string; start_url: string };
    expect(manifest).toMatchObject({ name: 'Demo Instance', start_url: '/' });
    expect((await get('/favicon.png')).headers.get('content-type')).toBe('image/png');
    expect((await fetch(`${server.url}/api/v1/instance`, { method: 'OPTIONS' })).status).toBe(204);
  });
});

describe('the instance behind', () => {
  it('answers the API with Pleroma’s security headers in place of its own', async () => {
    const res = await get('/instance/panel.html');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toBe(pleromaCsp(server.url));
    const instance = (await (await get('/api/v1/instance')).json()) as { urls: { streaming_api: string } };
    // the instance builds its URLs from the Host it was asked with: this server's
    expect(instance.urls.streaming_api).toBe(server.url.replace('http', 'ws'));
  });

  it('carries the streaming socket', async () => {
    const socket = new WebSocket(`${server.url.replace('http', 'ws')}/api/v1/streaming?stream=public`);
    const message = new Promise<string>((resolve, reject) => {
      socket.on('message', (data: Buffer) => resolve(data.toString()));
      socket.on('error', reject);
    });
    await new Promise((resolve, reject) => {
      socket.on('open', resolve);
      socket.on('error', reject);
    });
    await post('/__demo/post', { username: 'bob', status: 'over the socket' });
    expect(await message).toContain('over the socket');
    socket.close();
    await post('/__demo/reset', {});
  });
});

describe('releases changing under an open tab', () => {
  it('installs the next build’s names: every hashed file renamed, and everything that named it', async () => {
    await post('/__pleroma/install', { ref: 'next', renameChunks: true });
    expect((await post('/__pleroma/primary', { ref: 'next' })).status).toBe(200);
    const index = readFileSync(path.join(server.primaryDir(), 'index.html'), 'utf8');
    const main = /\/static\/js\/(main\.[0-9a-f]{8}\.js)/.exec(index)?.[1] ?? '';
    expect(main).not.toBe('main.0123abcd.js');
    const runtime = await (await get(`/static/js/${main}`)).text();
    const chunk = /"([0-9a-f]{8})"/.exec(runtime)?.[1];
    expect(chunk).not.toBe('4567cdef');
    expect((await get(`/static/js/conversation.${chunk}.js`)).headers.get('content-type')).toBe('text/javascript');
    // the old names are gone: the fallback's index page answers them
    expect((await get('/static/js/conversation.4567cdef.js')).headers.get('content-type')).toBe('text/html; charset=utf-8');
  });

  it('keeps the previous ref’s chunks when told to, as docs/deploy.md has the admin do', async () => {
    await post('/__pleroma/install', { ref: 'next', renameChunks: true, keepChunksOf: 'stable' });
    await post('/__pleroma/primary', { ref: 'next' });
    expect((await get('/static/js/conversation.4567cdef.js')).headers.get('content-type')).toBe('text/javascript');
    await post('/__pleroma/reset', {});
    expect(server.primaryDir()).toBe(path.join(server.staticDir, 'frontends', 'fedi-client', 'stable'));
  });
});
