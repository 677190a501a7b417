// Shared set-up of the streaming saga tests: the real store running the streaming, timelines and
// notices sagas, a signed-in user, and a fake socket in place of WebSocket.
import { all, fork } from 'redux-saga/effects';
import { streamingSaga } from '../../../src/features/streaming/sagas/streaming';
import { timelinesSaga } from '../../../src/sagas/timelines';
import { noticesSaga } from '../../../src/sagas/notices';
import { initialAuthState } from '../../../src/slices/auth';
import type { Settings } from '../../../src/settings/defaults';
import { FakeWebSocket } from '../../support/fakeWebSocket';
import { runSagaInStore, until, type SagaStore } from '../../support/sagaStore';

export const TOKEN = 'user-token-5ecr3t';
export const ME = 'A-me';

function* sagas() {
  yield all([fork(streamingSaga), fork(timelinesSaga), fork(noticesSaga)]);
}

const started: SagaStore[] = [];
// A store left running would still answer the window's events and open sockets in later tests.
afterEach(() => {
  for (const run of started.splice(0)) run.task.cancel();
});

export function startStore({
  signedIn = true,
  settings = { useStreamingApi: true } as Partial<Settings>,
}: { signedIn?: boolean; settings?: Partial<Settings> } = {}): SagaStore {
  // The token is preloaded, so no action of the run carries it (the tests check that).
  const run = runSagaInStore(sagas, {
    auth: signedIn ? { ...initialAuthState, token: TOKEN, me: ME } : initialAuthState,
    settings: { user: settings },
  });
  started.push(run);
  return run;
}

export async function joined(run: SagaStore): Promise<FakeWebSocket> {
  await until(() => FakeWebSocket.instances.length > 0, 'a socket');
  const socket = FakeWebSocket.latest();
  socket.serverOpen();
  await until(() => run.getState().streaming.status === 'JOINED', 'joined');
  return socket;
}

export const noticeIds = (run: SagaStore) => run.getState().ui.notices.map((n) => n.message.id);
