// The profile tab's form: read from the account (its private `source` values where the server sends them), checked
// against the instance's field limits, and mapped to update_credentials' form fields. Pure, so it is unit tested alone.
import type { FieldsLimits } from '../../../api/types/instance';
import type { ProfileParams } from '../api/profileEditor';
import type { AccountEntity } from '../../../schemas/index';
import { htmlToText } from '../../composer/lib/fromStatus';

export type DefaultScope = 'public' | 'unlisted' | 'private' | 'direct';
export const DEFAULT_SCOPES: DefaultScope[] = ['public', 'unlisted', 'private', 'direct'];

export interface ProfileFieldRow {
  name: string;
  value: string;
}

/** The flags, by the name update_credentials gives them (Mastodon: locked, bot, discoverable; the rest Pleroma/Akkoma). */
export const PROFILE_FLAGS = [
  'locked',
  'bot',
  'discoverable',
  'hide_follows',
  'hide_follows_count',
  'hide_followers',
  'hide_followers_count',
  'hide_favorites',
  'allow_following_move',
  'no_rich_text',
  'show_role',
] as const;
export type ProfileFlag = (typeof PROFILE_FLAGS)[number];

export interface ProfileForm {
  displayName: string;
  bio: string;
  fields: ProfileFieldRow[];
  flags: Record<ProfileFlag, boolean>;
  /** the composer's default scope (source.privacy) */
  scope: DefaultScope;
  /** new posts marked sensitive by default (source.sensitive) */
  sensitive: boolean;
}

const isScope = (value: unknown): value is DefaultScope => DEFAULT_SCOPES.includes(value as DefaultScope);

/**
 * `source.note` is the bio as typed (plain text) on Pleroma, Akkoma and Mastodon; some GoToSocial versions
 * send the rendered HTML there instead, which would be saved back as literal tags.
 */
const sourceText = (note: string): string => (/^\s*<(p|br|span|div|a)[\s>/]/i.test(note) ? htmlToText(note) : note);

/**
 * The form as the account stands: the bio and fields as typed (`source.note`, `source.fields`; the rendered HTML only
 * when the server sends no source), the flags from `pleroma` and `source.pleroma`. `sensitiveFallback` is the local
 * setting, used when the server does not say.
 */
export function profileFormOf(account: AccountEntity, sensitiveFallback: boolean): ProfileForm {
  const source = account.source ?? null;
  const p = account.pleroma ?? {};
  const sp = source?.pleroma ?? {};
  const fields = source?.fields ?? account.fields.map((f) => ({ name: f.name, value: htmlToText(f.value) }));
  return {
    displayName: account.display_name,
    bio: source?.note !== undefined && source.note !== null ? sourceText(source.note) : htmlToText(account.note),
    fields: fields.map((f) => ({ name: f.name ?? '', value: f.value ?? '' })),
    flags: {
      locked: Boolean(account.locked),
      bot: Boolean(account.bot),
      discoverable: Boolean(sp.discoverable ?? account.discoverable),
      hide_follows: Boolean(p.hide_follows),
      hide_follows_count: Boolean(p.hide_follows_count),
      hide_followers: Boolean(p.hide_followers),
      hide_followers_count: Boolean(p.hide_followers_count),
      hide_favorites: Boolean(p.hide_favorites),
      // Pleroma's defaults: following a move is allowed, and the role is shown
      allow_following_move: p.allow_following_move ?? true,
      no_rich_text: Boolean(sp.no_rich_text),
      show_role: sp.show_role ?? true,
    },
    scope: isScope(source?.privacy) ? source.privacy : 'public',
    sensitive: source?.sensitive ?? sensitiveFallback,
  };
}

export type FieldProblem = { row: number; part: 'name' | 'value'; max: number };

/** Rows whose name or value is longer than the instance allows (the inputs stop typing there, but loaded rows may not). */
export function fieldProblems(fields: ProfileFieldRow[], limits: FieldsLimits | null): FieldProblem[] {
  if (!limits) return [];
  const out: FieldProblem[] = [];
  fields.forEach((f, row) => {
    if (limits.name_length > 0 && [...f.name].length > limits.name_length)
      out.push({ row, part: 'name', max: limits.name_length });
    if (limits.value_length > 0 && [...f.value].length > limits.value_length)
      out.push({ row, part: 'value', max: limits.value_length });
  });
  return out;
}

/** How many rows the form may hold: the instance's max_fields, or 4 (Mastodon's) when it does not say. */
export const maxFieldsOf = (limits: FieldsLimits | null): number => limits?.max_fields || 4;

export interface BodyOptions {
  /** show_role is sent only by admins and moderators (the server ignores it for others) */
  canShowRole: boolean;
  /** the server knows Pleroma's extra flags (hide_*, no_rich_text, allow_following_move) */
  pleromaFlags: boolean;
}

const MASTODON_FLAGS: ProfileFlag[] = ['locked', 'bot', 'discoverable'];

/**
 * update_credentials' form fields for the whole form. Rows with an empty name are left out; when none is left, one
 * empty row is sent, which servers read as "no fields" (leaving `fields_attributes` out would keep the old ones).
 */
export function profileRequestBody(form: ProfileForm, opts: BodyOptions): ProfileParams {
  const body: ProfileParams = { display_name: form.displayName, note: form.bio };
  const rows = form.fields.filter((f) => f.name.trim() !== '');
  (rows.length ? rows : [{ name: '', value: '' }]).forEach((f, i) => {
    body[`fields_attributes[${i}][name]`] = f.name;
    body[`fields_attributes[${i}][value]`] = f.value;
  });
  for (const flag of PROFILE_FLAGS) {
    if (flag === 'show_role' && !opts.canShowRole) continue;
    if (!opts.pleromaFlags && !MASTODON_FLAGS.includes(flag)) continue;
    body[flag] = form.flags[flag];
  }
  body['source[privacy]'] = form.scope;
  body['source[sensitive]'] = form.sensitive;
  return body;
}
