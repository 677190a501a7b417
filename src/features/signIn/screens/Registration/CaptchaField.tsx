import { FormattedMessage, useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../../store/hooks';
import { captchaRequested } from '../../signInIntents';
import { selectRegistrationState } from '../../registrationSlice';

/** kocaptcha and native captchas: an image and an answer; clicking the image fetches a new one. */
export function CaptchaField({ value, onChange, disabled }: { value: string; onChange: (v: string) => void; disabled: boolean }) {
  const { captcha, captchaLoading } = useAppSelector((s) => selectRegistrationState(s));
  const dispatch = useAppDispatch();
  const intl = useIntl();
  if (!captcha || captcha.type === 'none' || !captcha.url) return null;
  return (
    <div className="registration-captcha">
      <label htmlFor="registration-captcha">
        <FormattedMessage id="registration.captcha" />
      </label>
      <button
        type="button"
        className="registration-captcha-image"
        title={intl.formatMessage({ id: 'registration.new_captcha' })}
        aria-label={intl.formatMessage({ id: 'registration.new_captcha' })}
        aria-busy={captchaLoading}
        onClick={() => {
          onChange('');
          dispatch(captchaRequested());
        }}
      >
        <img src={captcha.url} alt="" />
      </button>
      <input
        id="registration-captcha"
        name="captcha_solution"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        required
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}
