import { http, HttpResponse } from 'msw';
import { runFlows } from '../../../src/store/runFlows';
import { profileFlows } from '../../../src/features/profiles/sagas/profiles';
import { tokenObtained } from '../../../src/slices/auth';
import { instanceLoaded, nodeinfoLoaded } from '../../../src/slices/instance';
import { profileKey } from '../../../src/features/profiles/profilesSlice';
import {
  followedTagsRequested,
  followListRequested,
  profileRequested,
  relationshipsWanted,
  remoteUserRequested,
  suggestionsRequested,
} from '../../../src/features/profiles/profilesIntents';
import {
  selectFollowedTags,
  selectFollowList,
  selectProfile,
  selectProfileAccount,
  selectRemoteUser,
  selectSuggestions,
} from '../../../src/features/profiles/profilesSelectors';
import type { Instance, Nodeinfo } from '../../../src/api/types';
import { accountFactory, importAccount, stateAfter } from '../../support/factories';
import { createTestServer } from '../../support/server';
import { runSagaInStore, until } from '../../support/sagaStore';

const { server, to } = createTestServer();

function* sagas() {
  yield* runFlows(profileFlows);
}
const signedIn = (...more: Parameters<typeof stateAfter>) => stateAfter(tokenObtained({ token: 'secret-token' }), ...more);
const alice = accountFactory({ id: '9alice', username: 'alice', acct: 'alice' });

describe('loading a profile', () => {
  it('by id: GET /accounts/{id}?with_relationships=true, then its relationship is wanted', async () => {
    server.use(http.get('/api/v1/accounts/9alice', () => HttpResponse.json(alice)));
    const run = runSagaInStore(sagas, signedIn());
    run.store.dispatch(profileRequested({ id: '9alice' }));
    expect(selectProfile(run.getState(), profileKey({ id: '9alice' }))?.state).toBe('loading');
    await until(() => selectProfile(run.getState(), 'id:9alice')?.state === 'loaded', 'loaded');
    expect(to('/api/v1/accounts/9alice')[0].search.get('with_relationships')).toBe('true');
    expect(selectProfileAccount(run.getState(), 'id:9alice')?.acct).toBe('alice');
    expect(run.ofType(relationshipsWanted.type)[0].payload).toEqual({ ids: ['9alice'] });
  });

  it('by name: the lookup endpoint; the name key and the id key both point at the account', async () => {
    server.use(http.get('/api/v1/accounts/lookup', () => HttpResponse.json(alice)));
    const run = runSagaInStore(sagas, signedIn());
    run.store.dispatch(profileRequested({ name: 'Alice' }));
    await until(() => selectProfile(run.getState(), 'name:alice')?.state === 'loaded', 'loaded');
    expect(to('/api/v1/accounts/lookup')[0].search.get('acct')).toBe('Alice');
    expect(selectProfile(run.getState(), 'id:9alice')?.accountId).toBe('9alice');
  });

  it('by name on a server without lookup (404): the nickname in place of the id, Pleroma style', async () => {
    server.use(
      http.get('/api/v1/accounts/lookup', () => HttpResponse.json({ error: 'Not found' }, { status: 404 })),
      http.get('/api/v1/accounts/alice', () => HttpResponse.json(alice)),
    );
    const run = runSagaInStore(sagas, signedIn());
    run.store.dispatch(profileRequested({ name: 'alice' }));
    await until(() => selectProfile(run.getState(), 'name:alice')?.state === 'loaded', 'loaded');
    expect(selectProfile(run.getState(), 'name:alice')?.accountId).toBe('9alice');
  });

  it('no such user: missing', async () => {
    server.use(
      http.get('/api/v1/accounts/lookup', () => HttpResponse.json({ error: "Can't find user" }, { status: 404 })),
      http.get('/api/v1/accounts/nobody', () => HttpResponse.json({ error: "Can't find user" }, { status: 404 })),
    );
    const run = runSagaInStore(sagas, signedIn());
    run.store.dispatch(profileRequested({ name: 'nobody' }));
    await until(() => selectProfile(run.getState(), 'name:nobody')?.state !== 'loading', 'answer');
    expect(selectProfile(run.getState(), 'name:nobody')).toEqual({ state: 'missing', accountId: null, error: null });
  });

  it('a remote user@host the server has not met yet (lookup 404) is resolved through search', async () => {
    const kai = accountFactory({ id: '7kai', username: 'kai', acct: 'kai@remote.example' });
    const notFound = () => HttpResponse.json({ error: 'Not found' }, { status: 404 });
    server.use(
      http.get('/api/v1/accounts/lookup', notFound),
      http.get('/api/v1/accounts/:id', notFound),
      http.get('/api/v2/search', () => HttpResponse.json({ accounts: [kai], statuses: [], hashtags: [] })),
    );
    const run = runSagaInStore(sagas, signedIn());
    run.store.dispatch(profileRequested({ name: 'kai@remote.example' }));
    await until(() => selectProfile(run.getState(), 'name:kai@remote.example')?.state === 'loaded', 'loaded');
    expect(selectProfile(run.getState(), 'name:kai@remote.example')?.accountId).toBe('7kai');
    expect(to('/api/v2/search')[0].search.get('resolve')).toBe('true');
  });

  it('a visitor is not sent to search for a remote user: the profile is missing', async () => {
    const notFound = () => HttpResponse.json({ error: 'Not found' }, { status: 404 });
    server.use(http.get('/api/v1/accounts/lookup', notFound), http.get('/api/v1/accounts/:id', notFound));
    const run = runSagaInStore(sagas, stateAfter());
    run.store.dispatch(profileRequested({ name: 'kai@remote.example' }));
    await until(() => selectProfile(run.getState(), 'name:kai@remote.example')?.state !== 'loading', 'answer');
    expect(selectProfile(run.getState(), 'name:kai@remote.example')?.state).toBe('missing');
    expect(to('/api/v2/search')).toHaveLength(0);
  });

  it("another failure: error with the server's text, or none for the generic message", async () => {
    server.use(
      http.get('/api/v1/accounts/1', () => HttpResponse.json({ error: 'Account is suspended' }, { status: 403 })),
      http.get('/api/v1/accounts/2', () => new HttpResponse('<html>oops</html>', { status: 502 })),
    );
    const run = runSagaInStore(sagas, signedIn());
    run.store.dispatch(profileRequested({ id: '1' }));
    run.store.dispatch(profileRequested({ id: '2' }));
    await until(() => ['id:1', 'id:2'].every((k) => selectProfile(run.getState(), k)?.state === 'error'), 'errors');
    expect(selectProfile(run.getState(), 'id:1')?.error).toBe('Account is suspended');
    expect(selectProfile(run.getState(), 'id:2')?.error).toBeNull();
  });
});

