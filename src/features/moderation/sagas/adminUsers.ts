// The user card's moderation menu (spec 001 §6 "Admin only"): permission groups, activation, TagPolicy tags
// and deletion through Pleroma's admin API. Nothing changes before the server agrees; after each change the
// account is fetched again so the card shows what the server now says. Loaded lazily ("moderation" chunk).
import { call, put, select } from 'typed-redux-saga';
import { fetchAccount } from '../../../api/accounts';
import { deleteUser, fetchAdminUser, setActivation, setPermissionGroup, setUserTag, type AdminUser } from '../api/adminUsers';
import type { ApiConfig } from '../../../api/client';
import { describeErrorWithServerText } from '../../../api/errors';
import type { Account } from '../../../api/types/index';
import { normalizeAccount, type AccountEntity } from '../../../schemas/index';
import { selectApiConfig } from '../../../selectors/instance';
import { rolesShown } from '../adminUsersSelectors';
import { adminRolesLoaded, moderationSettled, type ModerationToggle } from '../adminUsersSlice';
import { adminRolesWanted, adminStatusChangeRequested, moderationRequested } from '../moderationIntents';
import { changeStatus } from './adminStatuses';
import type { AdminRoles } from '../adminUsersSlice';
import { entitiesImported } from '../../../slices/entities/index';
import { timelineStatusesRemoved } from '../../../slices/timelines';
import { navigationRequested, noticeAdded } from '../../../slices/ui';
import type { RootState } from '../../../store/rootReducer';
import { statusIdsByAccount } from '../../../sagas/statusEvents';
import type { Flow } from '../../../store/feature';
import { selectAdminUsersState } from '../adminUsersSlice';

export const NOTICE_MS = 5_000;

const accountOf = (s: RootState, id: string): AccountEntity | undefined => s.entities.accounts.entities[id];

/** The roles in an admin API user; null when it carries none. */
const rolesOf = (user: AdminUser | null | undefined): AdminRoles | null =>
  user?.roles ? { admin: user.roles.admin === true, moderator: user.roles.moderator === true } : null;

function* fetchRoles(action: ReturnType<typeof adminRolesWanted>) {
  const { accountId, nickname, hidden } = action.payload;
  const cfg = yield* select(selectApiConfig);
  let ok = false;
  try {
    const res = yield* call(fetchAdminUser, cfg, nickname);
    const roles = rolesOf(res.data);
    // A grant or revoke made meanwhile (the items only wait when the roles are hidden) answered more recently.
    const newer = yield* select(
      (s: RootState) =>
        selectAdminUsersState(s).roles[accountId] !== undefined ||
        (!hidden && (selectAdminUsersState(s).busy[accountId] ?? []).some((t) => t === 'admin' || t === 'moderator')),
    );
    if (roles && !newer) yield* put(adminRolesLoaded({ accountId, roles }));
    ok = true;
  } catch (error) {
    // The menu then shows the roles as not granted, as Pleroma-FE does; a grant still works.
    console.warn('[adminUsers] roles not loaded:', error instanceof Error ? error.message : error);
  } finally {
    // adminRolesWanted marked both role items busy while this ran.
    if (hidden) {
      yield* put(moderationSettled({ accountId, toggle: 'admin', ok }));
      yield* put(moderationSettled({ accountId, toggle: 'moderator', ok }));
    }
  }
}

/** What the account's `pleroma` should say after the change, for servers whose account omits it. */
type PleromaPatch = { deactivated?: boolean; tags?: string[] };

function patchOf(account: AccountEntity | undefined, toggle: ModerationToggle, on: boolean): PleromaPatch {
  if (toggle === 'deactivated' || toggle === 'delete') return { deactivated: on };
  if (toggle === 'admin' || toggle === 'moderator') return {};
  const tags = new Set(account?.pleroma?.tags ?? []);
  if (on) tags.add(toggle);
  else tags.delete(toggle);
  return { tags: [...tags] };
}

/** Pleroma's account as newer versions send it to admins: `is_active` in place of `deactivated`. */
type FreshPleroma = NonNullable<Account['pleroma']> & { is_active?: boolean };

