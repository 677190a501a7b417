// A server that answers 429 is told so once ('You are rate limited') and left alone by every poller
// until the time it named (or a minute when it named none).
import { eventChannel } from 'redux-saga';
import { delay, put, select, take } from 'typed-redux-saga';
import { onRateLimit, type RateLimitReport } from '../api/rateLimit';
import { noticeAdded, rateLimited } from '../slices/ui';
import type { RootState } from '../store/rootReducer';

export const RATE_LIMIT_DEFAULT_PAUSE_MS = 60_000;
export const RATE_LIMIT_NOTICE_MS = 10_000;

const selectRateLimitedUntil = (s: RootState) => s.ui.rateLimitedUntil;

export function* rateLimitSaga() {
  const reports = eventChannel<RateLimitReport>((emit) => onRateLimit(emit));
  try {
    for (;;) {
      const { waitMs } = yield* take(reports);
      const now = Date.now();
      const before = yield* select(selectRateLimitedUntil);
      // One notice per stretch of limiting, however many requests meet the 429.
      if (before === null || before <= now) {
        yield* put(noticeAdded('error', { id: 'errors.http.rate_limited' }, RATE_LIMIT_NOTICE_MS));
      }
      yield* put(rateLimited({ until: now + (waitMs ?? RATE_LIMIT_DEFAULT_PAUSE_MS) }));
    }
  } finally {
    reports.close();
  }
}

/** Every poller calls this before asking again: it returns at once unless the server is limiting us. */
export function* waitOutRateLimit() {
  const until = yield* select(selectRateLimitedUntil);
  const wait = until === null ? 0 : until - Date.now();
  if (wait > 0) yield* delay(wait);
}
