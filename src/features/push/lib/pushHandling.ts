// The worker's answers to a push and to a click, over the few worker abilities they need (so they run in
// tests without a worker; src/serviceWorker/push.ts gives them the real ones).
import { digestToken, type PushSession } from './pushSession';
import { pushDisplay, readPayload, type FetchedNotification, type PushDisplay } from './pushDisplay';
import { WORKER_OPEN_MESSAGE } from './workerMessages';

/** An open tab of this client. */
export interface Tab {
  focused: boolean;
  postMessage(message: unknown): void;
  focus(): Promise<unknown>;
}

export interface WorkerAbilities {
  readSession(): Promise<PushSession | null>;
  /** GET {apiBase}/api/v1/notifications/{id} with the push's token; null when it fails */
  fetchNotification(apiBase: string, id: string, token: string): Promise<FetchedNotification | null>;
  show(display: PushDisplay): Promise<void>;
  /** how many of our notifications are on show */
  shownCount(): Promise<number>;
  setBadge(count: number): Promise<void>;
  tabs(): Promise<readonly Tab[]>;
  openTab(url: string): Promise<void>;
}

/** Shows a push for the member signed in here; returns whether it showed anything. */
export async function handlePush(can: WorkerAbilities, raw: unknown): Promise<boolean> {
  const payload = readPayload(raw);
  const session = await can.readSession();
  // signed out, or a push for another account's token: nothing to show
  if (!payload || !session || (await digestToken(payload.access_token)) !== session.tokenDigest) return false;
  const fetched = await can.fetchNotification(session.apiBase, payload.notification_id, payload.access_token);
  await can.show(pushDisplay(payload, fetched, session.hideContents));
  await can.setBadge(await can.shownCount());
  return true;
}

/** The path a shown notification leads to (only a path of this client). */
function targetOf(data: unknown): string {
  const url = typeof data === 'object' && data !== null ? (data as { url?: unknown }).url : undefined;
  return typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') ? url : '/';
}

/** A click: an open tab is told where to go (its router takes it there) and focused; else a tab opens there. */
export async function handleClick(can: WorkerAbilities, data: unknown): Promise<void> {
  const url = targetOf(data);
  const tabs = await can.tabs();
  const tab = tabs.find((t) => t.focused) ?? tabs[0];
  if (tab) {
    // nothing the member typed in that tab is lost to a reload
    tab.postMessage({ type: WORKER_OPEN_MESSAGE, url });
    await tab.focus().catch(() => undefined);
  } else {
    await can.openTab(url);
  }
  await can.setBadge(await can.shownCount());
}
