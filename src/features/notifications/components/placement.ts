import { useLocation } from 'react-router';
import { useAppSelector } from '../../../store/hooks';
import { selectIsLoggedIn } from '../../../selectors/auth';
import { selectSettings } from '../../../selectors/settings';
import { useIsMobile, useMediaQuery } from '../../../app/shell/useIsMobile';

/** The wide layout, where a third column fits: 1280 px or more (spec 000 §2). */
const WIDE_QUERY = '(min-width: 1280px)';

/** The notifications route (/{username}/notifications) shows the panel itself: no second copy beside it. */
const ROUTE = /^\/[^/]+\/notifications\/?$/;

/**
 * Where the desktop layout shows the notifications panel (spec 000 §2): its own column on the wide
 * layout when thirdColumnMode is 'notifications', otherwise the sidebar unless hideNotificationsPanel.
 * Phones use the bell's drawer instead.
 */
export function useNotificationsPlacement(): 'column' | 'sidebar' | null {
  const mobile = useIsMobile();
  const wide = useMediaQuery(WIDE_QUERY);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const { thirdColumnMode, hideNotificationsPanel } = useAppSelector(selectSettings);
  const { pathname } = useLocation();
  if (!loggedIn || mobile || ROUTE.test(pathname)) return null;
  if (wide && thirdColumnMode === 'notifications') return 'column';
  return hideNotificationsPanel ? null : 'sidebar';
}
