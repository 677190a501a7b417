import { lazy, type ComponentType } from 'react';

/** Waits before the 2nd and 3rd try of a chunk load: a dropped connection or a deploy in progress often clears in a second. */
export const CHUNK_RETRY_DELAYS_MS = [500, 1500];

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Loads a chunk, trying again after each of `delays` when it fails (webpack forgets a failed chunk, so
 * the next `import()` asks for it afresh). Serves the feature loader saga and React.lazy screens alike.
 */
export async function retryImport<T>(load: () => Promise<T>, delays: readonly number[] = CHUNK_RETRY_DELAYS_MS): Promise<T> {
  for (const ms of delays) {
    try {
      return await load();
    } catch {
      await wait(ms);
    }
  }
  return load();
}

/** React.lazy whose chunk load is retried like a feature's (a failed first try never loses the screen). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own constraint
export const lazyRetrying = <T extends ComponentType<any>>(load: () => Promise<{ default: T }>) => lazy(() => retryImport(load));
