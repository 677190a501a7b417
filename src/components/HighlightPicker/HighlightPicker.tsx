import { useId, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import './HighlightPicker.css';
import { HIGHLIGHT_TYPES, type HighlightType, type UserHighlight } from '../../settings/userHighlight';

interface Props {
  value: UserHighlight;
  onChange: (next: UserHighlight) => void;
  /** What the select is labelled with (the user's name in a list); 'Highlight' by default. */
  label?: ReactNode;
}

/** Type (disabled, solid, striped, side) and colour of the viewer's highlight for this user. */
export function HighlightPicker({ value, onChange, label }: Props) {
  const intl = useIntl();
  const id = useId();
  return (
    <div className="highlight-picker">
      <label htmlFor={id}>{label ?? <FormattedMessage id="user_card.highlight" />}</label>
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
