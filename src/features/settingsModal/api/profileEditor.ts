// The profile settings (spec 001 §7: PATCH /api/v1/accounts/update_credentials with a params object, or with avatar,
// header or pleroma_background_image; Mastodon 4.2's DELETE /api/v1/profile/avatar and /header for the defaults). Only the lazily loaded settings sagas need these, so they have their own module.
import { request, type ApiConfig, type ApiResponse } from '../../../api/client';
import type { Account } from '../../../api/types/index';

/**
 * The profile form as update_credentials names it (Mastodon's names plus Pleroma/Akkoma's): `display_name`, `note`,
 * `fields_attributes[i][name|value]`, the flags, `source[privacy]`, `source[sensitive]`. Plain values, so it can
 * travel in an action.
 */
export type ProfileParams = Record<string, string | boolean>;

export type ProfileImageSlot = 'avatar' | 'banner' | 'background';

/** The form field that carries each image. */
export const IMAGE_FIELDS: Record<ProfileImageSlot, string> = {
  avatar: 'avatar',
  banner: 'header',
  background: 'pleroma_background_image',
};

const PATH = '/api/v1/accounts/update_credentials';

/** One PATCH with the whole profile form; the answer is the account with its `source` and `pleroma` settings. */
export const updateProfile = (cfg: ApiConfig, params: ProfileParams): Promise<ApiResponse<Account>> =>
  request<Account>(cfg, PATH, { method: 'PATCH', form: params });

/** A new image as multipart, or `null` to remove it (Pleroma resets an image sent as an empty value). */
export function updateProfileImage(cfg: ApiConfig, slot: ProfileImageSlot, file: Blob | null): Promise<ApiResponse<Account>> {
  const form = new FormData();
  if (file) form.append(IMAGE_FIELDS[slot], file, (file as Partial<File>).name || slot);
  else form.append(IMAGE_FIELDS[slot], '');
  return request<Account>(cfg, PATH, { method: 'PATCH', form });
}

/** Mastodon 4.2+: the server's default avatar or header again; the answer is the credential account. */
export const deleteProfileImage = (cfg: ApiConfig, slot: 'avatar' | 'banner'): Promise<ApiResponse<Account>> =>
  request<Account>(cfg, `/api/v1/profile/${IMAGE_FIELDS[slot]}`, { method: 'DELETE' });
