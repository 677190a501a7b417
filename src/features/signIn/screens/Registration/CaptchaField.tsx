import { FormattedMessage, useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../../store/hooks';
import { captchaRequested } from '../../signInIntents';
import { selectRegistrationState } from '../../registrationSlice';
import { FallbackImage } from '../../../../components/FallbackImage/FallbackImage';
import { safeUrl } from '../../../../schemas/urls';

/** A base64 raster image inline: Pleroma's native captcha comes as one (the CSP allows data: images). */
const DATA_IMAGE = /^data:image\/(?:png|jpeg|gif|webp);base64,[A-Za-z0-9+/=\s]+$/;

/** The captcha's picture: a checked http(s) address or path (kocaptcha), or an inline raster image; else null. */
export const captchaImageUrl = (url: string | null | undefined): string | null =>
  typeof url === 'string' && DATA_IMAGE.test(url.trim()) ? url.trim() : safeUrl(url);

/** kocaptcha and native captchas: an image and an answer; clicking the image fetches a new one. */
export function CaptchaField({ value, onChange, disabled }: { value: string; onChange: (v: string) => void; disabled: boolean }) {
  const { captcha, captchaLoading } = useAppSelector((s) => selectRegistrationState(s));
  const dispatch = useAppDispatch();
  const intl = useIntl();
  if (!captcha || captcha.type === 'none' || !captcha.url) return null;
  // an address that fails the check shows what a failed picture shows: the field stays, to ask for another
  const image = captchaImageUrl(captcha.url);
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
        {/* one that cannot be shown says so; clicking asks for another */}
        <FallbackImage
          src={image}
          alt=""
          fallback={
            <span className="registration-captcha-missing">
              <FormattedMessage id="registration.captcha_failed" />
            </span>
          }
        />
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
