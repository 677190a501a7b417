import { useCallback, useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { selectCanLoadMoreNotifications, selectUnseenCount } from '../notificationsSelectors';
import { notificationsMarkedRead, notificationsOlderRequested } from '../notificationsIntents';
import { Modal } from '../../../components/Modal/Modal';
import { NotificationsPanel } from './NotificationsPanel';
import { selectNotificationsState } from '../notificationsSlice';
import { inlineSign } from '../../../utils/direction';

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
  const loadingOlder = useAppSelector((s) => selectNotificationsState(s).loadingOlder);
  const intl = useIntl();
  const location = useLocation();
  const scroller = useRef<HTMLElement>(null);
  const touchStart = useRef<{ x: number; y: number } | null>(null);

  const close = useCallback(() => {
    if (unseen > 0) dispatch(notificationsMarkedRead());
    onClose();
  }, [dispatch, onClose, unseen]);

  // Any navigation (a timestamp, a name) leaves the drawer.
  const firstPath = useRef(location.pathname);
  useEffect(() => {
    if (location.pathname !== firstPath.current) close();
  }, [location.pathname, close]);

  const onScroll = () => {
    const el = scroller.current;
    if (!el || el.scrollTop + el.clientHeight < el.scrollHeight - BOTTOM_SLACK_PX) return;
    if (!loadingOlder && canLoadMore) dispatch(notificationsOlderRequested());
  };

  // A Modal drawer: in the top layer, above the top bar that holds the bell (its own stacking context).
  const label = intl.formatMessage({ id: 'notifications.title' });
  return (
    <Modal className="modal-drawer modal-drawer-right" aria-label={label} closeOnBackdrop onClose={close}>
      <aside
        ref={scroller}
        id="notifications-drawer"
        className="notifications-drawer"
        aria-label={label}
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
          // toward the drawer's outer edge: the right, or the left in a right-to-left interface
          const dx = (t.clientX - start.x) * inlineSign();
          // mostly sideways, so a vertical scroll that drifts does not close it
          if (dx > SWIPE_CLOSE_PX && Math.abs(t.clientY - start.y) < dx) close();
        }}
      >
        <NotificationsPanel onClose={close} />
      </aside>
    </Modal>
  );
}
