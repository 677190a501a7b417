/** @jest-environment node */
import { request, type OutgoingHttpHeaders } from 'node:http';
import WebSocket from 'ws';
import { isPlainHost, requestOrigin } from './origin';
import { startDemoInstance, type DemoInstance } from './server';
import { Frames, payloadOf, post } from './stream-support';

describe('requestOrigin (the host rule)', () => {
  const FALLBACK = 'http://localhost:8080';

  it('builds the origin from the Host header', () => {
    expect(requestOrigin({ host: '127.0.0.1:8080' }, FALLBACK)).toBe('http://127.0.0.1:8080');
    expect(requestOrigin({ host: 'Demo.Example' }, FALLBACK)).toBe('http://demo.example');
    expect(requestOrigin({ host: '192.168.1.5:80' }, FALLBACK)).toBe('http://192.168.1.5');
  });

  it('prefers X-Forwarded-Host and -Proto (first of a list) when a proxy sends them', () => {
    expect(requestOrigin({ host: '127.0.0.1:4100', 'x-forwarded-host': 'localhost:8080' }, FALLBACK)).toBe(
      'http://localhost:8080',
    );
    expect(
      requestOrigin(
        { host: '127.0.0.1:4100', 'x-forwarded-host': 'demo.example, proxy.internal', 'x-forwarded-proto': 'https,http' },
        FALLBACK,
      ),
    ).toBe('https://demo.example');
  });

  it("keeps the fallback's scheme for the fallback's own host, else http", () => {
    expect(requestOrigin({ host: 'demo.example' }, 'https://demo.example')).toBe('https://demo.example');
    expect(requestOrigin({ host: 'other.example' }, 'https://demo.example')).toBe('http://other.example');
    expect(requestOrigin({ host: 'demo.example', 'x-forwarded-proto': 'gopher' }, 'https://demo.example')).toBe(
      'https://demo.example',
    );
  });

  it.each([
    undefined,
    '',
    'evil.test/path',
    'evil.test@x',
    'user@host',
    'evil.test"><script>',
    'evil.test\\x',
    'host:port',
    'host:123456',
    '[::1]:8080',
    'a b',
    '-leading.test',
    'x.test:99999',
    '256.0.0.1',
    `${'a'.repeat(300)}.test`,
  ])('falls back for a Host that is not a plain host[:port]: %p', (host) => {
    expect(requestOrigin({ host }, FALLBACK)).toBe(FALLBACK);
    // a bad X-Forwarded-Host is skipped for the Host header
    expect(requestOrigin({ host: 'ok.test', 'x-forwarded-host': host }, FALLBACK)).toBe('http://ok.test');
  });

  it('accepts names and IPv4 addresses with a port', () => {
    for (const host of ['localhost', 'localhost:8080', '127.0.0.1:4100', 'a-b.example.org', 'xn--bcher-kva.example:443']) {
      expect(isPlainHost(host)).toBe(true);
    }
  });
});

describe('demo instance URLs follow the address it was reached at', () => {
  let instance: DemoInstance;

  beforeAll(async () => {
    instance = await startDemoInstance({ port: 0, publicUrl: 'http://localhost:8080' });
  });
  afterAll(async () => {
    await instance.close();
  });

  /** A GET with our own Host header (fetch does not let one set it). */
  function get<T>(path: string, headers: OutgoingHttpHeaders = {}): Promise<T> {
    return new Promise((resolve, reject) => {
      const req = request(`${instance.url}${path}`, { headers }, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve(JSON.parse(text) as T));
      });
      req.on('error', reject);
      req.end();
    });
  }

  type Timeline = { account: { avatar: string }; media_attachments: { url: string; preview_url?: string | null }[] }[];
  const urlsOf = (statuses: Timeline) =>
    statuses.flatMap((s) => [s.account.avatar, ...s.media_attachments.flatMap((a) => [a.url, a.preview_url ?? a.url])]);

  it('builds media and avatar URLs from each request Host, concurrently, without mixing them', async () => {
    const hosts = ['localhost:8080', '127.0.0.1:8080', '192.168.1.5:8080', 'localhost:8080', '127.0.0.1:8080'];
    const pages = await Promise.all(hosts.map((host) => get<Timeline>('/api/v1/timelines/public?only_media=true', { host })));
    pages.forEach((statuses, i) => {
      const urls = urlsOf(statuses);
      expect(urls.length).toBeGreaterThan(2);
      for (const url of urls) expect(url.startsWith(`http://${hosts[i]}/media/`)).toBe(true);
    });
  });

  it('names its streaming URL and custom emoji from the Host too', async () => {
    const doc = await get<{ urls: { streaming_api: string } }>('/api/v1/instance', { host: '127.0.0.1:8080' });
    expect(doc.urls.streaming_api).toBe('ws://127.0.0.1:8080');
    const emoji = await get<{ url: string }[]>('/api/v1/custom_emojis', { host: '127.0.0.1:8080' });
    expect(emoji[0]?.url).toMatch(/^http:\/\/127\.0\.0\.1:8080\/[^"<>\s]+$/);
  });

  it('falls back to the configured public URL for a Host it will not put in a URL', async () => {
    const doc = await get<{ urls: { streaming_api: string } }>('/api/v1/instance', { host: 'evil.test/"><x' });
    expect(doc.urls.streaming_api).toBe('ws://localhost:8080');
  });

  it("builds each socket's events from the address that socket was opened at", async () => {
    const open = (host: string) =>
      new Promise<Frames>((resolve, reject) => {
        const socket = new WebSocket(`${instance.url.replace('http', 'ws')}/api/v1/streaming?stream=public`, {
          headers: { host },
        });
        const frames = new Frames(socket);
        socket.once('open', () => resolve(frames));
        socket.once('error', reject);
      });
    const viaName = await open('localhost:8080');
    const viaAddress = await open('127.0.0.1:8080');
    try {
      await post(instance, 'alice', 'hello from both names');
      const [a, b] = await Promise.all([viaName.next(), viaAddress.next()]);
      expect(payloadOf<{ account: { avatar: string } }>(a).account.avatar).toMatch(/^http:\/\/localhost:8080\/media\//);
      expect(payloadOf<{ account: { avatar: string } }>(b).account.avatar).toMatch(/^http:\/\/127\.0\.0\.1:8080\/media\//);
    } finally {
      viaName.close();
      viaAddress.close();
      await Promise.all([viaName.closed, viaAddress.closed]);
    }
  });
});
