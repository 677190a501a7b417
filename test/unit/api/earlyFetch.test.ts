import { http, HttpResponse } from 'msw';
import { request } from '../../../src/api/client';
import { EARLY_FETCH_MAX_AGE_MS, earlyStepDone, startEarlyFetch, takeEarlyFetch } from '../../../src/api/earlyFetch';
import { timelineUrl } from '../../../src/api/timelines';
import { PICTURE_VERSION } from '../../../src/features/warmStart/homePicture';
import { firstTimelineKey } from '../../../src/sagas/boot';
import { createTestServer } from '../../support/server';
import { loadFixture } from '../../support/fixtures';
import { settle, until } from '../../support/sagaStore';

const { server, to } = createTestServer();

afterEach(() => jest.restoreAllMocks());

describe('early requests', () => {
  it('a request the early script started is taken over once, not asked again', async () => {
    server.use(http.get('/api/v1/instance', () => HttpResponse.json({ uri: 'example.test' })));
    startEarlyFetch('/api/v1/instance');
    const first = await request<{ uri: string }>({ baseUrl: '' }, '/api/v1/instance');
    expect(first.data.uri).toBe('example.test');
    expect(to('/api/v1/instance')).toHaveLength(1);
    // the next identical call is a new request
    await request({ baseUrl: '' }, '/api/v1/instance');
    expect(to('/api/v1/instance')).toHaveLength(2);
  });

  it('reads the body as the answer arrives, so the client that takes it over waits for nothing more', async () => {
    server.use(http.get('/api/v1/instance', () => HttpResponse.json({ uri: 'example.test' })));
    const answer = startEarlyFetch('/api/v1/instance');
    const { response, text } = await answer!;
    // read by the early script itself, before anything took the answer over
    expect(response.bodyUsed).toBe(true);
    expect(JSON.parse(text)).toEqual({ uri: 'example.test' });
    const taken = await request<{ uri: string }>({ baseUrl: '' }, '/api/v1/instance');
    expect(taken.data.uri).toBe('example.test');
    expect(to('/api/v1/instance')).toHaveLength(1);
  });

  it('is used only for a request with the same Authorization: none, or the same token', async () => {
    server.use(http.get('/api/v1/instance', () => HttpResponse.json({})));
    startEarlyFetch('/api/v1/instance');
    await request({ baseUrl: '', token: 'tok' }, '/api/v1/instance');
    expect(to('/api/v1/instance').map((r) => r.authorization)).toEqual([null, 'Bearer tok']);

    startEarlyFetch('/api/v1/instance', 'Bearer tok');
    await request({ baseUrl: '', token: 'tok' }, '/api/v1/instance');
    expect(to('/api/v1/instance').map((r) => r.authorization)).toEqual([null, 'Bearer tok', 'Bearer tok']);

    // signed in as someone else (or out) meanwhile: asked afresh
    startEarlyFetch('/api/v1/instance', 'Bearer tok');
    await request({ baseUrl: '', token: 'other' }, '/api/v1/instance');
    await request({ baseUrl: '' }, '/api/v1/instance');
    expect(to('/api/v1/instance').map((r) => r.authorization)).toEqual([
      null,
      'Bearer tok',
      'Bearer tok',
      'Bearer tok',
      'Bearer other',
      null,
    ]);
  });

  it('an early request that failed is simply made again', async () => {
    let calls = 0;
    server.use(
      http.get('/nodeinfo/2.0.json', () => (calls++ === 0 ? HttpResponse.error() : HttpResponse.json({ version: '2.0' }))),
    );
    startEarlyFetch('/nodeinfo/2.0.json');
    const res = await request<{ version: string }>({ baseUrl: '' }, '/nodeinfo/2.0.json', { auth: false });
    expect(res.data.version).toBe('2.0');
    expect(calls).toBe(2);
  });

  it('a stale early answer is not used', () => {
    const now = jest.spyOn(Date, 'now').mockReturnValue(1_000);
    server.use(http.get('/static/config.json', () => HttpResponse.json({})));
    startEarlyFetch('/static/config.json');
    now.mockReturnValue(1_000 + EARLY_FETCH_MAX_AGE_MS + 1);
    expect(takeEarlyFetch('/static/config.json')).toBeNull();
  });

  it("the early timeline address is the one the timeline saga asks for a visitor's first screen", () => {
    expect(firstTimelineKey('/main/all')).toBe('publicAndExternal');
    expect(timelineUrl('publicAndExternal', { withMuted: true })).toBe('/api/v1/timelines/public?with_muted=true&limit=20');
    expect(timelineUrl('public', { withMuted: true })).toBe('/api/v1/timelines/public?local=true&with_muted=true&limit=20');
    expect(timelineUrl('tag', { tag: 'café', withMuted: true })).toBe('/api/v1/timelines/tag/caf%C3%A9?with_muted=true&limit=20');
  });
});

