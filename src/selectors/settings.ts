import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../store/rootReducer';
import { clientDefaults, type Settings } from '../settings/defaults';

/** The admin's defaults may only set known preferences, of the same type as ours. */
function instanceDefaults(frontendConfig: Record<string, unknown>): Partial<Settings> {
  const out: Record<string, unknown> = {};
  for (const [key, fallback] of Object.entries(clientDefaults)) {
    const value = frontendConfig[key];
    if (value !== undefined && value !== null && typeof value === typeof fallback) out[key] = value;
  }
  return out as Partial<Settings>;
}

/** Effective settings: client defaults, overlaid by the instance's defaults, overlaid by the user's own values. */
export const selectSettings = createSelector(
  [(s: RootState) => s.instance.frontendConfig, (s: RootState) => s.settings.user],
  (frontendConfig, user): Settings => ({ ...clientDefaults, ...instanceDefaults(frontendConfig), ...user }),
);
