// The presets the client ships itself (the issue: pleroma-dark, the spec's default, and pleroma-light), so they load
// whatever the instance serves. Pleroma's own files, read by the same parser as any other.
import darkFile from './presets/pleroma-dark.json';
import lightFile from './presets/pleroma-light.json';
import { parseThemeDocument } from './parse';
import type { Theme } from './types';

function shipped(doc: unknown, name: string): Theme {
  const parsed = parseThemeDocument(doc, name);
  if (!parsed.ok) throw new Error(`shipped theme ${name} does not parse`);
  return parsed.theme;
}

export const SHIPPED_PRESETS: Record<string, Theme> = {
  'pleroma-dark': shipped(darkFile, 'pleroma-dark'),
  'pleroma-light': shipped(lightFile, 'pleroma-light'),
};
