import { FormattedMessage, useIntl } from 'react-intl';
import { Icon } from '../../../components/Icon/Icon';
import type { FieldsLimits } from '../../../api/types/instance';
import { fieldProblems, maxFieldsOf, type ProfileFieldRow } from './profileForm';

interface Props {
  rows: ProfileFieldRow[];
  limits: FieldsLimits | null;
  disabled: boolean;
  onChange: (rows: ProfileFieldRow[]) => void;
}

/** The profile's name/value rows: up to the instance's max_fields, each part within its length limit. */
export function ProfileFields({ rows, limits, disabled, onChange }: Props) {
  const intl = useIntl();
  const max = maxFieldsOf(limits);
  const problems = fieldProblems(rows, limits);
  const set = (i: number, part: keyof ProfileFieldRow, value: string) =>
    onChange(rows.map((row, j) => (j === i ? { ...row, [part]: value } : row)));
  return (
    <fieldset className="settings-fieldset profile-fields" disabled={disabled}>
      <legend>
        <FormattedMessage id="settings.profile_fields.label" />
      </legend>
      {rows.map((row, i) => (
        <div className="profile-field-row" key={i}>
          <input
            type="text"
            value={row.name}
            maxLength={limits?.name_length || undefined}
            placeholder={intl.formatMessage({ id: 'settings.profile_fields.name' })}
            aria-label={intl.formatMessage({ id: 'settings.profile_fields.name_n' }, { n: i + 1 })}
            onChange={(e) => set(i, 'name', e.target.value)}
          />
          <input
            type="text"
            value={row.value}
            maxLength={limits?.value_length || undefined}
            placeholder={intl.formatMessage({ id: 'settings.profile_fields.value' })}
            aria-label={intl.formatMessage({ id: 'settings.profile_fields.value_n' }, { n: i + 1 })}
            onChange={(e) => set(i, 'value', e.target.value)}
          />
          <button
            type="button"
            className="icon-button"
            aria-label={intl.formatMessage({ id: 'settings.profile_fields.remove_n' }, { n: i + 1 })}
            title={intl.formatMessage({ id: 'settings.profile_fields.remove_n' }, { n: i + 1 })}
            onClick={() => onChange(rows.filter((_, j) => j !== i))}
          >
            <Icon name="close" />
          </button>
        </div>
      ))}
      {problems.map((p) => (
        <p key={`${p.row}-${p.part}`} className="settings-error" role="alert">
          <FormattedMessage id={`settings.profile_fields.${p.part}_too_long`} values={{ n: p.row + 1, max: p.max }} />
        </p>
      ))}
      {rows.length < max ? (
        <button type="button" className="button" onClick={() => onChange([...rows, { name: '', value: '' }])}>
          <FormattedMessage id="settings.profile_fields.add_field" />
        </button>
      ) : (
        <p className="settings-hint">
          <FormattedMessage id="settings.profile_fields.max_reached" values={{ max }} />
        </p>
      )}
    </fieldset>
  );
}
