import { http, HttpResponse } from 'msw';
import { fork } from 'typed-redux-saga';
import type { Instance } from '../../../src/api/types';
import { SYNC_DEBOUNCE_MS, SYNC_INTERVAL_MS, settingsSyncSaga } from '../../../src/features/settingsSync/sagas/settingsSync';
import { settingsSyncEntry } from '../../../src/features/settingsSync';
import { noticesSaga } from '../../../src/sagas/notices';
import { persistenceSaga } from '../../../src/sagas/persistence';
import { selectSettings } from '../../../src/selectors/settings';
import { tokenObtained } from '../../../src/slices/auth';
import { instanceLoaded } from '../../../src/slices/instance';
import { settingChanged, settingsRestored } from '../../../src/slices/settings';
import { noticeAdded } from '../../../src/slices/ui';
import type { RootState } from '../../../src/store/rootReducer';
import type { Settings } from '../../../src/settings/defaults';
import { STORAGE_KEYS } from '../../../src/utils/storage';
import { stateAfter } from '../../support/factories';
import { runSagaInStore, settle, until, useSagaFakeTimers, type SagaStore } from '../../support/sagaStore';
import { createTestServer } from '../../support/server';
import { NOTICE_MS } from '../../../src/utils/noticeTimes';

const { server, to } = createTestServer();
const PROFILE = '/api/v1/akkoma/frontend_settings/pleroma-fe/default';

/** A server keeping one profile, as Akkoma does (404 until the first PUT; a PUT must raise the version). */
function profileServer(initial: { settings: Record<string, unknown>; version: number } | null) {
  let stored = initial;
  server.use(
    http.get(PROFILE, () => (stored ? HttpResponse.json(stored) : HttpResponse.json({ error: 'Not found' }, { status: 404 }))),
    http.put(PROFILE, async ({ request }) => {
      const body = (await request.json()) as { settings: Record<string, unknown>; version: number };
      if (stored && body.version <= stored.version)
        return HttpResponse.json({ error: `version: must be greater than ${stored.version}` }, { status: 422 });
      stored = body;
      return HttpResponse.json(body.settings);
    }),
  );
  return { stored: () => stored };
}

function start(user: Partial<Settings> = {}): SagaStore {
  return runSagaInStore(
    function* () {
      yield* fork(noticesSaga);
      yield* fork(persistenceSaga);
      yield* fork(settingsSyncSaga);
    },
    stateAfter(tokenObtained({ token: 'secret' }), settingsRestored(user)),
  );
}

const notices = (run: SagaStore) => run.getState().ui.notices.map((n) => `${n.level}:${n.message.id}`);
const added = (run: SagaStore) =>
  run.ofType(noticeAdded.type).map((a) => {
    const { payload } = a as ReturnType<typeof noticeAdded>;
    return [payload.level, payload.message.id, payload.timeout];
  });
const putBodies = () =>
  to(PROFILE, 'PUT').map((r) => JSON.parse(r.body) as { settings: Record<string, unknown>; version: number });
const version = (run: SagaStore) => selectSettings(run.getState()).profileVersion;

beforeEach(() => localStorage.clear());
afterEach(() => jest.useRealTimers());

