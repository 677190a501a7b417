import { useEffect, useState } from 'react';
import { useAppSelector } from './hooks';

/** The longest a piece waits for the rest of start-up (a NodeInfo that never answers) before it is drawn anyway. */
export const SETTLE_WAIT_MS = 2000;

/**
 * True once start-up has settled (`ui.settled`) and `alsoReady` holds, or SETTLE_WAIT_MS after the first render; true
 * for good once it was. What NodeInfo's answer changes (the timelines and places in the navigation, the features the
 * server offers) is drawn once, complete, rather than drawn early and pushed down under the reader as answers come; a
 * server that never answers costs two seconds, not the piece (one was too short on a busy machine: docs, "Start-up
 * speed"). Latched, so a piece once drawn never goes away when what it waits for starts again (a sign-in after it).
 */
export function useSettledOrWaited(alsoReady = true): boolean {
  const ready = useAppSelector((s) => s.ui.settled) && alsoReady;
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    if (ready) return;
    const timer = setTimeout(() => setDrawn(true), SETTLE_WAIT_MS);
    return () => clearTimeout(timer);
  }, [ready]);
  if (ready && !drawn) setDrawn(true);
  return ready || drawn;
}
