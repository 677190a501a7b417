import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { selectIsLoggedIn } from '../../../selectors/auth';
import { relationshipsWanted } from '../../profiles/profilesIntents';
import { UserListItem } from '../../profiles/components/UserCard/UserListItem';
import type { SearchEntry } from '../searchSlice';
import { MoreFooter } from './MoreFooter';
import '../../profiles/components/UserCard/UserCard.css';

function Person({ id }: { id: string }) {
  const account = useAppSelector((s) => s.entities.accounts.entities[id]);
  return account ? <UserListItem account={account} /> : null;
}

/** Found accounts with their follow buttons; their relationships are asked in one batch (relationshipsWanted). */
export function PeopleResults({ entry }: { entry: SearchEntry }) {
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const ids = entry.people.items;
  useEffect(() => {
    // Visitors never ask for relationships; the batch skips the ones the search answer embedded (Pleroma).
    if (loggedIn && ids.length) dispatch(relationshipsWanted({ ids }));
  }, [dispatch, loggedIn, ids]);
  return (
    <>
      {ids.length === 0 ? (
        <p className="search-empty">
          <FormattedMessage id="search.no_results" />
        </p>
      ) : (
        <ul className="user-list search-people">
          {ids.map((id) => (
            <Person key={id} id={id} />
          ))}
        </ul>
      )}
      <MoreFooter query={entry.query} tab="people" results={entry.people} />
    </>
  );
}
