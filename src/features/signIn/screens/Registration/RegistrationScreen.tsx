import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Navigate, useParams } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../../../store/hooks';
import { selectCapabilities } from '../../../../selectors/instance';
import { selectIsLoggedIn } from '../../../../selectors/auth';
import { captchaRequested, registrationSubmitted } from '../../signInIntents';
import { INTERFACE_LANGUAGES, toBackendLocale, toInterfaceLanguage, toLocaleTag } from '../../../../i18n/languages';
import { useMessage } from '../../../../i18n/useMessage';
import { sanitizePostHtml } from '../../../../utils/sanitize';
import { CaptchaField } from './CaptchaField';
import { validateRegistration, type RegistrationField, type RegistrationForm } from './validateRegistration';
import './RegistrationScreen.css';
import { selectRegistrationState } from '../../registrationSlice';
import { useDocumentTitleMessage } from '../../../../components/DocumentTitle/useDocumentTitle';

const emptyForm: RegistrationForm = {
  username: '',
  fullname: '',
  email: '',
  bio: '',
  password: '',
  confirm: '',
  reason: '',
  language: '',
  captchaSolution: '',
};

function languageName(lang: (typeof INTERFACE_LANGUAGES)[number]): string {
  const tag = toLocaleTag(lang);
  try {
    const name = new Intl.DisplayNames([tag], { type: 'language' }).of(tag) ?? lang;
    return lang === 'ja_easy' ? `${name} (やさしいにほんご)` : name;
  } catch {
    return lang;
  }
}

