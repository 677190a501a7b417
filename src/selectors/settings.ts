import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../store/rootReducer';
import { clientDefaults, type Settings } from '../settings/defaults';
import { isRecord } from '../utils/guards';
import { selectAdminConfig } from './instance';

function instanceDefaultsOf(fallback: Record<string, unknown>, value: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(value).filter(([key, item]) => key in fallback && typeof item === typeof fallback[key]),
  );
}

/** The admin's defaults may only set known preferences, of the same type as ours. */
function instanceDefaults(frontendConfig: Record<string, unknown>): Partial<Settings> {
  const out: Record<string, unknown> = {};
  for (const [key, fallback] of Object.entries(clientDefaults)) {
    const value = frontendConfig[key];
    if (isRecord(fallback)) {
      // e.g. notificationVisibility: an instance naming some kinds keeps our defaults for the rest
      if (isRecord(value)) out[key] = { ...fallback, ...instanceDefaultsOf(fallback, value) };
    } else if (value !== undefined && value !== null && typeof value === typeof fallback) out[key] = value;
  }
  return out;
}

/** Pleroma's admin panel names the site-name switch `hideSitename` (spec 000 §3 instance display settings). */
const withAdminNames = (config: Record<string, unknown>): Record<string, unknown> =>
  'hideSitename' in config && !('hideSiteName' in config) ? { ...config, hideSiteName: config.hideSitename } : config;

/** Effective settings: client defaults, overlaid by the instance's defaults, overlaid by the user's own values. */
export const selectSettings = createSelector(
  [selectAdminConfig, (s: RootState) => s.settings.user],
  (frontendConfig, user): Settings => ({ ...clientDefaults, ...instanceDefaults(withAdminNames(frontendConfig)), ...user }),
);