describe('remote users', () => {
  const kai = accountFactory({ id: 'kai1', username: 'kai', acct: 'kai@akkoma.example' });

  it('found: /api/v2/search resolve=true type=accounts gives the account id', async () => {
    server.use(http.get('/api/v2/search', () => HttpResponse.json({ accounts: [kai], statuses: [], hashtags: [] })));
    const run = runSagaInStore(sagas, signedIn());
    run.store.dispatch(remoteUserRequested({ acct: '@Kai@akkoma.example' }));
    expect(selectRemoteUser(run.getState(), 'kai@akkoma.example')?.state).toBe('loading');
    await until(() => selectRemoteUser(run.getState(), 'kai@akkoma.example')?.state === 'found', 'found');
    expect(selectRemoteUser(run.getState(), 'kai@akkoma.example')?.accountId).toBe('kai1');
    const q = to('/api/v2/search')[0].search;
    expect([q.get('q'), q.get('resolve'), q.get('type')]).toEqual(['Kai@akkoma.example', 'true', 'accounts']);
  });

  it('not found: an answer without that account is missing (not a near match)', async () => {
    const other = accountFactory({ id: 'k2', username: 'kai', acct: 'kai@elsewhere.example' });
    server.use(http.get('/api/v2/search', () => HttpResponse.json({ accounts: [other], statuses: [], hashtags: [] })));
    const run = runSagaInStore(sagas, signedIn());
    run.store.dispatch(remoteUserRequested({ acct: 'kai@akkoma.example' }));
    await until(() => selectRemoteUser(run.getState(), 'kai@akkoma.example')?.state === 'missing', 'missing');
  });

  it('falls back to /api/v1/accounts/search when v2 search is missing; a failure is an error', async () => {
    server.use(
      http.get('/api/v2/search', () => HttpResponse.json({ error: 'Not found' }, { status: 404 })),
      http.get('/api/v1/accounts/search', ({ request }) =>
        new URL(request.url).searchParams.get('q') === 'kai@akkoma.example'
          ? HttpResponse.json([kai])
          : HttpResponse.json({ error: 'Search is down' }, { status: 500 }),
      ),
    );
    const run = runSagaInStore(sagas, signedIn());
    run.store.dispatch(remoteUserRequested({ acct: 'kai@akkoma.example' }));
    run.store.dispatch(remoteUserRequested({ acct: 'x@y.example' }));
    await until(() => selectRemoteUser(run.getState(), 'x@y.example')?.state === 'error', 'error');
    await until(() => selectRemoteUser(run.getState(), 'kai@akkoma.example')?.state === 'found', 'found');
    expect(to('/api/v1/accounts/search')[0].search.get('resolve')).toBe('true');
    expect(selectRemoteUser(run.getState(), 'x@y.example')?.error).toBe('Search is down');
  });
});

