import { memo, useMemo, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { useAppSelector } from '../../store/hooks';
import { makeSelectStatusView } from '../../selectors/statuses';
import { Avatar } from '../Avatar/Avatar';
import { EmojiText } from '../EmojiText/EmojiText';
import { StatusHeader } from './StatusHeader';
import { StatusContent } from './StatusContent';
import { StatusMedia } from './StatusMedia';
import { StatusPoll } from './StatusPoll';
import { StatusQuote } from './StatusQuote';
import { Icon } from '../Icon/Icon';
import './Status.css';

interface Props {
  entryId: string;
  /** position in the feed, for screen readers (aria-posinset / aria-setsize) */
  position: number;
  setSize: number;
  /** the post a conversation is opened on */
  highlighted?: boolean;
  /** controls a container adds to the post's action area (a conversation's thread toggles) */
  extraActions?: ReactNode;
}

/** One timeline entry. Memoized on its id: it re-renders only when its own entities change. */
export const Status = memo(function Status({ entryId, position, setSize, highlighted, extraActions }: Props) {
  const selectView = useMemo(makeSelectStatusView, []);
  const view = useAppSelector((s) => selectView(s, entryId));
  // A status whose data went missing costs its own row only.
  if (!view) return null;
  const { status, account, rebloggedBy } = view;
  const labelId = `status-${entryId}-author`;
  return (
    <article
      className={highlighted ? 'status status-highlighted' : 'status'}
      aria-current={highlighted || undefined}
      aria-posinset={position}
      aria-setsize={setSize}
      aria-labelledby={labelId}
      tabIndex={0}
      data-status-id={status.id}
      data-entry-id={entryId}
    >
      {rebloggedBy && (
        <div className="status-repeat-line">
          <Icon name="repeat" />{' '}
          <FormattedMessage
            id="status.repeated_by"
            values={{ name: <EmojiText text={rebloggedBy.display_name || rebloggedBy.username} emojis={rebloggedBy.emojis} /> }}
          />
        </div>
      )}
      <div className="status-body">
        <Link to={`/users/${account.id}`} className="status-avatar" tabIndex={-1} aria-hidden="true">
          <Avatar account={account} />
        </Link>
        <div className="status-main">
          <StatusHeader status={status} account={account} labelId={labelId} />
          <StatusContent status={status} />
          {status.media_attachments.length > 0 && <StatusMedia status={status} />}
          {view.poll && <StatusPoll poll={view.poll} />}
          {view.quote && <StatusQuote status={view.quote.status} account={view.quote.account} />}
          {extraActions && <div className="status-extra-actions">{extraActions}</div>}
        </div>
      </div>
    </article>
  );
});
