import { useState } from 'react';
import { FormattedMessage } from 'react-intl';

const permissionNow = (): NotificationPermission | null =>
  typeof window !== 'undefined' && 'Notification' in window ? window.Notification.permission : null;

/**
 * Desktop notifications need the browser's permission, which browsers grant only from a click: the
 * question asked at sign-in is often ignored, so the filter popover and the settings offer it while it is
 * still open. With `showState`, a browser that has answered says which way (the settings tab).
 */
export function DesktopAlertsButton({ showState = false }: { showState?: boolean }) {
  const [permission, setPermission] = useState(permissionNow);
  if (permission !== 'default') {
    if (!showState || permission === null) return null;
    return (
      <p className={`settings-hint notifications-alerts-state notifications-alerts-${permission}`}>
        <FormattedMessage id={permission === 'granted' ? 'notifications.desktop_granted' : 'notifications.desktop_denied'} />
      </p>
    );
  }
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
