// The moderation menu's state shape and a stand-in reducer, small enough for the first bundle. The real slice
// (slices/adminUsers.ts) comes with the menu's "moderation" chunk and plugs itself in when it loads; the menu
// and the sagas import it, so none of its actions is dispatched before.
import { standIn } from '../../slices/standIn';

/** TagPolicy's user tags the menu toggles (spec 001 §6), as Pleroma names them. */
export type MrfTag =
  | 'mrf_tag:media-force-nsfw'
  | 'mrf_tag:media-strip'
  | 'mrf_tag:force-unlisted'
  | 'mrf_tag:sandbox'
  | 'mrf_tag:disable-remote-subscription'
  | 'mrf_tag:disable-any-subscription'
  | 'mrf_tag:quarantine';

/** One change an admin makes from the menu: a permission group, activation, deletion or a tag. */
export type ModerationToggle = 'admin' | 'moderator' | 'deactivated' | 'delete' | MrfTag;

export interface AdminRoles {
  admin: boolean;
  moderator: boolean;
}

export interface AdminUsersState {
  /** account id -> roles from the admin API (the public account hides them unless the user shows their role) */
  roles: Record<string, AdminRoles>;
  /** account id -> the changes whose request is in flight */
  busy: Record<string, ModerationToggle[]>;
}

export const adminUsersInitialState: AdminUsersState = { roles: {}, busy: {} };

/** Registered in store/rootReducer.ts; slices/adminUsers.ts injects the real one when its module is evaluated. */
export const [adminUsersReducer, injectAdminUsersReducer] = standIn(adminUsersInitialState);
