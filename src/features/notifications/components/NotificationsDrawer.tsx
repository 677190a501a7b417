import { useCallback, useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { selectCanLoadMoreNotifications, selectUnseenCount } from '../notificationsSelectors';
import { notificationsMarkedRead, notificationsOlderRequested } from '../notificationsSlice';
import { useScrollLock } from '../../../utils/useScrollLock';
import { NotificationsPanel } from './NotificationsPanel';

/** A swipe to the right this long closes the drawer (spec 000 §9). */
const SWIPE_CLOSE_PX = 50;
/** Older ones load when the reader scrolls this close to the drawer's bottom. */
const BOTTOM_SLACK_PX = 100;

/**
 * The mobile notifications drawer (spec 000 §2), opened by the bell: closes on a swipe right, Escape,
 * the backdrop or a route change; closing marks everything seen; reaching its bottom loads older ones.
 */
export function NotificationsDrawer({ onClose }: { onClose: () => void }) {
  const dispatch = useAppDispatch();
  const unseen = useAppSelector(selectUnseenCount);
  const canLoadMore = useAppSelector(selectCanLoadMoreNotifications);
  const loadingOlder = useAppSelector((s) => s.notifications.loadingOlder);
  const intl = useIntl();
  const location = useLocation();
  const scroller = useRef<HTMLElement>(null);
  const touchStart = useRef<{ x: number; y: number } | null>(null);
  useScrollLock(true);

  const close = useCallback(() => {
    if (unseen > 0) dispatch(notificationsMarkedRead());
    onClose();
  }, [dispatch, onClose, unseen]);

  // Any navigation (a timestamp, a name) leaves the drawer.
  const firstPath = useRef(location.pathname);
  useEffect(() => {
    if (location.pathname !== firstPath.current) close();
  }, [location.pathname, close]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && close();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [close]);

  const onScroll = () => {
    const el = scroller.current;
    if (!el || el.scrollTop + el.clientHeight < el.scrollHeight - BOTTOM_SLACK_PX) return;
    if (!loadingOlder && canLoadMore) dispatch(notificationsOlderRequested());
  };

  // In a portal: the top bar that holds the bell is its own stacking context.
  return createPortal(
    <div className="notifications-drawer-backdrop" onClick={close}>
      <aside
        ref={scroller}
        id="notifications-drawer"
        className="notifications-drawer"
        aria-label={intl.formatMessage({ id: 'notifications.title' })}
        onClick={(e) => e.stopPropagation()}
        onScroll={onScroll}
        onTouchStart={(e) => {
          const t = e.touches[0];
          touchStart.current = t ? { x: t.clientX, y: t.clientY } : null;
        }}
        onTouchEnd={(e) => {
          const start = touchStart.current;
          const t = e.changedTouches[0];
          touchStart.current = null;
          if (!start || !t) return;
          const dx = t.clientX - start.x;
          // mostly sideways, so a vertical scroll that drifts does not close it
          if (dx > SWIPE_CLOSE_PX && Math.abs(t.clientY - start.y) < dx) close();
        }}
      >
        <NotificationsPanel onClose={close} />
      </aside>
    </div>,
    document.body,
  );
}
