import { http, HttpResponse } from 'msw';
import type { Instance } from '../../../src/api/types';
import { rootSaga } from '../../../src/store/rootSaga';
import { createAppStore } from '../../../src/store';
import { resetPreloadedCache } from '../../../src/utils/preloaded';
import { firstScreenDrawn } from '../../../src/slices/ui';
import { loadFixture, preloadedAnswer, soapbox } from '../../support/fixtures';
import { createTestServer } from '../../support/server';
import { runSagaInStore, settle, trackTestSaga, until, useSagaFakeTimers } from '../../support/sagaStore';
import { appWarnings } from '../../support/appWarnings';
import { selectInstanceLogo } from '../../../src/selectors/instanceLogo';
import { selectSettings } from '../../../src/selectors/settings';

const { server, to, seen } = createTestServer();

const akkoma = soapbox<Instance>('akkoma-instance');
const account = soapbox('pleroma-account');
const STORED = { clientId: 'cid', clientSecret: 'csecret', userToken: 'stored-token' };

function serveAll() {
  server.use(
    http.get('/static/config.json', () => HttpResponse.json({ name: 'From config', redirectRootNoLogin: '/main/public' })),
    http.get('/api/v1/instance', () => HttpResponse.json(akkoma)),
    http.get('/.well-known/nodeinfo', () =>
      HttpResponse.json({
        links: [{ rel: 'http://nodeinfo.diaspora.software/ns/schema/2.0', href: 'http://localhost/nodeinfo/2.0.json' }],
      }),
    ),
    http.get('/nodeinfo/2.0.json', () => HttpResponse.json(preloadedAnswer('/nodeinfo/2.0.json'))),
    http.get('/api/pleroma/frontend_configurations', () =>
      HttpResponse.json(preloadedAnswer('/api/pleroma/frontend_configurations')),
    ),
    http.get('/static/terms-of-service.html', () =>
      HttpResponse.text('<h1>Terms</h1>', { headers: { 'Content-Type': 'text/html' } }),
    ),
    http.get('/api/v1/accounts/verify_credentials', () => HttpResponse.json(account)),
  );
}

/** The admin's frontend configuration answered only once the returned function is called. */
function holdFrontendConfig(pleromaFe: Record<string, unknown> = preloadedAnswer('/api/pleroma/frontend_configurations')) {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  server.use(
    http.get('/api/pleroma/frontend_configurations', async () => {
      await held;
      return HttpResponse.json(pleromaFe);
    }),
  );
  return { held, release };
}

let warn: jest.SpyInstance;
beforeEach(() => {
  localStorage.clear();
  resetPreloadedCache();
  warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  jest.restoreAllMocks();
  document.getElementById('initial-results')?.remove();
});

async function boot() {
  const run = runSagaInStore(rootSaga);
  await until(() => run.getState().ui.settled, 'startupSettled');
  return run;
}

