// Poll votes and refreshes load when the first poll comes on screen (or is voted on): many timelines
// have none. The pollVotes slice is in the first bundle anyway (the card dispatches its actions); the
// saga and its API calls are not.
import { fork } from 'redux-saga/effects';
import { pollHidden, pollVisible, pollVoteRequested } from './pollVotesSlice';
import { lazySaga } from '../../sagas/lazyFlows';

export function* pollsEntry() {
  yield fork(lazySaga, 'polls', [pollVisible.type, pollHidden.type, pollVoteRequested.type], () =>
    import(/* webpackChunkName: "polls" */ './sagas/polls').then((m) => m.pollsSaga),
  );
}
