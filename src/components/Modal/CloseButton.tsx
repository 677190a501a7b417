import { useIntl } from 'react-intl';
import { Icon } from '../Icon/Icon';

/** The × that closes a dialog, a drawer or a panel, named 'Close' for assistive technology. */
export function CloseButton({ className, onClick }: { className: string; onClick: () => void }) {
  const intl = useIntl();
  return (
    <button type="button" className={className} aria-label={intl.formatMessage({ id: 'general.close' })} onClick={onClick}>
      <Icon name="close" />
    </button>
  );
}
