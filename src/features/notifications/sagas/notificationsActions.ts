// The reader's actions on notifications: mark all read (optimistic, reverted on failure) and dismiss.
import { call, put, select } from 'typed-redux-saga';
import { describeError } from '../../../api/client';
import { dismissNotification, markNotificationsRead } from '../api/notifications';
import { notificationDismissFailed, notificationsSeen, notificationsSeenReverted } from '../notificationsSlice';
import { notificationDismissed } from '../notificationsIntents';
import { noticeAdded } from '../../../slices/ui';
import { selectApiConfig } from '../../../selectors/instance';
import { selectNotificationsState, selectUnseenNotificationIds } from '../notificationsSelectors';
import { NOTICE_MS } from '../../../utils/noticeTimes';
import { servesPleromaApi } from '../../../utils/pleromaLike';
import type { RootState } from '../../../store/rootReducer';

/** Everything up to the newest is seen at once; the server's read marker follows (spec 001 §4). */
export function* markAllRead() {
  const state = yield* select(selectNotificationsState);
  const newest = state.ids[0];
  if (!newest) return;
  const unseen = yield* select(selectUnseenNotificationIds);
  const previous = state.seenMaxId;
  // Also resets the page to 30 seen, even when nothing was unseen.
  yield* put(notificationsSeen({ maxId: newest }));
  if (unseen.length === 0) return;
  // A server known to be neither Pleroma nor Akkoma keeps the read marker at /api/v1/markers (features/warmStart).
  const instance = yield* select((s: RootState) => s.instance.instance);
  if (instance && !servesPleromaApi(instance)) return;
  const cfg = yield* select(selectApiConfig);
  try {
    yield* call(markNotificationsRead, cfg, newest);
  } catch (error) {
    yield* put(notificationsSeenReverted({ seenMaxId: previous }));
    yield* put(noticeAdded('error', { id: 'notifications.read_error', cause: describeError(error) }, NOTICE_MS.error));
  }
}

/** The entry has left the panel already (reducer); a refusal brings it back. */
export function* dismiss(action: ReturnType<typeof notificationDismissed>) {
  const { id } = action.payload;
  const cfg = yield* select(selectApiConfig);
  try {
    yield* call(dismissNotification, cfg, id);
  } catch (error) {
    yield* put(notificationDismissFailed({ id }));
    yield* put(noticeAdded('error', { id: 'notifications.dismiss_error', cause: describeError(error) }, NOTICE_MS.error));
  }
}
