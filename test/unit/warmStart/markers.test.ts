// Read markers: the api file (Mastodon's shape, a JSON body, what the server kept), and the saga: restored at
// sign-in (notifications read up to the marker, home opening at its row on a device without the cache), saved
// debounced and at once when the page is left, on this browser where the server has none (a 404 turns them off).
import { http, HttpResponse } from 'msw';
import { fetchMarkers, readMarkers, saveMarkers } from '../../../src/api/markers';
import {
  MARKERS_QUIET_MS,
  markersSaga,
  readLocalMarkers,
  restoredLastRead,
} from '../../../src/features/warmStart/sagas/markersSaga';
import { forgetPlaces, notePlace, warmPlaceFor } from '../../../src/features/warmStart/warmPlace';
import { resetWarmStartStore } from '../../../src/features/warmStart/homeCacheStore';
import { missingFeaturesSaga } from '../../../src/sagas/missingFeatures';
import { notificationsSeen, selectNotificationsState } from '../../../src/features/notifications/notificationsSlice';
import { isSeen } from '../../../src/features/notifications/notificationsSelectors';
import { loginSucceeded } from '../../../src/slices/auth';
import { instanceLoaded } from '../../../src/slices/instance';
import { timelineFetched } from '../../../src/slices/timelines';
import { bootFinished } from '../../../src/slices/ui';
import type { Instance } from '../../../src/api/types';
import type { NotificationEntity } from '../../../src/schemas/index';
import { all, fork } from 'redux-saga/effects';
import { stateAfter } from '../../support/factories';
import { createTestServer } from '../../support/server';
import { runSagaInStore, settle, until, useSagaFakeTimers } from '../../support/sagaStore';
import { idb } from '../../support/fakeIdbKeyval';

jest.mock(
  'idb-keyval',
  () => jest.requireActual<typeof import('../../support/fakeIdbKeyval')>('../../support/fakeIdbKeyval').fakeIdbKeyval,
);

const { server, to } = createTestServer();
const MARKERS = '/api/v1/markers';
const origin = window.location.origin;
const mastodon = { uri: 'social.example', version: '4.3.0', title: 'Mastodon' } as unknown as Instance;
const akkoma = {
  uri: 'akkoma.example',
  version: '2.7.2 (compatible; Akkoma 3.13.2)',
  pleroma: { metadata: {} },
} as unknown as Instance;
const marker = (id: string) => ({ last_read_id: id, version: 3, updated_at: '2026-11-20T10:00:00.000Z' });

beforeEach(() => {
  idb.clear();
  forgetPlaces();
  resetWarmStartStore();
  Object.defineProperty(globalThis, 'indexedDB', { value: {}, configurable: true, writable: true });
});
afterEach(() => jest.useRealTimers());

describe('api/markers', () => {
  it('reads Mastodon’s shape; anything else is no marker', () => {
    expect(readMarkers({ home: marker('109'), notifications: { last_read_id: 35098814, version: 1 } })).toEqual({
      home: { lastReadId: '109', version: 3, updatedAt: Date.parse('2026-11-20T10:00:00.000Z') },
      notifications: { lastReadId: '35098814', version: 1, updatedAt: 0 },
    });
    expect(readMarkers({})).toEqual({});
    expect(readMarkers({ home: { last_read_id: '' }, notifications: null })).toEqual({});
    expect(readMarkers([])).toEqual({});
  });

  it('asks for both timelines and sends a JSON body (Hollo refuses a form)', async () => {
    let body: unknown = null;
    server.use(
      http.get(MARKERS, () => HttpResponse.json({ notifications: marker('7') })),
      http.post(MARKERS, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ notifications: marker('9') });
      }),
    );
    expect(await fetchMarkers({ baseUrl: '', token: 't' })).toEqual({
      notifications: expect.objectContaining({ lastReadId: '7' }),
    });
    expect(to(MARKERS, 'GET')[0]?.search.getAll('timeline[]')).toEqual(['home', 'notifications']);
    const kept = await saveMarkers({ baseUrl: '', token: 't' }, { home: '12', notifications: '9' });
    expect(body).toEqual({ home: { last_read_id: '12' }, notifications: { last_read_id: '9' } });
    // Pleroma and Akkoma drop home without a word: the answer tells
    expect(kept.home).toBeUndefined();
  });

  it('takes the newer of the server’s and this browser’s, and only this account’s local ones', () => {
    expect(
      restoredLastRead({ home: { lastReadId: '20', version: 1, updatedAt: 0 } }, { home: '19', notifications: '5' }),
    ).toEqual({
      home: '20',
      notifications: '5',
    });
    expect(readLocalMarkers({ version: 1, origin, account: 'me', home: '3' }, origin, 'me')).toEqual({ home: '3' });
    expect(readLocalMarkers({ version: 1, origin, account: 'other', home: '3' }, origin, 'me')).toEqual({});
    expect(readLocalMarkers('junk', origin, 'me')).toEqual({});
  });
});

