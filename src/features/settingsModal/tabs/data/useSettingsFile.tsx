// The settings file's three actions for the data tab and the header's backup menu: export (a download of the
// reader's own preferences), import (a picked file's text to the saga, which applies spec 001 §5), and reset to the
// defaults behind a confirmation.
import { useRef, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../../store/hooks';
import { ConfirmDialog } from '../../../../components/ConfirmDialog/ConfirmDialog';
import { settingsFileImported, settingsResetRequested } from './settingsFileIntents';
import { buildSettingsFile, SETTINGS_FILE_NAME } from './lib/settingsFile';
import { offerDownload } from './lib/download';
import { JsonFileInput } from '../../components/JsonFileInput';

export interface SettingsFileActions {
  exportFile: () => void;
  /** opens the file picker */
  importFile: () => void;
  /** asks first */
  reset: () => void;
  /** the hidden file input and the confirmation: render once, anywhere */
  elements: ReactNode;
}

export function useSettingsFile(): SettingsFileActions {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const user = useAppSelector((s) => s.settings.user);
  const input = useRef<HTMLInputElement>(null);
  const [confirming, setConfirming] = useState(false);

  const elements = (
    <>
      <JsonFileInput
        inputRef={input}
        label={intl.formatMessage({ id: 'settings.file.import' })}
        testId="settings-file-input"
        onText={(text) => dispatch(settingsFileImported({ text }))}
      />
      {confirming && (
        <ConfirmDialog
          title={<FormattedMessage id="settings.file.reset_title" />}
          confirmLabel={<FormattedMessage id="settings.file.reset_confirm" />}
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            dispatch(settingsResetRequested());
          }}
        >
          <p>
            <FormattedMessage id="settings.file.reset_body" />
          </p>
        </ConfirmDialog>
      )}
    </>
  );

  return {
    exportFile: () => offerDownload(buildSettingsFile(user), SETTINGS_FILE_NAME, 'application/json'),
    importFile: () => input.current?.click(),
    reset: () => setConfirming(true),
    elements,
  };
}
