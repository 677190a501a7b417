// The streaming socket (spec 000 §4 "Push/stream connection", §7, 001 §7 "Streaming"): one socket on
// the user stream while someone is signed in with streaming on, plus one subscription per open
// timeline that has a stream. Pollers in sagas/timelines.ts rest while it is joined.
import { call, cancel, delay, fork, put, race, select, take, takeEvery } from 'typed-redux-saga';
import { eventChannel, type Task } from 'redux-saga';
import { ABNORMAL_CLOSE, openStream, subscriptionFrame, type StreamConnection, type StreamSpec } from '../api/streaming';
import {
  RETRY_BASE_MS,
  streamClosed,
  streamDisabled,
  streamFailed,
  streamJoined,
  streamStarting,
  tabWoke,
} from '../streamingSlice';
import { timelineClosed, timelineFetched, timelineFetchFailed, timelineOpened } from '../../../slices/timelines';
import { noticeAdded, noticeDismissed } from '../../../slices/ui';
import {
  selectOpenStreams,
  selectStreaming,
  selectStreamingBase,
  selectStreamWanted,
  timelineStream,
} from '../streamingSelectors';
import type { RootState } from '../../../store/rootReducer';
import { createHolding, fillGaps, firstPageSettled, type Holding } from './streamingDelivery';
import { WANT_CHANGES } from '../streamingEntry';
import { handleStreamEvent } from './streamingEvents';
import { NOTICE_MS } from '../../../utils/noticeTimes';

/** Spec 000 §7: a text ping every 30 s keeps proxies from closing an idle socket. */
export const PING_INTERVAL_MS = 30_000;
export const PING_FRAME = 'ping';
const NORMAL_CLOSES = [1000, 1001];
const USER_STREAM: StreamSpec = { stream: 'user' };

const selectToken = (s: RootState) => s.auth.token;

function* dismissBrokenNotice() {
  const notices = yield* select((s: RootState) => s.ui.notices);
  for (const notice of notices) if (notice.message.id === 'stream.broken') yield* put(noticeDismissed(notice.id));
}

const isBaseStream = (spec: StreamSpec) => spec.stream === USER_STREAM.stream;

/** While joined: subscribe to open timelines and follow them opening and closing; catch up; ping. */
function* joinedSession(conn: StreamConnection, holding: Holding) {
  const streams = yield* select(selectOpenStreams);
  for (const { spec } of streams) if (!isBaseStream(spec)) yield* call(conn.send, subscriptionFrame('subscribe', spec));
  // Subscribed first, then ask what came meanwhile: nothing falls between the two. The since_id is
  // read before any later event is handled.
  yield* fork(fillGaps, holding);
  yield* fork(function* ping() {
    for (;;) {
      yield* delay(PING_INTERVAL_MS);
      yield* call(conn.send, PING_FRAME);
    }
  });
  yield* takeEvery([timelineOpened, timelineClosed], function* follow(action) {
    const spec = timelineStream(action.payload.key);
    if (!spec || isBaseStream(spec)) return;
    yield* call(conn.send, subscriptionFrame(timelineOpened.match(action) ? 'subscribe' : 'unsubscribe', spec));
  });
}

/** One socket, from opening to its close; returns how it ended. */
function* runConnection(announceRestore: boolean, holding: Holding) {
  const token = yield* select(selectToken);
  const streamingUrl = yield* select(selectStreamingBase);
  if (!token) return { code: ABNORMAL_CLOSE, joined: false };
  const conn = yield* call(openStream, { streamingUrl, token, stream: USER_STREAM });
  let session: Task | null = null;
  let joined = false;
  try {
    for (;;) {
      const message = yield* take(conn.channel);
      if (message.type === 'open') {
        joined = true;
        yield* put(streamJoined());
        session = yield* fork(joinedSession, conn, holding);
        if (announceRestore) {
          yield* call(dismissBrokenNotice);
          yield* put(noticeAdded('success', { id: 'stream.restored' }, NOTICE_MS.confirmation));
        }
      } else if (message.type === 'message') {
        yield* call(handleStreamEvent, message, holding);
      } else if (message.type === 'close') {
        return { code: message.code, joined };
      }
      // 'error' is always followed by 'close'
    }
  } finally {
    if (session) yield* cancel(session);
    conn.close();
  }
}

/** Connect, and reconnect after 1 s × multiplier whenever the socket closes, for as long as this runs. */
function* runStream(holding: Holding) {
  let broken = false;
  try {
    for (let attempt = 0; ; attempt += 1) {
      yield* put(streamStarting({ initial: attempt === 0 }));
      const ended = yield* call(runConnection, broken, holding);
      if (ended.joined) broken = false;
      const { retryMultiplier } = yield* select(selectStreaming);
      if (NORMAL_CLOSES.includes(ended.code)) {
        yield* put(streamClosed({ code: ended.code }));
      } else {
        yield* put(streamFailed({ code: ended.code }));
        if (!broken) {
          broken = true;
          yield* put(noticeAdded('warning', { id: 'stream.broken', values: { code: ended.code } }));
        }
      }
      // A tab that wakes (or a network that comes back) need not wait out the backoff.
      yield* race({ wait: delay(RETRY_BASE_MS * retryMultiplier), online: take(tabWoke) });
    }
  } finally {
    // Stopped on purpose (signed out, setting off): the pollers take over without a warning.
    if (broken) yield* call(dismissBrokenNotice);
  }
}

/** Starts and stops the socket as sign-in and settings change. */
function* superviseStream(holding: Holding) {
  let running: Task | null = null;
  let openedWith: string | null = null;
  for (;;) {
    const wanted = yield* select(selectStreamWanted);
    const token = yield* select(selectToken);
    if (running && (!wanted || token !== openedWith)) {
      yield* cancel(running);
      running = null;
      openedWith = null;
      const { status } = yield* select(selectStreaming);
      if (status !== 'DISABLED') yield* put(streamDisabled());
    }
    if (wanted && !running) {
      running = yield* fork(runStream, holding);
      openedWith = token;
    }
    yield* take(WANT_CHANGES);
  }
}

export const WAKE_AFTER_HIDDEN_MS = 20_000;

/** The browser's hints that the tab may have missed things: shown after 20 s hidden, or back online. */
export function wakeChannel() {
  return eventChannel<{ reason: 'visible' | 'online' }>((emit) => {
    let hiddenAt: number | null = document.hidden ? Date.now() : null;
    const onVisibility = () => {
      if (document.hidden) {
        hiddenAt ??= Date.now();
        return;
      }
      if (hiddenAt !== null && Date.now() - hiddenAt > WAKE_AFTER_HIDDEN_MS) emit({ reason: 'visible' });
      hiddenAt = null;
    };
    const onOnline = () => emit({ reason: 'online' });
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('online', onOnline);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('online', onOnline);
    };
  });
}

function* watchWake() {
  const channel = yield* call(wakeChannel);
  try {
    for (;;) {
      const wake = yield* take(channel);
      yield* put(tabWoke(wake));
    }
  } finally {
    channel.close();
  }
}

export function* streamingSaga() {
  const holding = createHolding();
  yield* fork(watchWake);
  yield* fork(superviseStream, holding);
  yield* takeEvery(tabWoke, fillGaps, holding);
  yield* takeEvery([timelineFetched, timelineFetchFailed, timelineClosed], firstPageSettled, holding);
}
