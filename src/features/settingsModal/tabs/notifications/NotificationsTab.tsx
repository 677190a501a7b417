// The notifications tab of the settings modal (spec 001 §2 Settings): which kinds the panel shows, desktop alerts
// and web push on this browser, and the two notification settings the server keeps (Pleroma and Akkoma).
import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../../store/hooks';
import { selectCapabilities } from '../../../../selectors/instance';
import { selectCurrentAccount } from '../../../../selectors/auth';
import type { RootState } from '../../../../store/rootReducer';
import { NotificationKindSwitches } from '../../../notifications/components/NotificationKindSwitches';
import { DesktopAlertsButton } from '../../../notifications/components/DesktopAlertsButton';
import { PushSwitches } from '../../../notifications/components/PushSwitches';
import {
  SERVER_NOTIFICATION_SETTINGS,
  notificationsTabOpened,
  selectNotificationSettingsState,
  selectServerNotificationSetting,
  serverNotificationSettingChanged,
  type ServerNotificationSetting,
} from './notificationSettingsSlice';
import './NotificationsTab.css';

function ServerSwitch({ setting }: { setting: ServerNotificationSetting }) {
  const dispatch = useAppDispatch();
  const on = useAppSelector((s: RootState) => selectServerNotificationSetting(s, setting));
  return (
    <label className="settings-check">
      <input
        type="checkbox"
        checked={on}
        onChange={(e) => dispatch(serverNotificationSettingChanged({ key: setting, value: e.target.checked, previous: on }))}
      />
      <FormattedMessage id={`settings.notifications.${setting}`} />
    </label>
  );
}

export default function NotificationsTab() {
  const dispatch = useAppDispatch();
  const { software } = useAppSelector(selectCapabilities);
  const me = useAppSelector(selectCurrentAccount);
  const { error } = useAppSelector(selectNotificationSettingsState);
  // Pleroma's own settings: its servers, or any that sends them with the account
  const serverSide = software === 'pleroma' || software === 'akkoma' || me?.pleroma?.notification_settings !== undefined;
  useEffect(() => {
    if (serverSide) dispatch(notificationsTabOpened());
  }, [serverSide, dispatch]);

  return (
    <div className="settings-notifications">
      <fieldset className="settings-fieldset">
        <legend>
          <FormattedMessage id="settings.notifications.shown_kinds" />
        </legend>
        <NotificationKindSwitches className="settings-notifications-kinds" />
      </fieldset>
      <fieldset className="settings-fieldset">
        <legend>
          <FormattedMessage id="settings.notifications.alerts" />
        </legend>
        <DesktopAlertsButton showState />
        <PushSwitches />
      </fieldset>
      {serverSide && (
        <fieldset className="settings-fieldset">
          <legend>
            <FormattedMessage id="settings.notifications.server" />
          </legend>
          <p className="settings-hint">
            <FormattedMessage id="settings.notifications.server_hint" />
          </p>
          {SERVER_NOTIFICATION_SETTINGS.map((setting) => (
            <ServerSwitch key={setting} setting={setting} />
          ))}
          {error && (
            <p className="settings-error" role="alert">
              <FormattedMessage id="settings.notifications.restored" />
              {error.text && <>: {error.text}</>}
            </p>
          )}
        </fieldset>
      )}
    </div>
  );
}
