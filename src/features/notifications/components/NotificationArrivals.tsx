import { useAnnounceArrivals } from '../../../components/Announcer/announce';
import { useUnseenCount } from './UnseenBadge';

/** Says 'New notifications: N' once when unread ones arrive (the badges are not live regions); mounted once. */
export function NotificationArrivals() {
  useAnnounceArrivals(useUnseenCount(), 'notifications.new_arrived');
  return null;
}
