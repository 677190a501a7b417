import { useEffect, useState } from 'react';
import { useAppSelector } from './hooks';

/** How long a piece waits for the rest of start-up (a NodeInfo that never answers) before it is drawn anyway. */
export const SETTLE_WAIT_MS = 2000;
/** The wait's steps: one that fires late found the main thread busy. */
const WAIT_STEP_MS = 250;
/** However busy the page stays, the wait ends after this many times its length. */
const WAIT_CAP_FACTOR = 5;

/**
 * Calls `done` once the page has been free to handle an answer for `ms` in all (or after WAIT_CAP_FACTOR times that,
 * whatever happens): counted in steps, and a step that fires late counts nothing, since the answer may be queued
 * behind whatever held the main thread. On a slow device busy with the first screen, a fixed two seconds ran out
 * with NodeInfo's answer already in, unread, and the navigation was drawn without it, then pushed down.
 */
export function afterFreeTime(ms: number, done: () => void): () => void {
  const started = performance.now();
  let counted = 0;
  let timer: ReturnType<typeof setTimeout>;
  const step = () => {
    const asked = performance.now();
    timer = setTimeout(() => {
      const now = performance.now();
      if (now - asked < 2 * WAIT_STEP_MS) counted += WAIT_STEP_MS;
      if (counted >= ms || now - started >= WAIT_CAP_FACTOR * ms) done();
      else step();
    }, WAIT_STEP_MS);
  };
  step();
  return () => clearTimeout(timer);
}

/**
 * True once start-up has settled (`ui.settled`) and `alsoReady` holds, or after SETTLE_WAIT_MS of a free page (above);
 * true for good once it was. What NodeInfo's answer changes (the timelines and places in the navigation, the features
 * the server offers) is drawn once, complete, rather than drawn early and pushed down under the reader as answers
 * come; a server that never answers costs two seconds, not the piece (docs, "Start-up speed"). Latched, so a piece
 * once drawn never goes away when what it waits for starts again (a sign-in after it).
 */
export function useSettledOrWaited(alsoReady = true): boolean {
  const ready = useAppSelector((s) => s.ui.settled) && alsoReady;
  const [drawn, setDrawn] = useState(false);
  useEffect(() => (ready ? undefined : afterFreeTime(SETTLE_WAIT_MS, () => setDrawn(true))), [ready]);
  if (ready && !drawn) setDrawn(true);
  return ready || drawn;
}
