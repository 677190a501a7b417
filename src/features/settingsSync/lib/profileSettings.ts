// Which preferences travel in a settings profile, and how a profile from the server is read: pure helpers
// for the "settings-sync" chunk.
import { clientDefaults, type SettingKey, type Settings } from '../../../settings/defaults';
import { isRecord } from '../../../utils/guards';
import type { SettingsProfile } from '../api/frontendSettings';

/**
 * Kept out of the profile: its own bookkeeping, and what belongs to this browser (push needs this browser's
 * permission and subscription; the interface language is the browser's, through the userLanguage cookie).
 */
export const LOCAL_ONLY: ReadonlySet<string> = new Set<SettingKey>([
  'profile',
  'profileVersion',
  'webPushNotifications',
  'interfaceLanguage',
]);

export const syncsKey = (key: string): boolean => !LOCAL_ONLY.has(key);

/** The member's own values that travel (not the defaults: another client keeps its own). */
export function syncedSettings(user: Partial<Settings>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(user).filter(([key]) => syncsKey(key)));
}

/** `{settings, version}` from the server, or null when the answer is not one. */
export function readProfile(body: unknown): SettingsProfile | null {
  if (!isRecord(body) || !isRecord(body.settings)) return null;
  const version = body.version;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 0) return null;
  return { settings: body.settings, version };
}

/**
 * The remote values this client knows, of the same type as its defaults (a profile written by Akkoma-FE holds
 * many more, and any shape); an object such as notificationVisibility keeps our defaults for what it lacks.
 */
export function knownSettings(remote: Record<string, unknown>): Partial<Settings> {
  const out: Record<string, unknown> = {};
  for (const [key, fallback] of Object.entries(clientDefaults)) {
    if (!syncsKey(key) || !(key in remote)) continue;
    const value = remote[key];
    if (Array.isArray(fallback)) {
      if (Array.isArray(value) && value.every((item) => typeof item === 'string')) out[key] = value;
    } else if (isRecord(fallback)) {
      if (!isRecord(value)) continue;
      const base: Record<string, unknown> = fallback;
      const known = Object.entries(value).filter(([k, v]) => k in base && typeof v === typeof base[k]);
      out[key] = { ...base, ...Object.fromEntries(known) };
    } else if (typeof value === typeof fallback) out[key] = value;
  }
  return out;
}

/** What this client does not know in a remote profile: sent back untouched, so another client keeps it. */
export function unknownSettings(remote: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(remote).filter(([key]) => !(key in clientDefaults)));
}
