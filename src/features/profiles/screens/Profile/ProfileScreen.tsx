import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useNavigate, useParams } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../../../store/hooks';
import { selectIsOwnAccount, selectProfile, selectProfileAccount } from '../../profilesSelectors';
import { profileKey, type ProfileRef } from '../../profilesSlice';
import { profileRequested, relationshipsWanted } from '../../profilesIntents';
import { Spinner } from '../../../../components/Spinner/Spinner';
import { UserCard, type ProfileView } from '../../components/UserCard/UserCard';
import { ProfileTabs } from './ProfileTabs';
import { refFromUsersParam } from './profileTabs';
import '../../components/UserCard/UserCard.css';
import './Profile.css';
import { usePageBackground } from '../../../../app/shell/wallpaper';
import { useDocumentTitle } from '../../../../components/DocumentTitle/useDocumentTitle';

/**
 * /users/{id}, /users/{name} and /{name}: spinner, then the card and tabs, or the error in its place.
 * An id-looking /users/{x} the server does not know is tried once more as a name.
 */
export function ProfileScreen({ route }: { route: 'users' | 'name' }) {
  const { name: param = '' } = useParams();
  const guessed: ProfileRef = route === 'users' ? refFromUsersParam(param) : { name: param };
  const [asName, setAsName] = useState<string | null>(null);
  const ref: ProfileRef = asName === param ? { name: param } : guessed;
  const key = profileKey(ref);
  const dispatch = useAppDispatch();
  const profile = useAppSelector((s) => selectProfile(s, key));
  const account = useAppSelector((s) => selectProfileAccount(s, key));
  const own = useAppSelector((s) => selectIsOwnAccount(s, account?.id));
  const loggedIn = useAppSelector((s) => s.auth.me !== null);
  useDocumentTitle(account ? `${account.display_name || account.username} (@${account.acct})` : null);
  usePageBackground(account?.pleroma?.background_image);

  useEffect(() => {
    dispatch(profileRequested(ref.id !== undefined ? { id: ref.id } : { name: ref.name }));
    // `key` names the reference completely
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch, key]);
  useEffect(() => {
    if (guessed.id !== undefined && profile?.state === 'missing' && asName !== param) setAsName(param);
  }, [guessed.id, profile?.state, asName, param]);
  useEffect(() => {
    if (account && loggedIn && !own) dispatch(relationshipsWanted({ ids: [account.id] }));
  }, [dispatch, account?.id, loggedIn, own]); // eslint-disable-line react-hooks/exhaustive-deps

  const navigate = useNavigate();
  const showView = (view: ProfileView) => void navigate({ hash: `#${view}` }, { replace: true, preventScrollReset: true });

  if (!account) {
    if (!profile || profile.state === 'loading') return <Spinner />;
    return (
      <section className="panel profile-error">
        <div className="panel-body" role="alert">
          {profile.state === 'missing' ? (
            <FormattedMessage id="user_profile.profile_does_not_exist" />
          ) : (
            (profile.error ?? <FormattedMessage id="user_profile.profile_loading_error" />)
          )}
        </div>
      </section>
    );
  }
  return (
    <div className="profile">
      <UserCard account={account} onView={showView} />
      <ProfileTabs account={account} own={own} />
    </div>
  );
}
