// The streaming code is not needed for the first timeline, and never for a visitor: it loads as its
// own chunk the first time a signed-in user with streaming on wants the socket.
import { call, select, take } from 'typed-redux-saga';
import { loadFeature } from '../../store/featureLoader';
import { loginFailed, loginSucceeded, sessionCleared } from '../../slices/auth';
import { frontendConfigLoaded } from '../../slices/instance';
import { settingChanged, settingsRestored } from '../../slices/settings';
import { selectStreamWanted } from './streamingSelectors';

/** Actions after which the socket may have become wanted or unwanted. */
export const WANT_CHANGES = [
  loginSucceeded.type,
  loginFailed.type,
  sessionCleared.type,
  settingChanged.type,
  settingsRestored.type,
  frontendConfigLoaded.type,
];

type StreamingModule = typeof import('./sagas/streaming');

const loadStreaming = (): Promise<StreamingModule> => import(/* webpackChunkName: "streaming" */ './sagas/streaming');

export function* streamingEntry() {
  for (;;) {
    const wanted = yield* select(selectStreamWanted);
    if (wanted) {
      const streaming = yield* call(loadFeature<StreamingModule>, { name: 'streaming', load: loadStreaming });
      // From here the streaming saga follows sign-in and settings itself.
      yield* call(streaming.streamingSaga);
      return;
    }
    yield* take(WANT_CHANGES);
  }
}
