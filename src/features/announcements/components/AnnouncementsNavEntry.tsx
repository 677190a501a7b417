import { FormattedMessage } from 'react-intl';
import { NavLink } from '../../../components/RouterLink';
import { useAppSelector } from '../../../store/hooks';
import { selectUnreadAnnouncementCount } from '../announcementsSelectors';

/** The navigation panel's (and side drawer's) announcements entry with its unread badge (spec 000 §2). */
export function AnnouncementsNavEntry({ onNavigate }: { onNavigate?: () => void }) {
  // the 60 s fetcher fills it from sign-in on
  const unread = useAppSelector((s) => selectUnreadAnnouncementCount(s));
  return (
    <li>
      <NavLink to="/announcements" onClick={onNavigate}>
        <FormattedMessage id="nav.announcements" />
        {unread > 0 && <span className="count-badge">{unread}</span>}
      </NavLink>
    </li>
  );
}
