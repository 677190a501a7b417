import { FormattedMessage } from 'react-intl';
import { NavLink } from '../../../components/RouterLink';
import { useAppSelector } from '../../../store/hooks';
import type { AccountEntity } from '../../../schemas/index';
import { UnseenBadge } from './UnseenBadge';

/**
 * The navigation panel's (and side drawer's) notifications, interactions and, for locked accounts,
 * follow requests entries, with their count badges (spec 000 §2).
 */
export function NotificationsNavEntries({
  me,
  onNavigate,
  notifications = true,
}: {
  me: AccountEntity;
  onNavigate?: () => void;
  /** the drawer leaves it out: on a phone the top bar's bell opens them */
  notifications?: boolean;
}) {
  // fetched at sign-in for locked accounts
  const requests = useAppSelector((s) => s.followRequests?.ids.length ?? 0);
  const name = encodeURIComponent(me.acct);
  return (
    <>
      {notifications && (
        <li>
          <NavLink to={`/${name}/notifications`} onClick={onNavigate}>
            <FormattedMessage id="nav.notifications" />
            <UnseenBadge />
          </NavLink>
        </li>
      )}
      <li>
        <NavLink to={`/users/${name}/interactions`} onClick={onNavigate}>
          <FormattedMessage id="nav.interactions" />
        </NavLink>
      </li>
      {me.locked && (
        <li>
          <NavLink to="/friend-requests" onClick={onNavigate}>
            <FormattedMessage id="nav.friend_requests" />
            {requests > 0 && <span className="count-badge">{requests}</span>}
          </NavLink>
        </li>
      )}
    </>
  );
}
