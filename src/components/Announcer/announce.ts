// One polite live region for the whole app (issue 26): what arrives is said once, never per post. The region is
// rendered by the shell (Announcer); the text is set a moment after clearing it, so the same words twice are said twice.
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';

export const ANNOUNCER_ID = 'app-announcer';
const REPEAT_DELAY_MS = 100;

export function announce(text: string): void {
  const region = document.getElementById(ANNOUNCER_ID);
  if (!region) return;
  region.textContent = '';
  setTimeout(() => {
    region.textContent = text;
  }, REPEAT_DELAY_MS);
}

/** Says `messageId` (with the count) when a count of waiting things rises from none: once per batch, not per item. */
export function useAnnounceArrivals(count: number, messageId: string): void {
  const intl = useIntl();
  const before = useRef(count);
  useEffect(() => {
    if (before.current === 0 && count > 0) announce(intl.formatMessage({ id: messageId }, { count }));
    before.current = count;
  }, [count, messageId, intl]);
}
