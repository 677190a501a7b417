// What the notifications panel, the interactions screen and the follow requests screen show
// (spec 001 §2, §4 "Notifications", §5 "Notification validity", §9). Only the "notifications" chunk imports
// this: the bell and the navigation badges read the count the attention saga keeps in the store.
import { createSelector } from '@reduxjs/toolkit';
import type { NotificationEntity, StatusEntity } from '../../schemas/index';
import type { Settings } from '../../settings/defaults';
import { isNewerId, type InteractionsTab } from './notificationsSlice';
import type { RootState } from '../../store/rootReducer';
import { selectSettings } from '../../selectors/settings';
import { selectNotificationTable } from './notificationEntitiesSlice';
import { selectNotificationsState } from './notificationsSlice';
import { selectFollowRequestsState } from './followRequestsSlice';

/** The kinds the client shows, whatever dialect the server used (Mastodon favourite/reblog). */
export type NotificationKind = 'like' | 'repeat' | 'mention' | 'follow' | 'follow_request' | 'move' | 'poll' | 'emoji_reaction';

const KIND_OF_TYPE: Record<string, NotificationKind> = {
  favourite: 'like',
  like: 'like',
  reblog: 'repeat',
  repeat: 'repeat',
  mention: 'mention',
  follow: 'follow',
  follow_request: 'follow_request',
  move: 'move',
  poll: 'poll',
  'pleroma:emoji_reaction': 'emoji_reaction',
};

/** The kind of a server type, or null for a type this client does not show (an invalid notification). */
export const notificationKind = (type: string): NotificationKind | null => KIND_OF_TYPE[type] ?? null;

/** Kinds that are about a status and are invalid without one (spec 001 §9). */
export const KINDS_NEEDING_STATUS: ReadonlySet<NotificationKind> = /* @__PURE__ */ new Set([
  'like',
  'repeat',
  'mention',
  'emoji_reaction',
  'poll',
]);

/** The notificationVisibility flag (filter popover) that governs each kind. */
export const VISIBILITY_FLAG: Record<NotificationKind, keyof Settings['notificationVisibility']> = {
  like: 'likes',
  repeat: 'repeats',
  mention: 'mentions',
  follow: 'follows',
  follow_request: 'followRequest',
  move: 'moves',
  poll: 'polls',
  emoji_reaction: 'emojiReactions',
};

type Statuses = Record<string, StatusEntity | undefined>;

/**
 * Spec 001 §5: a notification of an unknown type, or of a type that needs a status without one, is
 * invalid. Returns why, or null when valid. Pure; the saga logs, selectors only skip.
 */
export function invalidReason(n: NotificationEntity, statuses: Statuses): string | null {
  const kind = notificationKind(n.type);
  if (!kind) return `unknown type ${n.type}`;
  if (KINDS_NEEDING_STATUS.has(kind) && (!n.status || !statuses[n.status])) return `${n.type} without a status`;
  if (kind === 'move' && !n.target) return 'move without a target';
  return null;
}

/** Whether the filter popover lets this kind through (a flag missing from stored settings counts as on). */
export const kindVisible = (kind: NotificationKind, visibility: Partial<Settings['notificationVisibility']> | undefined) =>
  visibility?.[VISIBILITY_FLAG[kind]] !== false;

/**
 * Seen: the read marker covers it, or the server said so (Pleroma's is_seen). Without is_seen a notification newer
 * than a known read marker (the read button's, or the server's /api/v1/markers: features/warmStart) is unseen;
 * with no marker known at all, seen.
 */
export function isSeen(n: NotificationEntity, seenMaxId: string | null): boolean {
  if (seenMaxId && !isNewerId(n.id, seenMaxId)) return true;
  return typeof n.pleroma?.is_seen === 'boolean' ? n.pleroma.is_seen : seenMaxId === null;
}

export { selectNotificationsState };
export const selectNotificationEntities = (s: RootState) => selectNotificationTable(s).entities;
/** One notification entity (rows select their own). */
export const selectNotification = (s: RootState, id: string): NotificationEntity | undefined =>
  selectNotificationTable(s).entities[id];

const selectStatuses = (s: RootState) => s.entities.statuses.entities as Statuses;
const selectVisibility = /* @__PURE__ */ createSelector([selectSettings], (settings) => settings.notificationVisibility);

