import { createElement, lazy, useState, type ComponentProps, type ComponentType, type LazyExoticComponent } from 'react';

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

/** A code chunk that did not arrive: webpack's ChunkLoadError (scripts) or mini-css-extract-plugin's CSS_CHUNK_LOAD_FAILED (styles). */
export const isChunkLoadError = (error: unknown): boolean =>
  error instanceof Error && (error.name === 'ChunkLoadError' || (error as { code?: unknown }).code === 'CSS_CHUNK_LOAD_FAILED');

let caught = 0;
/** An error boundary took an error: a lazy component whose chunk had failed imports it again at its next render. */
export const chunkErrorCaught = () => {
  caught += 1;
};

/** A lazy component that can be asked to load its chunk before it is rendered. */
export type Preloadable<P> = ((props: P) => ReturnType<typeof createElement>) & {
  /** Starts loading the chunk (retried, as a render would) and ignores a failure: the render asks again. */
  preload: () => void;
};

/**
 * React.lazy whose chunk load is retried like a feature's (a failed first try never loses the screen). React.lazy
 * keeps a rejected import for good, so once a boundary has shown the failure the next render gets a fresh lazy
 * component: the boundary's retry, or the piece opened again, imports the chunk afresh without a page reload.
 * `preload` starts the same load early (a link the pointer or focus reached); a piece mounted after its chunk has
 * arrived renders the component itself, with no suspension and no fallback drawn for a frame.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own constraint
export function lazyRetrying<T extends ComponentType<any>>(load: () => Promise<{ default: T }>): Preloadable<ComponentProps<T>> {
  let loaded: T | undefined;
  // one load at a time, shared by a preload and the render that follows it; forgotten when it fails
  let pending: Promise<{ default: T }> | undefined;
  const start = () =>
    (pending ??= retryImport(load).then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
  // Not renewed at once: React renders an erring tree once more before the boundary takes the error, and a fresh
  // import there would start the loading over, again and again.
  let failedAt = -1;
  const fresh = (): LazyExoticComponent<T> =>
    lazy(() =>
      start().catch((error: unknown) => {
        failedAt = caught;
        throw error;
      }),
    );
  let current = fresh();
  const Piece = (props: ComponentProps<T>) => {
    // Chosen once per mounted piece: switching a mounted lazy component for the loaded one would remount the screen.
    const [chosen] = useState((): { type: T | LazyExoticComponent<T> } => {
      if (loaded) return { type: loaded };
      if (failedAt >= 0 && failedAt < caught) {
        failedAt = -1;
        current = fresh();
      }
      return { type: current };
    });
    return createElement(chosen.type, props);
  };
  return Object.assign(Piece, {
    preload: () => {
      start().catch(() => undefined);
    },
  });
}
