import { useEffect, useState, type FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { Navigate, useLocation } from 'react-router';
import { Link } from '../../../components/RouterLink';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { selectCapabilities } from '../../../selectors/instance';
import { selectIsLoggedIn } from '../../../selectors/auth';
import { passwordResetDismissed } from '../passwordResetSlice';
import { passwordResetRequested } from '../signInIntents';
import { passwordResetAcknowledged } from '../../../slices/auth';
import { ErrorBanner } from '../../../components/ErrorBanner/ErrorBanner';
import { selectPasswordResetState } from '../passwordResetSlice';
import { useDocumentTitleMessage } from '../../../components/DocumentTitle/useDocumentTitle';

/** /password-reset (spec 000 §2, §4, §8): mailer disabled, form, success, throttled, error. */
export function PasswordResetScreen() {
  useDocumentTitleMessage('password_reset.title');
  const { mailerEnabled } = useAppSelector(selectCapabilities);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const { status, error } = useAppSelector((s) => selectPasswordResetState(s));
  const resetRequired = useAppSelector((s) => s.auth.passwordResetRequired);
  const location = useLocation();
  const requested = resetRequired || (location.state as { passwordResetRequested?: boolean } | null)?.passwordResetRequested;
  const dispatch = useAppDispatch();
  const [email, setEmail] = useState('');

  // Leaving the page forgets its outcome, so coming back starts with the form.
  useEffect(
    () => () => {
      dispatch(passwordResetDismissed());
      dispatch(passwordResetAcknowledged());
    },
    [dispatch],
  );

  if (loggedIn) return <Navigate to="/" replace />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (status === 'pending' || !email.trim()) return;
    dispatch(passwordResetRequested({ email: email.trim() }));
    // Spec 000 §4: the field is cleared after each attempt.
    setEmail('');
  };

  let body;
  if (!mailerEnabled) {
    body = (
      <p>
        <FormattedMessage id="password_reset.mailer_disabled" />
      </p>
    );
  } else if (status === 'success' || status === 'throttled') {
    // Both end the attempt: what happened, and the way home.
    const success = status === 'success';
    body = (
      <>
        <p role={success ? 'status' : 'alert'}>
          <FormattedMessage id={success ? 'password_reset.check_email' : 'password_reset.too_many_requests'} />
        </p>
        <p>
          <Link to="/">
            <FormattedMessage id="password_reset.return_home" />
          </Link>
        </p>
      </>
    );
  } else {
    body = (
      <form className="login-form" onSubmit={submit} noValidate>
        {requested && (
          <p className="password-reset-required" role="alert">
            <FormattedMessage id="password_reset.password_reset_required" />
          </p>
        )}
        <p>
          <FormattedMessage id="password_reset.instruction" />
        </p>
        <label htmlFor="password-reset-email">
          <FormattedMessage id="password_reset.email" />
        </label>
        <input
          id="password-reset-email"
          name="email"
          type="email"
          autoComplete="email"
          required
          value={email}
          disabled={status === 'pending'}
          onChange={(e) => setEmail(e.target.value)}
        />
        <button type="submit" className="button button-primary" disabled={status === 'pending' || !email.trim()}>
          <FormattedMessage id="password_reset.submit" />
        </button>
        {status === 'error' && error && <ErrorBanner message={error} onDismiss={() => dispatch(passwordResetDismissed())} />}
      </form>
    );
  }

  return (
    <section className="panel password-reset" aria-labelledby="password-reset-title">
      <div className="panel-heading">
        <h1 id="password-reset-title">
          <FormattedMessage id="password_reset.title" />
        </h1>
      </div>
      <div className="panel-body">{body}</div>
    </section>
  );
}
