// Reading a server's "wait" hints, and telling whoever listens that the server rate limits us.
// The client stays free of Redux: a saga subscribes (sagas/rateLimit.ts) and turns reports into state.

/** A date or a number of seconds; null when unreadable. Numbers above 1e9 are Unix times (some servers). */
function parseWhen(value: string | null, now: number): number | null {
  if (!value) return null;
  const trimmed = value.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed)) {
    const n = Number(trimmed);
    return n > 1e9 ? Math.max(0, n * 1000 - now) : n * 1000;
  }
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

/**
 * How long to wait before asking again: `Retry-After` (seconds or an HTTP date) on any status, and
 * Mastodon's `X-RateLimit-Reset` (an ISO date) on a 429.
 */
export function waitHintOf(status: number, headers: Headers, now: number): number | null {
  const retryAfter = parseWhen(headers.get('Retry-After'), now);
  if (retryAfter !== null) return retryAfter;
  if (status !== 429) return null;
  return parseWhen(headers.get('X-RateLimit-Reset'), now);
}

/** A 429 arrived; `waitMs` is the server's hint, null when it gave none. */
export interface RateLimitReport {
  waitMs: number | null;
}
type Listener = (report: RateLimitReport) => void;
const listeners = new Set<Listener>();

export function onRateLimit(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function reportRateLimit(waitMs: number | null): void {
  for (const listener of listeners) listener({ waitMs });
}
