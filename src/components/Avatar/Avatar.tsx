import type { AccountEntity } from '../../schemas';
import { FallbackImage } from '../FallbackImage/FallbackImage';
import './Avatar.css';

/** The account's picture; its initial when there is none or it fails to load. */
export function Avatar({ account, size = 48 }: { account: AccountEntity; size?: number }) {
  return (
    <FallbackImage
      className="avatar"
      src={account.avatar_static || account.avatar}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      fallback={
        <span
          className="avatar avatar-empty"
          style={{ width: size, height: size, fontSize: Math.round(size * 0.4) }}
          aria-hidden="true"
        >
          {(account.display_name || account.username || '?').slice(0, 1).toUpperCase()}
        </span>
      }
    />
  );
}
