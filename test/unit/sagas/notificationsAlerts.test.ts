// Desktop alerts: the rules (kind, seen, filter, muted mention) and the silencing after start and after
// the socket joins, with a fake Notification API.
import type { UnknownAction } from '@reduxjs/toolkit';
import { http, HttpResponse } from 'msw';
import {
  ALERT_SILENCE_MS,
  PUSH_GRACE_MS,
  shouldAlert,
  type AlertInputs,
} from '../../../src/features/notifications/sagas/notificationsAlerts';
import { settingChanged } from '../../../src/slices/settings';
import { fork } from 'redux-saga/effects';
import { runFlows } from '../../../src/store/runFlows';
import {
  NOTIFICATIONS_POLL_MS,
  notificationFlows,
  notificationsBackground,
} from '../../../src/features/notifications/sagas/notificationsFlows';
import { normalizeRelationships, type NotificationEntity } from '../../../src/schemas';
import { normalizeNotification } from '../../../src/features/notifications/notificationSchemas';
import { clientDefaults } from '../../../src/settings/defaults';
import { loginSucceeded, tokenObtained } from '../../../src/slices/auth';
import { entitiesImported } from '../../../src/slices/entities';
import { streamJoined, streamNotificationReceived } from '../../../src/features/streaming/streamingSlice';
import { accountFactory, importAccount, stateAfter, statusFactory } from '../../support/factories';
import { notificationFactory, type RawNotification } from '../../support/notificationFactory';
import { createTestServer } from '../../support/server';
import { runSagaInStore, settle, until, useSagaFakeTimers } from '../../support/sagaStore';
import { selectFollowRequestsState } from '../../../src/features/notifications/followRequestsSlice';
import { selectNotificationsState } from '../../../src/features/notifications/notificationsSlice';

const { server, to } = createTestServer();
const LIST = '/api/v1/notifications';

class FakeNotification {
  static permission: NotificationPermission = 'granted';
  static requestPermission = jest.fn(async () => FakeNotification.permission);
  static shown: FakeNotification[] = [];
  onclick: (() => void) | null = null;
  close = jest.fn();
  constructor(
    readonly title: string,
    readonly options: NotificationOptions = {},
  ) {
    FakeNotification.shown.push(this);
  }
}

beforeAll(() => {
  Object.defineProperty(window, 'Notification', { configurable: true, writable: true, value: FakeNotification });
});
beforeEach(() => {
  FakeNotification.shown = [];
  FakeNotification.permission = 'granted';
});

/** Rule inputs from a raw notification, with everything else default. */
function inputs(raw: RawNotification, change: Partial<AlertInputs> = {}): AlertInputs {
  const normalized = normalizeNotification(raw);
  return {
    notification: normalized.entities.notifications[normalized.result!] as NotificationEntity,
    statuses: normalized.entities.statuses,
    accounts: normalized.entities.accounts,
    relationships: {},
    settings: clientDefaults,
    seenMaxId: null,
    me: 'me',
    ...change,
  };
}

