import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { downloadActionLog, isActionLogEnabled, setActionLogEnabled } from '../../store/actionLog';

/** Lets anyone record what the app does and attach it to a bug report (secrets are redacted). */
export default function DebugLogPanel() {
  const [on, setOn] = useState(isActionLogEnabled);
  return (
    <div className="debug-log">
      <label>
        <input
          type="checkbox"
          checked={on}
          onChange={(e) => {
            setActionLogEnabled(e.target.checked);
            setOn(e.target.checked);
          }}
        />{' '}
        <FormattedMessage id="debug.record_log" />
      </label>
      {on && (
        <button type="button" className="button-link" onClick={downloadActionLog}>
          <FormattedMessage id="debug.export_log" />
        </button>
      )}
    </div>
  );
}
