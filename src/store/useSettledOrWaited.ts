import { useEffect, useState } from 'react';
import { useAppSelector } from './hooks';

/** The longest a piece waits for the rest of start-up (a NodeInfo that never answers) before it is drawn anyway. */
export const SETTLE_WAIT_MS = 2000;

/**
 * True once start-up has settled (`ui.settled`), or SETTLE_WAIT_MS after the first render. What NodeInfo's answer
 * changes (the timelines and places in the navigation, the features the server offers) is drawn once, complete,
 * rather than drawn early and pushed down under the reader as answers come; a server that never answers costs two
 * seconds, not the piece (one was too short on a busy machine: docs, "Start-up speed").
 */
export function useSettledOrWaited(): boolean {
  const settled = useAppSelector((s) => s.ui.settled);
  const [waited, setWaited] = useState(false);
  useEffect(() => {
    if (settled) return;
    const timer = setTimeout(() => setWaited(true), SETTLE_WAIT_MS);
    return () => clearTimeout(timer);
  }, [settled]);
  return settled || waited;
}
