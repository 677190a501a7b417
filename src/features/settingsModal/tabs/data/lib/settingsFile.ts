// The settings file (spec 001 §3 "Settings export file", §5 "Settings import"): Pleroma-FE's backup shape, a flat
// object of preferences by their names plus `_pleroma_settings_version: [major, minor]`, so a file written by
// Pleroma-FE or Akkoma-FE loads here and ours loads there.
import { clientDefaults, type Settings } from '../../../../../settings/defaults';
import { isRecord } from '../../../../../utils/guards';

export const SETTINGS_VERSION = [1, 0] as const;
export const VERSION_KEY = '_pleroma_settings_version';
export const SETTINGS_FILE_NAME = 'pleromafe_settings.json';

/** The file for the reader's own preferences (what differs from the defaults), pretty-printed as Pleroma-FE does. */
export function buildSettingsFile(user: Partial<Settings>): string {
  return JSON.stringify({ ...user, [VERSION_KEY]: [...SETTINGS_VERSION] }, null, 2);
}

export type SettingsFileError = 'invalid_file' | 'too_new' | 'too_old' | 'invalid_settings' | 'not_backup';

export type SettingsFileResult =
  | { ok: true; settings: Partial<Settings>; warning: 'slightly_new' | null; ignored: string[] }
  | { ok: false; error: SettingsFileError; fileMajor?: number };

const sameShape = (value: unknown, fallback: unknown): boolean => {
  if (Array.isArray(fallback)) return Array.isArray(value) && value.every((v) => typeof v === 'string');
  if (isRecord(fallback)) return isRecord(value);
  return typeof value === typeof fallback && value !== null;
};

/** Known preferences only, each of the type ours has; an object (notificationVisibility) keeps its known booleans. */
function knownSettings(file: Record<string, unknown>): { settings: Partial<Settings>; ignored: string[] } {
  const settings: Record<string, unknown> = {};
  const ignored: string[] = [];
  for (const [key, value] of Object.entries(file)) {
    if (key === VERSION_KEY) continue;
    const fallback: unknown = (clientDefaults as Record<string, unknown>)[key];
    if (fallback === undefined || !sameShape(value, fallback)) {
      ignored.push(key);
      continue;
    }
    if (isRecord(fallback) && isRecord(value)) {
      settings[key] = {
        ...fallback,
        ...Object.fromEntries(Object.entries(value).filter(([k, v]) => k in fallback && typeof v === typeof fallback[k])),
      };
    } else settings[key] = value;
  }
  return { settings, ignored };
}

/**
 * The import rules of spec 001 §5, in order: a parse failure is 'invalid settings imported'; no version pair is
 * 'invalid file'; a major above ours 'too new', below ours 'too old'; a newer minor loads with the 'slightly new'
 * warning. A file that passes but names none of our preferences (a theme file with a version, another app's
 * JSON) is not a settings backup: nothing changes.
 */
export function readSettingsFile(text: string): SettingsFileResult {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { ok: false, error: 'invalid_settings' };
  }
  if (!isRecord(parsed)) return { ok: false, error: 'invalid_file' };
  const version: unknown = parsed[VERSION_KEY];
  if (!Array.isArray(version) || version.length < 2 || !version.slice(0, 2).every((n) => Number.isInteger(n)))
    return { ok: false, error: 'invalid_file' };
  const [major, minor] = version as [number, number];
  if (major > SETTINGS_VERSION[0]) return { ok: false, error: 'too_new', fileMajor: major };
  if (major < SETTINGS_VERSION[0]) return { ok: false, error: 'too_old', fileMajor: major };
  const { settings, ignored } = knownSettings(parsed);
  if (Object.keys(settings).length === 0) return { ok: false, error: 'not_backup' };
  return { ok: true, settings, warning: minor > SETTINGS_VERSION[1] ? 'slightly_new' : null, ignored };
}
