// Automatic retries of a page fetch: a one-off failure (a proxy's 502 during a restart, a truncated
// body, a dropped connection) never reaches the reader; a lasting one does, after a few attempts.
import { call, delay } from 'typed-redux-saga';
import { BadResponseError, HttpError, NetworkError } from '../api/client';

/** Waits before the 2nd, 3rd and 4th attempt. */
export const RETRY_DELAYS_MS = [1_000, 3_000, 8_000] as const;
/** A server asking for a longer wait than this is not waited for: the reader gets 'click to retry'. */
export const MAX_HONOURED_WAIT_MS = 30_000;

const TRANSIENT_STATUSES = new Set([429, 502, 503, 504]);

export function isTransient(error: unknown): boolean {
  if (error instanceof HttpError) return TRANSIENT_STATUSES.has(error.status);
  return error instanceof NetworkError || error instanceof BadResponseError;
}

/** How long to wait before attempt `failures + 1`, or null to give up and show the error. */
export function retryWait(error: unknown, failures: number): number | null {
  const backoff = RETRY_DELAYS_MS[failures - 1];
  if (backoff === undefined || !isTransient(error)) return null;
  const hint = error instanceof HttpError ? error.retryAfterMs : null;
  if (hint === null) return backoff;
  return hint <= MAX_HONOURED_WAIT_MS ? Math.max(backoff, hint) : null;
}

/** Runs `attempt` until it succeeds, a failure is not transient, or the retries are spent. */
export function* withRetries<T>(attempt: () => Promise<T>) {
  for (let failures = 1; ; failures += 1) {
    try {
      return yield* call(attempt);
    } catch (error) {
      const wait = retryWait(error, failures);
      if (wait === null) throw error;
      yield* delay(wait);
    }
  }
}
