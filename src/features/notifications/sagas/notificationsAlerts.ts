// Desktop notifications (spec 001 §4 "Notifications", §9): like, mention, repeat, emoji reaction and
// poll; skipped when seen, when the kind is filtered out, or when a mention's status is muted; silenced
// for 10 s after start and after the socket joins. Part of the lazy "notifications" chunk.
import { createIntl, type IntlShape } from 'react-intl';
import { call, delay, select, spawn } from 'typed-redux-saga';
import { detectLanguage, toLocaleTag } from '../../../i18n/languages';
import { loadMessages, type Messages } from '../../../i18n/loadMessages';
import type { AccountEntity, NotificationEntity, RelationshipEntity, StatusEntity } from '../../../schemas/index';
import type { Settings } from '../../../settings/defaults';
import { computeMuteState } from '../../../selectors/muteRules';
import { invalidReason, isSeen, kindVisible, notificationKind, type NotificationKind } from '../notificationsSelectors';
import { selectSettings } from '../../../selectors/settings';
import type { RootState } from '../../../store/rootReducer';
import { selectNotificationTable } from '../notificationEntitiesSlice';
import { selectNotificationsState } from '../notificationsSlice';
import { htmlToText } from '../../../utils/htmlText';

/** Desktop alerts are silenced this long after start and after the socket joins (spec 001 §9). */
export const ALERT_SILENCE_MS = 10_000;

/**
 * With web push on, how long the page waits for the worker's notification before showing its own, looking every
 * PUSH_CHECK_MS. Both carry the notification's id as their tag and the second replaces the first: shown at once, the
 * page's alert could take the place of the worker's (which stays clickable once this tab is gone). Longer than the
 * worker's own wait for the notification (serviceWorker/push.ts, 4 s).
 */
export const PUSH_GRACE_MS = 6_000;
const PUSH_CHECK_MS = 500;

/** Kinds that raise a desktop notification (spec 001 §9). */
export const DESKTOP_KINDS: ReadonlySet<NotificationKind> = new Set(['like', 'mention', 'repeat', 'emoji_reaction', 'poll']);

/** When alerts may sound again (a mutable clock shared by the background saga). */
export interface Silence {
  until: number;
}

/** What the rules read from the store for one notification. */
export interface AlertInputs {
  notification: NotificationEntity;
  statuses: Record<string, StatusEntity | undefined>;
  accounts: Record<string, AccountEntity | undefined>;
  relationships: Record<string, RelationshipEntity | undefined>;
  settings: Settings;
  seenMaxId: string | null;
  me: string | null;
}

/** Whether a new notification raises a desktop alert (pure). */
export function shouldAlert(i: AlertInputs): boolean {
  const n = i.notification;
  const kind = notificationKind(n.type);
  if (!kind || !DESKTOP_KINDS.has(kind) || invalidReason(n, i.statuses) !== null) return false;
  if (isSeen(n, i.seenMaxId)) return false;
  if (!kindVisible(kind, i.settings.notificationVisibility)) return false;
  if (kind === 'mention' && n.status) {
    const status = i.statuses[n.status];
    const author = status ? i.accounts[status.account] : undefined;
    const mute = computeMuteState({
      entry: status,
      status,
      author,
      me: i.me,
      relationships: i.relationships,
      settings: i.settings,
      profileId: undefined,
      inConversation: false,
      compact: false,
    });
    if (mute.muted) return false;
  }
  return true;
}

const MESSAGE_OF_KIND: Partial<Record<NotificationKind, string>> = {
  like: 'notifications.liked',
  repeat: 'notifications.repeated',
  mention: 'notifications.mentioned',
  poll: 'notifications.poll_ended',
  emoji_reaction: 'notifications.reacted',
};

let intlPromise: Promise<IntlShape> | null = null;
/** The interface language's messages, loaded once (the same chunk the screens use). */
function getIntl(): Promise<IntlShape> {
  intlPromise ??= (async () => {
    const lang = detectLanguage(document.cookie, navigator.languages ?? []);
    const messages: Messages = await loadMessages(lang);
    return createIntl({ locale: toLocaleTag(lang), defaultLocale: 'en', messages, onError: () => {} });
  })();
  return intlPromise;
}

