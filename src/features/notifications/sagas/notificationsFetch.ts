// Fetching notifications: the newest page (poll, sign-in, catch-up), older pages ("load more"), and
// the interactions tabs. Part of the lazy "notifications" chunk.
import { call, put, select } from 'typed-redux-saga';
import { withRetries } from '../../../sagas/retry';
import { describeError } from '../../../api/client';
import { fetchNotifications, NOTIFICATIONS_PAGE_SIZE } from '../api/notifications';
import { type Normalized } from '../../../schemas/index';
import { normalizeNotifications } from '../notificationSchemas';
import { entitiesImported } from '../../../slices/entities/index';
import {
  interactionsFetched,
  interactionsFetchFailed,
  interactionsFetchStarted,
  notificationsFetched,
  notificationsFetchFailed,
  notificationsFetchStarted,
  notificationsPageGrown,
  type InteractionsTab,
} from '../notificationsSlice';
import { interactionsRequested } from '../notificationsIntents';
import { noticeAdded } from '../../../slices/ui';
import { selectApiConfig } from '../../../selectors/instance';
import { invalidReason, isSeen, selectFilteredNotifications, selectNotificationsState } from '../notificationsSelectors';
import type { RootState } from '../../../store/rootReducer';
import { selectNotificationTable } from '../notificationEntitiesSlice';
import { NOTICE_MS } from '../../../utils/noticeTimes';

/** After a page of nothing known, at most this many more pages are fetched to close the gap. */
export const GAP_PAGES = 3;

/** Notification types of each interactions tab, as sent in types[] (spec 000 "Interactions screen"). */
export const INTERACTIONS_TYPES: Record<InteractionsTab, string[]> = {
  mentions: ['mention'],
  likesRepeats: ['favourite', 'reblog'],
  follows: ['follow'],
  moves: ['move'],
};

/** Invalid notifications already logged (a poll brings the same ones back every 20 s). */
const warned = new Set<string>();

/** Imports one page and logs each invalid notification once (spec 001 §5); returns the page's ids. */
export function* importNotifications(raw: unknown) {
  const normalized: Normalized<string[]> = normalizeNotifications(raw);
  yield* put(entitiesImported(normalized.entities));
  const statuses = yield* select((s: RootState) => s.entities.statuses.entities);
  for (const id of normalized.result) {
    const notification = normalized.entities.notifications[id];
    // normalizr lists in `result` only what it put in `entities`.
    if (!notification) continue;
    const reason = invalidReason(notification, statuses);
    if (reason && !warned.has(id)) {
      warned.add(id);
      console.warn('[notifications] invalid notification skipped:', id, reason);
    }
  }
  return normalized.result;
}

const rawLength = (raw: unknown) => (Array.isArray(raw) ? raw.length : 0);

function* failed(error: unknown) {
  yield* put(noticeAdded('error', { id: 'notifications.error', cause: describeError(error) }, NOTICE_MS.error));
}

/**
 * The newest page, plus up to GAP_PAGES more when none of it was known (more arrived than a page
 * holds). Returns the ids that are new to the panel. A failure keeps what the panel had.
 */
export function* fetchNewest() {
  const cfg = yield* select(selectApiConfig);
  const before = yield* select(selectNotificationsState);
  const known = new Set([...before.ids, ...before.dismissed]);
  yield* put(notificationsFetchStarted({ older: false }));
  try {
    let res = yield* call(fetchNotifications, cfg, {});
    let ids = yield* call(importNotifications, res.data);
    const all = [...ids];
    for (let extra = 0; extra < GAP_PAGES; extra += 1) {
      const gap = before.ids.length > 0 && ids.length >= NOTIFICATIONS_PAGE_SIZE && !ids.some((id) => known.has(id));
      const next = res.maxId ?? ids[ids.length - 1];
      if (!gap || !next) break;
      res = yield* call(fetchNotifications, cfg, { maxId: next });
      ids = yield* call(importNotifications, res.data);
      all.push(...ids);
    }
    const empty = !before.loaded && all.length === 0;
    yield* put(notificationsFetched({ ids: all, older: false, ...(empty ? { bottomedOut: true } : {}) }));
    return all.filter((id) => !known.has(id));
  } catch (error) {
    yield* put(notificationsFetchFailed({ older: false }));
    yield* call(failed, error);
    return [] as string[];
  }
}

/** One older page, below the oldest held. */
export function* fetchOlder() {
  const state = yield* select(selectNotificationsState);
  const oldest = state.ids[state.ids.length - 1];
  if (!oldest) {
    yield* call(fetchNewest);
    return;
  }
  const cfg = yield* select(selectApiConfig);
  yield* put(notificationsFetchStarted({ older: true }));
  try {
    const res = yield* withRetries(() => fetchNotifications(cfg, { maxId: oldest }));
    const ids = yield* call(importNotifications, res.data);
    yield* put(notificationsFetched({ ids, older: true, bottomedOut: rawLength(res.data) === 0 }));
  } catch (error) {
    yield* put(notificationsFetchFailed({ older: true }));
    yield* call(failed, error);
  }
}

/** "Load more": 20 more seen ones are shown; older ones are fetched when the store has too few. */
export function* loadMore() {
  yield* put(notificationsPageGrown());
  const state = yield* select(selectNotificationsState);
  if (state.bottomedOut || state.loadingOlder) return;
  const filtered = yield* select(selectFilteredNotifications);
  const seen = filtered.filter((n) => isSeen(n, state.seenMaxId)).length;
  if (seen < state.seenShown) yield* call(fetchOlder);
}

/** An interactions tab: its first page, or the next older one. Servers that ignore types[] are filtered here. */
export function* loadInteractions(action: ReturnType<typeof interactionsRequested>) {
  const { tab, older = false } = action.payload;
  const list = yield* select((s: RootState) => selectNotificationsState(s).interactions[tab]);
  if (older && (list.bottomedOut || list.loading || list.ids.length === 0)) return;
  const cfg = yield* select(selectApiConfig);
  const types = INTERACTIONS_TYPES[tab];
  yield* put(interactionsFetchStarted({ tab }));
  try {
    const maxId = older ? list.ids[list.ids.length - 1] : undefined;
    const res = yield* withRetries(() => fetchNotifications(cfg, { types, maxId }));
    const ids = yield* call(importNotifications, res.data);
    const entities = yield* select((s: RootState) => selectNotificationTable(s).entities);
    const matching = ids.filter((id) => types.includes(entities[id]?.type ?? ''));
    yield* put(interactionsFetched({ tab, ids: matching, older, bottomedOut: rawLength(res.data) === 0 }));
  } catch (error) {
    yield* put(interactionsFetchFailed({ tab }));
    yield* call(failed, error);
  }
}
