// Keeps the page title's "(N)" / "(!)", the favicon badge and the store's unseen count (which the bell and
// the navigation entries show, from the first bundle) in step with the unseen notifications (spec 001 §9).
import { call, put, select, take } from 'typed-redux-saga';
import { selectUnseenCount } from '../notificationsSelectors';
import { selectSettings } from '../../../selectors/settings';
import { notificationsUnseenCounted } from '../notificationsSlice';
import type { RootState } from '../../../store/rootReducer';
import { applyTitleCount, FaviconBadge } from '../lib/attention';
import { selectNotificationsState } from '../notificationsSlice';

const selectAttention = (s: RootState) => ({
  count: selectUnseenCount(s),
  stored: selectNotificationsState(s).unseen,
  hide: selectSettings(s).hideNotificationCount === true,
});

/** Runs while someone is signed in; cancelled at sign-out, it leaves the bare title and the site icon. */
export function* attentionSaga(badge: FaviconBadge = new FaviconBadge()) {
  let last = '';
  try {
    for (;;) {
      const { count, stored, hide } = yield* select(selectAttention);
      if (count !== stored) yield* put(notificationsUnseenCounted({ count }));
      const key = `${count}:${hide}`;
      if (key !== last) {
        last = key;
        applyTitleCount(count, hide);
        yield* call([badge, 'set'], count > 0);
      }
      yield* take('*');
    }
  } finally {
    applyTitleCount(0, false);
    void badge.set(false);
  }
}
