import { FormattedMessage } from 'react-intl';
import { Link } from '../../../../components/RouterLink';

/** After a sign-up that cannot sign in yet: awaiting the staff's approval, or the e-mail confirmation. */
export function RegistrationDoneScreen({ outcome }: { outcome: 'request_sent' | 'awaiting_confirmation' }) {
  return (
    <section className="panel" aria-labelledby="registration-done-title">
      <div className="panel-heading">
        <h1 id="registration-done-title">
          <FormattedMessage id={`registration.${outcome}_title`} />
        </h1>
      </div>
      <div className="panel-body">
        <p>
          <FormattedMessage id={`registration.${outcome}`} />
        </p>
        <p>
          <Link to="/">
            <FormattedMessage id="general.go_home" />
          </Link>
        </p>
      </div>
    </section>
  );
}
