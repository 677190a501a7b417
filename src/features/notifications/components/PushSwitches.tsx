import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { selectSettings } from '../../../selectors/settings';
import { selectCapabilities } from '../../../selectors/instance';
import { settingChanged } from '../../../slices/settings';
import { notificationPermission, pushSupported } from '../../push/lib/browserPush';

/**
 * Web push on or off, and whether its notifications show the posts' text (until the settings modal's
 * notifications tab gives them their place). Offered where the browser can and the server has a push key;
 * the browser's permission is asked from the click that turns it on, as browsers require.
 */
export function PushSwitches() {
  const dispatch = useAppDispatch();
  const { webPushNotifications, webPushHideContents } = useAppSelector(selectSettings);
  const { vapidPublicKey } = useAppSelector(selectCapabilities);
  const [blocked, setBlocked] = useState(() => notificationPermission() === 'denied');
  if (!vapidPublicKey || !pushSupported()) return null;

  const turn = (on: boolean) => {
    if (!on || notificationPermission() === 'granted') {
      dispatch(settingChanged('webPushNotifications', on));
      return;
    }
    void Promise.resolve(window.Notification.requestPermission())
      .catch(() => notificationPermission() ?? 'denied')
      .then((answer) => {
        if (answer === 'granted') dispatch(settingChanged('webPushNotifications', true));
        else setBlocked(answer === 'denied');
      });
  };

  return (
    <div className="notifications-push">
      <label>
        <input type="checkbox" checked={webPushNotifications} onChange={(e) => turn(e.target.checked)} />
        <FormattedMessage id="notifications.web_push" />
      </label>
      <label>
        <input
          type="checkbox"
          checked={webPushHideContents}
          disabled={!webPushNotifications}
          onChange={(e) => dispatch(settingChanged('webPushHideContents', e.target.checked))}
        />
        <FormattedMessage id="notifications.web_push_hide_contents" />
      </label>
      {blocked && !webPushNotifications && (
        <p className="notifications-push-blocked" role="status">
          <FormattedMessage id="notifications.web_push_blocked" />
        </p>
      )}
    </div>
  );
}