describe('the early script (src/early.ts)', () => {
  const registryKey = '__fediEarlyFetches';
  beforeEach(() => {
    delete (globalThis as Record<string, unknown>)[registryKey];
    localStorage.clear();
  });
  const runEarlyScript = () =>
    jest.isolateModulesAsync(async () => {
      await import('../../../src/early');
    });
  const wantFrontendConfig = () => request({ baseUrl: '' }, '/api/pleroma/frontend_configurations');

  it('asks the frontend configuration only of a Pleroma-like server, once, and the client takes that answer over', async () => {
    server.use(
      http.get('/static/config.json', () => HttpResponse.json({})),
      http.get('/.well-known/nodeinfo', () => HttpResponse.json({ links: [] })),
      http.get('/api/v1/instance', () =>
        HttpResponse.json({ uri: 'https://pl.example', version: '2.7.2 (compatible; Pleroma 2.6.0)', pleroma: {} }),
      ),
      http.get('/api/pleroma/frontend_configurations', () => HttpResponse.json({ pleroma_fe: { theme: 'x' } })),
    );
    await runEarlyScript();
    // asked by the early script itself, once the instance document named Pleroma
    await until(() => to('/api/pleroma/frontend_configurations').length === 1, 'the early frontend configuration');
    const res = await wantFrontendConfig();
    expect(res.data).toEqual({ pleroma_fe: { theme: 'x' } });
    expect(to('/api/pleroma/frontend_configurations')).toHaveLength(1);
    // the instance document the gate read is still whole for the client
    const instance = await request<{ uri: string }>({ baseUrl: '' }, '/api/v1/instance');
    expect(instance.data.uri).toBe('https://pl.example');
    expect(to('/api/v1/instance')).toHaveLength(1);
  });

  it('asks nothing the page already holds: on Pleroma the preloaded block has the instance, NodeInfo and frontend configuration', async () => {
    const block = document.createElement('script');
    block.id = 'initial-results';
    block.type = 'application/json';
    block.textContent = JSON.stringify(loadFixture('soapbox/pleroma_initial_results.json'));
    document.head.append(block);
    try {
      server.use(http.get('/static/config.json', () => HttpResponse.json({})));
      await runEarlyScript();
      await until(() => to('/static/config.json').length === 1, 'the static config');
      await settle();
      expect(to('/api/v1/instance')).toHaveLength(0);
      expect(to('/.well-known/nodeinfo')).toHaveLength(0);
      expect(to('/api/pleroma/frontend_configurations')).toHaveLength(0);
    } finally {
      block.remove();
    }
  });

  it('never asks /api/pleroma/… of snac2 or Hollo, and follows the NodeInfo link on this origin', async () => {
    server.use(
      http.get('/static/config.json', () => HttpResponse.json({})),
      http.get('/.well-known/nodeinfo', () =>
        HttpResponse.json({
          links: [{ rel: 'http://nodeinfo.diaspora.software/ns/schema/2.1', href: 'http://localhost/nodeinfo/2.1' }],
        }),
      ),
      http.get('/nodeinfo/2.1', () => HttpResponse.json({ software: { name: 'hollo', version: '0.10.0' } })),
      http.get('/api/v1/instance', () => HttpResponse.json({ uri: '127.0.0.1:8013', version: '0.10.0' })),
      http.get('/api/pleroma/frontend_configurations', () => new HttpResponse('404 Not Found', { status: 404 })),
    );
    await runEarlyScript();
    // as the boot saga does: wait for the early discovery step, then ask the discovery document and the
    // document it links; both are the early requests, taken over (never asked twice, whichever is faster)
    await earlyStepDone('nodeinfo');
    await request({ baseUrl: '' }, '/.well-known/nodeinfo', { auth: false });
    await request({ baseUrl: '' }, '/nodeinfo/2.1', { auth: false });
    expect(to('/.well-known/nodeinfo')).toHaveLength(1);
    expect(to('/nodeinfo/2.1')).toHaveLength(1);
    await request({ baseUrl: '' }, '/api/v1/instance');
    await settle();
    expect(to('/api/pleroma/frontend_configurations')).toHaveLength(0);
    expect(to('/nodeinfo/2.0.json')).toHaveLength(0);
  });

  describe("a visitor's first timeline", () => {
    const PUBLIC = '/api/v1/timelines/public?local=true&with_muted=true&limit=20';
    const serve = (software: string) =>
      server.use(
        http.get('/static/config.json', () => HttpResponse.json({})),
        http.get('/.well-known/nodeinfo', () =>
          HttpResponse.json({ links: [{ rel: 'http://nodeinfo.diaspora.software/ns/schema/2.1', href: '/nodeinfo/2.1' }] }),
        ),
        http.get('/nodeinfo/2.1', () => HttpResponse.json({ software: { name: software, version: '1' } })),
        http.get('/api/v1/instance', () => HttpResponse.json({ uri: 'x.example', version: '1' })),
        http.get('/api/v1/timelines/public', () => HttpResponse.json([])),
      );
    const onPage = (path: string) => window.history.replaceState(null, '', path);
    afterEach(() => onPage('/'));

    it('is asked at once, without waiting for NodeInfo (issue 25), and the client takes that answer over', async () => {
      serve('akkoma');
      // NodeInfo discovery never answers: the first status must not wait for it
      server.use(http.get('/.well-known/nodeinfo', () => new Promise<never>(() => {})));
      onPage('/main/public');
      await runEarlyScript();
      await until(() => to('/api/v1/timelines/public').length === 1, 'the early timeline');
      expect(to('/nodeinfo/2.1')).toHaveLength(0);
      const page = await request<unknown[]>({ baseUrl: '' }, PUBLIC);
      expect(page.data).toEqual([]);
      expect(to('/api/v1/timelines/public')).toHaveLength(1);
    });

    it("on a server that refuses visitors (Hollo's 401) the client gets that answer, not a second request", async () => {
      serve('hollo');
      server.use(http.get('/api/v1/timelines/public', () => HttpResponse.json({ error: 'Unauthorized' }, { status: 401 })));
      onPage('/main/public');
      await runEarlyScript();
      await until(() => to('/api/v1/timelines/public').length === 1, 'the early timeline');
      await expect(request({ baseUrl: '' }, PUBLIC, { auth: false })).rejects.toMatchObject({ status: 401 });
      expect(to('/api/v1/timelines/public')).toHaveLength(1);
    });
  });
  describe("a member's start-up requests", () => {
    const HOME = '/api/v1/timelines/home?with_muted=true&limit=20';
    const onPage = (path: string) => window.history.replaceState(null, '', path);
    const signedIn = () =>
      localStorage.setItem('oauth', JSON.stringify({ clientId: 'c', clientSecret: 's', userToken: 'alice-token' }));
    const serve = () =>
      server.use(
        http.get('/static/config.json', () => HttpResponse.json({})),
        http.get('/.well-known/nodeinfo', () => HttpResponse.json({ links: [] })),
        http.get('/api/v1/instance', () => HttpResponse.json({ uri: 'x.example', version: '4.0.0' })),
        http.get('/api/v1/accounts/verify_credentials', () => HttpResponse.json({ id: 'alice' })),
        http.get('/api/v1/timelines/home', () => HttpResponse.json([])),
        http.get('/api/v1/timelines/public', () => HttpResponse.json([])),
      );
    afterEach(() => onPage('/'));

    it('are asked at once with the token (the sign-in check, the instance, home), and the client takes them over', async () => {
      serve();
      signedIn();
      onPage('/main/friends');
      await runEarlyScript();
      await until(() => to('/api/v1/timelines/home').length === 1, 'the early home page');
      const cfg = { baseUrl: '', token: 'alice-token' };
      await request(cfg, '/api/v1/accounts/verify_credentials');
      await request(cfg, '/api/v1/instance');
      await request(cfg, HOME);
      for (const path of ['/api/v1/accounts/verify_credentials', '/api/v1/instance', '/api/v1/timelines/home'])
        expect(to(path).map((r) => r.authorization)).toEqual(['Bearer alice-token']);
      // config.json is asked without a token, whoever is signed in
      expect(to('/static/config.json').map((r) => r.authorization)).toEqual([null]);
    });

    it("home is not asked when its cache is stored (the warm start asks only what is newer); a public timeline is, with the member's choice of replies", async () => {
      serve();
      signedIn();
      localStorage.setItem('config.owner', JSON.stringify('alice'));
      // a picture of alice's home drawn in a window of another width: kept, not shown, its record read by the app
      const picture = { version: PICTURE_VERSION, html: '', scrollY: 0, lang: 'en', dir: 'ltr', paths: ['/main/friends'] };
      const owner = { styles: [], origin: window.location.origin, account: 'alice', width: window.innerWidth + 1 };
      localStorage.setItem('home.picture', JSON.stringify({ ...picture, ...owner }));
      onPage('/main/friends');
      await runEarlyScript();
      await until(() => to('/api/v1/accounts/verify_credentials').length === 1, 'the sign-in check');
      await settle();
      expect(to('/api/v1/timelines/home')).toHaveLength(0);

      delete (globalThis as Record<string, unknown>)[registryKey];
      localStorage.setItem('config', JSON.stringify({ replyVisibility: 'following' }));
      onPage('/main/public');
      await runEarlyScript();
      await until(() => to('/api/v1/timelines/public').length === 1, 'the early public page');
      const [asked] = to('/api/v1/timelines/public');
      expect(asked?.authorization).toBe('Bearer alice-token');
      expect(asked?.search.get('reply_visibility')).toBe('following');
    });
  });
});
