// Pleroma's admin API for users (spec 001 §7 "Admin users"): what the user card's moderation menu calls.
// Only the lazily loaded "moderation" chunk imports it. `nickname` is the account's acct ('bob', 'kai@host').
import { request, type ApiConfig, type ApiResponse } from '../../../api/client';

/** Pleroma's AdminAPI.AccountView "show.json"; older servers send `deactivated`, newer ones `is_active`. */
export interface AdminUser {
  id: string;
  nickname: string;
  local?: boolean;
  deactivated?: boolean;
  is_active?: boolean;
  roles?: { admin?: boolean; moderator?: boolean };
  tags?: string[];
}

export type PermissionGroup = 'admin' | 'moderator';

const USERS = '/api/v1/pleroma/admin/users';
const nick = (nickname: string) => encodeURIComponent(nickname);

/** One user with the roles the public account hides unless the user shows them (show_role). */
export const fetchAdminUser = (cfg: ApiConfig, nickname: string): Promise<ApiResponse<AdminUser>> =>
  request<AdminUser>(cfg, `${USERS}/${nick(nickname)}`);

/** Grant (POST) or revoke (DELETE) admin or moderator; Pleroma answers `{"is_admin": true}` and the like. */
export const setPermissionGroup = (cfg: ApiConfig, nickname: string, group: PermissionGroup, on: boolean) =>
  request<Partial<Record<`is_${PermissionGroup}`, boolean>>>(cfg, `${USERS}/${nick(nickname)}/permission_group/${group}`, {
    method: on ? 'POST' : 'DELETE',
  });

/** Activate or deactivate; the answer lists the changed users. */
export const setActivation = (cfg: ApiConfig, nickname: string, active: boolean) =>
  request<{ users?: AdminUser[] }>(cfg, `${USERS}/${active ? 'activate' : 'deactivate'}`, {
    method: 'PATCH',
    json: { nicknames: [nickname] },
  });

/** Add (PUT) or remove (DELETE) a tag such as TagPolicy's mrf_tag:…; 204 with no body. */
export const setUserTag = (cfg: ApiConfig, nickname: string, tag: string, on: boolean) =>
  request<null>(cfg, `${USERS}/tag`, { method: on ? 'PUT' : 'DELETE', json: { nicknames: [nickname], tags: [tag] } });

/** Deletes the account's data and deactivates it (the `?nickname=` form every Pleroma version takes). */
export const deleteUser = (cfg: ApiConfig, nickname: string) =>
  request<unknown>(cfg, USERS, { method: 'DELETE', query: { nickname } });
