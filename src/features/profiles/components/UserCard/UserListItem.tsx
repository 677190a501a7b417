import type { ReactNode } from 'react';
import { Link } from '../../../../components/RouterLink';
import type { AccountEntity } from '../../../../schemas/index';
import { useAppSelector } from '../../../../store/hooks';
import { selectCurrentAccount } from '../../../../selectors/auth';
import { selectCapabilities } from '../../../../selectors/instance';
import { profilePath } from '../../../../utils/links';
import { Avatar } from '../../../../components/Avatar/Avatar';
import { EmojiText } from '../../../../components/EmojiText/EmojiText';
import { FollowButton } from './FollowButton';

/** One account in a list (follows, followers, who to follow): avatar and names linking to the profile, follow button. */
export function UserListItem({ account, extra }: { account: AccountEntity; extra?: ReactNode }) {
  const me = useAppSelector(selectCurrentAccount);
  const { restrictedNicknames } = useAppSelector(selectCapabilities);
  const path = profilePath(account, restrictedNicknames);
  return (
    <li className="user-list-item">
      <Link to={path} className="user-list-avatar" tabIndex={-1} aria-hidden="true">
        <Avatar account={account} size={40} />
      </Link>
      <div className="user-list-names">
        <Link to={path} className="user-list-name">
          <EmojiText text={account.display_name || account.username} emojis={account.emojis} />
        </Link>
        <span className="user-list-acct" dir="ltr">
          @{account.acct}
        </span>
      </div>
      {me && me.id !== account.id && (
        <div className="user-list-actions">
          {extra}
          <FollowButton account={account} />
        </div>
      )}
    </li>
  );
}
