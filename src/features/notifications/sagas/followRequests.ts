// Follow requests: the list, approve (applied at once, undone on failure) and deny (applied once the
// server agreed). Spec 000 §4 "Follow requests", 001 §4. Part of the lazy "notifications" chunk.
import { call, put, select } from 'typed-redux-saga';
import { describeError } from '../../../api/client';
import { authorizeFollowRequest, fetchFollowRequests, rejectFollowRequest } from '../api/followRequests';
import { markNotificationRead } from '../api/notifications';
import { normalizeAccounts, normalizeRelationships, type Normalized } from '../../../schemas/index';
import { entitiesImported } from '../../../slices/entities/index';
import { findFollowRequestNotification } from '../notificationEntitiesSlice';
import {
  followRequestApproved,
  followRequestDenied,
  followRequestDenyFailed,
  followRequestRemoved,
  followRequestRestored,
  followRequestsFetchFailed,
  followRequestsFetchStarted,
  followRequestsLoaded,
} from '../followRequestsSlice';
import { notificationRemovedLocally } from '../notificationsSlice';
import { noticeAdded } from '../../../slices/ui';
import { selectApiConfig } from '../../../selectors/instance';
import type { RootState } from '../../../store/rootReducer';
import { selectNotificationTable } from '../notificationEntitiesSlice';
import { NOTICE_MS } from '../../../utils/noticeTimes';

export function* loadFollowRequests() {
  const cfg = yield* select(selectApiConfig);
  yield* put(followRequestsFetchStarted());
  try {
    const res = yield* call(fetchFollowRequests, cfg);
    const normalized: Normalized<string[]> = normalizeAccounts(res.data);
    yield* put(entitiesImported(normalized.entities));
    yield* put(followRequestsLoaded({ ids: normalized.result }));
  } catch {
    // The screen shows the failure; the badge keeps its last count.
    yield* put(followRequestsFetchFailed());
  }
}

function* importRelationship(data: unknown) {
  const normalized: Normalized<string[]> = normalizeRelationships([data]);
  if (normalized.result.length > 0) yield* put(entitiesImported(normalized.entities));
}

const findNotification = (accountId: string, notificationId: string | undefined, type: string) => (s: RootState) =>
  findFollowRequestNotification(selectNotificationTable(s), accountId, notificationId, type);

function* failedNotice(id: string, error: unknown) {
  yield* put(noticeAdded('error', { id, cause: describeError(error) }, NOTICE_MS.error));
}

/** The reducers have removed the request and turned its notification into a seen follow. */
export function* approve(action: ReturnType<typeof followRequestApproved>) {
  const { accountId, notificationId } = action.payload;
  const cfg = yield* select(selectApiConfig);
  const notification = yield* select(findNotification(accountId, notificationId, 'follow'));
  try {
    const res = yield* call(authorizeFollowRequest, cfg, accountId);
    yield* call(importRelationship, res.data);
  } catch (error) {
    yield* put(followRequestRestored({ accountId, notificationId: notification?.id }));
    yield* call(failedNotice, 'follow_requests.approve_error', error);
    return;
  }
  if (!notification) return;
  try {
    yield* call(markNotificationRead, cfg, notification.id);
  } catch {
    // Only the seen flag on the server: the next read marker covers it.
  }
}

/** Only once the server agreed: the request leaves and its notification is dismissed (locally, as Pleroma-FE does). */
export function* deny(action: ReturnType<typeof followRequestDenied>) {
  const { accountId, notificationId } = action.payload;
  const cfg = yield* select(selectApiConfig);
  try {
    const res = yield* call(rejectFollowRequest, cfg, accountId);
    yield* call(importRelationship, res.data);
  } catch (error) {
    yield* put(followRequestDenyFailed({ accountId }));
    yield* call(failedNotice, 'follow_requests.deny_error', error);
    return;
  }
  const notification = yield* select(findNotification(accountId, notificationId, 'follow_request'));
  yield* put(followRequestRemoved({ accountId }));
  if (notification) yield* put(notificationRemovedLocally({ id: notification.id }));
}
