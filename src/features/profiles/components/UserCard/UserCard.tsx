import { type ReactNode } from 'react';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import type { AccountEntity } from '../../../../schemas/index';
import { useAppDispatch, useAppSelector } from '../../../../store/hooks';
import { selectCurrentAccount } from '../../../../selectors/auth';
import { selectCapabilities } from '../../../../selectors/instance';
import { settingsOpened } from '../../../settingsModal/settingsModalSlice';
import { dailyAveragePosts } from '../../profilesSelectors';
import { Avatar } from '../../../../components/Avatar/Avatar';
import { EmojiText } from '../../../../components/EmojiText/EmojiText';
import { FallbackImage } from '../../../../components/FallbackImage/FallbackImage';
import { Icon } from '../../../../components/Icon/Icon';
import { FollowButton } from './FollowButton';
import { RelationshipMenu } from './RelationshipMenu';
import { UserNote } from './UserNote';
import { UserBio } from './UserBio';
import { RemoteFollowForm } from './RemoteFollowForm';
import { HighlightPicker } from '../../../../components/HighlightPicker/HighlightPicker';
import { useUserHighlight } from '../../../../components/HighlightPicker/useUserHighlight';
import { selectSettings } from '../../../../selectors/settings';
import { selectRelationship } from '../../relationshipsSelectors';
import { highlightStyle } from '../../../../settings/userHighlight';
import { hostOf, visibleRole } from './userFacts';
import { canModerate } from '../../../moderation/adminUsersSelectors';
import './UserCard.css';
import { lazyRetrying } from '../../../../utils/retryImport';
import { withMessages } from '../../../../i18n/loadMessages';
import { LazyBoundary } from '../../../../components/ErrorBoundary/ErrorBoundary';

// Admins only (spec 001 §6): the menu, its slice and its sagas come in their own chunk.
const ModerationMenu = lazyRetrying(
  withMessages('extra', () => import(/* webpackChunkName: "moderation" */ '../../../moderation/components/ModerationMenu')),
);

export type ProfileView = 'statuses' | 'follows' | 'followers';

interface Props {
  account: AccountEntity;
  /** the counts open these views of the profile, when the card sits on it */
  onView?: (view: ProfileView) => void;
}

/** acct with the remote host marked by a globe (spec 000 §3 screen_name_ui) */
function ScreenName({ acct }: { acct: string }) {
  const host = hostOf(acct);
  if (!host)
    return (
      <span className="user-card-acct" dir="ltr">
        @{acct}
      </span>
    );
  return (
    <span className="user-card-acct" dir="ltr">
      @{acct.slice(0, acct.indexOf('@'))}@
      <span className="status-acct-host">
        <Icon name="globe" size={12} />
        {host}
      </span>
    </span>
  );
}

function Count({ labelId, value, hidden, onClick }: { labelId: string; value?: number; hidden?: boolean; onClick?: () => void }) {
  const body: ReactNode = (
    <>
      <span className="user-card-count-label">
        <FormattedMessage id={labelId} />
      </span>
      <span className="user-card-count-value">
        {hidden || value === undefined ? <FormattedMessage id="user_card.hidden" /> : <FormattedNumber value={value} />}
      </span>
    </>
  );
  return onClick ? (
    <button type="button" className="user-card-count" onClick={onClick}>
      {body}
    </button>
  ) : (
    <div className="user-card-count">{body}</div>
  );
}

/**
 * The user card (spec 001 §2): banner, avatar, names, role badge, bot and locked flags, counts, daily average,
 * bio and fields; for others the follow button, relationship toggles, highlight and private note; the own card
 * has an edit-profile link; visitors get a remote-follow form on local users.
 */
