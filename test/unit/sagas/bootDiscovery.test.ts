// Start-up against the recorded answers of snac2 and Hollo (issue 17 §9, §16, §19): NodeInfo is found through
// /.well-known/nodeinfo, the software is named from it, and nothing is asked that the server never had.
import { http, HttpResponse } from 'msw';
import { rootSaga } from '../../../src/store/rootSaga';
import { selectCapabilities } from '../../../src/selectors/instance';
import { resetPreloadedCache } from '../../../src/utils/preloaded';
import { createTestServer } from '../../support/server';
import { runSagaInStore, settle, until, useSagaFakeTimers } from '../../support/sagaStore';
import { FIRST_PAGE_MOUNT_WAIT_MS } from '../../../src/sagas/boot';
import { appWarnings } from '../../support/appWarnings';
import { recordedBody, recordedHandler, type RealServer } from '../../support/realServers';

const { server, to, seen } = createTestServer();

const NOT_ASKED = ['/nodeinfo/2.0.json', '/api/pleroma/frontend_configurations', '/static/terms-of-service.html'];

/** The server's recorded start-up answers, plus counters for the paths it does not have. */
function serveRecorded(name: RealServer) {
  server.use(
    http.get('/static/config.json', () => HttpResponse.json({})),
    recordedHandler(name, '001-instance-v1.json'),
    recordedHandler(name, '003-well-known-nodeinfo.json'),
    recordedHandler(name, '004-nodeinfo-linked.json'),
    recordedHandler(name, '005-nodeinfo-2-0-json.json'),
    recordedHandler(name, '006-pleroma-frontend-configurations.json'),
    http.get('/static/terms-of-service.html', () => new HttpResponse('Not Found', { status: 404 })),
  );
}

