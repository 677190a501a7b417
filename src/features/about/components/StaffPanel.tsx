import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { Panel } from '../../../components/Panel/Panel';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import type { AccountEntity } from '../../../schemas/index';
import type { RootState } from '../../../store/rootReducer';
import { relationshipsWanted } from '../../profiles/profilesIntents';
import { UserListItem } from '../../profiles/components/UserCard/UserListItem';
import '../../profiles/components/UserCard/UserCard.css';
import { selectAboutState } from '../aboutSlice';

const accountsOf = (state: RootState, ids: string[]) =>
  ids.flatMap((id) => {
    const account = state.entities.accounts.entities[id];
    return account ? [account] : [];
  });

function Group({ title, accounts }: { title: string; accounts: AccountEntity[] }) {
  if (accounts.length === 0) return null;
  return (
    <>
      <h3 className="about-subheading">
        <FormattedMessage id={title} />
      </h3>
      <ul className="user-list">
        {accounts.map((account) => (
          <UserListItem key={account.id} account={account} />
        ))}
      </ul>
    </>
  );
}

/** NodeInfo's staff: administrators, then moderators (an account that is both is listed once, as admin). */
export function StaffPanel() {
  const dispatch = useAppDispatch();
  const { state, ids } = useAppSelector(selectAboutState).staff;
  const accounts = useAppSelector((s) => accountsOf(s, ids));
  const admins = accounts.filter((a) => a.pleroma?.is_admin);
  const moderators = accounts.filter((a) => !a.pleroma?.is_admin && a.pleroma?.is_moderator);
  // staff the server lists without a role flag (Mastodon's nodeinfo has no roles) still show
  const others = accounts.filter((a) => !a.pleroma?.is_admin && !a.pleroma?.is_moderator);
  const idList = ids.join(',');
  useEffect(() => {
    if (idList) dispatch(relationshipsWanted({ ids: idList.split(',') }));
  }, [dispatch, idList]);
  if (state === 'loaded' && accounts.length === 0) return null;
  return (
    <Panel id="about-staff" titleId="about.staff" className="about-staff">
      {state === 'failed' && (
        <p className="panel-body" role="alert">
          <FormattedMessage id="about.staff_error" />
        </p>
      )}
      <Group title="about.staff_admins" accounts={admins} />
      <Group title="about.staff_moderators" accounts={moderators} />
      <Group title="about.staff_others" accounts={others} />
    </Panel>
  );
}
