import { http, HttpResponse } from 'msw';
import { runFlows } from '../../../src/store/runFlows';
import { aboutFlows, staffNickname } from '../../../src/features/about/sagas/about';
import { aboutOpened, instancePanelRequested } from '../../../src/features/about/aboutIntents';
import { selectAboutState } from '../../../src/features/about/aboutSlice';
import { instanceLoaded, nodeinfoLoaded } from '../../../src/slices/instance';
import type { Instance, Nodeinfo } from '../../../src/api/types';
import { accountFactory, stateAfter } from '../../support/factories';
import { createTestServer } from '../../support/server';
import { runSagaInStore, until } from '../../support/sagaStore';

const { server, to } = createTestServer();

function* sagas() {
  yield* runFlows(aboutFlows);
}

const pleroma = { uri: 'https://pl.example', title: 'PL', version: '2.7.2 (compatible; Pleroma 2.6.0)', pleroma: {} } as Instance;
const mastodon = { uri: 'masto.example', title: 'M', version: '4.2.0' } as Instance;
const withStaff = (urls: string[]) =>
  nodeinfoLoaded({ software: { name: 'pleroma', version: '2.6.0' }, metadata: { staffAccounts: urls } } as unknown as Nodeinfo);

describe('the About screen', () => {
  it("looks up each staff account by the nickname in its URL, keeping the server's order; one that fails is left out", async () => {
    const admin = accountFactory({ id: 'A1', username: 'admin', acct: 'admin' });
    const mod = accountFactory({ id: 'M1', username: 'mod', acct: 'mod' });
    server.use(
      http.get('/api/v1/accounts/lookup', ({ request }) => {
        const acct = new URL(request.url).searchParams.get('acct');
        if (acct === 'admin') return HttpResponse.json(admin);
        if (acct === 'mod') return HttpResponse.json(mod);
        return HttpResponse.json({ error: 'Not found' }, { status: 404 });
      }),
      http.get('/instance/panel.html', () => HttpResponse.text('<p>Welcome</p>')),
    );
    const origin = window.location.origin;
    const state = stateAfter(
      instanceLoaded(pleroma),
      withStaff([`${origin}/users/admin`, `${origin}/users/gone`, `${origin}/@mod`, 'https://elsewhere.example/users/x']),
    );
    const run = runSagaInStore(sagas, state);
    run.store.dispatch(aboutOpened());
    await until(() => selectAboutState(run.getState()).staff.state === 'loaded', 'staff');
    expect(selectAboutState(run.getState()).staff.ids).toEqual(['A1', 'M1']);
    expect(to('/api/v1/accounts/lookup').map((r) => r.search.get('acct'))).toEqual(['admin', 'gone', 'mod']);
    await until(() => selectAboutState(run.getState()).panel.state === 'loaded', 'panel');
    expect(selectAboutState(run.getState()).panel.html).toBe('<p>Welcome</p>');
    // opened again: nothing is asked twice
    run.store.dispatch(aboutOpened());
    await until(() => run.ofType(aboutOpened.type).length === 2, 'second open');
    expect(to('/instance/panel.html')).toHaveLength(1);
    expect(to('/api/v1/accounts/lookup')).toHaveLength(3);
  });

  it('a server that is not Pleroma-like is not asked for a panel it never had; no panel is no error', async () => {
    const run = runSagaInStore(sagas, stateAfter(instanceLoaded(mastodon)));
    run.store.dispatch(instancePanelRequested());
    await until(() => selectAboutState(run.getState()).panel.state === 'loaded', 'panel');
    expect(selectAboutState(run.getState()).panel.html).toBe('');
    expect(to('/instance/panel.html')).toHaveLength(0);
  });

  it('a panel the server does not have (404) is empty; another failure can be asked again', async () => {
    let status = 500;
    server.use(http.get('/instance/panel.html', () => new HttpResponse('x', { status })));
    const run = runSagaInStore(sagas, stateAfter(instanceLoaded(pleroma)));
    run.store.dispatch(instancePanelRequested());
    await until(() => selectAboutState(run.getState()).panel.state === 'failed', 'failed');
    status = 404;
    run.store.dispatch(instancePanelRequested());
    await until(() => selectAboutState(run.getState()).panel.state === 'loaded', 'loaded');
    expect(selectAboutState(run.getState()).panel.html).toBe('');
  });

  it("the app's own page answered in place of the panel (a catch-all proxy) is no panel", async () => {
    server.use(http.get('/instance/panel.html', () => HttpResponse.text('<!DOCTYPE html><html><body>app</body></html>')));
    const run = runSagaInStore(sagas, stateAfter(instanceLoaded(pleroma)));
    run.store.dispatch(instancePanelRequested());
    await until(() => selectAboutState(run.getState()).panel.state === 'loaded', 'loaded');
    expect(selectAboutState(run.getState()).panel.html).toBe('');
  });

  it('every staff lookup failing says so', async () => {
    server.use(http.get('/api/v1/accounts/lookup', () => HttpResponse.json({ error: 'x' }, { status: 500 })));
    const run = runSagaInStore(sagas, stateAfter(instanceLoaded(mastodon), withStaff([`${window.location.origin}/users/admin`])));
    run.store.dispatch(aboutOpened());
    await until(() => selectAboutState(run.getState()).staff.state === 'failed', 'failed');
  });

  it('a staff URL names a nickname only on this server', () => {
    expect(staffNickname('https://pl.example/users/admin', 'https://pl.example', null)).toBe('admin');
    expect(staffNickname('https://api.pl.example/@mod', 'https://front.example', 'api.pl.example')).toBe('mod');
    expect(staffNickname('https://other.example/users/admin', 'https://pl.example', 'pl.example')).toBeNull();
    expect(staffNickname('https://pl.example/users/<script>', 'https://pl.example', null)).toBeNull();
    expect(staffNickname('::', 'https://pl.example', null)).toBeNull();
  });
});
