import { FormattedMessage } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { selectSettings } from '../../../selectors/settings';
import { settingChanged } from '../../../slices/settings';
import type { Settings } from '../../../settings/defaults';

type Flag = keyof Settings['notificationVisibility'];

/** The order shown (spec 001 §2 heading; §9 filter categories plus follow requests). */
const FLAGS: Flag[] = ['likes', 'repeats', 'follows', 'mentions', 'emojiReactions', 'moves', 'polls', 'followRequest'];

/** Which kinds of notification the panel shows: the notificationVisibility settings (the filter popover, the settings tab). */
export function NotificationKindSwitches({ className = 'notifications-filter-list' }: { className?: string }) {
  const dispatch = useAppDispatch();
  const visibility = useAppSelector(selectSettings).notificationVisibility;
  return (
    <ul className={className}>
      {FLAGS.map((flag) => (
        <li key={flag}>
          <label>
            <input
              type="checkbox"
              checked={visibility[flag] !== false}
              onChange={(e) => dispatch(settingChanged('notificationVisibility', { ...visibility, [flag]: e.target.checked }))}
            />
            <FormattedMessage id={`notifications.filter.${flag}`} />
          </label>
        </li>
      ))}
    </ul>
  );
}
