import { useAppSelector } from '../../store/hooks';
import { selectIsLoggedIn } from '../../selectors/auth';
import { selectSettings } from '../../selectors/settings';
import { useIsMobile, useMediaQuery } from './useIsMobile';

/** The wide layout, where a third column fits: 1280 px or more (spec 000 §2). */
const WIDE_QUERY = '(min-width: 1280px)';

/**
 * What the wide desktop layout shows in its third column (thirdColumnMode): the notifications panel or the post
 * form, for a member; nothing on narrower windows, on phones, for visitors, or with 'none'.
 */
export function useThirdColumn(): 'notifications' | 'postform' | null {
  const mobile = useIsMobile();
  const wide = useMediaQuery(WIDE_QUERY);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const { thirdColumnMode } = useAppSelector(selectSettings);
  if (!loggedIn || mobile || !wide || thirdColumnMode === 'none') return null;
  return thirdColumnMode;
}
