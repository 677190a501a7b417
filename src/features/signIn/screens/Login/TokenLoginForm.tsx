import { FormattedMessage } from 'react-intl';
import { Link } from '../../../../components/RouterLink';
import { useAppDispatch, useAppSelector } from '../../../../store/hooks';
import { oauthAuthorizeRequested } from '../../../../slices/auth';
import { selectCapabilities, selectInstanceName } from '../../../../selectors/instance';

/** Token strategy: sign in on the server's own page, which sends the browser back to /oauth-callback. */
export function TokenLoginForm() {
  const loggingIn = useAppSelector((s) => s.auth.loggingIn);
  const instanceName = useAppSelector(selectInstanceName);
  const { registrationsOpen } = useAppSelector(selectCapabilities);
  const dispatch = useAppDispatch();
  return (
    <form
      className="panel-body login-form"
      onSubmit={(e) => {
        e.preventDefault();
        if (!loggingIn) dispatch(oauthAuthorizeRequested());
      }}
    >
      <p>
        <FormattedMessage id="login.token_description" values={{ instance: instanceName }} />
      </p>
      {registrationsOpen && (
        <div className="login-links">
          <Link to="/registration">
            <FormattedMessage id="login.register" />
          </Link>
        </div>
      )}
      <button type="submit" className="button button-primary" disabled={loggingIn}>
        <FormattedMessage id={loggingIn ? 'login.logging_in' : 'login.authorize'} />
      </button>
    </form>
  );
}
