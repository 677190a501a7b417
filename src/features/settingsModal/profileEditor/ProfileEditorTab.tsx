import { useEffect, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { selectCurrentAccount } from '../../../selectors/auth';
import { selectCapabilities } from '../../../selectors/instance';
import type { AccountEntity } from '../../../schemas/index';
import { profileSaveRequested } from '../profileEditorIntents';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { Spinner } from '../../../components/Spinner/Spinner';
import { ProfileFields } from './ProfileFields';
import { ProfileImage, preloadCropper } from './ProfileImage';
import { fieldProblems, profileFormOf, profileRequestBody, type ProfileForm } from './profileForm';
import { AccountSettingsFieldset } from './AccountSettingsFieldset';
import { selectSettingsModalState } from '../settingsModalSlice';

/** The profile settings tab: name, bio and fields in one PATCH update_credentials; each account setting on its own. */
export function ProfileTab() {
  const me = useAppSelector(selectCurrentAccount);
  // the cropper is a chunk of its own: fetched with the tab, so it is there when an image is picked
  useEffect(preloadCropper, []);
  return me ? <ProfileEditor key={me.id} me={me} /> : <Spinner />;
}

function ProfileEditor({ me }: { me: AccountEntity }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const capabilities = useAppSelector(selectCapabilities);
  const save = useAppSelector((s) => selectSettingsModalState(s).profile);
  // The form as typed: kept when a save fails, taken from the server's answer when one succeeds.
  const [form, setForm] = useState<ProfileForm>(() => profileFormOf(me));
  const [syncedWith, setSyncedWith] = useState(me);
  const ids = useId();
  const saving = save.state === 'saving';
  const invalid = fieldProblems(form.fields, capabilities.fieldsLimits).length > 0;
  const canReset = capabilities.profileImageReset !== null;
  const pleroma = capabilities.software === 'pleroma' || capabilities.software === 'akkoma';

  useEffect(() => {
    if (save.state === 'saved' && syncedWith !== me) {
      setForm(profileFormOf(me));
      setSyncedWith(me);
    }
  }, [save.state, me, syncedWith]);

  const update = (patch: Partial<ProfileForm>) => setForm((f) => ({ ...f, ...patch }));
  const submit = () => {
    if (saving || invalid) return;
    dispatch(profileSaveRequested({ params: profileRequestBody(form) }));
  };

  return (
    <div className="settings-profile">
      <div className="settings-profile-main">
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
        <AccountSettingsFieldset me={me} />
      </div>
      <section className="profile-images" aria-label={intl.formatMessage({ id: 'settings.images' })}>
        <ProfileImage slot="avatar" current={me.avatar || null} limit={capabilities.uploadLimits.avatar} canReset={canReset} />
        <ProfileImage slot="banner" current={me.header || null} limit={capabilities.uploadLimits.banner} canReset={canReset} />
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