/** Title, body and icon of the desktop notification. */
export function alertContent(intl: IntlShape, i: AlertInputs): { title: string; body: string; icon?: string } {
  const n = i.notification;
  const account = i.accounts[n.account];
  const name = account?.display_name || account?.acct || '';
  const id = MESSAGE_OF_KIND[notificationKind(n.type) as NotificationKind] ?? 'notifications.title';
  const title = intl.formatMessage({ id }, { name, emoji: n.emoji ?? '' });
  const status = n.status ? i.statuses[n.status] : undefined;
  const body = status ? (status.spoiler_text || htmlToText(status.content)).slice(0, 200) : '';
  return { title, body, icon: account?.avatar || undefined };
}

/** The browser may show desktop notifications (API present, permission granted). */
export const alertsAllowed = (): boolean =>
  typeof window !== 'undefined' && 'Notification' in window && window.Notification.permission === 'granted';

/** Asked once after sign-in, as Pleroma-FE does; browsers that want a gesture just keep 'default'. */
export function requestAlertPermission(): void {
  if (typeof window === 'undefined' || !('Notification' in window)) return;
  if (window.Notification.permission !== 'default') return;
  try {
    void Promise.resolve(window.Notification.requestPermission()).catch(() => {});
  } catch {
    // old callback-only implementations, or refused outright
  }
}

/** Where clicking the alert takes the reader: the post it is about (every alerted kind has one). */
export const alertTarget = (i: AlertInputs): string | null => (i.notification.status ? `/notice/${i.notification.status}` : null);

/** Whether the service worker already shows this notification (a web push, tagged with its id). */
async function shownByWorker(tag: string): Promise<boolean> {
  try {
    const registration = await navigator.serviceWorker?.getRegistration();
    return registration ? (await registration.getNotifications({ tag })).length > 0 : false;
  } catch {
    return false;
  }
}

/** The worker showed this notification within the grace (it may be closed again by then: a click on it). */
function* shownByWorkerWithin(tag: string) {
  for (let waited = 0; waited < PUSH_GRACE_MS; waited += PUSH_CHECK_MS) {
    if (yield* call(shownByWorker, tag)) return true;
    yield* delay(PUSH_CHECK_MS);
  }
  return yield* call(shownByWorker, tag);
}

/** The page's own alert, once the worker has had its grace to show the push for it. */
function* showAfterPushGrace(i: AlertInputs, open: (path: string) => void) {
  if (yield* shownByWorkerWithin(i.notification.id)) return;
  yield* showOrWarn(i, open);
}

function* showOrWarn(i: AlertInputs, open: (path: string) => void) {
  try {
    yield* call(show, i, open);
  } catch (error) {
    console.warn('[notifications] desktop notification failed:', error instanceof Error ? error.message : error);
  }
}

async function show(i: AlertInputs, open: (path: string) => void): Promise<void> {
  // the push came first: its notification stays (this one would replace it under the same tag), nothing pops twice
  if (await shownByWorker(i.notification.id)) return;
  const intl = await getIntl();
  const { title, body, icon } = alertContent(intl, i);
  const alert = new window.Notification(title, { body, icon, tag: i.notification.id });
  const target = alertTarget(i);
  alert.onclick = () => {
    window.focus();
    if (target) open(target);
    alert.close?.();
  };
}

/** Ids already alerted (the socket and a poll can both bring one). */
const alerted = new Set<string>();

/** Alerts for notifications new to the client, unless silenced or the rules say no. */
export function* alertNew(ids: string[], silence: Silence, open: (path: string) => void, now: () => number = Date.now) {
  const fresh = ids.filter((id) => !alerted.has(id));
  for (const id of fresh) alerted.add(id);
  if (fresh.length === 0 || now() < silence.until || !alertsAllowed()) return;
  const state = yield* select((s: RootState) => s);
  const base = {
    statuses: state.entities.statuses.entities,
    accounts: state.entities.accounts.entities,
    relationships: state.entities.relationships.entities,
    settings: selectSettings(state),
    seenMaxId: selectNotificationsState(state).seenMaxId,
    me: state.auth.me,
  };
  for (const id of fresh) {
    const notification = selectNotificationTable(state).entities[id];
    if (!notification) continue;
    const inputs: AlertInputs = { ...base, notification };
    if (!shouldAlert(inputs)) continue;
    // detached: the poll that brought it goes on meanwhile
    if (base.settings.webPushNotifications) yield* spawn(showAfterPushGrace, inputs, open);
    else yield* showOrWarn(inputs, open);
  }
}
