// Web push while a member is signed in and has it on (spec 001 §5, §7 Push): the browser's subscription,
// the server's (POST /api/v1/push/subscription with the alerts the server has), the record the worker
// checks pushes against, and the worker's "open this" messages after a click. The "push" chunk loads
// only for members who turned push on (features/push/index.ts).
import type { Action } from '@reduxjs/toolkit';
import { eventChannel } from 'redux-saga';
import { call, fork, put, select, take } from 'typed-redux-saga';
import { selectApiConfig, selectCapabilities } from '../../../selectors/instance';
import { selectSettings } from '../../../selectors/settings';
import { settingChanged } from '../../../slices/settings';
import { navigationRequested } from '../../../slices/ui';
import type { RootState } from '../../../store/rootReducer';
import { subscribePush, unsubscribePush } from '../api/push';
import { pushAlerts } from '../lib/alerts';
import { browserSubscribe, browserUnsubscribe, pushSupported } from '../lib/browserPush';
import { clearPushSession, digestToken, writePushSession } from '../lib/pushSession';
import { applicationServerKey } from '../lib/vapidKey';
import { WORKER_OPEN_MESSAGE } from '../lib/workerMessages';

const pushSettingChanged = (a: Action) =>
  settingChanged.match(a) && (a.payload.key === 'webPushNotifications' || a.payload.key === 'webPushHideContents');

/** Subscribes this browser and the server; false (logged, never shown: spec 001 §8) when it cannot. */
export function* subscribe() {
  const { webPushNotifications, webPushHideContents } = yield* select(selectSettings);
  if (!webPushNotifications) {
    console.warn('Web Push is disabled in config');
    return false;
  }
  const { vapidPublicKey } = yield* select(selectCapabilities);
  const key = vapidPublicKey ? applicationServerKey(vapidPublicKey) : null;
  if (!key) {
    console.warn('VAPID public key is not found');
    return false;
  }
  const token = yield* select((s: RootState) => s.auth.token);
  if (!token) return false;
  try {
    const browser = yield* call(browserSubscribe, key);
    if (typeof browser === 'string') {
      console.warn(`web push is not available here (${browser})`);
      return false;
    }
    const capabilities = yield* select(selectCapabilities);
    const cfg = yield* select(selectApiConfig);
    // The worker's record first: the server may push as soon as it has the subscription, and a push that finds no
    // record is not shown. A refused subscription takes the record back.
    yield* call(writePushSession, {
      tokenDigest: yield* call(digestToken, token),
      hideContents: webPushHideContents,
      apiBase: cfg.baseUrl,
    });
    try {
      yield* call(subscribePush, cfg, browser, pushAlerts(capabilities));
    } catch (error) {
      yield* call(clearPushSession);
      throw error;
    }
    return true;
  } catch (error) {
    console.warn('web push subscription failed:', error instanceof Error ? error.message : error);
    return false;
  }
}

/** The member turned push off: the server's subscription, the browser's and the worker's record go. */
export function* unsubscribe() {
  const cfg = yield* select(selectApiConfig);
  try {
    yield* call(unsubscribePush, cfg);
  } catch (error) {
    console.warn('web push unsubscription failed:', error instanceof Error ? error.message : error);
  }
  try {
    yield* call(browserUnsubscribe);
    yield* call(clearPushSession);
  } catch (error) {
    console.warn('the browser kept its push subscription:', error instanceof Error ? error.message : error);
  }
}

/** A new hide-contents choice reaches the worker's record. */
function* rewriteSession() {
  const token = yield* select((s: RootState) => s.auth.token);
  const { webPushHideContents } = yield* select(selectSettings);
  const cfg = yield* select(selectApiConfig);
  if (!token) return;
  try {
    yield* call(writePushSession, {
      tokenDigest: yield* call(digestToken, token),
      hideContents: webPushHideContents,
      apiBase: cfg.baseUrl,
    });
  } catch (error) {
    console.warn('web push settings not kept:', error instanceof Error ? error.message : error);
  }
}

/** The worker asks an open tab to show what a clicked notification is about (a path of this client). */
function workerMessages() {
  return eventChannel<string>((emit) => {
    const onMessage = (event: MessageEvent) => {
      const data: unknown = event.data;
      if (typeof data !== 'object' || data === null) return;
      const { type, url } = data as Record<string, unknown>;
      if (type === WORKER_OPEN_MESSAGE && typeof url === 'string' && url.startsWith('/') && !url.startsWith('//')) emit(url);
    };
    navigator.serviceWorker.addEventListener('message', onMessage);
    return () => navigator.serviceWorker.removeEventListener('message', onMessage);
  });
}

function* openFromWorker() {
  const channel = yield* call(workerMessages);
  for (;;) {
    const to = yield* take(channel);
    yield* put(navigationRequested({ to }));
  }
}

/** Runs while signed in (the entry ends it at sign-out); follows the two push settings. */
export function* pushSaga() {
  if (!pushSupported()) return;
  yield* fork(openFromWorker);
  let subscribed = false;
  for (;;) {
    const { webPushNotifications } = yield* select(selectSettings);
    if (webPushNotifications && !subscribed) subscribed = yield* call(subscribe);
    else if (!webPushNotifications && subscribed) {
      yield* call(unsubscribe);
      subscribed = false;
    } else if (subscribed) yield* call(rewriteSession);
    yield* take(pushSettingChanged);
  }
}
