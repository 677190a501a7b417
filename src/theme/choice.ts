// Which theme this browser shows: the member's own (a custom source, else a preset's name), else the instance's
// default (`theme` in pleroma_fe, else in config.json), else pleroma-light or pleroma-dark as the browser prefers.
import type { Settings } from '../settings/defaults';

/** Raised when the derivation changes, so every browser computes its stored variables again. */
export const ENGINE_REVISION = 2;

export interface ThemeChoice {
  /** a preset: shipped, or listed by the instance's styles.json */
  name: string;
  /** the member's edited or imported theme (a Pleroma `source` block), which wins over the name */
  custom: unknown;
  /** what to show when the name cannot be loaded */
  fallback: string;
}

const named = (config: Record<string, unknown>) =>
  typeof config.theme === 'string' && config.theme.trim() ? config.theme.trim() : null;

export function themeChoice(
  user: Partial<Settings>,
  frontendConfig: Record<string, unknown>,
  staticConfig: Record<string, unknown>,
  prefersLight: boolean,
): ThemeChoice {
  const fallback = prefersLight ? 'pleroma-light' : 'pleroma-dark';
  const instance = named(frontendConfig) ?? named(staticConfig);
  const name = (typeof user.theme === 'string' && user.theme) || instance || fallback;
  return { name, custom: user.customThemeSource ?? null, fallback };
}

/** The instance's default alone (the theme tab's reset, and its contrast warning). */
export function instanceThemeName(frontendConfig: Record<string, unknown>, staticConfig: Record<string, unknown>) {
  return named(frontendConfig) ?? named(staticConfig);
}

/** A short stable key of a choice: a custom source by a hash of its text. */
export function choiceKey(choice: ThemeChoice): string {
  if (choice.custom === null) return `${ENGINE_REVISION}:${choice.name}`;
  const text = JSON.stringify(choice.custom);
  let hash = 5381;
  for (let i = 0; i < text.length; i++) hash = (hash * 33) ^ text.charCodeAt(i);
  return `${ENGINE_REVISION}:custom:${(hash >>> 0).toString(36)}:${text.length}`;
}
