import { http, HttpResponse } from 'msw';
import { searchSaga } from '../../../src/features/search/sagas/search';
import {
  searchClosed,
  searchMoreRequested,
  searchOpened,
  searchRequested,
  tagStatsRequested,
} from '../../../src/features/search/searchIntents';
import { selectSearchState } from '../../../src/features/search/searchSlice';
import { selectSearchEntry, selectTagHistory } from '../../../src/features/search/searchSelectors';
import { loginSucceeded, sessionCleared, tokenObtained } from '../../../src/slices/auth';
import { navigationRequested } from '../../../src/slices/ui';
import { tagLoaded } from '../../../src/features/interactions/tagsSlice';
import { accountFactory, importAccount, stateAfter, statusFactory } from '../../support/factories';
import { createTestServer } from '../../support/server';
import { runSagaInStore, settle, until, useSagaFakeTimers } from '../../support/sagaStore';
import type { RootState } from '../../../src/store/rootReducer';

const { server, to } = createTestServer();

const me = accountFactory({ id: 'me', username: 'me' });
const member = () => stateAfter(tokenObtained({ token: 'secret-token' }), importAccount(me), loginSucceeded({ me: 'me' }));
const visitor = () => stateAfter();

const bob = accountFactory({ id: 'bob', username: 'bob', acct: 'bob@remote.example', url: 'https://remote.example/@bob' });
const post = statusFactory({ id: 'P1', content: '<p>cats are great</p>', url: 'https://remote.example/@bob/P1' });
const catsTag = {
  name: 'cats',
  url: 'https://pleroma.test/tags/cats',
  history: [{ day: '1700000000', uses: '12', accounts: '3' }],
};

const answer = (body: Record<string, unknown>) => () => HttpResponse.json({ accounts: [], statuses: [], hashtags: [], ...body });

function serveSearch(body: Record<string, unknown>) {
  server.use(http.get('/api/v2/search', answer(body)));
}

const settled = (run: { getState: () => RootState }, query: string) => () =>
  ['loaded', 'error'].includes(selectSearchEntry(run.getState(), query)?.status ?? '');

async function searchFor(query: string, state = member()) {
  const run = runSagaInStore(searchSaga, state);
  run.store.dispatch(searchOpened({ query }));
  await until(settled(run, query), `search for ${query}`);
  return run;
}

describe('the search request', () => {
  it('GET /api/v2/search with q, resolve=true for a member, limit and with_relationships; results enter entities', async () => {
    serveSearch({ statuses: [post], accounts: [bob], hashtags: [catsTag] });
    const run = await searchFor('cats');
    const [request] = to('/api/v2/search');
    expect(request?.search.get('q')).toBe('cats');
    expect(request?.search.get('resolve')).toBe('true');
    expect(request?.search.get('limit')).toBe('20');
    expect(request?.search.get('with_relationships')).toBe('true');
    expect(request?.search.has('offset')).toBe(false);
    expect(request?.authorization).toBe('Bearer secret-token');
    const entry = selectSearchEntry(run.getState(), 'cats');
    expect(entry).toMatchObject({ status: 'loaded', statuses: { items: ['P1'] }, people: { items: ['bob'] } });
    expect(entry?.hashtags.items).toEqual([
      { name: 'cats', url: catsTag.url, history: [{ day: '1700000000', uses: 12, accounts: 3 }] },
    ]);
    expect(run.getState().entities.statuses.entities.P1).toBeDefined();
    expect(run.getState().entities.accounts.entities.bob?.acct).toBe('bob@remote.example');
    // one import for the whole answer
    expect(run.ofType('entities/imported')).toHaveLength(1);
  });

  it('resolve is not sent for a visitor (remote lookups are for members)', async () => {
    serveSearch({ statuses: [post] });
    await searchFor('cats', visitor());
    expect(to('/api/v2/search')[0]?.search.has('resolve')).toBe(false);
  });

  it('surrounding spaces are not another search', async () => {
    serveSearch({ statuses: [post] });
    const run = runSagaInStore(searchSaga, member());
    run.store.dispatch(searchOpened({ query: '  cats ' }));
    await until(settled(run, 'cats'));
    expect(to('/api/v2/search')[0]?.search.get('q')).toBe('cats');
    expect(selectSearchEntry(run.getState(), 'cats')?.status).toBe('loaded');
  });
});

