import type { AccountEntity } from '../../schemas';
import './Avatar.css';

export function Avatar({ account, size = 48 }: { account: AccountEntity; size?: number }) {
  const src = account.avatar_static || account.avatar;
  return src ? (
    <img className="avatar" src={src} alt="" width={size} height={size} loading="lazy" decoding="async" />
  ) : (
    <span className="avatar avatar-empty" style={{ width: size, height: size }} aria-hidden="true">
      {(account.display_name || account.username || '?').slice(0, 1).toUpperCase()}
    </span>
  );
}