describe('who to follow', () => {
  const enabled = () => [
    instanceLoaded({ uri: 'x', title: 'x', version: '2.7.2 (compatible; Pleroma 2.5.0)' } as Instance),
    nodeinfoLoaded({
      version: '2.0',
      software: { name: 'pleroma', version: '2.5.0' },
      metadata: { suggestions: { enabled: true } },
    } as unknown as Nodeinfo),
  ];

  it('v2 when the server has it', async () => {
    server.use(http.get('/api/v2/suggestions', () => HttpResponse.json([{ source: 'staff', account: alice }])));
    const run = runSagaInStore(sagas, signedIn(...enabled()));
    run.store.dispatch(suggestionsRequested());
    await until(() => selectSuggestions(run.getState()).state === 'loaded', 'loaded');
    expect(selectSuggestions(run.getState()).accounts.map((a) => a.id)).toEqual(['9alice']);
  });

  it('v1 when v2 is missing', async () => {
    server.use(
      http.get('/api/v2/suggestions', () => HttpResponse.json({ error: 'Not found' }, { status: 404 })),
      http.get('/api/v1/suggestions', () => HttpResponse.json([alice])),
    );
    const run = runSagaInStore(sagas, signedIn(...enabled()));
    run.store.dispatch(suggestionsRequested());
    await until(() => selectSuggestions(run.getState()).state === 'loaded', 'loaded');
    expect(selectSuggestions(run.getState()).accounts.map((a) => a.id)).toEqual(['9alice']);
  });

  it('nothing is asked when the instance has suggestions off', async () => {
    const run = runSagaInStore(sagas, signedIn());
    run.store.dispatch(suggestionsRequested());
    await until(() => selectSuggestions(run.getState()).state === 'loaded', 'loaded');
    expect(selectSuggestions(run.getState()).accounts).toEqual([]);
  });
});

describe('follows and followers', () => {
  const page = (ids: string[]) => ids.map((id) => accountFactory({ id }));
  const FOLLOWING = '/api/v1/accounts/9alice/following';

  it('pages with the Link header and stops when there is no next page', async () => {
    server.use(
      http.get(FOLLOWING, ({ request }) => {
        const maxId = new URL(request.url).searchParams.get('max_id');
        if (maxId === 'b') return HttpResponse.json(page(['c']));
        return HttpResponse.json(page(['a', 'b']), {
          headers: { Link: `<http://localhost${FOLLOWING}?max_id=b>; rel="next"` },
        });
      }),
      http.get('/api/v1/accounts/relationships', () => HttpResponse.json([])),
    );
    const run = runSagaInStore(sagas, signedIn(importAccount(alice)));
    run.store.dispatch(followListRequested({ accountId: '9alice', kind: 'following' }));
    await until(() => selectFollowList(run.getState(), '9alice', 'following').state === 'loaded', 'first page');
    expect(selectFollowList(run.getState(), '9alice', 'following')).toMatchObject({ items: ['a', 'b'], next: 'b' });
    expect(to(FOLLOWING)[0].search.get('limit')).toBe('20');
    expect(to(FOLLOWING)[0].search.get('with_relationships')).toBe('true');
    run.store.dispatch(followListRequested({ accountId: '9alice', kind: 'following', more: true }));
    await until(() => selectFollowList(run.getState(), '9alice', 'following').items.length === 3, 'second page');
    expect(selectFollowList(run.getState(), '9alice', 'following').next).toBeNull();
    run.store.dispatch(followListRequested({ accountId: '9alice', kind: 'following', more: true }));
    await until(() => selectFollowList(run.getState(), '9alice', 'following').state === 'loaded', 'done');
    expect(to(FOLLOWING)).toHaveLength(2);
  });

  it('hidden: 403, or an empty list from an account that hides it', async () => {
    const hider = accountFactory({ id: 'h', pleroma: { hide_followers: true } });
    server.use(
      http.get('/api/v1/accounts/9alice/followers', () => HttpResponse.json({ error: 'Forbidden' }, { status: 403 })),
      http.get('/api/v1/accounts/h/followers', () => HttpResponse.json([])),
    );
    const run = runSagaInStore(sagas, signedIn(importAccount(hider)));
    run.store.dispatch(followListRequested({ accountId: '9alice', kind: 'followers' }));
    run.store.dispatch(followListRequested({ accountId: 'h', kind: 'followers' }));
    await until(() => selectFollowList(run.getState(), 'h', 'followers').state === 'loaded', 'h');
    await until(() => selectFollowList(run.getState(), '9alice', 'followers').state === 'loaded', 'alice');
    expect(selectFollowList(run.getState(), '9alice', 'followers').hidden).toBe(true);
    expect(selectFollowList(run.getState(), 'h', 'followers').hidden).toBe(true);
  });

  it('followed hashtags: names, and the tag buttons learn they are followed', async () => {
    server.use(
      http.get('/api/v1/followed_tags', () =>
        HttpResponse.json([
          { name: 'books', url: 'x' },
          { name: 'Cats', url: 'y' },
        ]),
      ),
    );
    const run = runSagaInStore(sagas, signedIn());
    run.store.dispatch(followedTagsRequested());
    await until(() => selectFollowedTags(run.getState()).state === 'loaded', 'tags');
    expect(selectFollowedTags(run.getState()).items).toEqual(['books', 'Cats']);
    expect(run.getState().tags.cats).toEqual({ following: true });
  });
});
