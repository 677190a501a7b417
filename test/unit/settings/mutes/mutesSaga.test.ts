import { http, HttpResponse } from 'msw';
import { runFlows } from '../../../../src/store/runFlows';
import { mutesTabFlows } from '../../../../src/features/settingsModal/tabs/mutes/saga';
import {
  accountsReleased,
  domainBlockRequested,
  muteExpiryChanged,
  mutesListRequested,
  selectMutesTabState,
} from '../../../../src/features/settingsModal/tabs/mutes/mutesTabSlice';
import { cleanDomain } from '../../../../src/features/settingsModal/tabs/mutes/domains';
import { loginSucceeded, tokenObtained } from '../../../../src/slices/auth';
import { entitiesImported } from '../../../../src/slices/entities/index';
import { makeSelectMuteState, type MuteContext } from '../../../../src/selectors/muteRules';
import type { RootState } from '../../../../src/store/rootReducer';
import { accountFactory, importAccount, importStatuses, stateAfter, statusFactory } from '../../../support/factories';
import { createTestServer, ORIGIN } from '../../../support/server';
import { runSagaInStore, settle, until } from '../../../support/sagaStore';

const { server, to } = createTestServer();
const me = accountFactory({ id: 'ME', username: 'ada' });
const bob = accountFactory({ id: 'B', username: 'bob' });
const kai = accountFactory({ id: 'K', username: 'kai', acct: 'kai@akkoma.example' });
const rel = (id: string, over: Record<string, unknown> = {}) => ({
  id,
  following: false,
  followed_by: false,
  blocking: false,
  blocked_by: false,
  muting: false,
  muting_notifications: false,
  requested: false,
  domain_blocking: false,
  showing_reblogs: true,
  endorsed: false,
  note: '',
  ...over,
});

const start = (...extra: Parameters<typeof stateAfter>) =>
  runSagaInStore(
    function* () {
      yield* runFlows(mutesTabFlows);
    },
    stateAfter(tokenObtained({ token: 't' }), loginSucceeded({ me: 'ME' }), importAccount(me), ...extra),
  );

const selectMuteState = (s: RootState, id: string, context: MuteContext) => makeSelectMuteState()(s, id, context);
const tab = (run: ReturnType<typeof start>) => selectMutesTabState(run.getState());

