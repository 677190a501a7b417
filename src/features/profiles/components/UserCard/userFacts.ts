import type { AccountEntity } from '../../../../schemas/index';

/** The badge to show: Pleroma only sends is_admin / is_moderator when the user shows their role (show_role). */
export function visibleRole(account: AccountEntity): 'admin' | 'moderator' | null {
  if (account.pleroma?.is_admin) return 'admin';
  if (account.pleroma?.is_moderator) return 'moderator';
  return null;
}

/** The host of a remote account ('user@host' -> 'host'), null for a local one. */
export const hostOf = (acct: string): string | null => {
  const at = acct.indexOf('@');
  return at < 0 ? null : acct.slice(at + 1);
};
