import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { NavLink } from '../RouterLink';
import { useAppSelector } from '../../store/hooks';
import { useSettledOrWaited } from '../../store/useSettledOrWaited';
import { selectTimelineSwitcher } from '../../selectors/navigation';
import { selectCurrentAccount } from '../../selectors/auth';
import { selectCapabilities } from '../../selectors/instance';
import { NotificationsNavEntries } from '../../features/notifications/components/NotificationsNavEntries';
import { ListsNavEntries } from '../../features/lists/components/ListsNavEntries';
import { selectListsAnswered } from '../../features/lists/listsSelectors';
import { AnnouncementsNavEntry } from '../../features/announcements/components/AnnouncementsNavEntry';
import { selectSettings } from '../../selectors/settings';
import { lazyRetrying } from '../../utils/retryImport';
import { LazyBoundary } from '../ErrorBoundary/ErrorBoundary';
import './NavPanel.css';

const NavShortcuts = lazyRetrying(() => import(/* webpackChunkName: "nav-shortcuts" */ './NavShortcuts'));

/**
 * The desktop navigation panel (spec 000 §2): the timelines the viewer may see behind one toggle, then
 * the member's own places. The toggle starts open and keeps its state for the visit.
 */
export function NavPanel() {
  const timelines = useAppSelector(selectTimelineSwitcher);
  const me = useAppSelector(selectCurrentAccount);
  const { announcements } = useAppSelector(selectCapabilities);
  const [open, setOpen] = useState(true);
  const { showPanelNavShortcuts } = useAppSelector(selectSettings);
  // A member's lists are entries under 'Lists': drawn once they have answered too, not inserted above the entries
  // below them (about 300 ms after the panel, at a member's start here).
  const listsAnswered = useAppSelector(selectListsAnswered);
  const ready = useSettledOrWaited(!me || listsAnswered);
  if (!ready) return null;
  return (
    <nav className="panel nav-panel" aria-label="Main">
      {showPanelNavShortcuts && (
        <LazyBoundary>
          <NavShortcuts />
        </LazyBoundary>
      )}
      <ul>
        {timelines.length > 0 && (
          <li>
            <button
              type="button"
              className="nav-panel-button nav-panel-toggle"
              aria-expanded={open}
              aria-controls="nav-panel-timelines"
              onClick={() => setOpen(!open)}
            >
              <FormattedMessage id="nav.timelines" />
            </button>
            <ul id="nav-panel-timelines" className="nav-panel-sub" hidden={!open}>
              {timelines.map((entry) => (
                <li key={entry.kind}>
                  <NavLink to={entry.path}>
                    <FormattedMessage id={entry.labelId} />
                  </NavLink>
                </li>
              ))}
            </ul>
          </li>
        )}
        {me && <ListsNavEntries />}
        {me && <NotificationsNavEntries me={me} />}
        <li>
          <NavLink to="/about">
            <FormattedMessage id="nav.about" />
          </NavLink>
        </li>
        {me && announcements && <AnnouncementsNavEntry />}
      </ul>
    </nav>
  );
}
