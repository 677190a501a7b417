import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { HIGHLIGHT_TYPES, type HighlightType, type UserHighlight } from './userHighlight';

/** Type (disabled, solid, striped, side) and colour of the viewer's highlight for this user. */
export function HighlightPicker({ value, onChange }: { value: UserHighlight; onChange: (next: UserHighlight) => void }) {
  const intl = useIntl();
  const id = useId();
  return (
    <div className="user-card-highlight">
      <label htmlFor={id}>
        <FormattedMessage id="user_card.highlight" />
      </label>
      <select id={id} value={value.type} onChange={(e) => onChange({ ...value, type: e.target.value as HighlightType })}>
        {HIGHLIGHT_TYPES.map((type) => (
          <option key={type} value={type}>
            {intl.formatMessage({ id: `user_card.highlight_${type}` })}
          </option>
        ))}
      </select>
      {value.type !== 'disabled' && (
        <input
          type="color"
          value={value.color}
          aria-label={intl.formatMessage({ id: 'user_card.highlight_color' })}
          onChange={(e) => onChange({ ...value, color: e.target.value })}
        />
      )}
    </div>
  );
}