/** /registration and /registration/{token} (spec 000 §2, §4, §5). */
export function RegistrationScreen() {
  useDocumentTitleMessage('registration.title');
  const { token } = useParams();
  const capabilities = useAppSelector(selectCapabilities);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const booted = useAppSelector((s) => s.instance.instance !== null || s.instance.nodeinfo !== null);
  const registration = useAppSelector((s) => selectRegistrationState(s));
  const termsOfService = useAppSelector((s) => s.instance.termsOfService);
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const format = useMessage();
  const [form, setForm] = useState<RegistrationForm>(() => ({
    ...emptyForm,
    language: toInterfaceLanguage(intl.locale) ?? 'en',
  }));
  const [submitted, setSubmitted] = useState(false);
  const pending = registration.status === 'pending';
  const rules = { emailRequired: capabilities.accountActivationRequired, reasonRequired: capabilities.approvalRequired };
  const errors = validateRegistration(form, rules);
  const tos = useMemo(() => (termsOfService ? sanitizePostHtml(termsOfService) : ''), [termsOfService]);
  const languages = useMemo(
    () => INTERFACE_LANGUAGES.map((lang) => ({ lang, name: languageName(lang) })).sort((a, b) => a.name.localeCompare(b.name)),
    [],
  );

  useEffect(() => {
    dispatch(captchaRequested());
  }, [dispatch]);

  if (loggedIn || (booted && !capabilities.registrationsOpen && !token)) return <Navigate to="/" replace />;

  const set = (field: RegistrationField) => (value: string) => setForm((f) => ({ ...f, [field]: value }));
  const fieldError = (field: RegistrationField) =>
    submitted && errors[field] ? (
      <span className="field-error" id={`registration-${field}-error`}>
        <FormattedMessage id={errors[field]} />
      </span>
    ) : null;
  const described = (field: RegistrationField) =>
    submitted && errors[field] ? { 'aria-invalid': true, 'aria-describedby': `registration-${field}-error` } : {};

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const invalid = Object.keys(errors);
    if (invalid.length > 0) {
      // The first field to fix gets the focus, so its message is in view and read out.
      document.getElementById(`registration-${invalid[0]}`)?.focus();
      return;
    }
    if (pending) return;
    const captcha = registration.captcha;
    dispatch(
      registrationSubmitted({
        username: form.username.trim(),
        fullname: form.fullname.trim(),
        email: form.email.trim(),
        password: form.password,
        confirm: form.confirm,
        bio: form.bio,
        reason: form.reason,
        language: toBackendLocale(toInterfaceLanguage(form.language) ?? 'en'),
        token: token ?? null,
        captchaSolution: form.captchaSolution.trim(),
        captchaToken: captcha?.token ?? null,
        captchaAnswerData: captcha?.answerData ?? null,
      }),
    );
    set('captchaSolution')('');
  };

  const input = (field: RegistrationField, props: { type?: string; autoComplete?: string; required?: boolean }) => (
    <div className="registration-field">
      <label htmlFor={`registration-${field}`}>
        <FormattedMessage id={`registration.fields.${field}`} />
        {props.required && <span aria-hidden="true"> *</span>}
      </label>
      <input
        id={`registration-${field}`}
        name={field}
        type={props.type ?? 'text'}
        autoComplete={props.autoComplete}
        autoCapitalize={field === 'username' || field === 'email' ? 'none' : undefined}
        spellCheck={false}
        required={props.required}
        value={form[field]}
        disabled={pending}
        onChange={(e) => set(field)(e.target.value)}
        {...described(field)}
      />
      {fieldError(field)}
    </div>
  );

  return (
    <section className="panel registration" aria-labelledby="registration-title">
      <div className="panel-heading">
        <h1 id="registration-title">
          <FormattedMessage id="registration.title" />
        </h1>
      </div>
      <div className={tos ? 'panel-body registration-body with-terms' : 'panel-body registration-body'}>
        <form className="registration-form" onSubmit={submit} noValidate>
          {input('username', { autoComplete: 'username', required: true })}
          {input('fullname', { autoComplete: 'name', required: true })}
          {input('email', { type: 'email', autoComplete: 'email', required: rules.emailRequired })}
          <div className="registration-field">
            <label htmlFor="registration-bio">
              <FormattedMessage id="registration.fields.bio" />
            </label>
            <textarea
              id="registration-bio"
              name="bio"
              rows={3}
              value={form.bio}
              disabled={pending}
              placeholder={intl.formatMessage({ id: 'registration.bio_placeholder' })}
              onChange={(e) => set('bio')(e.target.value)}
            />
          </div>
          {input('password', { type: 'password', autoComplete: 'new-password', required: true })}
          {input('confirm', { type: 'password', autoComplete: 'new-password', required: true })}
          <div className="registration-field">
            <label htmlFor="registration-language">
              <FormattedMessage id="registration.fields.language" />
            </label>
            <select
              id="registration-language"
              name="language"
              value={form.language}
              disabled={pending}
              onChange={(e) => set('language')(e.target.value)}
            >
              {languages.map(({ lang, name }) => (
                <option key={lang} value={lang}>
                  {name}
                </option>
              ))}
            </select>
          </div>
          {rules.reasonRequired && (
            <div className="registration-field">
              <label htmlFor="registration-reason">
                <FormattedMessage id="registration.fields.reason" />
                <span aria-hidden="true"> *</span>
              </label>
              <textarea
                id="registration-reason"
                name="reason"
                rows={3}
                required
                value={form.reason}
                disabled={pending}
                placeholder={intl.formatMessage({ id: 'registration.reason_placeholder' })}
                onChange={(e) => set('reason')(e.target.value)}
                {...described('reason')}
              />
              {fieldError('reason')}
            </div>
          )}
          <CaptchaField value={form.captchaSolution} onChange={set('captchaSolution')} disabled={pending} />
          {token && (
            <div className="registration-field">
              <label htmlFor="registration-token">
                <FormattedMessage id="registration.fields.token" />
              </label>
              <input id="registration-token" name="token" value={token} readOnly />
            </div>
          )}
          {(registration.errors.length > 0 || registration.message) && (
            <div className="registration-errors" role="alert">
              {registration.message && <p>{format(registration.message)}</p>}
              {registration.errors.map((error) => (
                <p key={error}>{error}</p>
              ))}
            </div>
          )}
          <button type="submit" className="button button-primary" disabled={pending}>
            <FormattedMessage id={pending ? 'registration.registering' : 'registration.register'} />
          </button>
        </form>
        {tos && (
          <div className="registration-terms">
            <h2>
              <FormattedMessage id="registration.terms_of_service" />
            </h2>
            <div className="registration-terms-text" dangerouslySetInnerHTML={{ __html: tos }} />
          </div>
        )}
      </div>
    </section>
  );
}