/** Valid notifications from a list of ids, newest first (entities gone with a deleted status are skipped). */
function validOf(ids: string[], entities: Record<string, NotificationEntity | undefined>, statuses: Statuses) {
  return ids.flatMap((id) => {
    const n = entities[id];
    return n && invalidReason(n, statuses) === null ? [n] : [];
  });
}

/** The panel's notifications that pass the validity check and the filter popover, newest first. */
export const selectFilteredNotifications = /* @__PURE__ */ createSelector(
  [(s: RootState) => selectNotificationsState(s).ids, selectNotificationEntities, selectStatuses, selectVisibility],
  (ids, entities, statuses, visibility): NotificationEntity[] =>
    validOf(ids, entities, statuses).filter((n) => kindVisible(notificationKind(n.type) as NotificationKind, visibility)),
);

/** Ids of the unseen ones among the filtered (for the badge, the title and the read button). */
export const selectUnseenNotificationIds = /* @__PURE__ */ createSelector(
  [selectFilteredNotifications, (s: RootState) => selectNotificationsState(s).seenMaxId],
  (list, seenMaxId): string[] => list.filter((n) => !isSeen(n, seenMaxId)).map((n) => n.id),
);

/** The unseen badge's number (sagas/notificationsAttention.ts copies it into the store for the eager badges). */
export const selectUnseenCount = (s: RootState): number => selectUnseenNotificationIds(s).length;

/** Whether one notification counts as seen (rows style unseen ones). */
export const selectIsNotificationSeen = (s: RootState, id: string): boolean => {
  const n = selectNotificationTable(s).entities[id];
  return !n || isSeen(n, selectNotificationsState(s).seenMaxId);
};

/**
 * What the panel shows, newest first: every unseen notification plus the first `seenShown` seen ones
 * (30 at first, 20 more per "load more"; spec 001 §9).
 */
export const selectVisibleNotifications = /* @__PURE__ */ createSelector(
  [
    selectFilteredNotifications,
    (s: RootState) => selectNotificationsState(s).seenMaxId,
    (s: RootState) => selectNotificationsState(s).seenShown,
  ],
  (list, seenMaxId, seenShown): NotificationEntity[] => {
    let seen = 0;
    return list.filter((n) => {
      if (!isSeen(n, seenMaxId)) return true;
      seen += 1;
      return seen <= seenShown;
    });
  },
);

/** The panel's ids, for a list that renders rows by id. */
export const selectVisibleNotificationIds = /* @__PURE__ */ createSelector([selectVisibleNotifications], (list) =>
  list.map((n) => n.id),
);

/** "Load more" has something to show: seen ones held but not shown, or the server may have older ones. */
export const selectCanLoadMoreNotifications = (s: RootState): boolean => {
  if (!selectNotificationsState(s).bottomedOut) return true;
  return selectFilteredNotifications(s).length > selectVisibleNotifications(s).length;
};

/** The sender is muted by the viewer: the row is collapsed behind an unmute toggle (spec 001 §2). */
export const selectNotificationSenderMuted = (s: RootState, id: string): boolean => {
  const n = selectNotificationTable(s).entities[id];
  if (!n) return false;
  return !!s.entities.relationships.entities[n.account]?.muting || n.pleroma?.is_muted === true;
};

/** One interactions tab: its valid notifications (newest first) and paging state. Takes (state, tab). */
export const selectInteractions = /* @__PURE__ */ createSelector(
  [
    (s: RootState, tab: InteractionsTab) => selectNotificationsState(s).interactions[tab],
    selectNotificationEntities,
    selectStatuses,
    (s: RootState) => selectNotificationsState(s).dismissed,
  ],
  (list, entities, statuses, dismissed) => {
    const gone = new Set(dismissed);
    return {
      notifications: validOf(list.ids, entities, statuses).filter((n) => !gone.has(n.id)),
      loading: list.loading,
      error: list.error,
      bottomedOut: list.bottomedOut,
      loaded: list.loaded,
    };
  },
);

/** The follow requests screen's requesters (account ids). */
export const selectFollowRequests = (s: RootState): string[] => selectFollowRequestsState(s).ids;
/** The count badge in the side drawer and navigation panel. */
export const selectFollowRequestCount = (s: RootState): number => selectFollowRequestsState(s).ids.length;
/** The follow requests list's loading state. */
export { selectFollowRequestsState };
/** A requester whose deny is on its way (buttons disabled). */
export const selectFollowRequestPending = (s: RootState, accountId: string): boolean =>
  selectFollowRequestsState(s).pending.includes(accountId);