describe('alert rules', () => {
  it.each(['favourite', 'reblog', 'mention', 'poll', 'pleroma:emoji_reaction'])('%s alerts', (type) => {
    expect(shouldAlert(inputs(notificationFactory('1', type, { emoji: '🎉' })))).toBe(true);
  });

  it.each(['follow', 'follow_request', 'move'])('%s does not', (type) => {
    expect(shouldAlert(inputs(notificationFactory('1', type)))).toBe(false);
  });

  it('not when already seen, by the server or the read marker', () => {
    expect(shouldAlert(inputs(notificationFactory('5', 'favourite', { seen: true })))).toBe(false);
    expect(shouldAlert(inputs(notificationFactory('5', 'favourite'), { seenMaxId: '6' }))).toBe(false);
  });

  it('not when its kind is switched off', () => {
    const settings = { ...clientDefaults, notificationVisibility: { ...clientDefaults.notificationVisibility, likes: false } };
    expect(shouldAlert(inputs(notificationFactory('1', 'favourite'), { settings }))).toBe(false);
    expect(shouldAlert(inputs(notificationFactory('1', 'reblog'), { settings }))).toBe(true);
  });

  it('not for a mention whose author is muted, or that hits a mute word', () => {
    const author = accountFactory({ id: 'loud' });
    const raw = notificationFactory('1', 'mention', {
      account: author,
      status: statusFactory({ account: author, content: '<p>buy crypto now</p>' }),
    });
    const muting = normalizeRelationships([{ id: 'loud', muting: true }]).entities.relationships;
    expect(shouldAlert(inputs(raw, { relationships: muting }))).toBe(false);
    const settings = { ...clientDefaults, muteWords: ['crypto'] };
    expect(shouldAlert(inputs(raw, { settings }))).toBe(false);
    expect(shouldAlert(inputs(raw))).toBe(true);
  });

  it('not for an invalid one', () => {
    expect(shouldAlert(inputs(notificationFactory('1', 'favourite', { status: null })))).toBe(false);
  });
});

