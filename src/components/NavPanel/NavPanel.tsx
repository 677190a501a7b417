import { FormattedMessage } from 'react-intl';
import { NavLink } from 'react-router';
import { useAppSelector } from '../../store/hooks';
import { selectDirectMessagesPath, selectTimelineMenu } from '../../selectors/navigation';
import { selectCurrentAccount } from '../../selectors/auth';
import { selectCapabilities } from '../../selectors/instance';
import { NotificationsNavEntries } from '../../features/notifications/components/NotificationsNavEntries';
import { ListsNavEntries } from '../../features/lists/components/ListsNavEntries';
import { AnnouncementsNavEntry } from '../../features/announcements/components/AnnouncementsNavEntry';
import './NavPanel.css';

/** Navigation panel: the timelines the viewer may see, then the member's own places. */
export function NavPanel({ onNavigate }: { onNavigate?: () => void }) {
  const entries = useAppSelector(selectTimelineMenu);
  const me = useAppSelector(selectCurrentAccount);
  const { suggestions, visitorReads, announcements } = useAppSelector(selectCapabilities);
  const dms = useAppSelector(selectDirectMessagesPath);
  return (
    <nav className="panel nav-panel" aria-label="Main">
      <ul>
        {entries.map((entry) => (
          <li key={entry.kind}>
            <NavLink to={entry.path} onClick={onNavigate}>
              <FormattedMessage id={entry.labelId} />
            </NavLink>
          </li>
        ))}
        {dms && (
          <li>
            <NavLink to={dms} onClick={onNavigate}>
              <FormattedMessage id="nav.dms" />
            </NavLink>
          </li>
        )}
        {me && <ListsNavEntries onNavigate={onNavigate} />}
        {me && <NotificationsNavEntries me={me} onNavigate={onNavigate} />}
        {/* in the drawer (onNavigate) only: the desktop top bar has the search field */}
        {onNavigate && (me || visitorReads.search) && (
          <li>
            <NavLink to="/search" onClick={onNavigate}>
              <FormattedMessage id="search.search" />
            </NavLink>
          </li>
        )}
        {/* in the drawer (onNavigate) only: the desktop sidebar has the who-to-follow panel */}
        {me && suggestions && onNavigate && (
          <li>
            <NavLink to="/who-to-follow" onClick={onNavigate}>
              <FormattedMessage id="who_to_follow.who_to_follow" />
            </NavLink>
          </li>
        )}
        <li>
          <NavLink to="/about" onClick={onNavigate}>
            <FormattedMessage id="nav.about" />
          </NavLink>
        </li>
        {me && announcements && <AnnouncementsNavEntry onNavigate={onNavigate} />}
      </ul>
    </nav>
  );
}
