// The warm start's sagas: the home timeline filled from the cache before any request, only for its owner; the fresh
// page merged in (new rows queued behind "show new", deleted ones gone, nothing shown moves); the cache written
// debounced and when the page is left; sign-out deleting it.
import { http, HttpResponse } from 'msw';
import {
  planMerge,
  homeCacheSaga,
  mergeFreshPage,
  MERGE_PAGE_SIZE,
  WRITE_QUIET_MS,
} from '../../../src/features/warmStart/sagas/homeCacheSaga';
import { READ_WAIT_MS, warmStartEntry, warmStartRead } from '../../../src/features/warmStart/warmStartEntry';
import { HOME_RECORD, resetWarmStartStore } from '../../../src/features/warmStart/homeCacheStore';
import { encodeHomeCache } from '../../../src/features/warmStart/homeCacheWrite';
import { forgetPlaces, notePlace, warmPlaceFor } from '../../../src/features/warmStart/warmPlace';
import { loginSucceeded, sessionCleared } from '../../../src/slices/auth';
import { timelineFetched, timelineOpened } from '../../../src/slices/timelines';
import { STORAGE_KEYS } from '../../../src/utils/storage';
import { rootSaga } from '../../../src/store/rootSaga';
import { accountFactory, descendingIds, importAccount, importStatuses, stateAfter, statusFactory } from '../../support/factories';
import { createTestServer } from '../../support/server';
import { runSagaInStore, settle, until, useSagaFakeTimers } from '../../support/sagaStore';
import { fakeIdbKeyval, idb } from '../../support/fakeIdbKeyval';

// IndexedDB through idb-keyval, in memory (jsdom has none).
jest.mock(
  'idb-keyval',
  () => jest.requireActual<typeof import('../../support/fakeIdbKeyval')>('../../support/fakeIdbKeyval').fakeIdbKeyval,
);

const { server, seen } = createTestServer();
const HOME_PATH = '/api/v1/timelines/home';
const owner = { origin: window.location.origin, account: 'me' };
const cachedIds = descendingIds(6, 100);
const author = accountFactory({ id: 'author' });
const rawStatus = (id: string, text = `cached ${id}`) => statusFactory({ id, account: author, content: `<p>${text}</p>` });

/** A record as the app writes it: alice's home of six rows, the reader at the third. */
function cachedRecord() {
  const state = stateAfter(
    importAccount(accountFactory({ id: 'me' })),
    importStatuses(cachedIds.map((id) => rawStatus(id))),
    loginSucceeded({ me: 'me' }),
    timelineFetched({ key: 'friends', direction: 'initial', ids: cachedIds, maxId: null }),
  );
  const place = { place: { key: cachedIds[2], offset: 40, scrollY: 700 }, heights: new Map([[cachedIds[2], 200]]) };
  return encodeHomeCache(state, owner, place, Date.now(), window.innerWidth)?.record;
}

function signedInStorage(account = 'me') {
  localStorage.setItem(STORAGE_KEYS.oauth, JSON.stringify({ clientId: 'c', clientSecret: 's', userToken: 'token' }));
  localStorage.setItem(STORAGE_KEYS.configOwner, JSON.stringify(account));
}

