import { useLocation } from 'react-router';
import { useAppSelector } from '../../../store/hooks';
import { selectIsLoggedIn } from '../../../selectors/auth';
import { selectSettings } from '../../../selectors/settings';
import { useIsMobile } from '../../../app/shell/useIsMobile';
import { useThirdColumn } from '../../../app/shell/thirdColumn';

/** The notifications route (/{username}/notifications) shows the panel itself: no second copy beside it. */
const ROUTE = /^\/[^/]+\/notifications\/?$/;

/**
 * Where the desktop layout shows the notifications panel (spec 000 §2): its own column on the wide
 * layout when thirdColumnMode is 'notifications', otherwise the sidebar unless hideNotificationsPanel.
 * Phones use the bell's drawer instead.
 */
export function useNotificationsPlacement(): 'column' | 'sidebar' | null {
  const mobile = useIsMobile();
  const third = useThirdColumn();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const { hideNotificationsPanel } = useAppSelector(selectSettings);
  const { pathname } = useLocation();
  if (!loggedIn || mobile || ROUTE.test(pathname)) return null;
  if (third === 'notifications') return 'column';
  return hideNotificationsPanel ? null : 'sidebar';
}