describe('the tab a search opens on', () => {
  it('statuses when there are statuses', async () => {
    serveSearch({ statuses: [post], accounts: [bob], hashtags: [catsTag] });
    expect(selectSearchEntry((await searchFor('cats')).getState(), 'cats')?.tab).toBe('statuses');
  });

  it('people when there are no statuses but people', async () => {
    serveSearch({ accounts: [bob], hashtags: [catsTag] });
    expect(selectSearchEntry((await searchFor('bob')).getState(), 'bob')?.tab).toBe('people');
  });

  it('hashtags when only hashtags were found', async () => {
    serveSearch({ hashtags: [catsTag] });
    expect(selectSearchEntry((await searchFor('cat')).getState(), 'cat')?.tab).toBe('hashtags');
  });

  it('statuses when nothing was found', async () => {
    serveSearch({});
    expect(selectSearchEntry((await searchFor('zzz')).getState(), 'zzz')?.tab).toBe('statuses');
  });

  it('deleted statuses do not count (Pleroma keeps them with deleted: true)', async () => {
    serveSearch({ statuses: [statusFactory({ id: 'GONE', deleted: true })], accounts: [bob] });
    const entry = selectSearchEntry((await searchFor('bob')).getState(), 'bob');
    expect(entry?.statuses.items).toEqual([]);
    expect(entry?.tab).toBe('people');
  });
});

describe('more results with offset', () => {
  const page = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => statusFactory({ id: `${prefix}${i}` }));

  it('asks one tab (type) from the offset reached, appends, and ends after a short page', async () => {
    serveSearch({ statuses: page('A', 20) });
    const run = await searchFor('cats');
    expect(selectSearchEntry(run.getState(), 'cats')?.statuses).toMatchObject({ offset: 20, more: true });

    server.use(http.get('/api/v2/search', answer({ statuses: page('B', 5) })));
    run.store.dispatch(searchMoreRequested({ query: 'cats', tab: 'statuses' }));
    await until(() => selectSearchEntry(run.getState(), 'cats')?.statuses.paging === 'idle' && to('/api/v2/search').length === 2);
    const more = to('/api/v2/search')[1];
    expect(more?.search.get('type')).toBe('statuses');
    expect(more?.search.get('offset')).toBe('20');
    expect(more?.search.get('limit')).toBe('20');
    // paging does not resolve again
    expect(more?.search.has('resolve')).toBe(false);
    const statuses = selectSearchEntry(run.getState(), 'cats')?.statuses;
    expect(statuses?.items).toHaveLength(25);
    expect(statuses).toMatchObject({ offset: 25, more: false, paged: true });

    // nothing more to ask
    run.store.dispatch(searchMoreRequested({ query: 'cats', tab: 'statuses' }));
    await settle();
    expect(to('/api/v2/search')).toHaveLength(2);
  });

  it('people page with type=accounts and their own offset; repeats are not shown twice', async () => {
    const people = Array.from({ length: 20 }, (_, i) => accountFactory({ id: `U${i}` }));
    serveSearch({ accounts: people });
    const run = await searchFor('user');
    server.use(http.get('/api/v2/search', answer({ accounts: [people[19], accountFactory({ id: 'U20' })] })));
    run.store.dispatch(searchMoreRequested({ query: 'user', tab: 'people' }));
    await until(() => selectSearchEntry(run.getState(), 'user')?.people.offset === 22);
    expect(to('/api/v2/search')[1]?.search.get('type')).toBe('accounts');
    expect(to('/api/v2/search')[1]?.search.get('offset')).toBe('20');
    expect(selectSearchEntry(run.getState(), 'user')?.people.items).toHaveLength(21);
  });

  it("a failed page keeps what was found and offers 'Try again'", async () => {
    serveSearch({ statuses: page('A', 20) });
    const run = await searchFor('cats');
    server.use(http.get('/api/v2/search', () => HttpResponse.json({ error: 'boom' }, { status: 500 })));
    run.store.dispatch(searchMoreRequested({ query: 'cats', tab: 'statuses' }));
    await until(() => selectSearchEntry(run.getState(), 'cats')?.statuses.paging === 'error');
    expect(selectSearchEntry(run.getState(), 'cats')?.statuses).toMatchObject({ offset: 20, more: true });
    expect(selectSearchEntry(run.getState(), 'cats')?.statuses.items).toHaveLength(20);
  });

  it("a visitor's page refused with 401 (Mastodon refuses visitors an offset) simply ends the list", async () => {
    serveSearch({ statuses: page('A', 20) });
    const run = await searchFor('cats', visitor());
    server.use(http.get('/api/v2/search', () => HttpResponse.json({ error: 'pagination needs auth' }, { status: 401 })));
    run.store.dispatch(searchMoreRequested({ query: 'cats', tab: 'statuses' }));
    await until(() => selectSearchEntry(run.getState(), 'cats')?.statuses.more === false);
    expect(selectSearchEntry(run.getState(), 'cats')?.statuses.paging).toBe('idle');
  });
});

