import { useState } from 'react';
import { useIntl } from 'react-intl';
import { NotificationsDrawerLazy } from './lazyPanels';
import { UnseenBadge, useUnseenCount } from './UnseenBadge';
import { LazyBoundary } from '../../../components/ErrorBoundary/ErrorBoundary';

/** The top bar's bell on phones: the unseen badge, and the notifications drawer it opens (loaded on first use). */
export function NotificationsBell() {
  const intl = useIntl();
  const unseen = useUnseenCount();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <button
        type="button"
        className="top-bar-button notifications-bell"
        aria-label={intl.formatMessage({ id: 'notifications.open' }, { count: unseen })}
        aria-expanded={open}
        aria-controls={open ? 'notifications-drawer' : undefined}
        onClick={() => setOpen(true)}
      >
        <svg className="icon" width={22} height={22} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
          <path d="M12 22a2 2 0 0 0 2-2h-4a2 2 0 0 0 2 2zm6-6V11a6 6 0 0 0-5-5.9V4a1 1 0 0 0-2 0v1.1A6 6 0 0 0 6 11v5l-2 2v1h16v-1l-2-2z" />
        </svg>
        <UnseenBadge drawn />
      </button>
      {open && (
        <LazyBoundary floating onClose={close}>
          <NotificationsDrawerLazy onClose={close} />
        </LazyBoundary>
      )}
    </>
  );
}
