// The profile tab's form (name, bio, fields): read from the account (its `source` values where the server sends them), checked
// against the instance's field limits, and mapped to update_credentials' form fields. Pure, so it is unit tested alone.
import type { FieldsLimits } from '../../../api/types/instance';
import type { ProfileParams } from '../api/profileEditor';
import type { AccountEntity } from '../../../schemas/index';
import { htmlToText } from '../../composer/lib/fromStatus';

export interface ProfileFieldRow {
  name: string;
  value: string;
}

export interface ProfileForm {
  displayName: string;
  bio: string;
  fields: ProfileFieldRow[];
}

/**
 * `source.note` is the bio as typed (plain text) on Pleroma, Akkoma and Mastodon; some GoToSocial versions
 * send the rendered HTML there instead, which would be saved back as literal tags.
 */
const sourceText = (note: string): string => (/^\s*<(p|br|span|div|a)[\s>/]/i.test(note) ? htmlToText(note) : note);

/**
 * The form as the account stands: the bio and fields as typed (`source.note`, `source.fields`; the rendered HTML only
 * when the server sends no source). The account's settings are not part of it: each is saved on its own when it
 * changes (accountSettings.ts).
 */
export function profileFormOf(account: AccountEntity): ProfileForm {
  const source = account.source ?? null;
  const fields = source?.fields ?? account.fields.map((f) => ({ name: f.name, value: htmlToText(f.value) }));
  return {
    displayName: account.display_name,
    bio: source?.note !== undefined && source.note !== null ? sourceText(source.note) : htmlToText(account.note),
    fields: fields.map((f) => ({ name: f.name ?? '', value: f.value ?? '' })),
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

/**
 * update_credentials' form fields for the name, bio and fields. Rows with an empty name are left out; when none is
 * left, one empty row is sent, which servers read as "no fields" (leaving `fields_attributes` out would keep the
 * old ones).
 */
export function profileRequestBody(form: ProfileForm): ProfileParams {
  const body: ProfileParams = { display_name: form.displayName, note: form.bio };
  const rows = form.fields.filter((f) => f.name.trim() !== '');
  (rows.length ? rows : [{ name: '', value: '' }]).forEach((f, i) => {
    body[`fields_attributes[${i}][name]`] = f.name;
    body[`fields_attributes[${i}][value]`] = f.value;
  });
  return body;
}
