import { call, cancel, cancelled, delay, fork, put, select, take, takeEvery, takeLeading } from 'typed-redux-saga';
import type { Task } from 'redux-saga';
import { describeError, HttpError, type ApiConfig } from '../api/client';
import { fetchTimeline, type TimelineKind, type TimelineParams } from '../api/timelines';
import { fetchAccountStatuses } from '../api/accounts';
import { normalizeStatuses, type Normalized } from '../schemas';
import { entitiesImported } from '../slices/entities';
import {
  parseTimelineKey,
  timelineClosed,
  timelineFetched,
  timelineFetchCancelled,
  timelineFetchFailed,
  timelineFetchStarted,
  timelineOlderRequested,
  timelineOpened,
  timelinePrefetched,
  timelineReloadRequested,
  type FetchDirection,
  type TimelineKey,
} from '../slices/timelines';
import { sessionCleared } from '../slices/auth';
import { noticeAdded } from '../slices/ui';
import { selectApiConfig, selectCapabilities } from '../selectors/instance';
import { isPublicTimeline, visitorMayRead } from '../selectors/visitor';
import { selectSettings } from '../selectors/settings';
import { selectTimeline } from '../selectors/timelines';
import { selectStreamCovers } from '../features/streaming/streamingSelectors';
import { isMissingFeatureAnswer } from './missingFeatures';
import { waitOutRateLimit } from './rateLimit';
import { withRetries } from './retry';
import { keepRenewedInPlace } from './renewedIds';
import type { RootState } from '../store/rootReducer';
import { NOTICE_MS } from '../utils/noticeTimes';

/** Spec 000 §9. */
export const POLL_INTERVAL_MS = 20_000;
export const OLDER_FETCH_THROTTLE_MS = 1_000;

/**
 * A profile's pinned statuses, fetched once with its first page (issue 8); the timeline's pinnedIds mark
 * them (Mastodon sets `pinned` only on the viewer's own statuses). A failure leaves the profile without them.
 */
function* fetchPinned(cfg: ApiConfig, userId: string, signal?: AbortSignal) {
  try {
    const res = yield* call(fetchAccountStatuses, cfg, userId, { pinned: true, withMuted: true, signal });
    const normalized: Normalized<string[]> = normalizeStatuses(res.data);
    yield* put(entitiesImported(normalized.entities));
    return normalized.result;
  } catch {
    return [];
  }
}

/** What a visitor the server does not let read a timeline is told (issue 17 §8, §17). */
export const loginRequiredMessage = (kind: TimelineKind) => ({
  id: isPublicTimeline(kind) ? 'timeline.login_to_see_posts' : 'timeline.login_to_see',
});

/** A visitor's 401 (or a private instance's 403) means 'log in to see this', not a failure. */
const refusesVisitors = (error: unknown) => error instanceof HttpError && (error.status === 401 || error.status === 403);

/** A newer page, its renewed posts given to the rows that show them (sagas/renewedIds.ts). */
function* renewedInPlace(key: TimelineKey, page: Normalized<string[]>) {
  const timeline = yield* select(selectTimeline, key);
  const held = yield* select((s: RootState) => s.entities.statuses.entities);
  return keepRenewedInPlace(page, [...timeline.ids, ...timeline.pendingIds], held);
}

/** Returns whether the page arrived (a failure is already reported). */
export function* fetchTimelinePage(key: TimelineKey, direction: FetchDirection, signal?: AbortSignal) {
  const timeline = yield* select(selectTimeline, key);
  if (direction === 'newer' && !timeline.newestId) direction = 'initial';
  const cfg = yield* select(selectApiConfig);
  const { kind, param } = parseTimelineKey(key);
  // A visitor is never sent to ask what the server is known to refuse visitors.
  if (!cfg.token && !visitorMayRead(kind, yield* select(selectCapabilities))) {
    yield* put(timelineFetchFailed({ key, direction, error: loginRequiredMessage(kind), loginRequired: true }));
    return false;
  }
  yield* put(timelineFetchStarted({ key, direction }));
  const settings = yield* select(selectSettings);
  const params: TimelineParams = {
    tag: kind === 'tag' ? (param ?? undefined) : undefined,
    listId: kind === 'list' ? (param ?? undefined) : undefined,
    userId: ['user', 'media', 'favorites', 'replies'].includes(kind) ? (param ?? undefined) : undefined,
    maxId: direction === 'older' ? timeline.oldestId : undefined,
    sinceId: direction === 'newer' ? timeline.newestId : undefined,
    replyVisibility: settings.replyVisibility,
    withMuted: true,
    signal,
  };
  try {
    const res = yield* withRetries(() => fetchTimeline(cfg, kind, params));
    const page: Normalized<string[]> = normalizeStatuses(res.data);
    const normalized = direction === 'newer' ? yield* call(renewedInPlace, key, page) : page;
    yield* put(entitiesImported(normalized.entities));
    const withPinned = kind === 'user' && direction === 'initial' && params.userId;
    const pinnedIds = withPinned ? yield* call(fetchPinned, cfg, params.userId ?? '', signal) : undefined;
    const maxId = direction === 'newer' ? null : res.maxId;
    // the server's newest id stays the cursor, whichever row shows that post
    const newestId = page.result[0] !== normalized.result[0] ? { newestId: page.result[0] } : {};
    yield* put(
      timelineFetched({ key, direction, ids: normalized.result, maxId, ...newestId, ...(pinnedIds ? { pinnedIds } : {}) }),
    );
    return true;
  } catch (error) {
    if (!cfg.token && refusesVisitors(error)) {
      yield* put(timelineFetchFailed({ key, direction, error: loginRequiredMessage(kind), loginRequired: true }));
      return false;
    }
    const cause = describeError(error);
    yield* put(timelineFetchFailed({ key, direction, error: cause }));
    // A 429 has its own notice, shown once (sagas/rateLimit.ts); so has a timeline the server turns out to lack
    // (direct messages, bookmarks, bubble: sagas/missingFeatures.ts).
    const rateLimitedNow = error instanceof HttpError && error.status === 429;
    if (!rateLimitedNow && !(yield* isMissingFeatureAnswer(error)))
      yield* put(noticeAdded('error', { id: 'timeline.error_fetching', cause }, NOTICE_MS.error));
    return false;
  } finally {
    if (yield* cancelled()) yield* put(timelineFetchCancelled({ key, direction }));
  }
}