beforeEach(() => {
  idb.clear();
  localStorage.clear();
  forgetPlaces();
  resetWarmStartStore();
  Object.defineProperty(globalThis, 'indexedDB', { value: {}, configurable: true, writable: true });
  window.history.replaceState(null, '', '/main/friends');
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

describe('warm start at start-up', () => {
  it('fills home from the cache, with the reader’s place, before any request', async () => {
    signedInStorage();
    idb.set(HOME_RECORD, cachedRecord());
    const run = runSagaInStore(warmStartEntry);
    await warmStartRead();
    const home = run.getState().timelines.friends;
    expect(home).toMatchObject({ ids: cachedIds, status: 'loaded', newestId: cachedIds[0], oldestId: cachedIds[5] });
    expect(run.getState().entities.statuses.entities[cachedIds[0]]?.content).toBe(`<p>cached ${cachedIds[0]}</p>`);
    expect(seen).toHaveLength(0);
    // the list opens at the reader's row, laid out with the heights it had
    const heights = new Map<string, number>();
    expect(warmPlaceFor('friends', heights)).toEqual({ key: cachedIds[2], offset: 40, scrollY: 0 });
    expect(heights.get(cachedIds[2])).toBe(200);
  });

  it.each([
    ['another account signed in', () => signedInStorage('someone-else')],
    ['an old format', () => (signedInStorage(), idb.set(HOME_RECORD, { ...cachedRecord(), version: 0 }))],
    [
      'a broken record',
      () => (signedInStorage(), idb.set(HOME_RECORD, { version: 1, origin: owner.origin, account: 'me', ids: 'x' })),
    ],
    ['signed out', () => undefined],
  ])('%s: nothing is shown, nothing is said, the record goes', async (_, arrange) => {
    idb.set(HOME_RECORD, cachedRecord());
    arrange();
    const run = runSagaInStore(warmStartEntry);
    await warmStartRead();
    await until(() => !idb.has(HOME_RECORD), 'deleted');
    expect(run.getState().timelines.friends).toBeUndefined();
    expect(warmPlaceFor('friends', new Map())).toBeNull();
    expect(run.getState().ui.notices).toEqual([]);
  });

  it('is not read for another first screen', async () => {
    signedInStorage();
    idb.set(HOME_RECORD, cachedRecord());
    window.history.replaceState(null, '', '/notice/123');
    const run = runSagaInStore(warmStartEntry);
    await warmStartRead();
    expect(run.getState().timelines.friends).toBeUndefined();
    expect(idb.has(HOME_RECORD)).toBe(true);
  });

  it('leaves alone a home the screen already asked for', async () => {
    signedInStorage();
    idb.set(HOME_RECORD, cachedRecord());
    const run = runSagaInStore(
      warmStartEntry,
      stateAfter(
        timelineOpened({ key: 'friends' }),
        timelineFetched({ key: 'friends', direction: 'initial', ids: ['X1'], maxId: null }),
      ),
    );
    await warmStartRead();
    expect(run.getState().timelines.friends.ids).toEqual(['X1']);
  });

  it("resumes the member's session from it: the screen mounts before any answer, and a refused token ends it", async () => {
    signedInStorage();
    idb.set(HOME_RECORD, cachedRecord());
    let release: (status: number) => void = () => {};
    const verdict = new Promise<number>((resolve) => (release = resolve));
    const held = async () => new Promise<never>(() => {});
    server.use(
      http.get('/static/config.json', held),
      http.get('/api/v1/instance', held),
      http.get('/.well-known/nodeinfo', held),
      http.get('/api/v1/accounts/verify_credentials', async () =>
        HttpResponse.json({ error: 'invalid token' }, { status: await verdict }),
      ),
      http.get(HOME_PATH, held),
      http.get('/api/v1/markers', held),
    );
    const run = runSagaInStore(rootSaga);
    await until(() => run.getState().ui.booted, 'mounted');
    expect(run.getState().auth).toMatchObject({ me: 'me', resumed: true });
    expect(run.getState().timelines.friends?.ids).toEqual(cachedIds);
    expect(run.getState().instance.instance).toBeNull();
    release(401);
    await until(() => run.getState().auth.me === null, 'session ended');
    expect(run.getState().auth.resumed).toBe(false);
    expect(run.getState().timelines.friends).toBeUndefined();
    await until(() => idb.size === 0, 'cache deleted');
  });

  it('once the server accepts the token, home drawn from the cache is not asked for afresh: only what came after it', async () => {
    signedInStorage();
    idb.set(HOME_RECORD, cachedRecord());
    server.use(
      http.get('/static/config.json', () => HttpResponse.json({})),
      http.get('/api/v1/instance', () => HttpResponse.json({ uri: 'x.example', version: '4.0.0' })),
      http.get('/.well-known/nodeinfo', () => HttpResponse.json({ links: [] })),
      http.get('/api/v1/accounts/verify_credentials', () => HttpResponse.json(accountFactory({ id: 'me' }))),
      http.get(HOME_PATH, () => HttpResponse.json([])),
      http.get('/api/v1/markers', () => HttpResponse.json({})),
    );
    const run = runSagaInStore(rootSaga);
    await until(() => run.getState().auth.me === 'me' && !run.getState().auth.resumed, 'token accepted');
    await until(() => seen.some((r) => r.path === HOME_PATH), 'the merge asks');
    await settle();
    expect(run.ofType('timelines/timelinePrefetched')).toHaveLength(0);
    expect(seen.filter((r) => r.path === HOME_PATH).map((r) => r.search.get('limit'))).toEqual([String(MERGE_PAGE_SIZE)]);
    run.store.dispatch(sessionCleared());
  });

  it('offline, a record that comes late (a busy machine) still resumes the session; online, start-up goes on without it', async () => {
    signedInStorage();
    idb.set(HOME_RECORD, cachedRecord());
    let hand: () => void = () => {};
    const slowRead = () => new Promise<unknown>((resolve) => (hand = () => resolve(idb.get(HOME_RECORD))));
    jest.spyOn(fakeIdbKeyval, 'get').mockImplementationOnce(slowRead);
    // nothing reaches the server (each start-up step says so on the console)
    server.use(http.all('*', () => HttpResponse.error()));
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const run = runSagaInStore(rootSaga);
    await until(() => run.getState().auth.error !== null, 'the sign-in check deferred');
    await new Promise((resolve) => setTimeout(resolve, READ_WAIT_MS + 50));
    expect(run.getState().ui.booted).toBe(false);
    hand();
    await until(() => run.getState().ui.booted, 'mounted');
    expect(run.getState().auth).toMatchObject({ me: 'me', resumed: true, token: 'token' });
    expect(run.getState().timelines.friends?.ids).toEqual(cachedIds);

    // online: the server confirms the session first, and the late record is not waited for
    jest.spyOn(fakeIdbKeyval, 'get').mockImplementationOnce(() => new Promise<never>(() => {}));
    server.use(
      http.get('/api/v1/accounts/verify_credentials', () => HttpResponse.json(accountFactory({ id: 'me' }))),
      // home, asked once the token is accepted (the mount waits a moment for it)
      http.get(HOME_PATH, () => HttpResponse.json([])),
    );
    const online = runSagaInStore(rootSaga);
    await until(() => online.getState().ui.booted, 'mounted without the record');
    expect(online.getState().auth).toMatchObject({ me: 'me', resumed: false });
    // signed out, neither goes on to write a cache into the next test's (the spine's sagas are spawned: cancelling
    // the root leaves them running)
    run.store.dispatch(sessionCleared());
    online.store.dispatch(sessionCleared());
  });

  it('sign-out (or a refused token) deletes the cache and the markers kept here', async () => {
    signedInStorage();
    idb.set(HOME_RECORD, cachedRecord());
    idb.set('markers', { version: 1 });
    const run = runSagaInStore(warmStartEntry);
    await warmStartRead();
    localStorage.setItem(STORAGE_KEYS.homePicture, JSON.stringify({ version: 1 }));
    run.store.dispatch(sessionCleared());
    await until(() => idb.size === 0, 'cleared');
    expect(run.getState().timelines.friends).toBeUndefined();
    expect(localStorage.getItem(STORAGE_KEYS.homePicture)).toBeNull();
  });
});

describe('the fresh page merged in', () => {
  it('plans: newer rows queued, deleted ones gone, a whole page of newer ones a gap', () => {
    const shown = ['10', '09', '08', '07', '06'];
    expect(planMerge('10', shown, [], ['12', '11', '10', '08', '07'], true)).toEqual({
      newer: ['12', '11'],
      gap: false,
      gone: ['09'],
    });
    // what the page does not reach is kept
    expect(planMerge('10', shown, [], ['10', '09', '07'], true).gone).toEqual(['08']);
    // a short page is the whole timeline
    expect(planMerge('10', shown, [], ['10', '09', '07'], false).gone).toEqual(['08', '06']);
    // already queued (the poller was first)
    expect(planMerge('10', shown, ['12'], ['12', '11', '10'], true).newer).toEqual(['11']);
    expect(planMerge('10', shown, [], ['14', '13', '12', '11'], true)).toEqual({
      newer: ['14', '13', '12', '11'],
      gap: true,
      gone: [],
    });
  });

  async function merged(page: unknown[]) {
    server.use(http.get(HOME_PATH, () => HttpResponse.json(page)));
    const run = runSagaInStore(
      () => mergeFreshPage({ account: 'me', ids: cachedIds }),
      stateAfter(
        importStatuses(cachedIds.map((id) => rawStatus(id))),
        timelineFetched({ key: 'friends', direction: 'initial', ids: cachedIds, maxId: null }),
      ),
    );
    await until(() => !run.task.isRunning(), 'merge');
    return run;
  }

  it('queues newer posts behind "show new", replaces cached ones, drops deleted ones: nothing shown moves', async () => {
    const fresh = [
      rawStatus('S0102'),
      rawStatus('S0101'),
      ...cachedIds.filter((id) => id !== 'S0098').map((id) => rawStatus(id, `fresh ${id}`)),
    ];
    const run = await merged(fresh);
    expect(seen[0]?.search.get('limit')).toBe(String(MERGE_PAGE_SIZE));
    const home = run.getState().timelines.friends;
    expect(home.pendingIds).toEqual(['S0102', 'S0101']);
    expect(home.ids).toEqual(cachedIds.filter((id) => id !== 'S0098'));
    expect(home.flushMarker).toBe(false);
    expect(run.getState().entities.statuses.entities.S0100?.content).toBe('<p>fresh S0100</p>');
  });

  it('more new posts than a page holds: "show new" becomes "reload", the cached rows stay', async () => {
    const run = await merged(descendingIds(MERGE_PAGE_SIZE, 200).map((id) => rawStatus(id)));
    const home = run.getState().timelines.friends;
    expect(home.flushMarker).toBe(true);
    expect(home.ids).toEqual(cachedIds);
  });

  it('a failed page leaves the cached rows as drawn', async () => {
    server.use(http.get(HOME_PATH, () => HttpResponse.json({ error: 'nope' }, { status: 500 })));
    const run = runSagaInStore(
      () => mergeFreshPage({ account: 'me', ids: cachedIds }),
      stateAfter(
        importStatuses(cachedIds.map((id) => rawStatus(id))),
        timelineFetched({ key: 'friends', direction: 'initial', ids: cachedIds, maxId: null }),
      ),
    );
    await until(() => !run.task.isRunning(), 'merge');
    expect(run.getState().timelines.friends.ids).toEqual(cachedIds);
    expect(run.getState().ui.notices).toEqual([]);
  });
});

describe('writing the cache', () => {
  const signedIn = () =>
    stateAfter(
      importAccount(accountFactory({ id: 'me' })),
      importStatuses(cachedIds.map((id) => rawStatus(id))),
      loginSucceeded({ me: 'me' }),
      timelineFetched({ key: 'friends', direction: 'initial', ids: cachedIds, maxId: null }),
    );

  it(`writes ${WRITE_QUIET_MS} ms after the last change, with the reader’s place`, async () => {
    useSagaFakeTimers();
    const run = runSagaInStore(() => homeCacheSaga('me', null), signedIn());
    await settle();
    notePlace('friends', { key: cachedIds[1], offset: 5, scrollY: 300 }, new Map());
    await settle();
    jest.advanceTimersByTime(WRITE_QUIET_MS - 10);
    await settle();
    expect(idb.has(HOME_RECORD)).toBe(false);
    jest.advanceTimersByTime(10);
    await until(() => idb.has(HOME_RECORD), 'written');
    expect(idb.get(HOME_RECORD)).toMatchObject({ account: 'me', ids: cachedIds, place: { key: cachedIds[1], offset: 5 } });
    run.task.cancel();
  });

  it('writes at once when the page is hidden or left, and not again for nothing new', async () => {
    const run = runSagaInStore(() => homeCacheSaga('me', null), signedIn());
    await settle();
    window.dispatchEvent(new Event('pagehide'));
    await until(() => idb.has(HOME_RECORD), 'written on pagehide');
    idb.delete(HOME_RECORD);
    window.dispatchEvent(new Event('pagehide'));
    await settle();
    expect(idb.has(HOME_RECORD)).toBe(false);
    run.task.cancel();
  });
});
