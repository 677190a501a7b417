// Requests started by the tiny `early` script (src/early.ts) while the main script is still being
// evaluated; the API client takes them over instead of asking again. Shared through a named global,
// since the two scripts are separate bundles. Knows nothing of Redux.

interface EarlyFetch {
  response: Promise<Response>;
  startedAt: number;
}

const GLOBAL_KEY = '__fediEarlyFetches';
/** An answer older than this is not used: the app asks afresh. */
export const EARLY_FETCH_MAX_AGE_MS = 10_000;

type WithEarly = typeof globalThis & { [GLOBAL_KEY]?: Map<string, EarlyFetch> };

function registry(): Map<string, EarlyFetch> {
  const g = globalThis as WithEarly;
  return (g[GLOBAL_KEY] ??= new Map<string, EarlyFetch>());
}

/** The same request the client would make for a JSON GET without a token. */
export function startEarlyFetch(url: string): void {
  if (registry().has(url)) return;
  const response = fetch(url, { headers: { Accept: 'application/json' } });
  // An early failure is not reported here: the client asks again and reports its own result.
  response.catch(() => {});
  registry().set(url, { response, startedAt: Date.now() });
}

/** Each early answer serves one request, and only while it is fresh. */
export function takeEarlyFetch(url: string): Promise<Response> | null {
  const early = registry().get(url);
  if (!early) return null;
  registry().delete(url);
  return Date.now() - early.startedAt <= EARLY_FETCH_MAX_AGE_MS ? early.response : null;
}
