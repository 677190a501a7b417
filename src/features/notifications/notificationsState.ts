// The notifications feature's state shapes and stand-in reducers, small enough for the first bundle (like
// slices/profilesState.ts). The real slices (slices/notifications.ts, slices/followRequests.ts and
// slices/entities/notifications.ts) come with the "notifications" chunk and plug themselves in when it is
// evaluated: at sign-in, before the first fetch (sagas/notificationsEntry.ts), or with a screen that sends
// their actions. Until then nothing reads more than the initial state, and the bell and navigation
// entries read only the unseen count and the follow requests' ids.
import type { EntityState } from '@reduxjs/toolkit';
import { standIn } from '../../slices/standIn';
import type { NotificationEntity } from '../../schemas/index';

/** Seen notifications shown at first, and after the panel closes or everything is read (spec 001 §9). */
export const SEEN_SHOWN_INITIAL = 30;

/** The interactions screen's tabs (spec 000 "Interactions screen"). */
export type InteractionsTab = 'mentions' | 'likesRepeats' | 'follows' | 'moves';

export interface InteractionsList {
  /** newest first */
  ids: string[];
  loading: boolean;
  error: boolean;
  /** the server returned no older ones */
  bottomedOut: boolean;
  /** the first page has arrived */
  loaded: boolean;
}

export interface NotificationsState {
  /** the panel's notifications, newest first (may hold invalid or filtered ones: selectors decide) */
  ids: string[];
  /**
   * Everything up to this id is seen (the read button's max_id), whatever the entity says. Servers
   * without Pleroma's `is_seen` flag rely on it alone.
   */
  seenMaxId: string | null;
  /** how many seen notifications the panel shows below the unseen ones */
  seenShown: number;
  /** the first fetch has answered (even with an error: the panel then offers "load more" to try again) */
  loaded: boolean;
  /** an older page is on its way */
  loadingOlder: boolean;
  /** the last fetch failed (the panel keeps what it had) */
  error: boolean;
  /** the server returned no older notifications */
  bottomedOut: boolean;
  /** dismissed by the reader: never shown again, even if a poll brings them back */
  dismissed: string[];
  /** how many panels are on screen (column, sidebar, route, drawer); the page resets when the last closes */
  openPanels: number;
  interactions: Record<InteractionsTab, InteractionsList>;
  /**
   * The unseen badge's number, kept by the lazy attention saga (selectUnseenCount) so the bell and the
   * navigation entries need none of the selectors in the first bundle.
   */
  unseen: number;
}

export interface FollowRequestsState {
  /** the requesters' account ids, as the server lists them */
  ids: string[];
  loading: boolean;
  /** the list has been fetched once */
  loaded: boolean;
  error: boolean;
  /** requesters whose deny is on its way (their buttons wait) */
  pending: string[];
}

export type NotificationEntitiesState = EntityState<NotificationEntity, string>;

const emptyInteractions = (): InteractionsList => ({ ids: [], loading: false, error: false, bottomedOut: false, loaded: false });

export const initialNotificationsState: NotificationsState = {
  ids: [],
  seenMaxId: null,
  seenShown: SEEN_SHOWN_INITIAL,
  loaded: false,
  loadingOlder: false,
  error: false,
  bottomedOut: false,
  dismissed: [],
  openPanels: 0,
  interactions: {
    mentions: emptyInteractions(),
    likesRepeats: emptyInteractions(),
    follows: emptyInteractions(),
    moves: emptyInteractions(),
  },
  unseen: 0,
};

export const initialFollowRequestsState: FollowRequestsState = {
  ids: [],
  loading: false,
  loaded: false,
  error: false,
  pending: [],
};

export const initialNotificationEntities: NotificationEntitiesState = { ids: [], entities: {} };

/** Registered in store/rootReducer.ts; slices/notifications.ts injects the real one. */
export const [notificationsReducer, injectNotificationsReducer] = standIn(initialNotificationsState);
/** Registered in store/rootReducer.ts; slices/followRequests.ts injects the real one. */
export const [followRequestsReducer, injectFollowRequestsReducer] = standIn(initialFollowRequestsState);
/** Registered in slices/entities/index.ts; slices/entities/notifications.ts injects the real one. */
export const [notificationEntitiesReducer, injectNotificationEntitiesReducer] = standIn(initialNotificationEntities);
