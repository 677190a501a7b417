// Where things live. Stored HTML refers to this server through ORIGIN, replaced
// with the real address when serialized, because the port is only known at start.
import type { Account } from './model';

export const ORIGIN = '{{origin}}';

export function withOrigin(text: string, origin: string): string {
  return text.split(ORIGIN).join(origin);
}

export function acctOf(account: Account): string {
  return account.domain ? `${account.username}@${account.domain}` : account.username;
}

/** The profile page address, in the style of the account's server software. */
export function profileUrl(account: Account, origin: string): string {
  if (!account.domain) return `${origin}/users/${account.username}`;
  switch (account.software) {
    case 'gotosocial':
      return `https://${account.domain}/@${account.username}`;
    case 'friendica':
      return `https://${account.domain}/profile/${account.username}`;
    default:
      return `https://${account.domain}/users/${account.username}`;
  }
}

export const avatarPath = (account: Account) => `/media/avatars/${account.id}.svg`;
export const headerPath = (account: Account) => `/media/headers/${account.id}.svg`;