let warn: jest.SpyInstance;
beforeEach(() => {
  localStorage.clear();
  resetPreloadedCache();
  warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

async function boot() {
  const run = runSagaInStore(rootSaga);
  await until(() => run.getState().ui.booted, 'bootFinished');
  await settle();
  return run;
}

describe('NodeInfo discovery at start-up, on the recorded servers', () => {
  it('snac2: follows /.well-known/nodeinfo to /nodeinfo_2_1 (its own host, via the instance uri) and is named snac', async () => {
    serveRecorded('snac2');
    const run = await boot();
    expect(to('/.well-known/nodeinfo')).toHaveLength(1);
    // the 2.1 link wins over the 2.0 one; it names http://127.0.0.1:8015, asked here on the page's origin
    expect(to('/nodeinfo_2_1')).toHaveLength(1);
    expect(to('/nodeinfo_2_0')).toHaveLength(0);
    for (const path of NOT_ASKED) expect(to(path)).toHaveLength(0);
    expect(run.getState().instance.nodeinfo?.software.name).toBe('snac');
    const caps = selectCapabilities(run.getState());
    expect(caps).toMatchObject({ software: 'snac', version: '2.94', directMessages: false, reports: false });
    expect(appWarnings(warn)).toEqual([]);
  });

  it('Hollo: follows the link to /nodeinfo/2.1 and is named hollo, so bookmarks and polls stay on', async () => {
    serveRecorded('hollo');
    const run = await boot();
    expect(to('/nodeinfo/2.1')).toHaveLength(1);
    for (const path of NOT_ASKED) expect(to(path)).toHaveLength(0);
    const caps = selectCapabilities(run.getState());
    expect(caps).toMatchObject({ software: 'hollo', version: '0.10.0', bookmarks: true, polls: true });
    expect(caps.publicTimelineVisibility).toEqual({ local: false, federated: false, bubble: false });
    expect(appWarnings(warn)).toEqual([]);
  });

  it('never follows a link to another host, nor one that is no http(s) URL: it falls back to /nodeinfo/2.0.json', async () => {
    for (const href of ['https://elsewhere.example/nodeinfo/2.1', 'javascript:alert(1)', '//elsewhere.example/x']) {
      serveRecorded('hollo');
      server.use(
        http.get('/.well-known/nodeinfo', () =>
          HttpResponse.json({ links: [{ rel: 'http://nodeinfo.diaspora.software/ns/schema/2.1', href }] }),
        ),
        http.get('/nodeinfo/2.0.json', () => HttpResponse.json(recordedBody('hollo', '004-nodeinfo-linked.json'))),
      );
      const run = await boot();
      expect(seen.map((r) => r.path).filter((p) => p.includes('nodeinfo'))).toEqual([
        '/.well-known/nodeinfo',
        '/nodeinfo/2.0.json',
      ]);
      expect(seen.some((r) => r.path.includes('elsewhere') || r.path.includes('alert'))).toBe(false);
      expect(selectCapabilities(run.getState()).software).toBe('hollo');
      run.task.cancel();
      server.resetHandlers();
      seen.length = 0;
    }
  });

  it('asks /nodeinfo/2.0.json only when discovery fails', async () => {
    serveRecorded('hollo');
    server.use(
      http.get('/.well-known/nodeinfo', () => new HttpResponse('404 Not Found', { status: 404 })),
      http.get('/nodeinfo/2.0.json', () => HttpResponse.json(recordedBody('hollo', '004-nodeinfo-linked.json'))),
    );
    const run = await boot();
    expect(to('/nodeinfo/2.0.json')).toHaveLength(1);
    expect(run.getState().instance.nodeinfo?.software.name).toBe('hollo');
  });

  it("a link on the page's own origin is asked without waiting for the instance document", async () => {
    let instanceAnswered = false;
    let askedBeforeInstance = false;
    serveRecorded('hollo');
    server.use(
      http.get('/.well-known/nodeinfo', () =>
        HttpResponse.json({
          links: [{ rel: 'http://nodeinfo.diaspora.software/ns/schema/2.1', href: 'http://localhost/nodeinfo/2.1' }],
        }),
      ),
      http.get('/nodeinfo/2.1', () => {
        askedBeforeInstance = !instanceAnswered;
        return HttpResponse.json(recordedBody('hollo', '004-nodeinfo-linked.json'));
      }),
      http.get('/api/v1/instance', async () => {
        // answers only once NodeInfo has been asked for (or after a while)
        for (let i = 0; i < 50 && to('/nodeinfo/2.1').length === 0; i += 1) await new Promise((r) => setTimeout(r, 2));
        instanceAnswered = true;
        return HttpResponse.json(recordedBody('hollo', '001-instance-v1.json'));
      }),
    );
    await boot();
    expect(askedBeforeInstance).toBe(true);
  });
});

describe("a visitor's first timeline at start-up", () => {
  afterEach(() => window.history.pushState({}, '', '/'));

  it('is asked with the start-up requests where the server lets visitors read it (snac2)', async () => {
    window.history.pushState({}, '', '/main/all');
    serveRecorded('snac2');
    server.use(recordedHandler('snac2', '014-public-timeline-visitor.json'));
    const run = await boot();
    expect(to('/api/v1/timelines/public')).toHaveLength(1);
    expect(run.ofType('timelines/timelinePrefetched')).toHaveLength(1);
  });

  it('mounts with that page in the store: the shell and the first posts are drawn in one render', async () => {
    window.history.pushState({}, '', '/main/all');
    serveRecorded('snac2');
    server.use(recordedHandler('snac2', '014-public-timeline-visitor.json'));
    const run = runSagaInStore(rootSaga);
    await until(() => run.getState().ui.booted, 'bootFinished');
    const timeline = run.getState().timelines.publicAndExternal;
    expect(timeline?.status).toBe('loaded');
    expect(timeline?.ids.length).toBeGreaterThan(0);
    const types = run.actions.map((a) => a.type);
    expect(types.indexOf('timelines/timelineFetched')).toBeLessThan(types.indexOf('ui/bootFinished'));
  });

  it(`a slow first page holds the mount ${FIRST_PAGE_MOUNT_WAIT_MS} ms at most: the shell then shows it loading`, async () => {
    useSagaFakeTimers();
    window.history.pushState({}, '', '/main/all');
    serveRecorded('snac2');
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get('/api/v1/timelines/public', async () => {
        await held;
        return HttpResponse.json(recordedBody('snac2', '014-public-timeline-visitor.json'));
      }),
    );
    const run = runSagaInStore(rootSaga);
    await until(() => to('/api/v1/timelines/public').length === 1, 'first page asked');
    await settle();
    jest.advanceTimersByTime(FIRST_PAGE_MOUNT_WAIT_MS - 1);
    await settle();
    expect(run.getState().ui.booted).toBe(false);
    jest.advanceTimersByTime(1);
    await until(() => run.getState().ui.booted, 'bootFinished after the wait');
    expect(run.getState().timelines.publicAndExternal?.status).toBe('loading');
    release();
    await until(() => run.getState().timelines.publicAndExternal?.status === 'loaded', 'page shown once it comes');
    jest.useRealTimers();
  });

  it("never waits for NodeInfo: where the server refuses visitors (Hollo's 401) it is asked once, and says 'log in'", async () => {
    for (const [path, key] of [
      ['/main/all', 'publicAndExternal'],
      ['/main/public', 'public'],
    ] as const) {
      window.history.pushState({}, '', path);
      serveRecorded('hollo');
      server.use(recordedHandler('hollo', '014-public-timeline-visitor.json'));
      const run = await boot();
      await until(() => run.getState().timelines[key]?.loginRequired === true, 'log in to see');
      expect(to('/api/v1/timelines/public')).toHaveLength(1);
      await settle();
      expect(to('/api/v1/timelines/public')).toHaveLength(1);
      run.task.cancel();
      server.resetHandlers();
      seen.length = 0;
    }
  });
});

describe("a member's first timeline at start-up", () => {
  const signedIn = () =>
    localStorage.setItem('oauth', JSON.stringify({ clientId: 'c', clientSecret: 's', userToken: 'alice-token' }));
  afterEach(() => window.history.pushState({}, '', '/'));

  it('home is asked with the token once the server accepted it, and the app mounts with its page (snac2)', async () => {
    window.history.pushState({}, '', '/main/friends');
    signedIn();
    serveRecorded('snac2');
    server.use(recordedHandler('snac2', '039-verify-credentials.json'), recordedHandler('snac2', '017-home-timeline-alice.json'));
    const run = runSagaInStore(rootSaga);
    await until(() => run.getState().ui.booted, 'bootFinished');
    expect(run.getState().timelines.friends?.status).toBe('loaded');
    expect(run.getState().timelines.friends?.ids.length).toBeGreaterThan(0);
    const types = run.actions.map((a) => a.type);
    expect(types.indexOf('timelines/timelinePrefetched')).toBeGreaterThan(types.indexOf('auth/loginSucceeded'));
    expect(types.indexOf('timelines/timelineFetched')).toBeLessThan(types.indexOf('ui/bootFinished'));
    expect(to('/api/v1/timelines/home').map((r) => r.authorization)).toEqual(['Bearer alice-token']);
  });

  it('a public timeline too; a token the server refuses asks for no timeline at all', async () => {
    window.history.pushState({}, '', '/main/public');
    signedIn();
    serveRecorded('snac2');
    server.use(
      recordedHandler('snac2', '039-verify-credentials.json'),
      recordedHandler('snac2', '016-local-timeline-alice.json'),
    );
    const run = await boot();
    expect(run.getState().timelines.public?.status).toBe('loaded');
    expect(to('/api/v1/timelines/public').map((r) => r.authorization)).toEqual(['Bearer alice-token']);
    run.task.cancel();
    server.resetHandlers();
    seen.length = 0;

    signedIn();
    serveRecorded('snac2');
    server.use(http.get('/api/v1/accounts/verify_credentials', () => HttpResponse.json({ error: 'nope' }, { status: 401 })));
    const refused = await boot();
    await until(() => refused.getState().auth.token === null, 'session ended');
    await settle();
    expect(refused.ofType('timelines/timelinePrefetched')).toHaveLength(0);
    expect(to('/api/v1/timelines/public')).toHaveLength(0);
  });
});