/** A signed-in member whose start-up finished, with the notifications slice in the store. */
function signedIn(instance: Instance) {
  return stateAfter(instanceLoaded(instance), loginSucceeded({ me: 'me' }), bootFinished());
}

function* withMissingFeatures(warm = false) {
  yield all([fork(missingFeaturesSaga), fork(markersSaga, 'me', warm)]);
}

describe('markers saga', () => {
  it('restores: notifications read up to the marker, home opening at its row on a device without the cache', async () => {
    server.use(http.get(MARKERS, () => HttpResponse.json({ home: marker('S0090'), notifications: marker('500007') })));
    const run = runSagaInStore(() => markersSaga('me', false), signedIn(mastodon));
    await until(() => selectNotificationsState(run.getState()).seenMaxId === '500007', 'notifications restored');
    expect(warmPlaceFor('friends', new Map())).toEqual({ key: 'S0090', offset: 0, scrollY: 0 });
    // on Mastodon (no is_seen) what came after the marker is new
    const n = (id: string) => ({ id, type: 'mention', account: 'a', created_at: '' }) as NotificationEntity;
    expect(isSeen(n('500008'), '500007')).toBe(false);
    expect(isSeen(n('500007'), '500007')).toBe(true);
    expect(isSeen(n('500008'), null)).toBe(true);
    run.task.cancel();
  });

  it('a warm start keeps the cache’s place', async () => {
    server.use(http.get(MARKERS, () => HttpResponse.json({ home: marker('S0090') })));
    const run = runSagaInStore(() => markersSaga('me', true), signedIn(mastodon));
    await until(() => to(MARKERS).length === 1, 'asked');
    await settle();
    expect(warmPlaceFor('friends', new Map())).toBeNull();
    run.task.cancel();
  });

  it(`saves the newest row the reader had on top, ${MARKERS_QUIET_MS / 1000} s after the last move, and at once on leaving`, async () => {
    useSagaFakeTimers();
    const posted: unknown[] = [];
    server.use(
      http.get(MARKERS, () => HttpResponse.json({ home: marker('S0090') })),
      http.post(MARKERS, async ({ request }) => {
        posted.push(await request.json());
        return HttpResponse.json({ home: marker('x') });
      }),
    );
    const state = signedIn(mastodon);
    const run = runSagaInStore(
      () => markersSaga('me', true),
      stateAfter(
        instanceLoaded(mastodon),
        loginSucceeded({ me: 'me' }),
        bootFinished(),
        timelineFetched({ key: 'friends', direction: 'initial', ids: ['S0095', 'S0094', 'S0093', 'S0089'], maxId: null }),
      ),
    );
    void state;
    await until(() => to(MARKERS).length === 1, 'restored');
    await settle();
    notePlace('friends', { key: 'S0094', offset: 0, scrollY: 100 }, new Map());
    await settle();
    notePlace('friends', { key: 'S0093', offset: 0, scrollY: 300 }, new Map());
    jest.advanceTimersByTime(MARKERS_QUIET_MS - 10);
    await settle();
    expect(posted).toEqual([]);
    jest.advanceTimersByTime(10);
    await until(() => posted.length === 1, 'saved');
    // forward only: the newest row seen on top, not the one the reader scrolled down to
    expect(posted[0]).toEqual({ home: { last_read_id: 'S0094' } });
    expect(idb.get('markers')).toMatchObject({ origin, account: 'me', home: 'S0094' });
    // an older row never moves it back
    notePlace('friends', { key: 'S0089', offset: 0, scrollY: 900 }, new Map());
    jest.advanceTimersByTime(MARKERS_QUIET_MS);
    await settle();
    expect(posted).toHaveLength(1);
    // the read button, then leaving: sent at once
    run.store.dispatch(notificationsSeen({ maxId: '500009' }));
    window.dispatchEvent(new Event('pagehide'));
    await until(() => posted.length === 2, 'saved on leaving');
    expect(posted[1]).toEqual({ notifications: { last_read_id: '500009' } });
    run.task.cancel();
  });

  it('a server without markers (404): they stay on this browser, and are restored from there', async () => {
    server.use(
      http.get(
        MARKERS,
        () => new HttpResponse('<h1>404 Not Found</h1>', { status: 404, headers: { 'Content-Type': 'text/html' } }),
      ),
      http.post(MARKERS, () => HttpResponse.json({})),
    );
    idb.set('markers', { version: 1, origin, account: 'me', notifications: '500003' });
    const run = runSagaInStore(() => withMissingFeatures(), signedIn(mastodon));
    await until(() => run.getState().instance.missingFeatures.includes('markers'), 'turned off');
    await until(() => selectNotificationsState(run.getState()).seenMaxId === '500003', 'restored from here');
    run.store.dispatch(notificationsSeen({ maxId: '500010' }));
    window.dispatchEvent(new Event('pagehide'));
    await until(() => (idb.get('markers') as { notifications?: string }).notifications === '500010', 'kept here');
    expect(to(MARKERS, 'POST')).toHaveLength(0);
    expect(run.getState().ui.notices).toEqual([]);
    run.task.cancel();
  });

  it('on Akkoma: home stays here once the server’s answer drops it; the read button moves notifications’ itself', async () => {
    const posted: unknown[] = [];
    server.use(
      http.get(MARKERS, () => HttpResponse.json({ notifications: marker('500001') })),
      http.post(MARKERS, async ({ request }) => {
        posted.push(await request.json());
        return HttpResponse.json({});
      }),
    );
    const run = runSagaInStore(
      () => markersSaga('me', true),
      stateAfter(
        instanceLoaded(akkoma),
        loginSucceeded({ me: 'me' }),
        bootFinished(),
        timelineFetched({ key: 'friends', direction: 'initial', ids: ['S0095', 'S0094'], maxId: null }),
      ),
    );
    await until(() => selectNotificationsState(run.getState()).seenMaxId === '500001', 'restored');
    run.store.dispatch(notificationsSeen({ maxId: '500004' }));
    notePlace('friends', { key: 'S0095', offset: 0, scrollY: 0 }, new Map());
    window.dispatchEvent(new Event('pagehide'));
    await until(() => posted.length === 1, 'saved');
    expect(posted[0]).toEqual({ home: { last_read_id: 'S0095' } });
    notePlace('friends', { key: 'S0096', offset: 0, scrollY: 0 }, new Map());
    run.store.dispatch(timelineFetched({ key: 'friends', direction: 'initial', ids: ['S0096', 'S0095'], maxId: null }));
    notePlace('friends', { key: 'S0096', offset: 0, scrollY: 0 }, new Map());
    window.dispatchEvent(new Event('pagehide'));
    await until(() => (idb.get('markers') as { home?: string }).home === 'S0096', 'kept here');
    expect(posted).toHaveLength(1);
    run.task.cancel();
  });
});
