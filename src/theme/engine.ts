// The theme engine's lazy chunk ("theme-engine"): what a choice (choice.ts) turns into, as variables to apply. Loaded
// only when the stored variables do not match the choice, and by the theme tab.
import { computeTheme } from './derive';
import { parseStylesIndex, parseThemeDocument } from './parse';
import { SHIPPED_PRESETS } from './presets';
import type { ThemeChoice } from './choice';
import type { PresetEntry, Theme, ThemeVars } from './types';

let index: Promise<Record<string, PresetEntry>> | null = null;

async function getJson(path: string): Promise<unknown> {
  const res = await fetch(path, { credentials: 'same-origin' });
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
  return res.json() as Promise<unknown>;
}

/** The instance's presets (GET /static/styles.json, spec 001 §7); none when it serves no list. */
export function loadStylesIndex(): Promise<Record<string, PresetEntry>> {
  index ??= getJson('/static/styles.json')
    .then(parseStylesIndex)
    .catch(() => {
      // a missing or broken list is the shipped presets only; asked again next time
      index = null;
      return {};
    });
  return index;
}

/** A preset by name: the instance's entry first (the admin's word), then the shipped one; null when neither loads. */
export async function loadPreset(name: string): Promise<Theme | null> {
  const entry = (await loadStylesIndex())[name];
  if (entry && 'theme' in entry) return entry.theme;
  if (entry) {
    try {
      const parsed = parseThemeDocument(await getJson(entry.path), name);
      if (parsed.ok) return parsed.theme;
    } catch {
      // the listed file is missing: the shipped preset of that name, if any
    }
  }
  return SHIPPED_PRESETS[name] ?? null;
}

/** The member's custom source as a theme, when it is one this engine reads. */
export function customTheme(custom: unknown, name = ''): Theme | null {
  if (custom === null || custom === undefined) return null;
  const parsed = parseThemeDocument({ _pleroma_theme_version: 2, name, source: custom }, name);
  return parsed.ok ? parsed.theme : null;
}

export async function themeFor(choice: ThemeChoice): Promise<Theme> {
  return (
    customTheme(choice.custom, choice.name) ??
    (await loadPreset(choice.name)) ??
    SHIPPED_PRESETS[choice.fallback] ??
    SHIPPED_PRESETS['pleroma-dark']!
  );
}

export async function themeVarsFor(choice: ThemeChoice): Promise<ThemeVars> {
  return computeTheme((await themeFor(choice)).source).vars;
}
