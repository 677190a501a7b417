import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from '../../../../components/RouterLink';
import { useAppDispatch, useAppSelector } from '../../../../store/hooks';
import { loginRequested } from '../../../../slices/auth';
import { selectCapabilities } from '../../../../selectors/instance';

/** Username and password, the forgot-password link, and register when the instance is open. */
export function PasswordLoginForm() {
  const auth = useAppSelector((s) => s.auth);
  const { registrationsOpen } = useAppSelector(selectCapabilities);
  const dispatch = useAppDispatch();
  const [username, setUsername] = useState(auth.lastLoginName ?? '');
  const [password, setPassword] = useState('');
  const passwordRef = useRef<HTMLInputElement>(null);

  // After a refused password the field is focused with its text selected, ready to retype (spec 000 §8).
  useEffect(() => {
    if (auth.error && !auth.loggingIn) {
      passwordRef.current?.focus();
      passwordRef.current?.select();
    }
  }, [auth.error, auth.loggingIn]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (auth.loggingIn || !username.trim() || !password) return;
    dispatch(loginRequested({ username: username.trim(), password }));
  };

  return (
    <form className="panel-body login-form" onSubmit={submit} noValidate>
      <label htmlFor="login-username">
        <FormattedMessage id="login.username" />
      </label>
      <input
        id="login-username"
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
        value={username}
        disabled={auth.loggingIn}
        onChange={(e) => setUsername(e.target.value)}
      />
      <label htmlFor="login-password">
        <FormattedMessage id="login.password" />
      </label>
      <input
        id="login-password"
        name="password"
        type="password"
        autoComplete="current-password"
        required
        ref={passwordRef}
        value={password}
        disabled={auth.loggingIn}
        onChange={(e) => setPassword(e.target.value)}
      />
      <div className="login-links">
        <Link to="/password-reset">
          <FormattedMessage id="login.forgot_password" />
        </Link>
        {registrationsOpen && (
          <Link to="/registration">
            <FormattedMessage id="login.register" />
          </Link>
        )}
      </div>
      <button type="submit" className="button button-primary" disabled={auth.loggingIn || !username.trim() || !password}>
        <FormattedMessage id={auth.loggingIn ? 'login.logging_in' : 'login.login'} />
      </button>
    </form>
  );
}
