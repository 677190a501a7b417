import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';

export function NotFoundScreen() {
  return (
    <section className="panel">
      <div className="panel-heading">
        <h1>
          <FormattedMessage id="general.not_found" />
        </h1>
      </div>
      <div className="panel-body">
        <Link to="/">
          <FormattedMessage id="general.go_home" />
        </Link>
      </div>
    </section>
  );
}
