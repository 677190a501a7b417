import { useAppSelector } from '../../../store/hooks';
import { selectSettings } from '../../../selectors/settings';

/**
 * The unseen notifications' number, kept in the store by the lazy attention saga so that the bell and the
 * navigation entries (first bundle) need none of the notification selectors.
 */
export const useUnseenCount = () => useAppSelector((s) => s.notifications?.unseen ?? 0);

/** The unseen count badge (a bare dot when hideNotificationCount is on), or nothing when all is seen. */
export function UnseenBadge() {
  const unseen = useUnseenCount();
  const hideCount = useAppSelector(selectSettings).hideNotificationCount;
  if (unseen === 0) return null;
  return <span className={hideCount ? 'count-badge count-badge-dot' : 'count-badge'}>{hideCount ? '' : unseen}</span>;
}
