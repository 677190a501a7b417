import { useAppSelector } from '../../../store/hooks';
import { selectSettings } from '../../../selectors/settings';

/**
 * The unseen notifications' number, kept in the store by the lazy attention saga so that the bell and the
 * navigation entries (first bundle) need none of the notification selectors.
 */
export const useUnseenCount = () => useAppSelector((s) => s.notifications?.unseen ?? 0);

/**
 * The unseen count badge (a bare dot when hideNotificationCount is on), or nothing when all is seen. `drawn`: on a
 * button whose name already says the count ('Notifications (4 unread)'), the number is drawn by the stylesheet
 * (`data-count`) rather than written: a button's name must contain the text it shows (WCAG 2.5.3), and the
 * number is not what it is called by.
 */
export function UnseenBadge({ drawn = false }: { drawn?: boolean }) {
  const unseen = useUnseenCount();
  const hideCount = useAppSelector(selectSettings).hideNotificationCount;
  if (unseen === 0) return null;
  if (hideCount) return <span className="count-badge count-badge-dot" />;
  return drawn ? <span className="count-badge" data-count={unseen} /> : <span className="count-badge">{unseen}</span>;
}
