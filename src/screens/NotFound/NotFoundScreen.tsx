import { FormattedMessage } from 'react-intl';
import { Link } from '../../components/RouterLink';
import { useDocumentTitleMessage } from '../../components/DocumentTitle/useDocumentTitle';

export function NotFoundScreen() {
  useDocumentTitleMessage('general.not_found');
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