/** The account as the server now has it, with what the change is known to have done where it does not say. */
function* refreshAccount(cfg: ApiConfig, accountId: string, patch: PleromaPatch) {
  let fresh: Account | null = null;
  try {
    fresh = (yield* call(fetchAccount, cfg, accountId)).data;
  } catch (error) {
    // A deleted account may be gone (404): the known one, patched, is what the card shows.
    console.warn('[adminUsers] account not re-fetched:', error instanceof Error ? error.message : error);
  }
  if (fresh) {
    const pleroma: FreshPleroma = { ...fresh.pleroma };
    if (patch.deactivated !== undefined && pleroma.deactivated === undefined && pleroma.is_active === undefined)
      pleroma.deactivated = patch.deactivated;
    if (patch.tags && pleroma.tags === undefined) pleroma.tags = patch.tags;
    yield* put(entitiesImported(normalizeAccount({ ...fresh, pleroma }).entities));
    return;
  }
  const known = yield* select((s: RootState) => accountOf(s, accountId));
  if (known) yield* put(entitiesImported({ accounts: { [accountId]: { ...known, pleroma: { ...known.pleroma, ...patch } } } }));
}

/** After a deletion the user's posts leave every timeline (Pleroma-FE marks them deleted). */
function* dropPostsOf(accountId: string) {
  const keys = yield* select((s: RootState) => Object.keys(s.timelines));
  const ids = yield* select((s: RootState) => statusIdsByAccount(s, keys, accountId));
  if (ids.length) yield* put(timelineStatusesRemoved({ keys, ids }));
}

/**
 * Spec 001 §2: deleting a user while on their profile goes back one page. A profile opened in a tab of
 * its own has no page before it: the app's landing stands in for it, rather than a dead Back.
 */
export function* goBack() {
  if (window.history.length > 1) window.history.back();
  else yield* put(navigationRequested({ to: '/', replace: true }));
}

const ERROR_IDS: Record<'admin' | 'moderator' | 'deactivated' | 'delete' | 'tag', [string, string]> = {
  admin: ['moderation.grant_admin_error', 'moderation.revoke_admin_error'],
  moderator: ['moderation.grant_moderator_error', 'moderation.revoke_moderator_error'],
  deactivated: ['moderation.deactivate_error', 'moderation.activate_error'],
  delete: ['moderation.delete_error', 'moderation.delete_error'],
  tag: ['moderation.tag_error', 'moderation.untag_error'],
};

function* moderate(action: ReturnType<typeof moderationRequested>) {
  const { accountId, nickname, toggle, on, leaveProfile } = action.payload;
  const cfg = yield* select(selectApiConfig);
  const account = yield* select((s: RootState) => accountOf(s, accountId));
  let ok = false;
  try {
    if (toggle === 'admin' || toggle === 'moderator') {
      const res = yield* call(setPermissionGroup, cfg, nickname, toggle, on);
      const known = yield* select((s: RootState) => selectAdminUsersState(s).roles[accountId]);
      const before = known ?? (account && rolesShown(account)) ?? { admin: false, moderator: false };
      const answered = res.data?.[`is_${toggle}`];
      yield* put(adminRolesLoaded({ accountId, roles: { ...before, [toggle]: typeof answered === 'boolean' ? answered : on } }));
    } else if (toggle === 'deactivated') {
      yield* call(setActivation, cfg, nickname, !on);
    } else if (toggle === 'delete') {
      yield* call(deleteUser, cfg, nickname);
    } else {
      yield* call(setUserTag, cfg, nickname, toggle, on);
    }
    ok = true;
  } catch (error) {
    const [onId, offId] = ERROR_IDS[toggle.startsWith('mrf_tag:') ? 'tag' : (toggle as keyof typeof ERROR_IDS)];
    yield* put(noticeAdded('error', { id: on ? onId : offId, cause: describeErrorWithServerText(error) }, NOTICE_MS));
  }
  try {
    if (ok) yield* refreshAccount(cfg, accountId, patchOf(account, toggle, on));
    if (ok && toggle === 'delete') {
      yield* dropPostsOf(accountId);
      if (leaveProfile) yield* call(goBack);
    }
  } finally {
    yield* put(moderationSettled({ accountId, toggle, ok }));
  }
}

export const adminUserFlows: Flow[] = [
  { type: adminRolesWanted.type, mode: 'every', handler: fetchRoles },
  { type: moderationRequested.type, mode: 'every', handler: moderate },
  { type: adminStatusChangeRequested.type, mode: 'every', handler: changeStatus },
];
