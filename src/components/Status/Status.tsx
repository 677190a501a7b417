import { memo, useMemo, useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from '../RouterLink';
import { useAppSelector } from '../../store/hooks';
import { makeSelectStatusView } from '../../selectors/statuses';
import { selectCapabilities } from '../../selectors/instance';
import { selectSettings } from '../../selectors/settings';
import { highlightProps } from '../../settings/userHighlight';
import { profilePath } from '../../utils/links';
import { isUnknownAccount } from '../../schemas';
import { makeSelectMuteState, type MuteContext } from '../../selectors/muteRules';
import { Avatar } from '../Avatar/Avatar';
import { AuthorName, StatusHeader } from './StatusHeader';
import { StatusContent, statusTextId } from './StatusContent';
import { StatusReplyTo } from './StatusReplyTo';
import { StatusLinkCard } from './StatusLinkCard';
import { StatusMuted } from './StatusMuted';
import { StatusMedia } from './StatusMedia';
import { StatusPoll } from './StatusPoll';
import { StatusQuote } from './StatusQuote';
import { StatusReactions } from './StatusReactions';
import { StatusActions } from './StatusActions';
import { Icon } from '../Icon/Icon';
import { InlineComposer } from '../../features/composer/components/lazy';
import { LazyBoundary } from '../ErrorBoundary/ErrorBoundary';
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
  /** shown under the action bar (the opened post's who-favourited list) */
  footer?: ReactNode;
  /** where the card is shown: some mute rules have exemptions there */
  muteContext?: MuteContext;
  /** deleted while on screen (a conversation keeps its place): shown as the deleted placeholder */
  deleted?: boolean;
  /** a draft's preview (the composer): the post as it will look, with nothing to act on */
  preview?: boolean;
}

const NO_CONTEXT: MuteContext = {};

/** A post the server reported gone (Pleroma's `deleted` flag) keeps its place as a placeholder. */
const isDeleted = (status: object) => 'deleted' in status && status.deleted === true;

/** One timeline entry. Memoized on its id: it re-renders only when its own entities change. */
export const Status = memo(function Status({
  entryId,
  position,
  setSize,
  highlighted,
  extraActions,
  footer,
  muteContext,
  deleted,
  preview,
}: Props) {
  const selectView = useMemo(makeSelectStatusView, []);
  const selectMute = useMemo(makeSelectMuteState, []);
  const view = useAppSelector((s) => selectView(s, entryId));
  const restricted = useAppSelector(selectCapabilities).restrictedNicknames;
  const mute = useAppSelector((s) => selectMute(s, entryId, muteContext ?? NO_CONTEXT));
  // the member's highlight of the author (one object for all cards: it changes only with the settings)
  const highlights = useAppSelector((s) => selectSettings(s).highlight);
  // the reply or quote composer open under this card (a lazy chunk)
  const inlineComposer = useAppSelector((s) => (view ? s.composer?.inline[view.status.id] : undefined));
  // the unmute eye toggle is local to this card
  const [revealed, setRevealed] = useState(false);
  // A status whose data went missing costs its own row only; a hidden one shows nothing at all.
  if (!view || mute.hidden) return null;
  const { status, account, rebloggedBy } = view;
  const labelId = `status-${entryId}-author`;
  const timeId = `status-${entryId}-time`;
  // author, time and the text: posts by one person sound different (issue 26), as Mastodon's cards are named
  const nameIds = `${labelId} ${timeId} ${statusTextId(status, status.spoiler_text.trim() ? 'summary' : 'content')}`;
  const articleProps = {
    'aria-posinset': position,
    'aria-setsize': setSize,
    tabIndex: 0,
    'data-status-id': status.id,
    'data-entry-id': entryId,
  };
  if (deleted || isDeleted(status)) {
    return (
      <article
        className={highlighted ? 'status status-deleted status-highlighted' : 'status status-deleted'}
        aria-current={highlighted || undefined}
        {...articleProps}
      >
        <p className="status-deleted-text">
          <FormattedMessage id="status.deleted" />
        </p>
        {extraActions && <div className="status-extra-actions">{extraActions}</div>}
      </article>
    );
  }
  const muted = mute.muted && !revealed;
  const notice = mute.muted && (
    <StatusMuted account={account} reasons={mute.reasons} revealed={revealed} onToggle={() => setRevealed(!revealed)} />
  );
  if (muted) {
    return (
      <article className="status status-muted" {...articleProps}>
        {notice}
      </article>
    );
  }
  return (
    <article
      className={highlighted ? 'status status-highlighted' : 'status'}
      aria-current={highlighted || undefined}
      aria-posinset={position}
      aria-setsize={setSize}
      aria-labelledby={nameIds}
      tabIndex={0}
      data-status-id={status.id}
      data-entry-id={entryId}
      {...highlightProps(highlights, account.acct)}
    >
      {notice}
      {/* on a profile's statuses tab, its pinned posts come first and say so */}
      {!rebloggedBy && status.pinned && muteContext?.timelineKey?.startsWith('user:') && (
        <div className="status-repeat-line">
          <FormattedMessage id="status.pinned" />
        </div>
      )}
      {rebloggedBy && (
        <div className="status-repeat-line">
          <Icon name="repeat" />{' '}
          <FormattedMessage id="status.repeated_by" values={{ name: <AuthorName account={rebloggedBy} /> }} />
        </div>
      )}
      <div className="status-body">
        {isUnknownAccount(account) ? (
          <span className="status-avatar" aria-hidden="true">
            <Avatar account={account} />
          </span>
        ) : (
          <Link to={profilePath(account, restricted)} className="status-avatar" tabIndex={-1} aria-hidden="true">
            <Avatar account={account} />
          </Link>
        )}
        <div className={view.quote ? 'status-main has-quote' : 'status-main'}>
          <StatusHeader status={status} account={account} labelId={labelId} timeId={timeId} />
          <StatusReplyTo status={status} />
          <StatusContent status={status} />
          {status.media_attachments.length > 0 && <StatusMedia status={status} />}
          {view.poll && <StatusPoll poll={view.poll} />}
          {status.card && !view.quote && status.media_attachments.length === 0 && <StatusLinkCard card={status.card} />}
          {view.quote && <StatusQuote status={view.quote.status} account={view.quote.account} />}
          {!preview && <StatusReactions status={status} />}
          {!preview && <StatusActions view={view} />}
          {!preview && footer}
          {inlineComposer && (
            <LazyBoundary>
              <InlineComposer statusId={status.id} mode={inlineComposer} />
            </LazyBoundary>
          )}
          {extraActions && <div className="status-extra-actions">{extraActions}</div>}
        </div>
      </div>
    </article>
  );
});
