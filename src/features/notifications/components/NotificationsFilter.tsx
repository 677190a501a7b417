import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { selectSettings } from '../../../selectors/settings';
import { settingChanged } from '../../../slices/settings';
import type { Settings } from '../../../settings/defaults';
import { Popover } from '../../../components/Popover/Popover';
import { PushSwitches } from './PushSwitches';

type Flag = keyof Settings['notificationVisibility'];

/** The popover's order (spec 001 §2 heading; §9 filter categories plus follow requests). */
const FLAGS: Flag[] = ['likes', 'repeats', 'follows', 'mentions', 'emojiReactions', 'moves', 'polls', 'followRequest'];

const FilterIcon = () => (
  <svg className="icon" width={16} height={16} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
    <path d="M3 5h18l-7 8.5V20l-4-2v-4.5L3 5z" />
  </svg>
);

const permissionNow = (): NotificationPermission | null =>
  typeof window !== 'undefined' && 'Notification' in window ? window.Notification.permission : null;

/**
 * Desktop notifications need the browser's permission, which browsers grant only from a click: the
 * question asked at sign-in is often ignored, so the popover offers it while it is still open.
 */
function DesktopAlertsButton() {
  const [permission, setPermission] = useState(permissionNow);
  if (permission !== 'default') return null;
  const ask = () => {
    void Promise.resolve(window.Notification.requestPermission())
      .then(setPermission)
      .catch(() => setPermission(permissionNow()));
  };
  return (
    <button type="button" className="button notifications-alerts-enable" onClick={ask}>
      <FormattedMessage id="notifications.enable_desktop" />
    </button>
  );
}

/** Which kinds of notification the panel shows: the notificationVisibility settings, all on by default. */
export function NotificationsFilter() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const visibility = useAppSelector(selectSettings).notificationVisibility;
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
          <ul className="notifications-filter-list">
            {FLAGS.map((flag) => (
              <li key={flag}>
                <label>
                  <input
                    type="checkbox"
                    checked={visibility[flag] !== false}
                    onChange={(e) =>
                      dispatch(settingChanged('notificationVisibility', { ...visibility, [flag]: e.target.checked }))
                    }
                  />
                  <FormattedMessage id={`notifications.filter.${flag}`} />
                </label>
              </li>
            ))}
          </ul>
          <DesktopAlertsButton />
          <PushSwitches />
        </>
      )}
    </Popover>
  );
}
