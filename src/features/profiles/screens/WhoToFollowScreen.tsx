import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { selectSuggestions } from '../profilesSelectors';
import { relationshipsWanted, suggestionsRequested } from '../profilesIntents';
import { Spinner } from '../../../components/Spinner/Spinner';
import { UserListItem } from '../components/UserCard/UserListItem';
import '../components/UserCard/UserCard.css';
import { useDocumentTitleMessage } from '../../../components/DocumentTitle/useDocumentTitle';

/** /who-to-follow: the suggested users with their follow buttons. */
export function WhoToFollowScreen() {
  useDocumentTitleMessage('who_to_follow.who_to_follow');
  const dispatch = useAppDispatch();
  const { state, accounts } = useAppSelector(selectSuggestions);
  useEffect(() => {
    dispatch(suggestionsRequested());
  }, [dispatch]);
  const ids = accounts.map((a) => a.id).join(',');
  useEffect(() => {
    if (ids) dispatch(relationshipsWanted({ ids: ids.split(',') }));
  }, [dispatch, ids]);
  return (
    <section className="panel who-to-follow">
      <div className="panel-heading">
        <h1>
          <FormattedMessage id="who_to_follow.who_to_follow" />
        </h1>
      </div>
      {state === 'loading' && accounts.length === 0 && <Spinner />}
      {state === 'error' && (
        <p className="panel-body" role="alert">
          <FormattedMessage id="who_to_follow.error" />
        </p>
      )}
      {state === 'loaded' && accounts.length === 0 && (
        <p className="panel-body">
          <FormattedMessage id="who_to_follow.empty" />
        </p>
      )}
      <ul className="user-list">
        {accounts.map((account) => (
          <UserListItem key={account.id} account={account} />
        ))}
      </ul>
    </section>
  );
}