describe('queries that open directly', () => {
  const opened = (run: { ofType: (t: string) => unknown[] }) => run.ofType(navigationRequested.type);

  it('@user@host opens the resolved profile, replacing the search in history', async () => {
    serveSearch({ accounts: [accountFactory({ id: 'other', acct: 'bobby@remote.example' }), bob] });
    const run = await searchFor('@bob@remote.example');
    expect(opened(run)).toEqual([navigationRequested({ to: '/users/bob', replace: true })]);
    expect(to('/api/v2/search')[0]?.search.get('resolve')).toBe('true');
  });

  it("a profile's address opens the profile", async () => {
    serveSearch({ accounts: [bob] });
    const run = await searchFor('https://remote.example/@bob');
    expect(opened(run)).toEqual([navigationRequested({ to: '/users/bob', replace: true })]);
  });

  it("a post's address opens the post, even beside accounts the text matched", async () => {
    serveSearch({ statuses: [post], accounts: [bob] });
    const run = await searchFor('https://remote.example/@bob/P1');
    expect(opened(run)).toEqual([navigationRequested({ to: '/notice/P1', replace: true })]);
  });

  it('words, and an address the server did not find, list the results', async () => {
    serveSearch({ accounts: [bob, accountFactory({ id: 'x2' })] });
    expect(opened(await searchFor('bob'))).toEqual([]);
    expect(opened(await searchFor('https://elsewhere.example/@nobody'))).toEqual([]);
    expect(opened(await searchFor('@carol@remote.example'))).toEqual([]);
  });

  it('returning to a query that opened directly (Forward) opens it again without asking', async () => {
    serveSearch({ accounts: [bob] });
    const run = await searchFor('@bob@remote.example');
    run.store.dispatch(searchClosed());
    run.store.dispatch(searchOpened({ query: '@bob@remote.example' }));
    await settle();
    expect(to('/api/v2/search')).toHaveLength(1);
    expect(opened(run)).toHaveLength(2);
  });
});

describe('failure', () => {
  it("says 'Error fetching search result' with the cause, and 'Try again' asks again", async () => {
    server.use(http.get('/api/v2/search', () => HttpResponse.json({ error: 'boom' }, { status: 500 })));
    const run = await searchFor('cats');
    expect(selectSearchEntry(run.getState(), 'cats')).toMatchObject({
      status: 'error',
      error: { id: 'search.error_fetching', cause: { id: 'errors.http.internal' } },
    });
    serveSearch({ statuses: [post] });
    run.store.dispatch(searchRequested({ query: 'cats' }));
    await until(settled(run, 'cats'));
    expect(selectSearchEntry(run.getState(), 'cats')?.status).toBe('loaded');
    expect(to('/api/v2/search')).toHaveLength(2);
  });

  it('a passing failure (503) is retried before the reader sees anything', async () => {
    useSagaFakeTimers();
    try {
      let calls = 0;
      server.use(
        http.get('/api/v2/search', () => {
          calls += 1;
          return calls === 1
            ? HttpResponse.json({ error: 'busy' }, { status: 503 })
            : HttpResponse.json({ accounts: [], statuses: [post], hashtags: [] });
        }),
      );
      const run = runSagaInStore(searchSaga, member());
      run.store.dispatch(searchOpened({ query: 'cats' }));
      await until(() => calls === 1);
      await settle();
      jest.advanceTimersByTime(1_000);
      await until(settled(run, 'cats'));
      expect(selectSearchEntry(run.getState(), 'cats')?.status).toBe('loaded');
      expect(run.ofType('search/searchFailed')).toEqual([]);
    } finally {
      jest.useRealTimers();
    }
  });

  it('a visitor the server refuses (401: snac2, Hollo) is asked to log in, not shown an error', async () => {
    server.use(http.get('/api/v2/search', () => new HttpResponse('', { status: 401, headers: { 'content-type': 'text/html' } })));
    const run = await searchFor('cats', visitor());
    expect(selectSearchEntry(run.getState(), 'cats')).toMatchObject({ status: 'error', loginRequired: true });
  });
});

