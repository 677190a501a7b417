import { useEffect, useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from '../../../components/RouterLink';
import { Avatar } from '../../../components/Avatar/Avatar';
import { PeopleCount } from '../../../components/Status/PeopleCount';
import type { AccountEntity } from '../../../schemas/index';
import { selectSettings } from '../../../selectors/settings';
import { selectCapabilities } from '../../../selectors/instance';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { profilePath } from '../../../utils/links';
import { statusPeopleRequested } from '../statusPeopleIntents';
import { selectPeopleList } from '../statusPeopleSlice';
import { makeSelectPeople } from './PeoplePopover';
import './StatusPeople.css';

/** Spec 001 §9: an avatar list shows at most 15 people. */
export const AVATAR_LIST_MAX = 15;

/**
 * Under the opened post of a conversation: the repeat and favourite counts (each opening its user list) and
 * the avatars of who repeated or favourited, at most 15, then '+N' for the rest.
 */
export function StatusPeople({ statusId }: { statusId: string }) {
  const status = useAppSelector((s) => s.entities.statuses.entities[statusId]);
  const hidden = useAppSelector((s) => selectSettings(s).hidePostStats);
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const selectFavourites = useMemo(makeSelectPeople, []);
  const selectReblogs = useMemo(makeSelectPeople, []);
  const favourites = useAppSelector((s) => selectFavourites(s, statusId, 'favourites'));
  const reblogs = useAppSelector((s) => selectReblogs(s, statusId, 'reblogs'));
  const { restrictedNicknames } = useAppSelector(selectCapabilities);
  // hidePostStats hides the counts, and so the people behind them
  const favouritesCount = hidden ? 0 : (status?.favourites_count ?? 0);
  const reblogsCount = hidden ? 0 : (status?.reblogs_count ?? 0);

  // asked again when the count moves or the list was dropped (the reader's own favourite or repeat)
  const favouritesMissing = useAppSelector((s) => !selectPeopleList(s, statusId, 'favourites'));
  const reblogsMissing = useAppSelector((s) => !selectPeopleList(s, statusId, 'reblogs'));
  useEffect(() => {
    if (favouritesCount > 0 && favouritesMissing) dispatch(statusPeopleRequested({ statusId, kind: 'favourites' }));
  }, [dispatch, statusId, favouritesCount, favouritesMissing]);
  useEffect(() => {
    if (reblogsCount > 0 && reblogsMissing) dispatch(statusPeopleRequested({ statusId, kind: 'reblogs' }));
  }, [dispatch, statusId, reblogsCount, reblogsMissing]);

  // Someone who did both is shown once. '+N' counts the people at least there: those loaded, or as many as the
  // larger count says; so it is exact once both lists are loaded and never claims people who may not exist (those
  // not loaded yet may be the same people in both lists).
  const everyone: AccountEntity[] = [];
  for (const account of [...reblogs, ...favourites]) if (!everyone.some((a) => a.id === account.id)) everyone.push(account);
  const shown = everyone.slice(0, AVATAR_LIST_MAX);
  const rest = Math.max(everyone.length, favouritesCount, reblogsCount) - shown.length;
  if (favouritesCount <= 0 && reblogsCount <= 0) return null;

  const name = (a: AccountEntity) => a.display_name || a.username;
  return (
    <section className="status-people" aria-label={intl.formatMessage({ id: 'status_people.heading' })}>
      <div className="status-people-stats">
        {reblogsCount > 0 && (
          <PeopleCount statusId={statusId} kind="reblogs">
            <FormattedMessage id="status_people.repeats" values={{ count: reblogsCount, b: (n) => <b>{n}</b> }} />
          </PeopleCount>
        )}
        {favouritesCount > 0 && (
          <PeopleCount statusId={statusId} kind="favourites">
            <FormattedMessage id="status_people.favourites" values={{ count: favouritesCount, b: (n) => <b>{n}</b> }} />
          </PeopleCount>
        )}
      </div>
      {shown.length > 0 && (
        <ul className="avatar-list">
          {shown.map((account) => (
            <li key={account.id}>
              <Link
                to={profilePath(account, restrictedNicknames)}
                className="avatar-list-link"
                title={`${name(account)} @${account.acct}`}
                aria-label={name(account)}
              >
                <Avatar account={account} size={28} />
              </Link>
            </li>
          ))}
          {rest > 0 && (
            <li className="avatar-list-more">
              <span aria-hidden="true">+{rest}</span>
              <span className="visually-hidden">
                <FormattedMessage id="status_people.and_more" values={{ count: rest }} />
              </span>
            </li>
          )}
        </ul>
      )}
    </section>
  );
}
