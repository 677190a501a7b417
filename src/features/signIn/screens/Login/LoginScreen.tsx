import { FormattedMessage } from 'react-intl';
import { Navigate } from 'react-router';
import { useAppSelector } from '../../../../store/hooks';
import { selectLandingPaths } from '../../../../selectors/instance';
import { selectIsLoggedIn, selectLoginStrategy } from '../../../../selectors/auth';
import { PasswordLoginForm } from './PasswordLoginForm';
import { TokenLoginForm } from './TokenLoginForm';
import { MfaForm } from './MfaForm';
import { LoginError } from './LoginError';
import './LoginScreen.css';

/** The login screen: the strategy the instance chose, then a second factor when the account has one (spec 000 §2, §4). */
export function LoginScreen() {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const strategy = useAppSelector(selectLoginStrategy);
  const landing = useAppSelector(selectLandingPaths);
  if (loggedIn) return <Navigate to={landing.loggedIn} replace />;
  return (
    <section className="panel login" aria-labelledby="login-title">
      <div className="panel-heading">
        <h1 id="login-title">
          <FormattedMessage id={strategy === 'totp' || strategy === 'recovery' ? 'login.mfa_title' : 'login.title'} />
        </h1>
      </div>
      {strategy === 'password' && <PasswordLoginForm />}
      {strategy === 'token' && <TokenLoginForm />}
      {(strategy === 'totp' || strategy === 'recovery') && <MfaForm challengeType={strategy} />}
      <LoginError />
    </section>
  );
}
