import { useIntl } from 'react-intl';
import type { UiMessage } from '../../slices/ui';
import { useMessage } from '../../i18n/useMessage';
import './ErrorBanner.css';

/** A dismissible error under a form (login, password reset, …). */
export function ErrorBanner({ message, onDismiss }: { message: UiMessage; onDismiss: () => void }) {
  const intl = useIntl();
  const format = useMessage();
  return (
    <div className="error-banner" role="alert">
      <span>{format(message)}</span>
      <button
        type="button"
        className="notice-dismiss"
        aria-label={intl.formatMessage({ id: 'general.dismiss' })}
        onClick={onDismiss}
      >
        ×
      </button>
    </div>
  );
}
