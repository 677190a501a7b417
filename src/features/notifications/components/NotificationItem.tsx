import { memo, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from '../../../components/RouterLink';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import type { AccountEntity, NotificationEntity } from '../../../schemas/index';
import {
  notificationKind,
  selectIsNotificationSeen,
  selectNotification,
  selectNotificationSenderMuted,
  type NotificationKind,
} from '../notificationsSelectors';
import { selectCapabilities } from '../../../selectors/instance';
import { selectSettings } from '../../../selectors/settings';
import { highlightProps } from '../../../settings/userHighlight';
import { notificationDismissed } from '../notificationsIntents';
import { composerRequested } from '../../composer/index';
import { profilePath } from '../../../utils/links';
import { Avatar } from '../../../components/Avatar/Avatar';
import { FallbackImage } from '../../../components/FallbackImage/FallbackImage';
import { EmojiText } from '../../../components/EmojiText/EmojiText';
import { Icon } from '../../../components/Icon/Icon';
import { RelativeTime } from '../../../components/RelativeTime/RelativeTime';
import { StatusContent } from '../../../components/Status/StatusContent';
import { FollowRequestActions } from './FollowRequestActions';

const MESSAGE_OF_KIND: Record<NotificationKind, string> = {
  like: 'notifications.liked',
  repeat: 'notifications.repeated',
  mention: 'notifications.mentioned',
  follow: 'notifications.followed',
  follow_request: 'notifications.follow_requested',
  move: 'notifications.moved',
  poll: 'notifications.poll_ended',
  emoji_reaction: 'notifications.reacted',
};

/** Kinds whose entry shows the post it is about under the heading line (greyed but for mentions). */
const SHOWS_POST: ReadonlySet<NotificationKind> = new Set(['like', 'repeat', 'poll', 'emoji_reaction', 'mention']);

interface Props {
  id: string;
  /** position in the list, for screen readers */
  position: number;
  setSize: number;
}

/** The reaction: a custom emoji's image (Akkoma's emoji_url), else the Unicode emoji itself. */
function ReactionEmoji({ notification }: { notification: NotificationEntity }) {
  const emoji = notification.emoji ?? '';
  if (notification.emoji_url) {
    const code = `:${emoji.replace(/^:|:$/g, '')}:`;
    // an image that fails to load shows the :shortcode:, as custom emoji do everywhere
    return (
      <FallbackImage
        className="emoji notification-emoji"
        src={notification.emoji_url}
        alt={code}
        title={code}
        fallback={<span className="notification-emoji">{code}</span>}
      />
    );
  }
  return <span className="notification-emoji">{emoji}</span>;
}

function AccountName({ account, restricted }: { account: AccountEntity; restricted: readonly string[] }) {
  return (
    <Link to={profilePath(account, restricted)} className="notification-name">
      <EmojiText text={account.display_name || account.username} emojis={account.emojis} />
    </Link>
  );
}

/**
 * One notification of any kind (spec 001 §2, §3): who did what, a timestamp linking to the conversation
 * (or the sender's profile when there is no post), the post or the account it is about, and dismiss.
 * A mention is a compact card (its text and a reply button): the full card with its action bar is the
 * conversation's, one click away, and would crowd a 350 px column. Muted senders' entries stay
 * collapsed behind a toggle.
 */
export const NotificationItem = memo(function NotificationItem({ id, position, setSize }: Props) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const notification = useAppSelector((s) => selectNotification(s, id));
  const account = useAppSelector((s) => (notification ? s.entities.accounts.entities[notification.account] : undefined));
  const target = useAppSelector((s) => (notification?.target ? s.entities.accounts.entities[notification.target] : undefined));
  const status = useAppSelector((s) => (notification?.status ? s.entities.statuses.entities[notification.status] : undefined));
  const seen = useAppSelector((s) => selectIsNotificationSeen(s, id));
  const muted = useAppSelector((s) => selectNotificationSenderMuted(s, id));
  const restricted = useAppSelector(selectCapabilities).restrictedNicknames;
  const highlights = useAppSelector((s) => selectSettings(s).highlight);
  const [revealed, setRevealed] = useState(false);
  const kind = notification ? notificationKind(notification.type) : null;
  // The selectors leave invalid ones out; a row whose data went missing costs nothing.
  if (!notification || !account || !kind) return null;

  const name = <AccountName account={account} restricted={restricted} />;
  const aria = { 'aria-posinset': position, 'aria-setsize': setSize, 'data-notification-id': id, 'data-kind': kind };
  const className = `notification notification-${kind}${seen ? '' : ' notification-unseen'}`;

  if (muted && !revealed) {
    return (
      <article className={`${className} notification-muted`} {...aria}>
        <span className="notification-muted-text">
          <FormattedMessage id="notifications.muted_from" values={{ name }} />
        </span>
        <button type="button" className="button-link" aria-expanded={false} onClick={() => setRevealed(true)}>
          <FormattedMessage id="notifications.show_muted" />
        </button>
      </article>
    );
  }

  const timeLink = notification.status ? `/notice/${encodeURIComponent(notification.status)}` : profilePath(account, restricted);
  const values: Record<string, ReactNode> = { name };
  if (kind === 'emoji_reaction') values.emoji = <ReactionEmoji notification={notification} />;
  if (kind === 'move') {
    values.target = target ? <AccountName account={target} restricted={restricted} /> : '?';
  }
  const headingId = `notification-${id}-heading`;

  return (
    <article className={className} aria-labelledby={headingId} {...aria} {...highlightProps(highlights, account.acct)}>
      <Link to={profilePath(account, restricted)} className="notification-avatar" tabIndex={-1} aria-hidden="true">
        <Avatar account={account} size={32} />
      </Link>
      <div className="notification-main">
        <div className="notification-heading">
          <span className="notification-text" id={headingId}>
            {kind === 'repeat' && <Icon name="repeat" />}
            {kind === 'like' && <Icon name="star" />}
            <FormattedMessage id={MESSAGE_OF_KIND[kind]} values={values} />
          </span>
          <Link to={timeLink} className="notification-time">
            <RelativeTime date={notification.created_at} tick={240_000} />
          </Link>
          {muted && (
            <button type="button" className="button-link" aria-expanded onClick={() => setRevealed(false)}>
              <FormattedMessage id="notifications.hide_muted" />
            </button>
          )}
          <button
            type="button"
            className="notification-dismiss"
            aria-label={intl.formatMessage({ id: 'notifications.dismiss' })}
            title={intl.formatMessage({ id: 'notifications.dismiss' })}
            onClick={() => dispatch(notificationDismissed({ id }))}
          >
            <Icon name="close" size={14} />
          </button>
        </div>
        {(kind === 'follow' || kind === 'follow_request') && (
          <div className="notification-account">
            <Link to={profilePath(account, restricted)} dir="ltr">
              @{account.acct}
            </Link>
            {kind === 'follow_request' && <FollowRequestActions account={account} notificationId={id} />}
          </div>
        )}
        {kind === 'move' && target && (
          <div className="notification-account">
            <Link to={profilePath(target, restricted)} dir="ltr">
              @{target.acct}
            </Link>
          </div>
        )}
        {SHOWS_POST.has(kind) && status && (
          <div className={kind === 'mention' ? 'notification-post notification-post-mention' : 'notification-post'}>
            <StatusContent status={status} />
          </div>
        )}
        {kind === 'mention' && status && (
          <button
            type="button"
            className="button-link notification-reply"
            onClick={() => dispatch(composerRequested({ mode: 'reply', statusId: status.id }))}
          >
            <Icon name="reply" /> <FormattedMessage id="notifications.reply" />
          </button>
        )}
      </div>
    </article>
  );
});
