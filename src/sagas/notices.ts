import { delay, fork, put, select, takeEvery } from 'typed-redux-saga';
import { noticeAdded, noticeDismissed } from '../slices/ui';
import type { RootState } from '../store/rootReducer';

function* expire(id: number, timeout: number) {
  yield* delay(timeout);
  yield* put(noticeDismissed(id));
}

function* onNoticeAdded(action: ReturnType<typeof noticeAdded>) {
  if (action.payload.timeout === undefined) return;
  const notices = yield* select((s: RootState) => s.ui.notices);
  const added = notices[notices.length - 1];
  if (added && added.message.id === action.payload.message.id) yield* fork(expire, added.id, action.payload.timeout);
}

/** Notices with a timeout dismiss themselves. */
export function* noticesSaga() {
  yield* takeEvery(noticeAdded, onNoticeAdded);
}
