// Telling whoever listens that the server answered 404, 405 or 501: a saga (sagas/missingFeatures.ts)
// decides whether that means a feature the server lacks. The client stays free of Redux, as with rate limits.
import type { FailedRoute } from '../missingFeatures';

type Listener = (failed: FailedRoute) => void;
const listeners = new Set<Listener>();

export function onMissingRoute(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Statuses that may mean the route itself is missing. */
export const MISSING_ROUTE_STATUSES: readonly number[] = [404, 405, 501];

export function reportMissingRoute(failed: FailedRoute): void {
  for (const listener of listeners) listener(failed);
}
