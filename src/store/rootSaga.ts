import { all, fork } from 'redux-saga/effects';
import { bootSaga } from '../sagas/boot';
import { authSaga } from '../sagas/auth';
import { timelinesSaga } from '../sagas/timelines';
import { noticesSaga } from '../sagas/notices';
import { persistenceSaga } from '../sagas/persistence';

export function* rootSaga() {
  yield all([fork(noticesSaga), fork(persistenceSaga), fork(authSaga), fork(timelinesSaga), fork(bootSaga)]);
}
