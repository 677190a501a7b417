import { all, fork } from 'redux-saga/effects';
import { bootSaga } from '../sagas/boot';
import { authSaga } from '../sagas/auth';
import { timelinesSaga } from '../sagas/timelines';
import { evictionSaga } from '../sagas/eviction';
import { tagsSaga } from '../sagas/tags';
import { listsSaga } from '../sagas/lists';
import { noticesSaga } from '../sagas/notices';
import { persistenceSaga } from '../sagas/persistence';
import { conversationsSaga } from '../sagas/conversations';
import { streamingEntry } from '../sagas/streamingEntry';
import { statusEventsSaga } from '../sagas/statusEvents';
import { statusActionsSaga } from '../sagas/statusActions';
import { pollsSaga } from '../sagas/polls';
import { reactionsSaga } from '../sagas/reactions';

export function* rootSaga() {
  yield all([
    fork(noticesSaga),
    fork(persistenceSaga),
    fork(authSaga),
    fork(timelinesSaga),
    fork(evictionSaga),
    fork(tagsSaga),
    fork(listsSaga),
    fork(streamingEntry),
    fork(conversationsSaga),
    fork(statusEventsSaga),
    fork(statusActionsSaga),
    fork(pollsSaga),
    fork(reactionsSaga),
    fork(bootSaga),
  ]);
}
