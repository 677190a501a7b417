import { FormattedMessage } from 'react-intl';
import { NavLink } from '../../components/RouterLink';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectDrawerTimelinePath } from '../../selectors/navigation';
import { selectCurrentAccount } from '../../selectors/auth';
import { selectCapabilities } from '../../selectors/instance';
import { settingsOpened } from '../../features/settingsModal/settingsModalSlice';
import { NotificationsNavEntries } from '../../features/notifications/components/NotificationsNavEntries';
import { ListsNavEntries } from '../../features/lists/components/ListsNavEntries';
import { AnnouncementsNavEntry } from '../../features/announcements/components/AnnouncementsNavEntry';
import { administrationUrl, isAdministrator } from './staffLinks';
import { moderationOpened, selectReportsAllowed } from '../../features/moderation/reportsIntents';
import { ReportsBadge } from '../../features/moderation/components/ReportsBadge';
import { LogoutButton } from './LogoutButton';

/**
 * The side drawer's entries, in the spec's order (000 §2): timelines (back to the one opened last),
 * lists, interactions, follow requests, search, who to follow, settings, about, moderation, administration,
 * announcements, log out. Signing in is the user panel above them. Every entry closes the drawer.
 */
export function DrawerNav({ onNavigate }: { onNavigate: () => void }) {
  const dispatch = useAppDispatch();
  const me = useAppSelector(selectCurrentAccount);
  const { suggestions, visitorReads, announcements, software } = useAppSelector(selectCapabilities);
  const timelines = useAppSelector(selectDrawerTimelinePath);
  const admin = isAdministrator(me) ? administrationUrl(software) : null;
  const reports = useAppSelector(selectReportsAllowed);
  return (
    <nav className="panel nav-panel" aria-label="Main">
      <ul>
        {timelines && (
          <li>
            <NavLink to={timelines} onClick={onNavigate}>
              <FormattedMessage id="nav.timelines" />
            </NavLink>
          </li>
        )}
        {me && <ListsNavEntries onNavigate={onNavigate} />}
        {me && <NotificationsNavEntries me={me} onNavigate={onNavigate} notifications={false} />}
        {(me || visitorReads.search) && (
          <li>
            <NavLink to="/search" onClick={onNavigate}>
              <FormattedMessage id="search.search" />
            </NavLink>
          </li>
        )}
        {me && suggestions && (
          <li>
            <NavLink to="/who-to-follow" onClick={onNavigate}>
              <FormattedMessage id="who_to_follow.who_to_follow" />
            </NavLink>
          </li>
        )}
        {me && (
          <li>
            <button
              type="button"
              className="nav-panel-button"
              onClick={() => {
                onNavigate();
                dispatch(settingsOpened({ tab: 'general' }));
              }}
            >
              <FormattedMessage id="nav.settings" />
            </button>
          </li>
        )}
        <li>
          <NavLink to="/about" onClick={onNavigate}>
            <FormattedMessage id="nav.about" />
          </NavLink>
        </li>
        {reports && (
          <li>
            <button
              type="button"
              className="nav-panel-button"
              onClick={() => {
                onNavigate();
                dispatch(moderationOpened());
              }}
            >
              <FormattedMessage id="nav.moderation" /> <ReportsBadge />
            </button>
          </li>
        )}
        {admin && (
          <li>
            <a href={admin} target="_blank" rel="noopener noreferrer" onClick={onNavigate}>
              <FormattedMessage id="nav.administration" />
              <span className="visually-hidden">
                {' '}
                <FormattedMessage id="nav.opens_in_new_window" />
              </span>
            </a>
          </li>
        )}
        {me && announcements && <AnnouncementsNavEntry onNavigate={onNavigate} />}
        {me && (
          <li>
            <LogoutButton className="nav-panel-button" />
          </li>
        )}
      </ul>
    </nav>
  );
}
