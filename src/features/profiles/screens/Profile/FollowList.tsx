import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import type { AccountEntity } from '../../../../schemas/index';
import { useAppDispatch, useAppSelector } from '../../../../store/hooks';
import { selectAccount, selectFollowList } from '../../profilesSelectors';
import { selectRelationship, selectToggleBusy } from '../../relationshipsSelectors';
import { type FollowListKind } from '../../profilesSlice';
import { followListRequested, relationshipToggleRequested, relationshipsWanted } from '../../profilesIntents';
import { Spinner } from '../../../../components/Spinner/Spinner';
import { UserListItem } from '../../components/UserCard/UserListItem';

/** On a followers entry: shown when that user follows the viewer (spec 000 profile screen). */
function RemoveFollowerButton({ accountId }: { accountId: string }) {
  const dispatch = useAppDispatch();
  const followsMe = useAppSelector((s) => selectRelationship(s, accountId)?.followed_by ?? false);
  const busy = useAppSelector((s) => selectToggleBusy(s, accountId, 'removeFollower'));
  if (!followsMe) return null;
  return (
    <button
      type="button"
      className="button"
      disabled={busy}
      onClick={() => dispatch(relationshipToggleRequested({ accountId, toggle: 'removeFollower', on: true }))}
    >
      <FormattedMessage id="user_card.remove_follower" />
    </button>
  );
}

function Entry({ id, followers }: { id: string; followers: boolean }) {
  const account: AccountEntity | null = useAppSelector((s) => selectAccount(s, id));
  if (!account) return null;
  return <UserListItem account={account} extra={followers ? <RemoveFollowerButton accountId={id} /> : undefined} />;
}

/** An account's follows or followers, a page at a time, with their follow buttons. */
export function FollowList({ accountId, kind }: { accountId: string; kind: FollowListKind }) {
  const dispatch = useAppDispatch();
  const list = useAppSelector((s) => selectFollowList(s, accountId, kind));
  const loggedIn = useAppSelector((s) => s.auth.me !== null);
  useEffect(() => {
    dispatch(followListRequested({ accountId, kind }));
  }, [dispatch, accountId, kind]);
  useEffect(() => {
    // One batched request for the accounts shown, not one per entry.
    if (loggedIn && list.items.length) dispatch(relationshipsWanted({ ids: list.items }));
  }, [dispatch, loggedIn, list.items]);

  if (list.hidden)
    return (
      <p className="profile-empty">
        <FormattedMessage id={kind === 'followers' ? 'user_profile.followers_hidden' : 'user_profile.follows_hidden'} />
      </p>
    );
  return (
    <div className="follow-list">
      <ul className="user-list" aria-busy={list.state === 'loading'}>
        {list.items.map((id) => (
          <Entry key={id} id={id} followers={kind === 'followers'} />
        ))}
      </ul>
      {list.state === 'loaded' && list.items.length === 0 && (
        <p className="profile-empty">
          <FormattedMessage id={kind === 'followers' ? 'user_profile.no_followers' : 'user_profile.no_follows'} />
        </p>
      )}
      {list.state === 'loading' && <Spinner />}
      {list.state === 'error' && (
        <p className="profile-empty" role="alert">
          {list.error ?? <FormattedMessage id="user_profile.list_error" />}
        </p>
      )}
      {list.state !== 'loading' && (list.next || list.state === 'error') && (
        <button
          type="button"
          className="button profile-more"
          onClick={() => dispatch(followListRequested({ accountId, kind, more: list.state !== 'error' }))}
        >
          <FormattedMessage id={list.state === 'error' ? 'general.retry' : 'user_profile.load_more'} />
        </button>
      )}
    </div>
  );
}