export function UserCard({ account, onView }: Props) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const me = useAppSelector(selectCurrentAccount);
  const { accountNotes } = useAppSelector(selectCapabilities);
  const [highlight, setHighlight] = useUserHighlight(account.acct);
  const own = me?.id === account.id;
  const role = visibleRole(account);
  // 'Follows you' unless hideFollowingStatus (the relationship is fetched with the card)
  const { hideFollowingStatus } = useAppSelector(selectSettings);
  const followsYou = useAppSelector((s) => !own && !hideFollowingStatus && !!selectRelationship(s, account.id)?.followed_by);
  const banner = account.header_static || account.header;
  const pleroma = account.pleroma;
  const highlighted = highlightStyle(highlight);

  return (
    <section
      className="panel user-card"
      {...highlighted}
      aria-label={intl.formatMessage({ id: 'user_card.label' }, { user: account.acct })}
    >
      <div className="user-card-banner">
        {/* a header that fails to load leaves the plain background, as a missing one does */}
        <FallbackImage src={banner} alt="" decoding="async" />
      </div>
      <div className="user-card-top">
        <a
          className="user-card-avatar"
          href={account.avatar || undefined}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={intl.formatMessage({ id: 'user_card.avatar_link' }, { user: account.acct })}
        >
          <Avatar account={account} size={96} />
        </a>
        <div className="user-card-names">
          <h2 className="user-card-name">
            <EmojiText text={account.display_name || account.username} emojis={account.emojis} />
          </h2>
          <ScreenName acct={account.acct} />
          <div className="user-card-flags">
            {role && (
              <span className={`user-card-badge user-card-role-${role}`}>
                <FormattedMessage id={`user_card.role_${role}`} />
              </span>
            )}
            {account.bot && (
              <span className="user-card-badge">
                <FormattedMessage id="user_card.bot" />
              </span>
            )}
            {account.locked && (
              <span className="user-card-badge" title={intl.formatMessage({ id: 'user_card.locked' })}>
                <Icon name="lock" size={12} /> <FormattedMessage id="user_card.locked" />
              </span>
            )}
            {followsYou && (
              <span className="user-card-badge">
                <FormattedMessage id="user_card.follows_you" />
              </span>
            )}
            {pleroma?.deactivated && (
              <span className="user-card-badge user-card-badge-danger">
                <FormattedMessage id="user_card.deactivated" />
              </span>
            )}
          </div>
        </div>
        {own && (
          <button
            type="button"
            className="user-card-edit"
            aria-label={intl.formatMessage({ id: 'user_card.edit_profile' })}
            title={intl.formatMessage({ id: 'user_card.edit_profile' })}
            onClick={() => dispatch(settingsOpened({ tab: 'profile' }))}
          >
            <svg className="icon" width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
              <path d="M3 17.2V21h3.8L17.8 9.9l-3.8-3.8L3 17.2zM20.7 7a1 1 0 0 0 0-1.4l-2.3-2.3a1 1 0 0 0-1.4 0l-1.8 1.8 3.8 3.8L20.7 7z" />
            </svg>
          </button>
        )}
      </div>
      {me && !own && (
        <div className="user-card-actions">
          <FollowButton account={account} />
          <RelationshipMenu account={account} />
          {canModerate(me, account) && (
            <LazyBoundary>
              <ModerationMenu account={account} />
            </LazyBoundary>
          )}
        </div>
      )}
      {!me && account.is_local && <RemoteFollowForm nickname={account.username} />}
      <div className="user-card-counts">
        <Count labelId="user_card.statuses" value={account.statuses_count} onClick={onView && (() => onView('statuses'))} />
        <Count
          labelId="user_card.followees"
          value={account.following_count}
          hidden={pleroma?.hide_follows_count}
          onClick={onView && (() => onView('follows'))}
        />
        <Count
          labelId="user_card.followers"
          value={account.followers_count}
          hidden={pleroma?.hide_followers_count}
          onClick={onView && (() => onView('followers'))}
        />
        <div className="user-card-count">
          <span className="user-card-count-label">
            <FormattedMessage id="user_card.per_day" />
          </span>
          <span className="user-card-count-value">
            <FormattedNumber value={dailyAveragePosts(account)} />
          </span>
        </div>
      </div>
      <UserBio account={account} />
      {me && !own && (
        <div className="user-card-viewer">
          <HighlightPicker value={highlight} onChange={setHighlight} />
          {accountNotes && <UserNote accountId={account.id} />}
        </div>
      )}
    </section>
  );
}
