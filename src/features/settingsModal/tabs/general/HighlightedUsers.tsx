// The users the member highlighted (from their cards), each with its picker: the one place to review and undo them.
import { FormattedMessage } from 'react-intl';
import { HighlightPicker } from '../../../../components/HighlightPicker/HighlightPicker';
import { useHighlights } from '../../../../components/HighlightPicker/useUserHighlight';

export function HighlightedUsers() {
  const [highlights, setFor] = useHighlights();
  const entries = Object.entries(highlights).sort(([a], [b]) => a.localeCompare(b));
  return (
    <div className="general-highlights">
      <h4>
        <FormattedMessage id="settings.general.highlights" />
      </h4>
      {entries.length === 0 ? (
        <p className="general-hint">
          <FormattedMessage id="settings.general.highlights_none" />
        </p>
      ) : (
        <ul>
          {entries.map(([acct, highlight]) => (
            <li key={acct}>
              <HighlightPicker label={`@${acct}`} value={highlight} onChange={(next) => setFor(acct, next)} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
