import { useEffect, useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import {
  selectCanLoadMoreNotifications,
  selectNotificationsState,
  selectUnseenCount,
  selectVisibleNotificationIds,
} from '../notificationsSelectors';
import { notificationsMarkedRead, notificationsOlderRequested } from '../notificationsIntents';
import { notificationsClosed, notificationsOpened } from '../notificationsSlice';
import { Spinner } from '../../../components/Spinner/Spinner';
import { NotificationItem } from './NotificationItem';
import { NotificationsFilter } from './NotificationsFilter';
import './Notifications.css';
import { CloseButton } from '../../../components/Modal/CloseButton';

interface Props {
  /** without the heading (title, badge, read button, filter) */
  minimal?: boolean;
  className?: string;
  /** a close button in the heading (the mobile drawer) */
  onClose?: () => void;
  /** 1 where the panel is the screen itself (/{username}/notifications): its title is the screen's one h1 */
  level?: 1 | 2;
}

/** The read button, shown while something is unseen. */
function ReadButton() {
  const dispatch = useAppDispatch();
  return (
    <button type="button" className="button notifications-read" onClick={() => dispatch(notificationsMarkedRead())}>
      <FormattedMessage id="notifications.read" />
    </button>
  );
}

/** "Load older", or the bottomed-out line once the server has nothing older (spec 001 §4). */
export function NotificationsFooter() {
  const dispatch = useAppDispatch();
  const canLoadMore = useAppSelector(selectCanLoadMoreNotifications);
  const { loadingOlder, loaded } = useAppSelector(selectNotificationsState);
  if (!loaded) return <Spinner />;
  if (loadingOlder) return <Spinner />;
  return (
    <div className="notifications-footer">
      {canLoadMore ? (
        <button type="button" className="button-link" onClick={() => dispatch(notificationsOlderRequested())}>
          <FormattedMessage id="notifications.load_older" />
        </button>
      ) : (
        <span className="notifications-bottomed-out">
          <FormattedMessage id="notifications.no_more" />
        </span>
      )}
    </div>
  );
}

/**
 * The notifications panel (spec 001 §2): one component for the column, the sidebar, the route and the
 * mobile drawer. While it is on screen the page of seen ones grows with "load older"; when the last
 * panel goes the page resets to 30 (notificationsOpened/Closed count the placements).
 */
export function NotificationsPanel({ minimal, className, onClose, level = 2 }: Props) {
  const Heading = level === 1 ? 'h1' : 'h2';
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const ids = useAppSelector(selectVisibleNotificationIds);
  const unseen = useAppSelector(selectUnseenCount);
  const { loaded } = useAppSelector(selectNotificationsState);
  const titleId = useId();

  useEffect(() => {
    dispatch(notificationsOpened());
    return () => {
      dispatch(notificationsClosed());
    };
  }, [dispatch]);

  return (
    <section
      className={`panel notifications-panel${minimal ? ' notifications-minimal' : ''} ${className ?? ''}`}
      aria-labelledby={minimal ? undefined : titleId}
      aria-label={minimal ? intl.formatMessage({ id: 'notifications.title' }) : undefined}
    >
      {!minimal && (
        <div className="panel-heading notifications-heading">
          <Heading id={titleId}>
            <FormattedMessage id="notifications.title" />
            {unseen > 0 && (
              <span
                className="count-badge"
                aria-label={intl.formatMessage({ id: 'notifications.unseen_badge' }, { count: unseen })}
              >
                {unseen}
              </span>
            )}
          </Heading>
          {unseen > 0 && <ReadButton />}
          <NotificationsFilter />
          {onClose && <CloseButton className="button notifications-drawer-close" onClick={onClose} />}
        </div>
      )}
      <ol className="notifications-list">
        {ids.map((id, i) => (
          <li key={id}>
            <NotificationItem id={id} position={i + 1} setSize={ids.length} />
          </li>
        ))}
      </ol>
      {loaded && ids.length === 0 && (
        <p className="notifications-empty">
          <FormattedMessage id="notifications.empty" />
        </p>
      )}
      <NotificationsFooter />
    </section>
  );
}
