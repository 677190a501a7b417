import { useState } from 'react';
import { LanguagePicker } from '../../../../components/LanguagePicker/LanguagePicker';
import { FormattedMessage } from 'react-intl';
import { Navigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../../../store/hooks';
import { selectInstanceName, selectLandingPaths } from '../../../../selectors/instance';
import { selectIsLoggedIn, selectLoginStrategy, selectPasswordSignIn } from '../../../../selectors/auth';
import { oauthAuthorizeRequested } from '../../../../slices/auth';
import { PasswordLoginForm } from './PasswordLoginForm';
import { TokenLoginForm } from './TokenLoginForm';
import { MfaForm } from './MfaForm';
import { LoginError } from './LoginError';
import './LoginScreen.css';
import { useDocumentTitleMessage } from '../../../../components/DocumentTitle/useDocumentTitle';

/**
 * The other way in, always offered beside the first (as Mastodon's and Elk's sign-in do): the server's own
 * sign-in page beside the password form; the password form beside the server's page where passwords can
 * sign in here.
 */
function OtherWay({ shown, onPassword }: { shown: 'password' | 'token'; onPassword: () => void }) {
  const dispatch = useAppDispatch();
  const loggingIn = useAppSelector((s) => s.auth.loggingIn);
  const instance = useAppSelector(selectInstanceName);
  const passwordOffered = useAppSelector(selectPasswordSignIn);
  if (shown === 'token' && !passwordOffered) return null;
  return (
    <p className="panel-body login-other-way">
      {shown === 'password' ? (
        <button
          type="button"
          className="button-link"
          disabled={loggingIn}
          onClick={() => {
            if (!loggingIn) dispatch(oauthAuthorizeRequested());
          }}
        >
          <FormattedMessage id="login.use_server_page" values={{ instance }} />
        </button>
      ) : (
        <button type="button" className="button-link" disabled={loggingIn} onClick={onPassword}>
          <FormattedMessage id="login.use_password" />
        </button>
      )}
    </p>
  );
}

/** The login screen: the strategy the instance chose, then a second factor when the account has one (spec 000 §2, §4). */
export function LoginScreen() {
  useDocumentTitleMessage('login.login');
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const strategy = useAppSelector(selectLoginStrategy);
  const passwordOffered = useAppSelector(selectPasswordSignIn);
  const landing = useAppSelector(selectLandingPaths);
  // The member may take the other way; the password form only where passwords can sign in.
  const [passwordChosen, setPasswordChosen] = useState(false);
  if (loggedIn) return <Navigate to={landing.loggedIn} replace />;
  const mfa = strategy === 'totp' || strategy === 'recovery';
  const shown = strategy === 'token' && passwordChosen && passwordOffered ? 'password' : strategy;
  return (
    <section className="panel login" aria-labelledby="login-title">
      <div className="panel-heading">
        <h1 id="login-title">
          <FormattedMessage id={mfa ? 'login.mfa_title' : 'login.title'} />
        </h1>
      </div>
      {shown === 'password' && <PasswordLoginForm />}
      {shown === 'token' && <TokenLoginForm />}
      {(shown === 'totp' || shown === 'recovery') && <MfaForm challengeType={shown} />}
      {(shown === 'password' || shown === 'token') && <OtherWay shown={shown} onPassword={() => setPasswordChosen(true)} />}
      <LoginError />
      <div className="panel-body login-language">
        <LanguagePicker />
      </div>
    </section>
  );
}
