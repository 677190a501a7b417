import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from '../../../components/RouterLink';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { selectCapabilities } from '../../../selectors/instance';
import { selectFollowRequests, selectFollowRequestsState } from '../notificationsSelectors';
import { followRequestsRequested } from '../followRequestsSlice';
import { profilePath } from '../../../utils/links';
import { Avatar } from '../../../components/Avatar/Avatar';
import { EmojiText } from '../../../components/EmojiText/EmojiText';
import { Spinner } from '../../../components/Spinner/Spinner';
import { FollowRequestActions } from '../components/FollowRequestActions';
import '../components/Notifications.css';
import { useDocumentTitleMessage } from '../../../components/DocumentTitle/useDocumentTitle';

function FollowRequestRow({ accountId }: { accountId: string }) {
  const account = useAppSelector((s) => s.entities.accounts.entities[accountId]);
  const restricted = useAppSelector(selectCapabilities).restrictedNicknames;
  if (!account) return null;
  const path = profilePath(account, restricted);
  return (
    <li className="follow-request" aria-label={account.acct}>
      <Link to={path} tabIndex={-1} aria-hidden="true">
        <Avatar account={account} size={40} />
      </Link>
      <span className="follow-request-names">
        <Link to={path} className="notification-name">
          <EmojiText text={account.display_name || account.username} emojis={account.emojis} />
        </Link>
        <span dir="ltr">@{account.acct}</span>
      </span>
      <FollowRequestActions account={account} />
    </li>
  );
}

/** /friend-requests (spec 000 "Follow requests"): a locked account's waiting requesters, approved or denied here. */
export function FollowRequestsScreen() {
  useDocumentTitleMessage('follow_requests.title');
  const dispatch = useAppDispatch();
  const ids = useAppSelector(selectFollowRequests);
  const { loading, loaded, error } = useAppSelector(selectFollowRequestsState);
  useEffect(() => {
    dispatch(followRequestsRequested());
  }, [dispatch]);
  return (
    <section className="panel notifications-panel" aria-labelledby="follow-requests-title">
      <div className="panel-heading notifications-heading">
        <h1 id="follow-requests-title">
          <FormattedMessage id="follow_requests.title" />
        </h1>
      </div>
      <ul className="follow-requests-list">
        {ids.map((id) => (
          <FollowRequestRow key={id} accountId={id} />
        ))}
      </ul>
      {loading && ids.length === 0 && <Spinner />}
      {error && !loading && (
        <p className="notifications-empty">
          <button type="button" className="button-link" onClick={() => dispatch(followRequestsRequested())}>
            <FormattedMessage id="timeline.error_retry" />
          </button>
        </p>
      )}
      {loaded && !loading && !error && ids.length === 0 && (
        <p className="notifications-empty">
          <FormattedMessage id="follow_requests.empty" />
        </p>
      )}
    </section>
  );
}
