// First bundle: waits for a moderator or admin to be signed in, then asks for the reports chunk once. From then on
// that chunk's poller starts and stops itself with the role and the session; members never load it.
import { call, put } from 'typed-redux-saga';
import { untilState } from '../../sagas/untilState';
import { reportsWatchStarted, selectReportsAllowed } from './reportsIntents';

export function* reportsStarter() {
  // every action may be the one that made the viewer staff (sign-in, a refreshed own account)
  yield* call(untilState, selectReportsAllowed);
  yield* put(reportsWatchStarted());
}