describe('Back and Forward', () => {
  it('a kept search shows as it was (results, tab) without asking again', async () => {
    serveSearch({ statuses: [post] });
    const run = await searchFor('cats');
    serveSearch({ accounts: [bob] });
    run.store.dispatch(searchOpened({ query: 'bob' }));
    await until(settled(run, 'bob'));
    run.store.dispatch(searchOpened({ query: 'cats' }));
    await settle();
    expect(to('/api/v2/search')).toHaveLength(2);
    expect(selectSearchEntry(run.getState(), 'cats')).toMatchObject({
      status: 'loaded',
      tab: 'statuses',
      statuses: { items: ['P1'] },
    });
    expect(selectSearchState(run.getState()).recent).toEqual(['bob', 'cats']);
  });

  it('leaving while a search runs cancels it, and returning asks again', async () => {
    let release: () => void = () => undefined;
    server.use(
      http.get('/api/v2/search', async () => {
        await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.json({ accounts: [], statuses: [post], hashtags: [] });
      }),
    );
    const run = runSagaInStore(searchSaga, member());
    run.store.dispatch(searchOpened({ query: 'cats' }));
    await until(() => to('/api/v2/search').length === 1);
    run.store.dispatch(searchClosed());
    release();
    await settle();
    expect(selectSearchEntry(run.getState(), 'cats')).toBeUndefined();
    serveSearch({ statuses: [post] });
    run.store.dispatch(searchOpened({ query: 'cats' }));
    await until(settled(run, 'cats'));
    expect(to('/api/v2/search')).toHaveLength(2);
  });

  it('signing out forgets every search', async () => {
    serveSearch({ statuses: [post] });
    const run = await searchFor('cats');
    run.store.dispatch(sessionCleared());
    expect(selectSearchState(run.getState()).entries).toEqual({});
  });
});

describe('a tag timeline header', () => {
  it('GET /api/v1/tags/{tag}: the history for the counts, and for a member whether they follow it', async () => {
    server.use(http.get('/api/v1/tags/cats', () => HttpResponse.json({ ...catsTag, following: true })));
    const run = runSagaInStore(searchSaga, member());
    run.store.dispatch(tagStatsRequested({ name: 'cats' }));
    await until(() => selectTagHistory(run.getState(), 'cats') !== undefined);
    expect(selectTagHistory(run.getState(), 'Cats')).toEqual([{ day: '1700000000', uses: 12, accounts: 3 }]);
    expect(run.ofType(tagLoaded.type)).toEqual([tagLoaded({ name: 'cats', following: true })]);
  });

  it('a visitor gets the counts only; a server without the endpoint shows none, silently', async () => {
    server.use(
      http.get('/api/v1/tags/cats', () => HttpResponse.json(catsTag)),
      http.get('/api/v1/tags/dogs', () => HttpResponse.json({ error: 'Record not found' }, { status: 404 })),
    );
    const run = runSagaInStore(searchSaga, visitor());
    run.store.dispatch(tagStatsRequested({ name: 'cats' }));
    run.store.dispatch(tagStatsRequested({ name: 'dogs' }));
    await until(() => selectTagHistory(run.getState(), 'cats') !== undefined);
    await settle();
    expect(run.ofType(tagLoaded.type)).toEqual([]);
    expect(selectTagHistory(run.getState(), 'dogs')).toBeUndefined();
    expect(run.ofType('ui/noticeAdded')).toEqual([]);
  });
});