describe('mutes tab sagas', () => {
  it('pages the muted accounts by Link, keeps ids unique, and reads each mute’s end', async () => {
    server.use(
      http.get(`${ORIGIN}/api/v1/mutes`, ({ request }) => {
        const maxId = new URL(request.url).searchParams.get('max_id');
        if (!maxId)
          return HttpResponse.json(
            [
              { ...bob, mute_expires_at: '2030-01-01T00:00:00.000Z' },
              { ...kai, mute_expires_at: null },
            ],
            {
              headers: { Link: `<${ORIGIN}/api/v1/mutes?max_id=K>; rel="next", <${ORIGIN}/api/v1/mutes?min_id=B>; rel="prev"` },
            },
          );
        // a server that repeats one account across pages
        return HttpResponse.json([{ ...kai, mute_expires_at: null }]);
      }),
    );
    const run = start();
    run.store.dispatch(mutesListRequested({ kind: 'mutes' }));
    await until(() => tab(run).lists.mutes.status === 'loaded', 'first page');
    expect(tab(run).lists.mutes).toEqual({ items: ['B', 'K'], next: 'K', status: 'loaded' });
    expect(tab(run).expirySupported).toBe(true);
    expect(tab(run).muteExpiry).toEqual({ B: '2030-01-01T00:00:00.000Z', K: null });
    expect(run.getState().entities.accounts.entities.K?.acct).toBe('kai@akkoma.example');

    run.store.dispatch(mutesListRequested({ kind: 'mutes', more: true }));
    await until(() => tab(run).lists.mutes.status === 'loaded', 'second page');
    expect(tab(run).lists.mutes.items).toEqual(['B', 'K']);
    expect(to('/api/v1/mutes')[1]?.search.get('max_id')).toBe('K');
  });

  it('a server without mute ends offers none', async () => {
    server.use(http.get(`${ORIGIN}/api/v1/blocks`, () => HttpResponse.json([bob])));
    const run = start();
    run.store.dispatch(mutesListRequested({ kind: 'blocks' }));
    await until(() => tab(run).lists.blocks.status === 'loaded', 'blocks');
    expect(tab(run).lists.blocks).toEqual({ items: ['B'], next: null, status: 'loaded' });
    expect(tab(run).expirySupported).toBe(false);
  });

  it('bulk unmute: one request each, rows leave, relationships imported so muted posts show at once', async () => {
    server.use(
      http.get(`${ORIGIN}/api/v1/mutes`, () => HttpResponse.json([bob, kai])),
      http.post(`${ORIGIN}/api/v1/accounts/:id/unmute`, ({ params }) => HttpResponse.json(rel(String(params.id)))),
    );
    const post = statusFactory({ id: 'S1', account: bob, content: '<p>hello</p>' });
    const run = start(
      importStatuses([post]),
      entitiesImported({
        relationships: { B: rel('B', { muting: true }), K: rel('K', { muting: true }) },
      }),
    );
    expect(selectMuteState(run.getState(), 'S1', { timelineKey: 'friends' }).muted).toBe(true);
    run.store.dispatch(mutesListRequested({ kind: 'mutes' }));
    await until(() => tab(run).lists.mutes.status === 'loaded', 'list');
    run.store.dispatch(accountsReleased({ kind: 'mutes', ids: ['B', 'K', 'B'] }));
    expect(tab(run).pending).toEqual({ 'mutes:B': true, 'mutes:K': true });
    await until(() => tab(run).lists.mutes.items.length === 0, 'rows gone');
    expect(to('/api/v1/accounts/B/unmute', 'POST')).toHaveLength(1);
    expect(to('/api/v1/accounts/K/unmute', 'POST')).toHaveLength(1);
    expect(tab(run).pending).toEqual({});
    expect(run.getState().entities.relationships.entities.B?.muting).toBe(false);
    expect(selectMuteState(run.getState(), 'S1', { timelineKey: 'friends' }).muted).toBe(false);
  });

  it('a refused unblock keeps the row and says so once', async () => {
    server.use(
      http.get(`${ORIGIN}/api/v1/blocks`, () => HttpResponse.json([bob, kai])),
      http.post(`${ORIGIN}/api/v1/accounts/:id/unblock`, () => HttpResponse.json({ error: 'nope' }, { status: 500 })),
    );
    const run = start();
    run.store.dispatch(mutesListRequested({ kind: 'blocks' }));
    await until(() => tab(run).lists.blocks.status === 'loaded', 'list');
    run.store.dispatch(accountsReleased({ kind: 'blocks', ids: ['B', 'K'] }));
    await until(() => Object.keys(tab(run).pending).length === 0, 'settled');
    expect(tab(run).lists.blocks.items).toEqual(['B', 'K']);
    const notices = run.getState().ui.notices;
    expect(notices).toHaveLength(1);
    expect(notices[0]?.message.id).toBe('relationships.unblock_error');
  });

  it('a new mute end is sent as expires_in and shown', async () => {
    server.use(http.post(`${ORIGIN}/api/v1/accounts/B/mute`, () => HttpResponse.json(rel('B', { muting: true }))));
    const run = start();
    run.store.dispatch(muteExpiryChanged({ id: 'B', seconds: 3600 }));
    await until(() => !tab(run).pending['mutes:B'], 'settled');
    expect(new URLSearchParams(to('/api/v1/accounts/B/mute')[0]?.body).get('expires_in')).toBe('3600');
    const ends = Date.parse(tab(run).muteExpiry.B ?? '');
    expect(Math.abs(ends - (Date.now() + 3_600_000))).toBeLessThan(60_000);
  });

  it('domain blocks: added and removed with form field domain; known accounts of the domain follow', async () => {
    server.use(
      http.get(`${ORIGIN}/api/v1/domain_blocks`, () => HttpResponse.json(['spam.example'])),
      http.post(`${ORIGIN}/api/v1/domain_blocks`, () => HttpResponse.json({})),
      http.delete(`${ORIGIN}/api/v1/domain_blocks`, () => HttpResponse.json({})),
    );
    const run = start(importAccount(kai), entitiesImported({ relationships: { K: rel('K') } }));
    run.store.dispatch(mutesListRequested({ kind: 'domains' }));
    await until(() => tab(run).lists.domains.status === 'loaded', 'list');
    run.store.dispatch(domainBlockRequested({ domain: 'akkoma.example', on: true }));
    await until(() => tab(run).lists.domains.items.length === 2, 'added');
    expect(tab(run).lists.domains.items).toEqual(['akkoma.example', 'spam.example']);
    expect(new URLSearchParams(to('/api/v1/domain_blocks', 'POST')[0]?.body).get('domain')).toBe('akkoma.example');
    expect(run.getState().entities.relationships.entities.K?.domain_blocking).toBe(true);
    // the same domain again stays once
    run.store.dispatch(domainBlockRequested({ domain: 'akkoma.example', on: true }));
    await until(() => to('/api/v1/domain_blocks', 'POST').length === 2 && !tab(run).pending['domains:akkoma.example'], 'again');
    expect(tab(run).lists.domains.items).toEqual(['akkoma.example', 'spam.example']);

    run.store.dispatch(domainBlockRequested({ domain: 'akkoma.example', on: false }));
    await until(() => tab(run).lists.domains.items.length === 1, 'removed');
    expect(to('/api/v1/domain_blocks', 'DELETE')).toHaveLength(1);
    expect(run.getState().entities.relationships.entities.K?.domain_blocking).toBe(false);
  });

  it('a failed list load shows the retry state and a notice', async () => {
    server.use(http.get(`${ORIGIN}/api/v1/mutes`, () => HttpResponse.json({ error: 'x' }, { status: 503 })));
    const run = start();
    run.store.dispatch(mutesListRequested({ kind: 'mutes' }));
    await until(() => tab(run).lists.mutes.status === 'error', 'error');
    await settle();
    expect(run.getState().ui.notices[0]?.message.id).toBe('settings.mutes.load_error');
  });

  it('cleans typed domains', () => {
    expect(cleanDomain(' https://Spam.Example/path ')).toBe('spam.example');
    expect(cleanDomain('@bad.example')).toBe('bad.example');
    expect(cleanDomain('*.wild.example')).toBe('wild.example');
    expect(cleanDomain('localhost')).toBeNull();
    expect(cleanDomain('not a domain')).toBeNull();
    expect(cleanDomain('')).toBeNull();
  });
});
