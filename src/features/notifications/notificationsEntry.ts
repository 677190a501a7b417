// While someone is signed in, the notifications chunk's background runs: fetch, poll, alerts, title. It
// loads at sign-in through the same loader as every lazy feature (retried, then offered from a notice).
import { call, race, select, take } from 'typed-redux-saga';
import { loginSucceeded, sessionCleared } from '../../slices/auth';
import type { RootState } from '../../store/rootReducer';
import { loadFeature } from '../../store/featureLoader';
import { loadNotificationsChunk } from './index';

export function* notificationsBackgroundEntry() {
  for (;;) {
    const me = yield* select((s: RootState) => s.auth.me);
    if (!me) {
      yield* take(loginSucceeded);
      continue;
    }
    const chunk = yield* call(loadFeature<Awaited<ReturnType<typeof loadNotificationsChunk>>>, {
      name: 'notifications',
      load: loadNotificationsChunk,
    });
    yield* race([call(chunk.notificationsBackground), take(sessionCleared)]);
  }
}
