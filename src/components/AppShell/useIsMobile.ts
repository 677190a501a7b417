import { useSyncExternalStore } from 'react';

/** Mobile layout at 800 px wide or less (spec 000 §2). */
const MOBILE_QUERY = '(max-width: 800px)';

const subscribe = (listener: () => void) => {
  const query = window.matchMedia(MOBILE_QUERY);
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
};

export function useIsMobile(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(MOBILE_QUERY).matches,
    () => false,
  );
}
