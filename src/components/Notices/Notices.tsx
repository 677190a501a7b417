import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { noticeDismissed } from '../../slices/ui';
import { useMessage } from '../../i18n/useMessage';
import './Notices.css';

/** The global notice list: dismissible alerts with a level and a translated message. */
export function Notices() {
  const notices = useAppSelector((s) => s.ui.notices);
  const dispatch = useAppDispatch();
  const format = useMessage();
  const intl = useIntl();
  if (notices.length === 0) return null;
  return (
    <ul className="notices" aria-live="polite">
      {notices.map((notice) => (
        <li key={notice.id} className={`notice notice-${notice.level}`} role={notice.level === 'error' ? 'alert' : 'status'}>
          <span>{format(notice.message)}</span>
          {notice.retry && (
            <button
              type="button"
              className="notice-retry"
              onClick={() => {
                if (notice.retry) dispatch(notice.retry);
                dispatch(noticeDismissed(notice.id));
              }}
            >
              {intl.formatMessage({ id: notice.retryLabel ?? 'general.retry' })}
            </button>
          )}
          <button
            type="button"
            className="notice-dismiss"
            aria-label={intl.formatMessage({ id: 'general.dismiss' })}
            onClick={() => dispatch(noticeDismissed(notice.id))}
          >
            ×
          </button>
        </li>
      ))}
    </ul>
  );
}
