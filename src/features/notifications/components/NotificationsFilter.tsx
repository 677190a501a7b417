import { useIntl } from 'react-intl';
import { Popover } from '../../../components/Popover/Popover';
import { PushSwitches } from './PushSwitches';
import { DesktopAlertsButton } from './DesktopAlertsButton';
import { NotificationKindSwitches } from './NotificationKindSwitches';

const FilterIcon = () => (
  <svg className="icon" width={16} height={16} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
    <path d="M3 5h18l-7 8.5V20l-4-2v-4.5L3 5z" />
  </svg>
);

/** Which kinds of notification the panel shows: the notificationVisibility settings, all on by default. */
export function NotificationsFilter() {
  const intl = useIntl();
  const label = intl.formatMessage({ id: 'notifications.filter' });
  return (
    <Popover
      className="notifications-filter"
      label={label}
      trigger={(props) => (
        <button type="button" className="button notifications-filter-button" aria-label={label} title={label} {...props}>
          <FilterIcon />
        </button>
      )}
    >
      {() => (
        <>
          <NotificationKindSwitches />
          <DesktopAlertsButton />
          <PushSwitches />
        </>
      )}
    </Popover>
  );
}
