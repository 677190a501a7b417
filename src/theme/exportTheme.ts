// A theme as a Pleroma theme file (version 2, `source` of engine 3), which Pleroma-FE and Akkoma-FE import back.
import type { Theme } from './types';

export function exportThemeFile(theme: Theme): string {
  return JSON.stringify({ _pleroma_theme_version: 2, name: theme.name, source: theme.source }, null, 2);
}
