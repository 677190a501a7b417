// Recording notifications at run time (from /__demo/* interactions and mentions in new posts).
import type { DemoState, Notification, NotificationType, Status } from './model';

export interface NewNotification {
  type: NotificationType;
  to: string;
  from: string;
  statusId: string | null;
  emoji?: string | null;
}

type Listener = (state: DemoState, notification: Notification) => void;
const listeners = new Set<Listener>();

/**
 * Called for every notification recorded (the streaming API sends it to the recipient's sockets);
 * returns the unsubscribe function.
 */
export function onNotificationAdded(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Adds a notification unless it would go to its own sender or to a remote account; returns it when added. */
export function addNotification(state: DemoState, input: NewNotification): Notification | null {
  if (input.to === input.from || state.accounts.get(input.to)?.domain !== null) return null;
  state.serials.notification += 1;
  const now = Date.now();
  const notification: Notification = {
    id: state.ids.notification?.(now, input.type, state.serials.notification) ?? String(state.serials.notification),
    type: input.type,
    accountId: input.to,
    fromAccountId: input.from,
    statusId: input.statusId,
    emoji: input.emoji ?? null,
    createdAt: now,
    seen: false,
  };
  state.notifications.push(notification);
  for (const listener of listeners) listener(state, notification);
  return notification;
}

/** A new post notifies everyone it mentions. */
export function notifyMentions(state: DemoState, status: Status): Notification[] {
  if (status.reblogOfId) return [];
  return status.mentionIds.flatMap(
    (to) => addNotification(state, { type: 'mention', to, from: status.accountId, statusId: status.id }) ?? [],
  );
}

/** Like Pleroma, deleting a post takes its notifications with it. */
export function dropStatusNotifications(state: DemoState, statusIds: string[]): void {
  state.notifications = state.notifications.filter((n) => n.statusId === null || !statusIds.includes(n.statusId));
}
