// Web push end to end: the member turns it on, the demo instance records what it would push for a mention,
// the push reaches the service worker (through the DevTools protocol: the browser's push service is out of
// reach here), the worker shows it, and its click opens the post in the tab. Signed out, a push shows nothing.
import type { BrowserContext, CDPSession, Page, Worker } from '@playwright/test';
import { test, expect, posts, resetInstance, signIn } from './support';

test.use({ serviceWorkers: 'allow' });
test.beforeEach(async ({ page }) => resetInstance(page));

interface Sent {
  endpoint: string;
  payload: { notification_id: string; notification_type: string; title: string; body: string };
}

/**
 * The browser's push service cannot be reached from this machine, so PushManager answers with a subscription
 * of its own; everything after it (the server's subscription, the payload, the worker) is real.
 */
async function fakePushService(context: BrowserContext) {
  await context.addInitScript(() => {
    const bytes = (n: number, seed: number) => Uint8Array.from({ length: n }, (_, i) => (i * 7 + seed) % 256).buffer;
    let current: PushSubscription | null = null;
    const make = (options: PushSubscriptionOptionsInit) =>
      ({
        endpoint: 'https://push.example/send/e2e',
        options: { applicationServerKey: options.applicationServerKey, userVisibleOnly: true },
        getKey: (name: string) => (name === 'p256dh' ? bytes(65, 4) : bytes(16, 9)),
        unsubscribe: async () => {
          current = null;
          return true;
        },
      }) as unknown as PushSubscription;
    PushManager.prototype.subscribe = async function subscribe(options?: PushSubscriptionOptionsInit) {
      current = make(options ?? {});
      return current;
    };
    PushManager.prototype.getSubscription = async function getSubscription() {
      return current;
    };
  });
}

/** The worker's registration id, for the DevTools protocol. */
async function registrationId(cdp: CDPSession, origin: string): Promise<string> {
  const found = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL === `${origin}/` && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return found;
}

const shown = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map((n) => ({ title: n.title, body: n.body, data: n.data as unknown }));
  });

/** What the service worker says in its console from now on (a push it could not show, say). */
function workerConsole(context: BrowserContext): string[] {
  const said: string[] = [];
  const listen = (worker: Worker) => worker.on('console', (message) => said.push(message.text()));
  context.serviceWorkers().forEach(listen);
  context.on('serviceworker', listen);
  return said;
}

async function mentionAlice(page: Page, text: string): Promise<string> {
  const res = await page.request.post('/__demo/post', { data: { username: 'bob', status: `@alice ${text}` } });
  expect(res.ok()).toBeTruthy();
  return ((await res.json()) as { id: string }).id;
}

async function lastPush(page: Page): Promise<Sent> {
  let sent: Sent[] = [];
  await expect
    .poll(async () => {
      sent = ((await (await page.request.get('/__demo/push')).json()) as { sent: Sent[] }).sent;
      return sent.length;
    })
    .toBeGreaterThan(0);
  return sent[sent.length - 1];
}

test('a member turns push on; a mention shows a notification whose click opens the post; signed out, nothing shows', async ({
  page,
  context,
  baseURL,
}) => {
  const origin = baseURL ?? '';
  await context.grantPermissions(['notifications'], { origin });
  await fakePushService(context);
  await signIn(page);
  await expect(posts(page).first()).toBeVisible();
  await page.evaluate(() => navigator.serviceWorker.ready);

  // on, from the notifications filter
  const subscribed = page.waitForResponse(
    (r) => r.url().endsWith('/api/v1/push/subscription') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Filter notifications' }).first().click();
  await page.getByRole('checkbox', { name: 'Push notifications, even when the client is closed' }).check();
  const answer = await subscribed;
  expect(answer.ok()).toBeTruthy();
  expect(answer.request().postDataJSON()).toMatchObject({
    subscription: { endpoint: 'https://push.example/send/e2e' },
    data: { alerts: { mention: true, follow: true, favourite: true, reblog: true, move: true } },
  });
  await page.keyboard.press('Escape');

  // bob mentions alice: the instance would push this
  const statusId = await mentionAlice(page, 'are you coming to the picnic?');
  const push = await lastPush(page);
  expect(push.payload).toMatchObject({ notification_type: 'mention', title: 'New Mention' });

  const cdp = await context.newCDPSession(page);
  const registration = await registrationId(cdp, origin);
  const said = workerConsole(context);
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin,
    registrationId: registration,
    data: JSON.stringify(push.payload),
  });
  // a busy machine may take its time starting the worker and showing; what the worker said tells why it did not
  await expect
    .poll(async () => (await shown(page)).length, { timeout: 20_000 })
    .toBe(1)
    .catch((error: Error) => {
      throw new Error(`${error.message}\nthe worker's console: ${said.join(' | ') || '(nothing)'}`);
    });
  const [notification] = await shown(page);
  expect(notification.title).toBe('New Mention');
  expect(notification.body).toContain('are you coming to the picnic?');
  expect(notification.data).toEqual({ url: `/notice/${statusId}` });

  // the click (dispatched in the worker: a test cannot click the system's notification) opens the post here
  const worker = context.serviceWorkers().find((w) => w.url().endsWith('/sw-pleroma.js'));
  expect(worker).toBeDefined();
  await worker?.evaluate(async () => {
    // the worker's own globals (the test program has the page's types only)
    const sw = self as unknown as { registration: ServiceWorkerRegistration; dispatchEvent(event: Event): boolean };
    type NotificationEventClass = new (type: string, init: { notification: Notification }) => Event;
    const { NotificationEvent } = self as unknown as { NotificationEvent: NotificationEventClass };
    const [shownNotification] = await sw.registration.getNotifications();
    sw.dispatchEvent(new NotificationEvent('notificationclick', { notification: shownNotification }));
  });
  await expect(page).toHaveURL(new RegExp(`/notice/${statusId}$`));
  await expect(page.getByRole('article').filter({ hasText: 'are you coming to the picnic?' }).first()).toBeVisible();
  await expect.poll(async () => (await shown(page)).length).toBe(0);

  // signed out: the server's subscription, the browser's and the worker's record are gone, so a late push shows
  // nothing (the worker's check is proven in test/unit/serviceWorker/push.test.ts)
  const ended = page.waitForResponse((r) => r.url().endsWith('/api/v1/push/subscription') && r.request().method() === 'DELETE');
  await page.getByRole('button', { name: 'Log out' }).first().click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Log out' }).click();
  expect((await ended).ok()).toBeTruthy();
  expect(((await (await page.request.get('/__demo/push')).json()) as { subscriptions: unknown[] }).subscriptions).toEqual([]);
  await expect.poll(() => page.evaluate(() => caches.has('fedi-client-push-session'))).toBe(false);
  expect(await page.evaluate(async () => (await navigator.serviceWorker.ready).pushManager.getSubscription())).toBeNull();
});