describe('silencing', () => {
  beforeEach(() => useSagaFakeTimers(Date.parse('2024-06-01T12:00:00Z')));
  afterEach(() => jest.useRealTimers());

  const me = accountFactory({ id: 'me', locked: false });
  const liker = accountFactory({ id: 'liker', display_name: 'Lia' });

  /** Moves the fake clock in the worker checks' steps, letting each check's promise settle. */
  async function passTime(ms: number) {
    for (let passed = 0; passed < ms; passed += 250) {
      jest.advanceTimersByTime(250);
      await settle();
    }
  }

  function stream(run: ReturnType<typeof runSagaInStore>, raw: RawNotification) {
    const normalized = normalizeNotification(raw);
    run.store.dispatch(entitiesImported(normalized.entities));
    run.store.dispatch(streamNotificationReceived({ id: normalized.result! }));
  }

  it('is quiet for 10 s after start and after the socket joins, then alerts with the sender and the post', async () => {
    let all = [notificationFactory('100', 'favourite', { account: liker })];
    server.use(http.get(LIST, () => HttpResponse.json(all)));
    const run = runSagaInStore(
      notificationsBackground,
      stateAfter(tokenObtained({ token: 't' }), importAccount(me), loginSucceeded({ me: 'me' })),
    );
    await until(() => selectNotificationsState(run.getState()).loaded, 'first page');
    await settle();
    expect(FakeNotification.shown).toHaveLength(0); // silenced at start

    all = [notificationFactory('101', 'favourite', { account: liker }), ...all];
    jest.advanceTimersByTime(NOTIFICATIONS_POLL_MS);
    await until(() => FakeNotification.shown.length === 1, 'alert after the silence');
    expect(FakeNotification.shown[0].title).toBe('Lia liked your post');
    expect(FakeNotification.shown[0].options).toMatchObject({ body: 'status st-101', tag: '101' });

    run.store.dispatch(streamJoined());
    await until(() => to(LIST).length === 3, 'catch-up after joining');
    stream(run, notificationFactory('102', 'favourite', { account: liker }));
    await settle();
    expect(FakeNotification.shown).toHaveLength(1); // silenced after the join

    jest.advanceTimersByTime(ALERT_SILENCE_MS + 1);
    stream(run, notificationFactory('103', 'mention', { account: liker }));
    await until(() => FakeNotification.shown.length === 2, 'alert from the socket');
    expect(FakeNotification.shown[1].title).toBe('Lia mentioned you');

    // Clicking an alert opens the post it is about.
    FakeNotification.shown[1].onclick?.();
    await until(() => run.getState().ui.navigation?.to === '/notice/st-103', 'navigation to the post');
    run.task.cancel();
  });

  it('never without permission', async () => {
    FakeNotification.permission = 'denied';
    server.use(http.get(LIST, () => HttpResponse.json([])));
    const run = runSagaInStore(notificationsBackground, stateAfter(tokenObtained({ token: 't' }), loginSucceeded({ me: 'me' })));
    await until(() => selectNotificationsState(run.getState()).loaded, 'first page');
    jest.advanceTimersByTime(ALERT_SILENCE_MS + 1);
    stream(run, notificationFactory('200', 'favourite', { account: liker }));
    await settle();
    expect(FakeNotification.shown).toHaveLength(0);
    run.task.cancel();
  });

  /** A service worker registration whose notifications on show are the tags in `shows`. */
  function fakeWorker(shows: Set<string>) {
    const getNotifications = jest.fn(async ({ tag }: { tag: string }) => (shows.has(tag) ? [{ tag }] : []));
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { getRegistration: async () => ({ getNotifications }) },
    });
    return getNotifications;
  }

  /** A signed-in member's alerts, past the first page and its silence. */
  async function alertsRunning(...more: UnknownAction[]) {
    server.use(http.get(LIST, () => HttpResponse.json([])));
    const run = runSagaInStore(
      notificationsBackground,
      stateAfter(tokenObtained({ token: 't' }), loginSucceeded({ me: 'me' }), ...more),
    );
    await until(() => selectNotificationsState(run.getState()).loaded, 'first page');
    jest.advanceTimersByTime(ALERT_SILENCE_MS + 1);
    return run;
  }

  describe('beside a service worker', () => {
    afterEach(() => {
      delete (navigator as { serviceWorker?: unknown }).serviceWorker;
    });

    it('not again for one the service worker already shows (its web push came first)', async () => {
      const getNotifications = fakeWorker(new Set(['301']));
      const run = await alertsRunning();
      stream(run, notificationFactory('301', 'mention', { account: liker }));
      stream(run, notificationFactory('302', 'mention', { account: liker }));
      await until(() => FakeNotification.shown.length === 1, 'the alert the worker does not show');
      expect(FakeNotification.shown[0].options).toMatchObject({ tag: '302' });
      expect(getNotifications).toHaveBeenCalledWith({ tag: '301' });
      run.task.cancel();
    });

    it('with web push on, waits for the worker: none for a push it showed (even closed since), its own after the grace', async () => {
      const workerShows = new Set<string>();
      fakeWorker(workerShows);
      const run = await alertsRunning(settingChanged('webPushNotifications', true));
      stream(run, notificationFactory('401', 'mention', { account: liker }));
      stream(run, notificationFactory('402', 'mention', { account: liker }));
      await settle();
      expect(FakeNotification.shown).toHaveLength(0); // nothing at once
      // the push for 401 shows a second later, and the reader clicks it away before the grace ends
      workerShows.add('401');
      await passTime(1_000);
      workerShows.delete('401');
      await passTime(PUSH_GRACE_MS);
      await until(() => FakeNotification.shown.length === 1, 'the alert no push came for');
      expect(FakeNotification.shown[0].options).toMatchObject({ tag: '402' });
      run.task.cancel();
    });
  });

  it('a locked account asks for its follow requests at start', async () => {
    server.use(
      http.get(LIST, () => HttpResponse.json([])),
      http.get('/api/v1/follow_requests', () => HttpResponse.json([accountFactory({ id: 'asker' })])),
    );
    const locked = accountFactory({ id: 'me', locked: true });
    const run = runSagaInStore(
      function* () {
        yield fork(notificationsBackground);
        yield* runFlows(notificationFlows);
      },
      stateAfter(tokenObtained({ token: 't' }), importAccount(locked), loginSucceeded({ me: 'me' })),
    );
    await until(() => selectFollowRequestsState(run.getState()).loaded, 'follow requests');
    expect(selectFollowRequestsState(run.getState()).ids).toEqual(['asker']);
    run.task.cancel();
  });
});
