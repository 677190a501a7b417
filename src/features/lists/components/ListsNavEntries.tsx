import { FormattedMessage } from 'react-intl';
import { NavLink } from '../../../components/RouterLink';
import { ListLinks } from './ListLinks';
import './ListsNavEntries.css';

/** The navigation panel's lists entry (spec 000 §2), and under it each of the member's lists' timelines. */
export function ListsNavEntries({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <li>
      <NavLink to="/lists" end onClick={onNavigate}>
        <FormattedMessage id="nav.lists" />
      </NavLink>
      <ListLinks className="nav-panel-lists" onNavigate={onNavigate} />
    </li>
  );
}
