import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AccountEntity } from '../../../schemas/index';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import {
  accountSettingsOf,
  DEFAULT_SCOPES,
  type AccountFlag,
  type AccountSettingKey,
  type AccountSettingValue,
  type DefaultScope,
} from './accountSettings';
import { accountSettingChanged, selectAccountSettingsState } from './accountSettingsSlice';

/** Checkboxes in Pleroma-FE's order; `under` ones are nested and only enabled while their parent is on. */
const FLAG_ROWS: { flag: AccountFlag; under?: AccountFlag }[] = [
  { flag: 'locked' },
  { flag: 'permit_followback', under: 'locked' },
  { flag: 'bot' },
  { flag: 'discoverable' },
  { flag: 'allow_following_move' },
  { flag: 'hide_follows' },
  { flag: 'hide_follows_count', under: 'hide_follows' },
  { flag: 'hide_followers' },
  { flag: 'hide_followers_count', under: 'hide_followers' },
  { flag: 'hide_favorites' },
  { flag: 'no_rich_text' },
];

/**
 * The account settings the server stores, each saved alone when it changes (spec 001 §4 Settings): the new value
 * shows at once and comes back to the old one if the server refuses, with its words under the settings for 5 s.
 * A setting shows only where the account's server names it (accountSettings.ts).
 */
export function AccountSettingsFieldset({ me }: { me: AccountEntity }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { values, error } = useAppSelector(selectAccountSettingsState);
  const ids = useId();
  const stored = accountSettingsOf(me);
  const shown = (key: AccountSettingKey): AccountSettingValue | undefined => values[key] ?? stored[key];
  const change = (key: AccountSettingKey, value: AccountSettingValue) => {
    const previous = shown(key);
    if (previous === undefined || previous === value) return;
    dispatch(accountSettingChanged({ key, value, previous }));
  };
  const role = me.pleroma?.is_admin ? 'admin' : me.pleroma?.is_moderator ? 'moderator' : null;
  const scope = shown('default_scope');
  const sensitive = shown('sensitive');

  const flagRow = ({ flag, under }: (typeof FLAG_ROWS)[number]) => {
    const on = shown(flag);
    if (typeof on !== 'boolean') return null;
    const parent = under ? shown(under) : true;
    return (
      <label key={flag} className={under ? 'settings-check settings-check-nested' : 'settings-check'}>
        <input type="checkbox" checked={on} disabled={parent !== true} onChange={(e) => change(flag, e.target.checked)} />
        <FormattedMessage id={`settings.flag.${flag}`} />
      </label>
    );
  };
  const showRole = shown('show_role');

  return (
    <fieldset className="settings-fieldset account-settings">
      <legend>
        <FormattedMessage id="settings.account_options" />
      </legend>
      {FLAG_ROWS.map(flagRow)}
      {role && typeof showRole === 'boolean' && (
        <label className="settings-check">
          <input type="checkbox" checked={showRole} onChange={(e) => change('show_role', e.target.checked)} />
          <FormattedMessage id={`settings.flag.show_role_${role}`} />
        </label>
      )}
      {typeof scope === 'string' && (
        <label htmlFor={`${ids}-scope`} className="settings-select">
          <FormattedMessage id="settings.default_scope" />
          <select id={`${ids}-scope`} value={scope} onChange={(e) => change('default_scope', e.target.value as DefaultScope)}>
            {DEFAULT_SCOPES.map((s) => (
              <option key={s} value={s}>
                {intl.formatMessage({ id: `post_status.scope.${s}` })}
              </option>
            ))}
          </select>
        </label>
      )}
      {typeof sensitive === 'boolean' && (
        <label className="settings-check">
          <input type="checkbox" checked={sensitive} onChange={(e) => change('sensitive', e.target.checked)} />
          <FormattedMessage id="settings.sensitive_by_default" />
        </label>
      )}
      <p className="settings-hint">
        <FormattedMessage id="settings.account_options_saved_at_once" />
      </p>
      {error && (
        <p className="settings-error" role="alert">
          <FormattedMessage id="settings.saving_err" />
          {error.text && <>: {error.text}</>}
        </p>
      )}
    </fieldset>
  );
}