describe('settings profile sync', () => {
  it('a 404 at sign-in creates the profile: the creating notice, then a sync that raises the version to 1', async () => {
    useSagaFakeTimers();
    const remote = profileServer(null);
    const run = start({ timeType: 'absolute', webPushNotifications: true });
    await until(() => notices(run).includes('success:settings_profile.synchronized'), 'synchronized');
    expect(added(run)).toEqual([
      ['info', 'settings_profile.creating', NOTICE_MS.info],
      ['info', 'settings_profile.synchronizing', NOTICE_MS.info],
      ['success', 'settings_profile.synchronized', NOTICE_MS.success],
    ]);
    expect(version(run)).toBe(1);
    // this browser's push switch stays here; the rest travels
    expect(remote.stored()).toEqual({ settings: { timeType: 'absolute' }, version: 1 });
    expect(to(PROFILE, 'PUT')[0].authorization).toBe('Bearer secret');

    // the progress notices go when the outcome is said, never shown beside it; success goes after 2 s (spec 001 §9)
    expect(notices(run)).toEqual(['success:settings_profile.synchronized']);
    jest.advanceTimersByTime(NOTICE_MS.success);
    await until(() => notices(run).length === 0, 'success gone');
  });

  it('a newer remote profile applies what this client knows, keeps its own push switch, and is stored', async () => {
    profileServer({
      version: 4,
      settings: {
        timeType: 'absolute',
        hideNsfw: 'no', // wrong type: ignored
        notificationVisibility: { likes: false, bogus: 1 },
        webPushNotifications: true, // this browser's own
        akkomaFeOnly: { theme: 'x' },
      },
    });
    const run = start({ profileVersion: 2, hideNsfw: false });
    await until(() => version(run) === 4, 'applied');
    const settings = selectSettings(run.getState());
    expect(settings.timeType).toBe('absolute');
    expect(settings.hideNsfw).toBe(false);
    expect(settings.webPushNotifications).toBe(false);
    expect(settings.notificationVisibility).toMatchObject({ likes: false, mentions: true });
    expect(settings.notificationVisibility).not.toHaveProperty('bogus');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.config) ?? '{}')).toMatchObject({
      timeType: 'absolute',
      profileVersion: 4,
    });
    await settle();
    expect(to(PROFILE, 'PUT')).toHaveLength(0);
    expect(added(run)).toEqual([]);
  });

  it('an older remote profile is overwritten with the local values, its unknown keys kept', async () => {
    const remote = profileServer({ version: 3, settings: { timeType: 'relative', akkomaFeOnly: 7 } });
    const run = start({ profileVersion: 5, timeType: 'absolute' });
    await until(() => putBodies().length === 1, 'pushed');
    expect(remote.stored()).toEqual({ version: 6, settings: { akkomaFeOnly: 7, timeType: 'absolute' } });
    expect(version(run)).toBe(6);
  });

  it('changes are pushed once, 3 s after the last of a burst, and the profile is read again every 600 s', async () => {
    useSagaFakeTimers();
    profileServer({ version: 2, settings: {} });
    const run = start({ profileVersion: 2 });
    await until(() => to(PROFILE, 'GET').length === 1, 'loaded');
    await settle();
    expect(to(PROFILE, 'PUT')).toHaveLength(0);

    run.store.dispatch(settingChanged('timeType', 'absolute'));
    jest.advanceTimersByTime(SYNC_DEBOUNCE_MS - 1000);
    await settle();
    run.store.dispatch(settingChanged('hideNsfw', false));
    jest.advanceTimersByTime(SYNC_DEBOUNCE_MS - 1);
    await settle();
    expect(to(PROFILE, 'PUT')).toHaveLength(0);
    jest.advanceTimersByTime(1);
    await until(() => putBodies().length === 1, 'pushed');
    expect(putBodies()[0]).toEqual({ version: 3, settings: { timeType: 'absolute', hideNsfw: false } });
    await until(() => version(run) === 3, 'version 3');

    // a change of this browser's own switches is no change to the profile
    run.store.dispatch(settingChanged('webPushNotifications', true));
    jest.advanceTimersByTime(SYNC_DEBOUNCE_MS);
    await settle();
    expect(to(PROFILE, 'PUT')).toHaveLength(1);

    jest.advanceTimersByTime(SYNC_INTERVAL_MS - SYNC_DEBOUNCE_MS - 1);
    await settle();
    expect(to(PROFILE, 'GET')).toHaveLength(1);
    jest.advanceTimersByTime(SYNC_DEBOUNCE_MS + 1);
    await until(() => to(PROFILE, 'GET').length === 2, 'read again');
    await settle();
    expect(to(PROFILE, 'PUT')).toHaveLength(1);
  });

  it('a refused push shows the server’s words for 5 s; the version stays ahead, so the next check pushes again', async () => {
    useSagaFakeTimers();
    let refuse = true;
    let stored = { settings: {}, version: 1 };
    server.use(
      http.get(PROFILE, () => HttpResponse.json(stored)),
      http.put(PROFILE, async ({ request }) => {
        if (refuse) return HttpResponse.json({ error: 'settings: Too many keys' }, { status: 422 });
        stored = (await request.json()) as typeof stored;
        return HttpResponse.json(stored.settings);
      }),
    );
    const run = start({ profileVersion: 1 });
    await until(() => to(PROFILE, 'GET').length === 1, 'loaded');
    await settle();
    run.store.dispatch(settingChanged('timeType', 'absolute'));
    await settle();
    jest.advanceTimersByTime(SYNC_DEBOUNCE_MS);
    await until(() => notices(run).includes('error:settings_profile.synchronization_error'), 'error notice');
    expect(notices(run)).not.toContain('info:settings_profile.synchronizing');
    const error = run.getState().ui.notices.find((n) => n.level === 'error');
    expect(error?.message.cause?.text).toBe('settings: Too many keys');
    expect(error?.timeout).toBe(NOTICE_MS.error);
    expect(version(run)).toBe(2);
    jest.advanceTimersByTime(NOTICE_MS.error);
    await until(() => !notices(run).some((n) => n.startsWith('error:')), 'error gone');

    refuse = false;
    jest.advanceTimersByTime(SYNC_INTERVAL_MS);
    await until(() => stored.version === 3, 'pushed at the next check');
    expect(stored.settings).toEqual({ timeType: 'absolute' });
  });
});

describe('settingsSyncEntry', () => {
  const instance = (version: string, features: string[]) =>
    ({ uri: 'x.test', title: 'X', version, pleroma: { metadata: { features } } }) as unknown as Instance;

  it('stays off, silently, on a server without settings profiles', async () => {
    const run = runSagaInStore(
      settingsSyncEntry,
      stateAfter(tokenObtained({ token: 't' }), instanceLoaded(instance('4.2.1', []))),
    );
    await settle();
    expect(to(PROFILE)).toHaveLength(0);
    expect(run.getState().ui.notices).toEqual([]);
    run.task.cancel();
  });

  it('starts once the instance says Akkoma (akkoma_api), even when the document comes after sign-in', async () => {
    profileServer({ version: 1, settings: {} });
    const run = runSagaInStore(settingsSyncEntry, stateAfter(tokenObtained({ token: 't' })) as RootState);
    await settle();
    expect(to(PROFILE)).toHaveLength(0);
    run.store.dispatch(instanceLoaded(instance('2.7.2 (compatible; Akkoma 3.13.0)', ['pleroma_api', 'akkoma_api'])));
    await until(() => to(PROFILE, 'GET').length === 1, 'profile read');
    run.task.cancel();
  });
});
