import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, Navigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { loginErrorDismissed, loginRequested } from '../../slices/auth';
import { selectFeatures, selectLandingPaths } from '../../selectors/instance';
import { selectIsLoggedIn } from '../../selectors/auth';
import { useMessage } from '../../i18n/useMessage';
import './LoginScreen.css';

/** The password strategy of the login screen (spec 000 §2). */
export function LoginScreen() {
  const auth = useAppSelector((s) => s.auth);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const { registrationsOpen } = useAppSelector(selectFeatures);
  const landing = useAppSelector(selectLandingPaths);
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const format = useMessage();
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

  if (loggedIn) return <Navigate to={landing.loggedIn} replace />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (auth.loggingIn) return;
    dispatch(loginRequested({ username: username.trim(), password }));
  };

  return (
    <section className="panel login" aria-labelledby="login-title">
      <div className="panel-heading">
        <h1 id="login-title">
          <FormattedMessage id="login.title" />
        </h1>
      </div>
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
      {auth.error && (
        <div className="login-error" role="alert">
          <span>{format(auth.error)}</span>
          <button
            type="button"
            className="notice-dismiss"
            aria-label={intl.formatMessage({ id: 'general.dismiss' })}
            onClick={() => dispatch(loginErrorDismissed())}
          >
            ×
          </button>
        </div>
      )}
    </section>
  );
}
