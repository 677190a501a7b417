// The account settings the server stores (spec 001 §3 "Account settings that the server stores", plus bot and the
// role badge), each saved alone by update_credentials when it changes. Which ones the tab offers is read from the
// account itself: a setting shows only where the server names it. Pure, so it is unit tested alone.
import type { ProfileParams } from '../api/profileEditor';
import type { AccountEntity } from '../../../schemas/index';

export type DefaultScope = 'public' | 'unlisted' | 'private' | 'direct';
export const DEFAULT_SCOPES: DefaultScope[] = ['public', 'unlisted', 'private', 'direct'];

/** The checkboxes, by the name update_credentials gives them. */
export const ACCOUNT_FLAGS = [
  'locked',
  'permit_followback',
  'bot',
  'discoverable',
  'allow_following_move',
  'hide_follows',
  'hide_follows_count',
  'hide_followers',
  'hide_followers_count',
  'hide_favorites',
  'no_rich_text',
  'show_role',
] as const;
export type AccountFlag = (typeof ACCOUNT_FLAGS)[number];

/** Every setting of the tab that the server stores: the flags, the default scope and "sensitive by default". */
export type AccountSettingKey = AccountFlag | 'default_scope' | 'sensitive';
export type AccountSettingValue = boolean | DefaultScope;
export type AccountSettings = Partial<Record<AccountSettingKey, AccountSettingValue>>;

const isScope = (value: unknown): value is DefaultScope => DEFAULT_SCOPES.includes(value as DefaultScope);
const bool = (value: unknown): boolean | undefined => (typeof value === 'boolean' ? value : undefined);

/**
 * The settings this account's server names, with their values: `locked`, `bot`, `discoverable` (Mastodon's, also
 * null when unset), the `pleroma` flags, Akkoma's `akkoma.permit_followback`, and from `source` the scope,
 * "sensitive", `no_rich_text` and `show_role`. One the server does not send is left out, so it is not offered.
 */
export function accountSettingsOf(account: AccountEntity): AccountSettings {
  const out: AccountSettings = {};
  const put = (key: AccountSettingKey, value: AccountSettingValue | undefined) => {
    if (value !== undefined) out[key] = value;
  };
  const p = account.pleroma ?? {};
  const source = account.source ?? null;
  const sp = source?.pleroma ?? {};
  put('locked', bool(account.locked));
  put('bot', bool(account.bot));
  if ('discoverable' in account || typeof sp.discoverable === 'boolean')
    put('discoverable', Boolean(bool(sp.discoverable) ?? account.discoverable));
  put('permit_followback', bool(account.akkoma?.permit_followback));
  put('allow_following_move', bool(p.allow_following_move));
  for (const key of ['hide_follows', 'hide_follows_count', 'hide_followers', 'hide_followers_count', 'hide_favorites'] as const)
    put(key, bool(p[key]));
  put('no_rich_text', bool(sp.no_rich_text));
  // the badge only means something for admins and moderators (the server ignores it from others)
  if (p.is_admin || p.is_moderator) put('show_role', bool(sp.show_role) ?? true);
  if (source && isScope(source.privacy)) put('default_scope', source.privacy);
  put('sensitive', bool(source?.sensitive));
  return out;
}

/** The one update_credentials field that carries a setting. */
export function accountSettingParams(key: AccountSettingKey, value: AccountSettingValue): ProfileParams {
  if (key === 'default_scope') return { 'source[privacy]': value };
  if (key === 'sensitive') return { 'source[sensitive]': value };
  return { [key]: value };
}
