// The settings modal header's backup menu (spec 001 §2 Settings): export the settings file, import one, reset to
// the defaults. Its intents reach the data tab's sagas, so it waits until they run.
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppSelector } from '../../../../store/hooks';
import { Popover } from '../../../../components/Popover/Popover';
import { selectSettingsModalState } from '../../settingsModalSlice';
import { useSettingsFile } from './useSettingsFile';
import './BackupMenu.css';

/** A tray with arrows in and out: the settings file goes both ways. */
function BackupIcon() {
  return (
    <svg className="icon" width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
      <path d="M4 15h2v4h12v-4h2v6H4v-6zm4.5-6L12 5.5 15.5 9H13v6h-2V9H8.5z" />
    </svg>
  );
}

export function BackupMenu() {
  const intl = useIntl();
  const ready = useAppSelector((s) => selectSettingsModalState(s).sagasReady);
  const file = useSettingsFile();
  const label = intl.formatMessage({ id: 'settings.file.menu' });
  return (
    <>
      <Popover
        className="backup-menu"
        label={label}
        trigger={(props) => (
          // an icon beside the header's other icon buttons: the header must fit a phone's width
          <button
            type="button"
            className="icon-button backup-menu-button"
            aria-label={label}
            title={label}
            disabled={!ready}
            {...props}
          >
            <BackupIcon />
          </button>
        )}
      >
        {(close) => (
          <ul className="backup-menu-items">
            {(
              [
                ['settings.file.export', file.exportFile],
                ['settings.file.import', file.importFile],
                ['settings.file.reset', file.reset],
              ] as const
            ).map(([id, act]) => (
              <li key={id}>
                <button
                  type="button"
                  className="backup-menu-item"
                  onClick={() => {
                    close();
                    act();
                  }}
                >
                  <FormattedMessage id={id} />
                </button>
              </li>
            ))}
          </ul>
        )}
      </Popover>
      {file.elements}
    </>
  );
}

export default BackupMenu;
