// The user card's moderation menu (spec 001 §6 "Admin only"): who sees it, which items it has, and the state
// each toggle shows. Pure functions of the account, the viewer and the instance, for the menu and its tests.
import type { AccountEntity } from '../../schemas/index';
import type { RootState } from '../../store/rootReducer';
import type { AdminRoles, ModerationToggle, MrfTag } from './adminUsersSlice';

/** Only admins (rights.admin: the signed-in user's pleroma.is_admin) moderate, and never their own card. */
export const canModerate = (viewer: AccountEntity | null, account: AccountEntity): boolean =>
  viewer?.pleroma?.is_admin === true && viewer.id !== account.id;

/** TagPolicy's tags for every user, then the ones that only mean something for local users (spec 001 §6). */
export const TAGS_ANY_USER: MrfTag[] = [
  'mrf_tag:media-force-nsfw',
  'mrf_tag:media-strip',
  'mrf_tag:force-unlisted',
  'mrf_tag:sandbox',
];
export const TAGS_LOCAL_USER: MrfTag[] = [
  'mrf_tag:disable-remote-subscription',
  'mrf_tag:disable-any-subscription',
  'mrf_tag:quarantine',
];

const policiesIn = (federation: { [key: string]: unknown } | undefined): unknown[] | null =>
  Array.isArray(federation?.mrf_policies) ? federation.mrf_policies : null;

/** The tag toggles need the TagPolicy MRF (spec 001 §5): /api/v1/instance's federation, else nodeinfo's. */
export const selectTagPolicy = (s: RootState): boolean =>
  (
    policiesIn(s.instance.instance?.pleroma?.metadata?.federation) ??
    policiesIn(s.instance.nodeinfo?.metadata?.federation) ??
    []
  ).includes('TagPolicy');

/** The roles the public account shows (only when the user shows their role, or to themselves); null when hidden. */
export function rolesShown(account: AccountEntity): AdminRoles | null {
  const p = account.pleroma;
  if (p?.is_admin === undefined && p?.is_moderator === undefined) return null;
  return { admin: p.is_admin === true, moderator: p.is_moderator === true };
}

/** Deactivated by an admin: Pleroma's `deactivated`, or newer servers' `is_active: false`. */
export function isDeactivated(account: AccountEntity): boolean {
  const p: { deactivated?: boolean; is_active?: boolean } | undefined = account.pleroma;
  return p?.deactivated ?? p?.is_active === false;
}

export interface ModerationItem {
  toggle: ModerationToggle;
  /** the current state the item's check shows (false for delete, an action) */
  checked: boolean;
}

/**
 * The menu's items in order: roles (local users only), activation, the TagPolicy tags when the instance has
 * it (some for local users only), delete. `roles` null: not known yet (shown unchecked, as Pleroma-FE does).
 */
export function moderationItems(account: AccountEntity, roles: AdminRoles | null, tagPolicy: boolean): ModerationItem[] {
  const items: ModerationItem[] = [];
  if (account.is_local) {
    items.push({ toggle: 'admin', checked: roles?.admin ?? false });
    items.push({ toggle: 'moderator', checked: roles?.moderator ?? false });
  }
  items.push({ toggle: 'deactivated', checked: isDeactivated(account) });
  if (tagPolicy) {
    const tags = new Set(account.pleroma?.tags ?? []);
    for (const tag of account.is_local ? [...TAGS_ANY_USER, ...TAGS_LOCAL_USER] : TAGS_ANY_USER)
      items.push({ toggle: tag, checked: tags.has(tag) });
  }
  items.push({ toggle: 'delete', checked: false });
  return items;
}
