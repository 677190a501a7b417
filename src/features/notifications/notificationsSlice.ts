// The notifications panel and the interactions screen hold ids only; the notifications themselves are
// entities (slices/entities/notifications.ts). Spec 001 §2 panel, §4 notifications, §9 constants.
// Part of the lazy "notifications" chunk: it joins the store (injectInto) when this module is evaluated.
import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { notificationDismissed } from './notificationsIntents';
import type { WithSlice } from '@reduxjs/toolkit';
import { rootReducer, type RootState } from '../../store/rootReducer';
import { sessionCleared } from '../../slices/auth';
import { streamNotificationReceived } from '../streaming/streamingSlice';
// The entity table's real reducer must be in place before the first notifications are imported.
import './notificationEntitiesSlice';
import type { EntityState } from '@reduxjs/toolkit';
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

/** "Load more" shows this many more seen ones. */
export const SEEN_SHOWN_STEP = 20;
/** How many dismissed ids are remembered (so a poll in flight cannot bring one back). */
const DISMISSED_KEPT = 200;

/** Ids grow with time: longer is newer (numeric ids), same length compares as text (flake ids). */
export const isNewerId = (a: string, b: string) => a.length > b.length || (a.length === b.length && a > b);
/** Sort comparator, newest first. */
export const newestFirst = (a: string, b: string) => (a === b ? 0 : isNewerId(a, b) ? -1 : 1);

function merge(current: string[], incoming: string[], dismissed: string[]): string[] {
  const skip = new Set(dismissed);
  const all = new Set(current);
  for (const id of incoming) if (!skip.has(id)) all.add(id);
  return [...all].sort(newestFirst);
}

// Panel bookkeeping and saga outcomes: dispatched only inside the notifications chunk.
/** A panel placement became visible (column, sidebar, route or mobile drawer). */
export const notificationsOpened = createAction('notifications/opened');
/** A panel placement went away; when none is left the page resets to 30 seen. */
export const notificationsClosed = createAction('notifications/closed');

const notificationsSlice = createSlice({
  name: 'notifications',
  initialState: initialNotificationsState,
  reducers: {
    /** a fetch is on its way (`older`: paging down) */
    notificationsFetchStarted(state, action: PayloadAction<{ older: boolean }>) {
      if (action.payload.older) state.loadingOlder = true;
    },
    /** a page arrived (entities already imported); `bottomedOut` when an older page came back empty */
    notificationsFetched(state, action: PayloadAction<{ ids: string[]; older: boolean; bottomedOut?: boolean }>) {
      state.ids = merge(state.ids, action.payload.ids, state.dismissed);
      state.loaded = true;
      state.error = false;
      if (action.payload.older) state.loadingOlder = false;
      if (action.payload.bottomedOut) state.bottomedOut = true;
    },
    notificationsFetchFailed(state, action: PayloadAction<{ older: boolean }>) {
      state.error = true;
      state.loaded = true;
      if (action.payload.older) state.loadingOlder = false;
    },
    /** show 20 more seen ones (the saga fetches older ones first when the store runs out) */
    notificationsPageGrown(state) {
      state.seenShown += SEEN_SHOWN_STEP;
    },
    /** optimistic: everything up to `maxId` counts as seen */
    notificationsSeen(state, action: PayloadAction<{ maxId: string }>) {
      const { maxId } = action.payload;
      if (!state.seenMaxId || isNewerId(maxId, state.seenMaxId)) state.seenMaxId = maxId;
      state.seenShown = SEEN_SHOWN_INITIAL;
    },
    /** the server refused the read marker: back to what was seen before */
    notificationsSeenReverted(state, action: PayloadAction<{ seenMaxId: string | null }>) {
      state.seenMaxId = action.payload.seenMaxId;
    },
    /** a dismissal failed: the entry comes back */
    notificationDismissFailed(state, action: PayloadAction<{ id: string }>) {
      const { id } = action.payload;
      state.dismissed = state.dismissed.filter((d) => d !== id);
      state.ids = merge(state.ids, [id], state.dismissed);
    },
    /** removed locally without telling the server (a denied follow request's notification) */
    notificationRemovedLocally(state, action: PayloadAction<{ id: string }>) {
      dismiss(state, action.payload.id);
    },
    interactionsFetchStarted(state, action: PayloadAction<{ tab: InteractionsTab }>) {
      state.interactions[action.payload.tab].loading = true;
    },
    interactionsFetched(
      state,
      action: PayloadAction<{ tab: InteractionsTab; ids: string[]; older: boolean; bottomedOut?: boolean }>,
    ) {
      const list = state.interactions[action.payload.tab];
      list.ids = merge(action.payload.older ? list.ids : [], action.payload.ids, state.dismissed);
      list.loading = false;
      list.error = false;
      list.loaded = true;
      list.bottomedOut = action.payload.bottomedOut ?? (action.payload.older ? list.bottomedOut : false);
    },
    interactionsFetchFailed(state, action: PayloadAction<{ tab: InteractionsTab }>) {
      const list = state.interactions[action.payload.tab];
      list.loading = false;
      list.error = true;
    },
    /** the unseen count changed (sagas/notificationsAttention.ts): the badges read it */
    notificationsUnseenCounted(state, action: PayloadAction<{ count: number }>) {
      state.unseen = action.payload.count;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(notificationsOpened, (state) => {
        state.openPanels += 1;
      })
      .addCase(notificationsClosed, (state) => {
        state.openPanels = Math.max(0, state.openPanels - 1);
        if (state.openPanels === 0) state.seenShown = SEEN_SHOWN_INITIAL;
      })
      .addCase(notificationDismissed, (state, action) => dismiss(state, action.payload.id))
      // The socket's notifications join the panel at once (the selectors check their validity).
      .addCase(streamNotificationReceived, (state, action) => {
        state.ids = merge(state.ids, [action.payload.id], state.dismissed);
      })
      .addCase(sessionCleared, () => initialNotificationsState);
  },
});

function dismiss(state: NotificationsState, id: string) {
  state.ids = state.ids.filter((x) => x !== id);
  for (const list of Object.values(state.interactions)) list.ids = list.ids.filter((x) => x !== id);
  if (!state.dismissed.includes(id)) state.dismissed = [id, ...state.dismissed].slice(0, DISMISSED_KEPT);
}

export const {
  notificationsFetchStarted,
  notificationsFetched,
  notificationsFetchFailed,
  notificationsPageGrown,
  notificationsSeen,
  notificationsSeenReverted,
  notificationDismissFailed,
  notificationRemovedLocally,
  interactionsFetchStarted,
  interactionsFetched,
  interactionsFetchFailed,
  notificationsUnseenCounted,
} = notificationsSlice.actions;
declare module '../../store/rootReducer' {
  interface LazyLoadedSlices extends WithSlice<typeof notificationsSlice> {}
}

/** In the store from the moment this module is evaluated (its chunk loaded); reads as the initial state before. */
const injectedNotifications = notificationsSlice.injectInto(rootReducer);
export const selectNotificationsState = (state: RootState) => injectedNotifications.selectSlice(state);
export default notificationsSlice.reducer;
