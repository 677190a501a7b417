import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../../store/hooks';
import { loginCancelled, loginStepChanged, mfaCodeSubmitted, type MfaChallengeType } from '../../../../slices/auth';

/** The second factor: an authentication code, or one of the recovery codes; each links to the other and to cancel. */
export function MfaForm({ challengeType }: { challengeType: MfaChallengeType }) {
  const { loggingIn, error } = useAppSelector((s) => s.auth);
  const dispatch = useAppDispatch();
  const [code, setCode] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const totp = challengeType === 'totp';

  // A refused code is cleared so the next one can be typed straight away (spec 000 §8).
  useEffect(() => {
    if (error && !loggingIn) {
      setCode('');
      input.current?.focus();
    }
  }, [error, loggingIn]);
  useEffect(() => {
    setCode('');
    input.current?.focus();
  }, [challengeType]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (loggingIn || !code.trim()) return;
    dispatch(mfaCodeSubmitted({ code: code.trim(), challengeType }));
  };

  return (
    <form className="panel-body login-form" onSubmit={submit} noValidate>
      <label htmlFor="login-mfa-code">
        <FormattedMessage id={totp ? 'login.mfa_code' : 'login.recovery_code'} />
      </label>
      <input
        id="login-mfa-code"
        name="code"
        ref={input}
        autoComplete="one-time-code"
        inputMode={totp ? 'numeric' : 'text'}
        autoCapitalize="none"
        spellCheck={false}
        required
        value={code}
        disabled={loggingIn}
        onChange={(e) => setCode(e.target.value)}
      />
      <div className="login-links">
        <button type="button" className="button-link" onClick={() => dispatch(loginStepChanged(totp ? 'recovery' : 'totp'))}>
          <FormattedMessage id={totp ? 'login.enter_recovery_code' : 'login.enter_mfa_code'} />
        </button>
        <button type="button" className="button-link" onClick={() => dispatch(loginCancelled())}>
          <FormattedMessage id="general.cancel" />
        </button>
      </div>
      <button type="submit" className="button button-primary" disabled={loggingIn || !code.trim()}>
        <FormattedMessage id={loggingIn ? 'login.logging_in' : 'login.verify'} />
      </button>
    </form>
  );
}
