// The worker's side of web push (features/push/lib/pushHandling.ts), given the worker's real abilities.
import { readPushSession } from '../features/push/lib/pushSession';
import type { FetchedNotification } from '../features/push/lib/pushDisplay';
import { handleClick, handlePush, type WorkerAbilities } from '../features/push/lib/pushHandling';

/** How long the worker waits for the notification itself before showing what the push carried. */
const FETCH_WAIT_MS = 4000;

/** The notification, asked with the push's own token; never cached (it answers with a token). */
async function fetchNotification(apiBase: string, id: string, token: string): Promise<FetchedNotification | null> {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), FETCH_WAIT_MS);
  try {
    const res = await fetch(`${apiBase.replace(/\/+$/, '')}/api/v1/notifications/${encodeURIComponent(id)}`, {
      headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
      cache: 'no-store',
      signal: abort.signal,
    });
    if (!res.ok) return null;
    const body: unknown = await res.json();
    return typeof body === 'object' && body !== null ? body : null;
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}

type BadgeNavigator = WorkerNavigator & { setAppBadge?: (n?: number) => Promise<void>; clearAppBadge?: () => Promise<void> };

function abilities(sw: ServiceWorkerGlobalScope): WorkerAbilities {
  const nav = sw.navigator as BadgeNavigator;
  return {
    readSession: readPushSession,
    fetchNotification,
    show: ({ title, options }) => sw.registration.showNotification(title, options),
    shownCount: async () => (await sw.registration.getNotifications()).length,
    // the app badge counts the notifications on show, where the browser has badges
    setBadge: async (count) => {
      if (!nav.setAppBadge || !nav.clearAppBadge) return;
      await (count > 0 ? nav.setAppBadge(count) : nav.clearAppBadge()).catch(() => undefined);
    },
    tabs: () => sw.clients.matchAll({ type: 'window', includeUncontrolled: true }),
    openTab: async (url) => {
      await sw.clients.openWindow(url);
    },
  };
}

/** A browser refuses waitUntil for an event it did not fire itself (a test's click): the work runs anyway. */
function keepAlive(event: ExtendableEvent, work: Promise<unknown>): void {
  try {
    event.waitUntil(work);
  } catch {
    void work;
  }
}

export function installPushHandlers(sw: ServiceWorkerGlobalScope): void {
  const can = abilities(sw);
  sw.addEventListener('push', (event) => {
    let raw: unknown = null;
    try {
      raw = event.data?.json();
    } catch {
      return;
    }
    // a push the browser would not show is said in the worker's console (never its token)
    const shown = handlePush(can, raw).catch((error: unknown) => {
      console.warn('[push] not shown:', error instanceof Error ? `${error.name}: ${error.message}` : String(error));
    });
    keepAlive(event, shown);
  });
  sw.addEventListener('notificationclick', (event) => {
    event.notification.close();
    keepAlive(event, handleClick(can, event.notification.data));
  });
}
