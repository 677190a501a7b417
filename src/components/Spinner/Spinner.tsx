import { useIntl } from 'react-intl';

export function Spinner() {
  const intl = useIntl();
  return <div className="spinner" role="status" aria-label={intl.formatMessage({ id: 'general.loading' })} />;
}
