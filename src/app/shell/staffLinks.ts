import type { AccountEntity } from '../../schemas/index';
import type { Capabilities } from '../../capabilities';

/** Mastodon's role permission bit for administrators. */
const MASTODON_ADMINISTRATOR = 0x1;

/** An administrator: Pleroma's is_admin, or a Mastodon role with the administrator permission. */
export function isAdministrator(me: AccountEntity | null): boolean {
  if (!me) return false;
  if (me.pleroma?.is_admin === true) return true;
  const role = (me as AccountEntity & { role?: { permissions?: unknown } }).role;
  const permissions = Number(role?.permissions);
  return Number.isInteger(permissions) && (permissions & MASTODON_ADMINISTRATOR) !== 0;
}

/** The server's own administration pages: Pleroma's admin frontend, Mastodon's /admin; null where unknown. */
export function administrationUrl(software: Capabilities['software']): string | null {
  if (software === 'pleroma' || software === 'akkoma') return '/pleroma/admin/#/login-pleroma';
  if (software === 'mastodon' || software === 'fedibird') return '/admin';
  return null;
}
