import { useCallback, useSyncExternalStore } from 'react';

/** Whether a CSS media query matches now, following its changes. */
export function useMediaQuery(media: string): boolean {
  const subscribe = useCallback(
    (listener: () => void) => {
      const query = window.matchMedia(media);
      query.addEventListener('change', listener);
      return () => query.removeEventListener('change', listener);
    },
    [media],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(media).matches,
    () => false,
  );
}

/** Mobile layout at 800 px wide or less (spec 000 §2). */
export const useIsMobile = (): boolean => useMediaQuery('(max-width: 800px)');
