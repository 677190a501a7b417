// '?': the hotkeys and what each does, in a dialog (Escape, the backdrop or the button closes it).
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Modal } from '../../components/Modal/Modal';
import { HOTKEY_HELP } from './keymap';
import './HotkeysHelp.css';

export default function HotkeysHelp({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const titleId = useId();
  return (
    <Modal onClose={onClose} closeOnBackdrop aria-labelledby={titleId}>
      <div className="panel hotkeys-help">
        <div className="panel-heading">
          <h2 id={titleId}>
            <FormattedMessage id="hotkeys.title" />
          </h2>
          <button type="button" className="button" onClick={onClose}>
            <FormattedMessage id="general.close" />
          </button>
        </div>
        <div className="panel-body">
          <table>
            <tbody>
              {HOTKEY_HELP.map(([keys, id]) => (
                <tr key={id}>
                  <th scope="row">
                    <kbd>{keys}</kbd>
                  </th>
                  <td>{intl.formatMessage({ id })}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="hotkeys-help-off">
            <FormattedMessage id="hotkeys.turn_off" />
          </p>
        </div>
      </div>
    </Modal>
  );
}
