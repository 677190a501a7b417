// One preference of the General tab, bound to the effective setting: a change is dispatched at once.
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../../store/hooks';
import { selectSettings } from '../../../../selectors/settings';
import { selectCapabilities } from '../../../../selectors/instance';
import { settingChanged } from '../../../../slices/settings';
import { labelOf, optionLabelOf, type SettingControl } from './generalSettings';

function NumberSetting({ control }: { control: SettingControl & { kind: 'number' } }) {
  const id = useId();
  const dispatch = useAppDispatch();
  const value = useAppSelector((s) => selectSettings(s)[control.key]);
  // what is typed, so a half-typed number is not snapped back; only a whole number in range is applied
  const [draft, setDraft] = useState(String(value));
  return (
    <div className="general-setting general-setting-field">
      <label htmlFor={id}>
        <FormattedMessage id={labelOf(control)} />
      </label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={control.min}
        max={control.max}
        value={draft}
        onChange={(e) => {
          setDraft(e.target.value);
          const n = Number(e.target.value);
          if (e.target.value !== '' && Number.isInteger(n) && n >= control.min && n <= control.max)
            dispatch(settingChanged(control.key, n));
        }}
        onBlur={() => setDraft(String(value))}
      />
    </div>
  );
}

function ChoiceSetting({ control }: { control: SettingControl & { kind: 'choice' } }) {
  const id = useId();
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const value = useAppSelector((s) => selectSettings(s)[control.key]);
  const formats = useAppSelector((s) => selectCapabilities(s).postFormats);
  const options = control.options === 'postFormats' ? formats : control.options;
  // a value the list lacks (set elsewhere, or a format the server dropped) still shows as chosen
  const shown = options.includes(value) ? options : [value, ...options];
  const name = (option: string) => {
    const label = optionLabelOf(control, option);
    return intl.messages[label] !== undefined ? intl.formatMessage({ id: label }) : option;
  };
  return (
    <div className="general-setting general-setting-field">
      <label htmlFor={id}>
        <FormattedMessage id={labelOf(control)} />
      </label>
      <select id={id} value={value} onChange={(e) => dispatch(settingChanged(control.key, e.target.value))}>
        {shown.map((option) => (
          <option key={option} value={option}>
            {name(option)}
          </option>
        ))}
      </select>
    </div>
  );
}

export function SettingRow({ control }: { control: SettingControl }) {
  const dispatch = useAppDispatch();
  const settings = useAppSelector(selectSettings);
  const id = useId();
  switch (control.kind) {
    case 'check':
      return (
        <label className="general-setting general-setting-check">
          <input
            type="checkbox"
            checked={settings[control.key]}
            onChange={(e) => dispatch(settingChanged(control.key, e.target.checked))}
          />
          <FormattedMessage id={labelOf(control)} />
        </label>
      );
    case 'number':
      return <NumberSetting control={control} />;
    case 'choice':
      return <ChoiceSetting control={control} />;
    case 'text':
      return (
        <div className="general-setting general-setting-field">
          <label htmlFor={id}>
            <FormattedMessage id={labelOf(control)} />
          </label>
          <input
            id={id}
            type="text"
            size={8}
            autoComplete="off"
            spellCheck={false}
            value={settings[control.key]}
            onChange={(e) => dispatch(settingChanged(control.key, e.target.value.trim()))}
          />
        </div>
      );
  }
}
