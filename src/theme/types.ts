// A theme as data (spec 001 §3 Theme: colors, opacity, radii, shadows, fonts), in the shape of the `source`
// block of a Pleroma theme file (engine version 3), so a file imports and exports without translation.

/** One layer of a shadow; Pleroma files write numbers as strings too, and a colour may be a slot ("--bg"). */
export interface ShadowLayer {
  x: number | string;
  y: number | string;
  blur: number | string;
  spread: number | string;
  color: string;
  alpha: number | string;
  inset?: boolean;
}

export interface ThemeFont {
  family: string;
}

/** The `source` block of a Pleroma theme file; kept as given (unknown keys too) so an export gives it back equal. */
export interface ThemeSource {
  themeEngineVersion: 3;
  /** slot → '#rrggbb', 'transparent', or '--slot' / '--slot,N' (another slot, lightness moved by N points) */
  colors: Record<string, string>;
  opacity: Record<string, number | string>;
  radii: Record<string, number | string>;
  shadows: Record<string, ShadowLayer[]>;
  fonts: Record<string, ThemeFont>;
}

export interface Theme {
  name: string;
  source: ThemeSource;
}

/** The computed custom properties, '--name' → value (plus 'color-scheme'); what is applied and persisted. */
export type ThemeVars = Record<string, string>;

/** A text (or border) colour on a surface, with the minimum ratio it must reach. */
export interface ContrastPair {
  fg: string;
  bg: string;
  min: number;
  ratio: number;
}

/** Why a theme file was refused: a message id of the theme tab, and its values. */
export interface ThemeRejection {
  reason: string;
  values?: Record<string, string | number>;
}

export type ParseResult = { ok: true; theme: Theme } | { ok: false; error: ThemeRejection };

/** The styles.json index: a name → a path to a theme file, or a short array (already a theme). */
export type PresetEntry = { name: string; path: string } | { name: string; theme: Theme };