describe('boot saga', () => {
  it('mounts once config, instance and sign-in have settled, without waiting for NodeInfo or the frontend configuration', async () => {
    serveAll();
    const { held, release } = holdFrontendConfig();
    server.use(
      http.get('/.well-known/nodeinfo', async () => {
        await held;
        return HttpResponse.json({ links: [] });
      }),
    );
    const run = runSagaInStore(rootSaga);
    await until(() => run.getState().ui.booted, 'bootFinished');
    expect(run.getState().instance.instance).not.toBeNull();
    expect(run.getState().ui.settled).toBe(false);
    expect(run.getState().instance.frontendConfig).toEqual({});
    release();
    await until(() => run.getState().ui.settled, 'startupSettled');
    expect(run.getState().instance.frontendConfig).not.toEqual({});
  });

  it('loads config, instance, nodeinfo, frontend config and terms, then finishes (through createAppStore)', async () => {
    serveAll();
    const store = createAppStore({ onRootSaga: trackTestSaga });
    await until(() => store.getState().ui.settled, 'startupSettled');
    // the terms wait for the first screen to be drawn: nothing on it shows them
    await settle();
    expect(to('/static/terms-of-service.html')).toHaveLength(0);
    store.dispatch(firstScreenDrawn());
    await until(() => store.getState().instance.termsOfService !== null, 'terms');
    const { instance } = store.getState();
    expect(instance.staticConfig).toEqual({ name: 'From config', redirectRootNoLogin: '/main/public' });
    expect(instance.instance?.uri).toBe(akkoma.uri);
    expect(instance.nodeinfo?.metadata?.nodeName).toBe('Gleasonator');
    expect(instance.frontendConfig).toMatchObject({ redirectRootLogin: '/main/friends', theme: 'pleroma-dark' });
    expect(instance.termsOfService).toBe('<h1>Terms</h1>');
    // a visitor: no stored token, no verify_credentials
    expect(to('/api/v1/accounts/verify_credentials')).toHaveLength(0);
    expect(store.getState().auth.me).toBeNull();
    expect(appWarnings(warn)).toEqual([]);
  });

  it('every failing step is only logged and the app still mounts', async () => {
    server.use(
      http.get('/static/config.json', () => new HttpResponse('<html>404</html>', { status: 404 })),
      http.get('/api/v1/instance', () => HttpResponse.json({ error: 'boom' }, { status: 500 })),
      http.get('/.well-known/nodeinfo', () => new HttpResponse('<html>404</html>', { status: 404 })),
      http.get('/nodeinfo/2.0.json', () => HttpResponse.error()),
    );
    const run = await boot();
    await until(() => warn.mock.calls.length >= 3, 'three warnings');
    await settle();
    const s = run.getState();
    expect(s.ui.booted).toBe(true);
    expect(s.instance).toMatchObject({
      staticConfig: {},
      frontendConfig: {},
      instance: null,
      nodeinfo: null,
      termsOfService: null,
    });
    expect(run.ofType('ui/bootFinished')).toHaveLength(1);
    const logged = warn.mock.calls.map((c) => String(c[0]));
    for (const step of ['config', 'instance', 'nodeinfo']) {
      expect(logged).toContain(`start-up: ${step} failed`);
    }
    // without an instance document nothing says the server is Pleroma: its own paths are not asked
    expect(to('/api/pleroma/frontend_configurations')).toHaveLength(0);
    expect(to('/static/terms-of-service.html')).toHaveLength(0);
    // nothing of this reaches the user as a notice
    expect(s.ui.notices).toEqual([]);
  });

  it("a Pleroma server's failing frontend configuration and terms are only logged", async () => {
    serveAll();
    server.use(
      http.get('/api/pleroma/frontend_configurations', () => HttpResponse.text('<html>oops</html>')),
      http.get('/static/terms-of-service.html', () => new HttpResponse(null, { status: 503 })),
    );
    const run = await boot();
    run.store.dispatch(firstScreenDrawn());
    await until(() => warn.mock.calls.length >= 2, 'two warnings');
    const logged = appWarnings(warn).map((c) => String(c[0]));
    expect(logged.sort()).toEqual(['start-up: frontend configuration failed', 'start-up: terms of service failed']);
    expect(run.getState().instance.frontendConfig).toEqual({});
    expect(run.getState().ui.notices).toEqual([]);
  });

  it('a missing terms of service page (404) is normal: nothing is logged', async () => {
    serveAll();
    server.use(http.get('/static/terms-of-service.html', () => new HttpResponse('<html>404</html>', { status: 404 })));
    const run = await boot();
    run.store.dispatch(firstScreenDrawn());
    await until(() => to('/static/terms-of-service.html').length === 1, 'terms asked');
    await settle();
    expect(run.getState().instance.termsOfService).toBeNull();
    expect(appWarnings(warn)).toEqual([]);
  });

  it('restores the stored app, last login name and settings, and signs in with the stored token', async () => {
    serveAll();
    localStorage.setItem('oauth', JSON.stringify(STORED));
    localStorage.setItem('users.lastLoginName', JSON.stringify('lain'));
    localStorage.setItem('config', JSON.stringify({ hideNsfw: false }));
    const run = await boot();
    const s = run.getState();
    expect(s.auth).toMatchObject({
      app: { clientId: 'cid', clientSecret: 'csecret' },
      token: 'stored-token',
      me: String(account.id),
      lastLoginName: 'lain',
    });
    expect(s.settings.user).toEqual({ hideNsfw: false });
    expect(to('/api/v1/accounts/verify_credentials')[0].authorization).toBe('Bearer stored-token');
    expect(s.entities.accounts.entities[String(account.id)]?.acct).toBe(account.acct);
  });

  it("shows the configurations the last visit settled on until start-up settles, then the server's, kept for the next", async () => {
    serveAll();
    const admin = { logo: '/static/new-logo.svg', logoLeft: true, hidePostStats: false };
    const { release } = holdFrontendConfig({ pleroma_fe: admin });
    const kept = { logo: '/static/logo.svg', logoMargin: '.1em', hidePostStats: true };
    localStorage.setItem('instance.config', JSON.stringify({ staticConfig: { name: 'Kept' }, frontendConfig: kept }));
    const run = runSagaInStore(rootSaga);
    await until(() => run.getState().ui.booted, 'bootFinished');
    // the logo and the admin's defaults as last time, though this frontend's configuration has answered already
    expect(run.getState().instance.staticConfig).toMatchObject({ name: 'From config' });
    expect(selectInstanceLogo(run.getState())).toEqual({ url: '/static/logo.svg', mask: true, margin: '.1em', left: false });
    expect(selectSettings(run.getState()).hidePostStats).toBe(true);
    release();
    await until(() => run.getState().ui.settled, 'startupSettled');
    expect(selectInstanceLogo(run.getState())).toEqual({ url: '/static/new-logo.svg', mask: true, margin: null, left: true });
    expect(selectSettings(run.getState()).hidePostStats).toBe(false);
    expect(JSON.parse(localStorage.getItem('instance.config') ?? 'null')).toEqual({
      staticConfig: { name: 'From config', redirectRootNoLogin: '/main/public' },
      frontendConfig: admin,
    });
  });

  it.each([
    ['of another kind', '/static/logo.svg', null],
    ['with one part missing', { frontendConfig: { logo: '/static/logo.svg' } }, null],
    [
      'with an unsafe address',
      { staticConfig: {}, frontendConfig: { logo: 'javascript:alert(1)' } },
      { staticConfig: {}, frontendConfig: { logo: '' } },
    ],
  ])("a stored configuration %s draws no logo until the admin's arrives", async (_case, stored, restored) => {
    serveAll();
    const { release } = holdFrontendConfig();
    localStorage.setItem('instance.config', JSON.stringify(stored));
    const run = runSagaInStore(rootSaga);
    await until(() => run.getState().ui.booted, 'bootFinished');
    expect(run.getState().instance.lastKnownConfig).toEqual(restored);
    expect(selectInstanceLogo(run.getState()).url).toBeNull();
    release();
    await until(() => run.getState().ui.settled, 'startupSettled');
    expect(selectInstanceLogo(run.getState()).url).toBe('/static/logo.svg');
  });

  it('a stored token the server refuses (401) clears the session and says so', async () => {
    serveAll();
    server.use(
      http.get('/api/v1/accounts/verify_credentials', () =>
        HttpResponse.json({ error: 'Invalid credentials.' }, { status: 401 }),
      ),
    );
    localStorage.setItem('oauth', JSON.stringify(STORED));
    localStorage.setItem('config', JSON.stringify({ hideNsfw: false }));
    const run = await boot();
    const s = run.getState();
    expect(run.ofType('auth/sessionCleared')).toHaveLength(1);
    expect(s.auth).toMatchObject({ token: null, me: null, error: null, app: { clientId: 'cid', clientSecret: 'csecret' } });
    expect(s.ui.notices.map((n) => [n.level, n.message.id])).toEqual([['warning', 'auth.session_expired']]);
    // storage forgets the token and the user's settings, keeps the registered app
    expect(JSON.parse(localStorage.getItem('oauth') ?? 'null')).toEqual({ ...STORED, userToken: null });
    expect(localStorage.getItem('config')).toBeNull();
  });

  it('a stored token that cannot be checked for another reason (500) does not end the session', async () => {
    serveAll();
    server.use(http.get('/api/v1/accounts/verify_credentials', () => new HttpResponse('<html>500</html>', { status: 500 })));
    localStorage.setItem('oauth', JSON.stringify(STORED));
    const run = await boot();
    expect(run.ofType('auth/sessionCleared')).toHaveLength(0);
    expect(run.getState().ui.notices.map((n) => n.message.id)).not.toContain('auth.session_expired');
    expect(JSON.parse(localStorage.getItem('oauth') ?? 'null')).toEqual(STORED);
  });

  it('a token that could not be checked is kept, said so, and checked again until the server answers', async () => {
    useSagaFakeTimers();
    serveAll();
    let failures = 2;
    server.use(
      http.get('/api/v1/accounts/verify_credentials', () => (failures-- > 0 ? HttpResponse.error() : HttpResponse.json(account))),
    );
    localStorage.setItem('oauth', JSON.stringify(STORED));
    const run = await boot();
    expect(run.getState().auth).toMatchObject({ token: 'stored-token', me: null, loggingIn: false });
    expect(run.getState().ui.notices.map((n) => n.message.id)).toContain('auth.verify_deferred');
    jest.advanceTimersByTime(5_000); // first retry: still failing
    await until(() => to('/api/v1/accounts/verify_credentials').length === 2, 'second check');
    expect(run.getState().auth.me).toBeNull();
    jest.advanceTimersByTime(10_000); // second retry: the server answers
    await until(() => run.getState().auth.me !== null, 'signed in');
    expect(run.getState().auth.me).toBe(account.id);
    expect(run.ofType('auth/sessionCleared')).toHaveLength(0);
    jest.useRealTimers();
  });

  it('a retried check that the server refuses ends the session cleanly', async () => {
    useSagaFakeTimers();
    serveAll();
    let calls = 0;
    server.use(
      http.get('/api/v1/accounts/verify_credentials', () =>
        calls++ === 0 ? new HttpResponse(null, { status: 503 }) : HttpResponse.json({ error: 'Invalid token' }, { status: 401 }),
      ),
    );
    localStorage.setItem('oauth', JSON.stringify(STORED));
    const run = await boot();
    jest.advanceTimersByTime(5_000);
    await until(() => run.ofType('auth/sessionCleared').length === 1, 'session cleared');
    expect(run.getState().auth.token).toBeNull();
    expect(run.getState().ui.notices.map((n) => n.message.id)).toContain('auth.session_expired');
    expect(JSON.parse(localStorage.getItem('oauth') ?? 'null')).toEqual({ ...STORED, userToken: null });
    jest.useRealTimers();
  });

  it('browser storage that cannot be written shows errors.storage_unavailable, and boot goes on', async () => {
    serveAll();
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const run = await boot();
    const s = run.getState();
    expect(s.ui.notices).toEqual([{ id: 1, level: 'error', message: { id: 'errors.storage_unavailable' } }]);
    expect(s.instance.instance?.uri).toBe(akkoma.uri);
  });

  it('uses Pleroma\'s preloaded <noscript id="initial-results"> answers instead of requests', async () => {
    serveAll();
    const block = document.createElement('noscript');
    block.id = 'initial-results';
    block.textContent = JSON.stringify(loadFixture('soapbox/pleroma_initial_results.json'));
    document.body.appendChild(block);
    const run = await boot();
    await settle();
    const s = run.getState();
    expect(s.instance.instance).toEqual(preloadedAnswer('/api/v1/instance'));
    expect(s.instance.nodeinfo).toEqual(preloadedAnswer('/nodeinfo/2.0.json'));
    expect(s.instance.frontendConfig).toEqual(
      preloadedAnswer<{ pleroma_fe: unknown }>('/api/pleroma/frontend_configurations').pleroma_fe,
    );
    const paths = seen.map((r) => r.path);
    expect(paths).not.toContain('/api/v1/instance');
    expect(paths).not.toContain('/nodeinfo/2.0.json');
    expect(paths).not.toContain('/api/pleroma/frontend_configurations');
    expect(paths).toContain('/static/config.json');
  });

  it('ignores a frontend configuration without a pleroma_fe block', async () => {
    serveAll();
    server.use(http.get('/api/pleroma/frontend_configurations', () => HttpResponse.json({ masto_fe: { x: 1 } })));
    const run = await boot();
    expect(run.getState().instance.frontendConfig).toEqual({});
  });
});
