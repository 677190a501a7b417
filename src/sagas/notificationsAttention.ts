// Keeps the page title's "(N)" / "(!)" and the favicon badge in step with the unseen count (spec 001 §9).
import { call, select, take } from 'redux-saga/effects';
import { selectUnseenCount } from '../selectors/notifications';
import { selectSettings } from '../selectors/settings';
import type { RootState } from '../store/rootReducer';
import { applyTitleCount, FaviconBadge } from '../utils/attention';

const selectAttention = (s: RootState) => ({
  count: selectUnseenCount(s),
  hide: selectSettings(s).hideNotificationCount === true,
});

/** Runs while someone is signed in; cancelled at sign-out, it leaves the bare title and the site icon. */
export function* attentionSaga(badge: FaviconBadge = new FaviconBadge()) {
  let last = '';
  try {
    for (;;) {
      const { count, hide }: { count: number; hide: boolean } = yield select(selectAttention);
      const key = `${count}:${hide}`;
      if (key !== last) {
        last = key;
        applyTitleCount(count, hide);
        yield call([badge, badge.set], count > 0);
      }
      yield take('*');
    }
  } finally {
    applyTitleCount(0, false);
    void badge.set(false);
  }
}
