import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import type { AccountEntity } from '../../../../schemas/index';
import { useAppSelector } from '../../../../store/hooks';
import { selectSettings } from '../../../../selectors/settings';
import { ProfileTimeline } from './ProfileTimeline';
import { FollowList } from './FollowList';
import { FollowedTags } from './FollowedTags';
import { tabFromHash, visibleTabs, type ProfileTab } from './profileTabs';

/** Follows: followed users, and on the own profile followed hashtags too. */
function FollowsTab({ accountId, own }: { accountId: string; own: boolean }) {
  const [sub, setSub] = useState<'users' | 'hashtags'>('users');
  return (
    <section className="panel profile-follows">
      {own && (
        <div className="panel-heading profile-subtabs" role="tablist">
          {(['users', 'hashtags'] as const).map((name) => (
            <button
              key={name}
              type="button"
              role="tab"
              aria-selected={sub === name}
              className="profile-tab"
              onClick={() => setSub(name)}
            >
              <FormattedMessage id={`user_profile.follows_${name}`} />
            </button>
          ))}
        </div>
      )}
      {sub === 'hashtags' && own ? <FollowedTags /> : <FollowList accountId={accountId} kind="following" />}
    </section>
  );
}

/** The profile's tabs; the chosen one lives in the URL hash (spec 000 profile screen). */
export function ProfileTabs({ account, own }: { account: AccountEntity; own: boolean }) {
  const intl = useIntl();
  const location = useLocation();
  const navigate = useNavigate();
  const { userProfileDefaultTab } = useAppSelector(selectSettings);
  const tabs = visibleTabs({
    own,
    hideFollows: account.pleroma?.hide_follows ?? false,
    hideFollowers: account.pleroma?.hide_followers ?? false,
  });
  const tab = tabFromHash(location.hash, tabs, userProfileDefaultTab);
  const select = (next: ProfileTab) => void navigate({ hash: `#${next}` }, { replace: true, preventScrollReset: true });

  return (
    <>
      <nav className="panel profile-tabs" aria-label={intl.formatMessage({ id: 'user_profile.tabs' })}>
        {tabs.map((name) => (
          <a
            key={name}
            href={`#${name}`}
            className="profile-tab"
            aria-current={name === tab ? 'page' : undefined}
            onClick={(e) => {
              e.preventDefault();
              select(name);
            }}
          >
            <FormattedMessage id={`user_profile.tab_${name}`} />
          </a>
        ))}
      </nav>
      {tab === 'follows' ? (
        <FollowsTab key={`follows-${account.id}`} accountId={account.id} own={own} />
      ) : tab === 'followers' ? (
        <section className="panel profile-followers">
          <FollowList key={`followers-${account.id}`} accountId={account.id} kind="followers" />
        </section>
      ) : (
        <ProfileTimeline key={`${tab}-${account.id}`} tab={tab} accountId={account.id} />
      )}
    </>
  );
}
