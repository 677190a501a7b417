// The browser's side of web push, behind small functions the sagas call (and tests replace).
import type { PushSubscriptionBody } from '../api/push';

/** Why the browser cannot be subscribed; the sagas log it (spec 001 §8: push failures are logged only). */
export type PushUnavailable = 'unsupported' | 'no-worker' | 'permission';

export const pushSupported = (): boolean =>
  typeof navigator !== 'undefined' &&
  'serviceWorker' in navigator &&
  typeof window !== 'undefined' &&
  'PushManager' in window &&
  'Notification' in window;

export const notificationPermission = (): NotificationPermission | null =>
  typeof window !== 'undefined' && 'Notification' in window ? window.Notification.permission : null;

/** The worker's registration at the root scope, once it is active; null when there is none. */
async function registration(): Promise<ServiceWorkerRegistration | null> {
  const found = await navigator.serviceWorker.getRegistration('/');
  if (!found) return null;
  return found.active ? found : navigator.serviceWorker.ready;
}

const base64url = (buffer: ArrayBuffer | null): string =>
  buffer
    ? btoa(String.fromCharCode(...new Uint8Array(buffer)))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '')
    : '';

/** Subscribes this browser (or reuses its subscription when it was made with the same key). */
export async function browserSubscribe(key: Uint8Array<ArrayBuffer>): Promise<PushSubscriptionBody | PushUnavailable> {
  if (!pushSupported()) return 'unsupported';
  if (notificationPermission() !== 'granted') return 'permission';
  const reg = await registration();
  if (!reg) return 'no-worker';
  const existing = await reg.pushManager.getSubscription();
  const sameKey = (sub: PushSubscription) => {
    const own = sub.options.applicationServerKey;
    return own !== null && base64url(own) === base64url(key.buffer);
  };
  // a subscription made for another server key cannot carry this server's pushes
  if (existing && !sameKey(existing)) await existing.unsubscribe();
  const sub =
    existing && sameKey(existing)
      ? existing
      : await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  return { endpoint: sub.endpoint, keys: { p256dh: base64url(sub.getKey('p256dh')), auth: base64url(sub.getKey('auth')) } };
}

/** Ends this browser's subscription, if it has one; true when there was one. */
export async function browserUnsubscribe(): Promise<boolean> {
  if (!pushSupported()) return false;
  const reg = await navigator.serviceWorker.getRegistration('/');
  const sub = await reg?.pushManager.getSubscription();
  if (!sub) return false;
  await sub.unsubscribe();
  return true;
}
