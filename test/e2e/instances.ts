/**
 * One demo instance per Playwright worker. Tests reset the instance and inject faults into it, so two
 * workers sharing one would step on each other: worker n (its parallelIndex, in [0, workers)) talks
 * to the instance on E2E_PORT + n. All of them serve the same build (E2E_DIST).
 */

/** The first instance's port; the others follow it. */
export const BASE_PORT = Number(process.env.E2E_PORT ?? 4310);

/** Parallel workers, each with its own instance (default 2, this machine's core count). */
export const WORKERS = Number(process.env.E2E_WORKERS ?? 2);

if (!Number.isInteger(BASE_PORT) || BASE_PORT < 1 || BASE_PORT > 65535) throw new Error(`E2E_PORT is not a port: ${BASE_PORT}`);
if (!Number.isInteger(WORKERS) || WORKERS < 1) throw new Error(`E2E_WORKERS is not a positive integer: ${WORKERS}`);

export const instancePort = (parallelIndex: number) => BASE_PORT + parallelIndex;

/** The origin of the instance that the worker with this parallelIndex owns. */
export function instanceURL(parallelIndex: number): string {
  if (!Number.isInteger(parallelIndex) || parallelIndex < 0 || parallelIndex >= WORKERS)
    throw new Error(
      `no demo instance for worker ${parallelIndex}: ${WORKERS} started (E2E_WORKERS); set E2E_WORKERS instead of --workers`,
    );
  return `http://127.0.0.1:${instancePort(parallelIndex)}`;
}

/**
 * The demo instance behaving as a server written by others (test/instance/flavours/): one each, after
 * the workers' instances. Only that flavour's spec file talks to it, and a file's tests run in order in
 * one worker, so no two tests share it at once.
 */
export const FLAVOURS = ['snac2', 'hollo'] as const;
export type E2EFlavour = (typeof FLAVOURS)[number];

export const flavourPort = (flavour: E2EFlavour) => BASE_PORT + WORKERS + FLAVOURS.indexOf(flavour);

export const flavourURL = (flavour: E2EFlavour) => `http://127.0.0.1:${flavourPort(flavour)}`;

/**
 * The build served as Pleroma serves an installed release (test/pleroma/), after the flavours' instances;
 * it runs its own demo instance behind it on a random port. Only pleroma-served.spec.ts talks to it.
 */
export const pleromaPort = () => BASE_PORT + WORKERS + FLAVOURS.length;

export const pleromaURL = () => `http://127.0.0.1:${pleromaPort()}`;
