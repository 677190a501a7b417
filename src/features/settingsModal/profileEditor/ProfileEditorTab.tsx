import { useEffect, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { selectCurrentAccount } from '../../../selectors/auth';
import { selectCapabilities } from '../../../selectors/instance';
import { selectSettings } from '../../../selectors/settings';
import type { AccountEntity } from '../../../schemas/index';
import { profileSaveRequested } from '../profileEditorIntents';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { Spinner } from '../../../components/Spinner/Spinner';
import { ProfileFields } from './ProfileFields';
import { ProfileImage } from './ProfileImage';
import {
  DEFAULT_SCOPES,
  fieldProblems,
  profileFormOf,
  profileRequestBody,
  type DefaultScope,
  type ProfileFlag,
  type ProfileForm,
} from './profileForm';
import { selectSettingsModalState } from '../settingsModalSlice';

/** Checkboxes in Pleroma-FE's order; `under` ones are nested and only enabled while their parent is on. */
const FLAG_ROWS: { flag: ProfileFlag; under?: ProfileFlag; pleroma?: boolean }[] = [
  { flag: 'locked' },
  { flag: 'bot' },
  { flag: 'discoverable' },
  { flag: 'allow_following_move', pleroma: true },
  { flag: 'hide_follows', pleroma: true },
  { flag: 'hide_follows_count', under: 'hide_follows', pleroma: true },
  { flag: 'hide_followers', pleroma: true },
  { flag: 'hide_followers_count', under: 'hide_followers', pleroma: true },
  { flag: 'hide_favorites', pleroma: true },
  { flag: 'no_rich_text', pleroma: true },
];

/** The profile settings tab: what Pleroma-FE's profile tab edits, sent in one PATCH update_credentials. */
export function ProfileTab() {
  const me = useAppSelector(selectCurrentAccount);
  return me ? <ProfileEditor key={me.id} me={me} /> : <Spinner />;
}

function ProfileEditor({ me }: { me: AccountEntity }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const capabilities = useAppSelector(selectCapabilities);
  const sensitiveByDefault = useAppSelector((s) => selectSettings(s).sensitiveByDefault);
  const save = useAppSelector((s) => selectSettingsModalState(s).profile);
  // The form as typed: kept when a save fails, taken from the server's answer when one succeeds.
  const [form, setForm] = useState<ProfileForm>(() => profileFormOf(me, sensitiveByDefault));
  const [syncedWith, setSyncedWith] = useState(me);
  const ids = useId();
  const pleroma = capabilities.software === 'pleroma' || capabilities.software === 'akkoma';
  const role = me.pleroma?.is_admin ? 'admin' : me.pleroma?.is_moderator ? 'moderator' : null;
  const saving = save.state === 'saving';
  const invalid = fieldProblems(form.fields, capabilities.fieldsLimits).length > 0;

  useEffect(() => {
    if (save.state === 'saved' && syncedWith !== me) {
      setForm(profileFormOf(me, sensitiveByDefault));
      setSyncedWith(me);
    }
  }, [save.state, me, syncedWith, sensitiveByDefault]);

  const update = (patch: Partial<ProfileForm>) => setForm((f) => ({ ...f, ...patch }));
  const setFlag = (flag: ProfileFlag, on: boolean) => setForm((f) => ({ ...f, flags: { ...f.flags, [flag]: on } }));
  const submit = () => {
    if (saving || invalid) return;
    dispatch(profileSaveRequested({ params: profileRequestBody(form, { canShowRole: role !== null, pleromaFlags: pleroma }) }));
  };

  const flagRow = (flag: ProfileFlag, disabled = false, nested = false) => (
    <label key={flag} className={nested ? 'settings-check settings-check-nested' : 'settings-check'}>
      <input type="checkbox" checked={form.flags[flag]} disabled={disabled} onChange={(e) => setFlag(flag, e.target.checked)} />
      <FormattedMessage id={`settings.flag.${flag}`} />
    </label>
  );

  return (
    <div className="settings-profile">
      <form
        className="profile-form"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <fieldset className="settings-fieldset" disabled={saving}>
          <label htmlFor={`${ids}-name`}>
            <FormattedMessage id="settings.name" />
          </label>
          <input
            id={`${ids}-name`}
            type="text"
            value={form.displayName}
            onChange={(e) => update({ displayName: e.target.value })}
          />
          <label htmlFor={`${ids}-bio`}>
            <FormattedMessage id="settings.bio" />
          </label>
          <textarea id={`${ids}-bio`} rows={5} value={form.bio} onChange={(e) => update({ bio: e.target.value })} />
        </fieldset>
        <ProfileFields
          rows={form.fields}
          limits={capabilities.fieldsLimits}
          disabled={saving}
          onChange={(fields) => update({ fields })}
        />
        <fieldset className="settings-fieldset" disabled={saving}>
          <legend>
            <FormattedMessage id="settings.account_options" />
          </legend>
          {FLAG_ROWS.filter((r) => pleroma || !r.pleroma).map((r) =>
            flagRow(r.flag, r.under !== undefined && !form.flags[r.under], r.under !== undefined),
          )}
          {role && pleroma && (
            <label className="settings-check">
              <input type="checkbox" checked={form.flags.show_role} onChange={(e) => setFlag('show_role', e.target.checked)} />
              <FormattedMessage id={`settings.flag.show_role_${role}`} />
            </label>
          )}
          <label htmlFor={`${ids}-scope`} className="settings-select">
            <FormattedMessage id="settings.default_scope" />
            <select id={`${ids}-scope`} value={form.scope} onChange={(e) => update({ scope: e.target.value as DefaultScope })}>
              {DEFAULT_SCOPES.map((scope) => (
                <option key={scope} value={scope}>
                  {intl.formatMessage({ id: `post_status.scope.${scope}` })}
                </option>
              ))}
            </select>
          </label>
          <label className="settings-check">
            <input type="checkbox" checked={form.sensitive} onChange={(e) => update({ sensitive: e.target.checked })} />
            <FormattedMessage id="settings.sensitive_by_default" />
          </label>
        </fieldset>
        <div className="settings-save">
          {save.state === 'error' && (
            <p className="settings-error" role="alert">
              <FormattedMessage id="settings.saving_err" />
              {save.error && <>: {save.error}</>}
            </p>
          )}
          <button type="submit" className="button button-primary" disabled={saving || invalid}>
            <FormattedMessage id={saving ? 'settings.saving' : 'settings.save'} />
          </button>
        </div>
      </form>
      <section className="profile-images" aria-label={intl.formatMessage({ id: 'settings.images' })}>
        <ProfileImage slot="avatar" current={me.avatar || null} limit={capabilities.uploadLimits.avatar} canReset={pleroma} />
        <ProfileImage slot="banner" current={me.header || null} limit={capabilities.uploadLimits.banner} canReset={pleroma} />
        {pleroma && (
          <ProfileImage
            slot="background"
            current={me.pleroma?.background_image || null}
            limit={capabilities.uploadLimits.background}
            canReset
          />
        )}
      </section>
    </div>
  );
}
