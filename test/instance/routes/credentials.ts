// PATCH /api/v1/accounts/update_credentials as Akkoma takes it: the profile form (urlencoded, multipart or JSON),
// the flags, `source[privacy]` / `source[sensitive]`, and the avatar, header and pleroma_background_image as files
// (an empty value resets one). Every check runs before anything changes, so a refused request changes nothing.
// Mastodon 4.2's DELETE /api/v1/profile/avatar and /header are served too (a client that knows only those).
import { HttpError, json, type Reply } from '../http';
import type { Account, DemoState, ProfileField, ProfileSettings, UploadedMedia, Visibility } from '../model';
import { requireUser, type RequestContext, type Route } from '../router';
import { serializeCredentialAccount } from '../serialize/account';
import { LIMITS } from '../serialize/instance';

/** Pleroma's defaults: user_name_length 100, user_bio_length 5000. */
export const NAME_LIMIT = 100;
export const BIO_LIMIT = 5000;

const SCOPES: Visibility[] = ['public', 'unlisted', 'private', 'direct'];

const IMAGES = [
  { field: 'avatar', key: 'avatarPath', limit: LIMITS.avatarUploadLimit },
  { field: 'header', key: 'headerPath', limit: LIMITS.bannerUploadLimit },
  { field: 'pleroma_background_image', key: 'backgroundPath', limit: LIMITS.backgroundUploadLimit },
] as const;

function flag(ctx: RequestContext, name: string): boolean | undefined {
  const value = ctx.body.get(name);
  if (value === undefined) return undefined;
  return value === 'true' || value === '1' || value === 'on';
}

/** `fields_attributes[0][name]` (form) or `fields_attributes[][name]` (a JSON array); undefined when not sent. */
function fieldsOf(ctx: RequestContext): ProfileField[] | undefined {
  const rows = new Map<string, ProfileField>();
  let seen = false;
  let arrayRow = -1;
  for (const key of ['name', 'value'] as const) {
    arrayRow = -1;
    for (const value of ctx.body.getAll(`fields_attributes[][${key}]`)) {
      arrayRow += 1;
      seen = true;
      const row = rows.get(`a${arrayRow}`) ?? { name: '', value: '' };
      row[key] = value;
      rows.set(`a${arrayRow}`, row);
    }
  }
  for (let i = 0; i < 100; i += 1) {
    const name = ctx.body.get(`fields_attributes[${i}][name]`);
    const value = ctx.body.get(`fields_attributes[${i}][value]`);
    if (name === undefined && value === undefined) continue;
    seen = true;
    rows.set(`i${i}`, { name: name ?? '', value: value ?? '' });
  }
  if (!seen) return undefined;
  // Rows without a name are dropped (an empty row is how clients clear every field).
  return [...rows.values()].filter((f) => f.name.trim() !== '');
}

function storeImage(state: DemoState, owner: Account, data: Buffer, contentType: string, filename: string): string {
  const id = state.ids.now();
  const name = filename.replace(/[^A-Za-z0-9._-]+/g, '_').slice(-80) || 'image';
  const path = `/media/uploads/${id}/${name}`;
  const stored: UploadedMedia = {
    ownerId: owner.id,
    data,
    attachment: {
      id,
      type: 'image',
      path,
      previewPath: path,
      mimeType: contentType,
      width: null,
      height: null,
      blurhash: null,
      description: '',
    },
  };
  (state.uploads ??= new Map()).set(id, stored);
  return path;
}

function updateCredentials(ctx: RequestContext): Reply {
  const user = requireUser(ctx);
  const displayName = ctx.body.get('display_name');
  const note = ctx.body.get('note');
  const fields = fieldsOf(ctx);
  const scope = ctx.body.get('source[privacy]') ?? ctx.body.get('default_scope');

  if (displayName !== undefined && [...displayName].length > NAME_LIMIT) throw new HttpError(422, 'Display name is too long');
  if (note !== undefined && [...note].length > BIO_LIMIT) throw new HttpError(422, 'Bio is too long');
  if (fields) {
    if (fields.length > LIMITS.fields.max_fields) throw new HttpError(413, 'Too many fields');
    for (const f of fields) {
      if ([...f.name].length > LIMITS.fields.name_length || [...f.value].length > LIMITS.fields.value_length)
        throw new HttpError(422, 'Field is too long');
    }
  }
  if (scope !== undefined && !SCOPES.includes(scope as Visibility)) throw new HttpError(422, 'Invalid default scope');
  for (const image of IMAGES) {
    const file = ctx.body.file(image.field);
    if (file && file.data.length > image.limit) throw new HttpError(413, 'File is too large');
    if (file && !file.contentType.startsWith('image/')) throw new HttpError(415, 'Unsupported image type');
  }

  const profile: ProfileSettings = (user.profile ??= {});
  if (displayName !== undefined) user.displayName = displayName;
  if (note !== undefined) user.note = note;
  if (fields) user.fields = fields;
  if (scope !== undefined) user.defaultVisibility = scope as Visibility;
  const set = <T>(value: T | undefined, apply: (v: T) => void) => value !== undefined && apply(value);
  set(flag(ctx, 'locked'), (v) => (user.locked = v));
  set(flag(ctx, 'bot'), (v) => (user.bot = v));
  set(flag(ctx, 'discoverable'), (v) => (user.discoverable = v));
  set(flag(ctx, 'hide_follows'), (v) => (user.hideFollows = v));
  set(flag(ctx, 'hide_followers'), (v) => (user.hideFollowers = v));
  set(flag(ctx, 'hide_follows_count'), (v) => (profile.hideFollowsCount = v));
  set(flag(ctx, 'hide_followers_count'), (v) => (profile.hideFollowersCount = v));
  set(flag(ctx, 'hide_favorites'), (v) => (profile.hideFavorites = v));
  set(flag(ctx, 'allow_following_move'), (v) => (profile.allowFollowingMove = v));
  set(flag(ctx, 'no_rich_text'), (v) => (profile.noRichText = v));
  set(flag(ctx, 'permit_followback'), (v) => (profile.permitFollowback = v));
  set(flag(ctx, 'source[sensitive]'), (v) => (profile.sensitive = v));
  // Pleroma ignores show_role from users without a role.
  if (user.isAdmin || user.isModerator) set(flag(ctx, 'show_role'), (v) => (profile.showRole = v));
  for (const image of IMAGES) {
    const file = ctx.body.file(image.field);
    if (file) profile[image.key] = storeImage(ctx.state, user, file.data, file.contentType, file.filename);
    else if (ctx.body.get(image.field) === '') profile[image.key] = null;
  }
  return json(serializeCredentialAccount(user, ctx.ser));
}

/** Mastodon 4.2's DELETE /api/v1/profile/avatar and /header: the default image again, answering the credential account. */
function deleteProfileImage(key: 'avatarPath' | 'headerPath') {
  return (ctx: RequestContext): Reply => {
    const user = requireUser(ctx);
    (user.profile ??= {})[key] = null;
    return json(serializeCredentialAccount(user, ctx.ser));
  };
}

export const credentialRoutes: Route[] = [
  { method: 'PATCH', pattern: '/api/v1/accounts/update_credentials', handler: updateCredentials },
  { method: 'DELETE', pattern: '/api/v1/profile/avatar', handler: deleteProfileImage('avatarPath') },
  { method: 'DELETE', pattern: '/api/v1/profile/header', handler: deleteProfileImage('headerPath') },
];