/**
 * While a timeline is on screen: load it, then ask for newer statuses every 20 s, except while the
 * streaming socket delivers them (sagas/streaming.ts fills the gaps when it joins again).
 */
function* watchTimeline(key: TimelineKey) {
  // Leaving the screen cancels this saga; the request in flight is cancelled with it.
  const controller = new AbortController();
  try {
    const timeline = yield* select(selectTimeline, key);
    // Already refused to this visitor (the start-up prefetch, say): the answer would be the same.
    if (timeline.loginRequired && !(yield* select(selectApiConfig)).token) return;
    const direction: FetchDirection = timeline.status === 'loaded' ? 'newer' : 'initial';
    yield* call(fetchTimelinePage, key, direction, controller.signal);
    for (;;) {
      // A visitor the server refuses is not asked again every 20 s: signing in starts the timeline afresh.
      if ((yield* select(selectTimeline, key)).loginRequired) return;
      yield* delay(POLL_INTERVAL_MS);
      yield* call(waitOutRateLimit);
      const streamed = yield* select(selectStreamCovers, key);
      if (!streamed) yield* call(fetchTimelinePage, key, 'newer' as const, controller.signal);
    }
  } finally {
    const stopped = yield* cancelled();
    if (stopped) controller.abort();
  }
}

function* olderRequested(action: ReturnType<typeof timelineOlderRequested>) {
  const timeline = yield* select(selectTimeline, action.payload.key);
  if (timeline.older === 'loading' || timeline.older === 'bottomedOut' || timeline.status !== 'loaded') return;
  yield* call(fetchTimelinePage, action.payload.key, 'older' as const);
  yield* delay(OLDER_FETCH_THROTTLE_MS);
}

function* reloadRequested(action: ReturnType<typeof timelineReloadRequested>) {
  yield* call(fetchTimelinePage, action.payload.key, 'initial' as const);
}

/** A prefetched timeline no screen adopted within this time (a redirect, say) stops. */
export const PREFETCH_ADOPTION_MS = 10_000;

type Watchers = Map<TimelineKey, Task>;

function* expirePrefetch(key: TimelineKey, watchers: Watchers, unadopted: Set<TimelineKey>) {
  yield* delay(PREFETCH_ADOPTION_MS);
  if (!unadopted.delete(key)) return;
  const task = watchers.get(key);
  watchers.delete(key);
  if (task) yield* cancel(task);
}

/**
 * One watcher per open timeline; closing the screen or signing out stops it. A prefetched timeline
 * (start-up) gets its watcher at once; the screen that opens it later adopts it without a restart.
 */
function* manageWatchers() {
  const watchers: Watchers = new Map();
  const unadopted = new Set<TimelineKey>();
  for (;;) {
    const action = yield* take<
      ReturnType<typeof timelineOpened | typeof timelineClosed | typeof timelinePrefetched | typeof sessionCleared>
    >([timelineOpened, timelineClosed, timelinePrefetched, sessionCleared]);
    if (sessionCleared.match(action)) {
      for (const task of watchers.values()) yield* cancel(task);
      watchers.clear();
      unadopted.clear();
      continue;
    }
    const { key } = action.payload;
    if (timelinePrefetched.match(action)) {
      if (watchers.has(key)) continue;
      watchers.set(key, yield* fork(watchTimeline, key));
      unadopted.add(key);
      yield* fork(expirePrefetch, key, watchers, unadopted);
      continue;
    }
    const adopting = timelineOpened.match(action) && unadopted.has(key) && watchers.get(key)?.isRunning();
    unadopted.delete(key);
    if (adopting) continue;
    const running = watchers.get(key);
    if (running) {
      yield* cancel(running);
      watchers.delete(key);
    }
    if (timelineOpened.match(action)) watchers.set(key, yield* fork(watchTimeline, key));
  }
}

export function* timelinesSaga() {
  yield* fork(manageWatchers);
  yield* takeLeading(timelineOlderRequested, olderRequested);
  yield* takeEvery(timelineReloadRequested, reloadRequested);
}
