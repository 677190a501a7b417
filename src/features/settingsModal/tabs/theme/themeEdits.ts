// What the theme tab's controls do to a theme's source: pure, so they are tested without a browser.
import type { ShadowLayer, ThemeSource } from '../../../../theme/types';

/** The parts of a theme the 'keep' switches name (Pleroma-FE's: colours, shadows, opacity, roundness, fonts). */
export const KEEP_PARTS = ['colors', 'shadows', 'opacity', 'radii', 'fonts'] as const;
export type KeepPart = (typeof KEEP_PARTS)[number];

/** A preset loaded over the current theme: the kept parts stay the current theme's. */
export function withKept(preset: ThemeSource, current: ThemeSource, keep: ReadonlySet<KeepPart>): ThemeSource {
  const out: ThemeSource = { ...preset };
  for (const part of keep) (out as unknown as Record<string, unknown>)[part] = current[part];
  return out;
}

/** The colours the common editor offers (Pleroma-FE's "common colours"). */
export const COMMON_COLORS = ['bg', 'fg', 'text', 'link', 'accent', 'cRed', 'cGreen', 'cBlue', 'cOrange'] as const;

export const OPACITY_KEYS = ['underlay', 'alert', 'input', 'faint', 'profileTint', 'alertPopup'] as const;
export const RADII_KEYS = ['btn', 'input', 'checkbox', 'panel', 'avatar', 'avatarAlt', 'tooltip', 'attachment'] as const;
export const FONT_KEYS = ['interface', 'input', 'post', 'postCode'] as const;
export const FONT_CHOICES = ['', 'sans-serif', 'serif', 'monospace'] as const;

export function withColor(source: ThemeSource, key: string, value: string): ThemeSource {
  const colors = { ...source.colors, [key]: value };
  // an edited accent or link no longer follows the other: each says what it is
  return { ...source, colors };
}

export function withNumber(source: ThemeSource, block: 'opacity' | 'radii', key: string, value: number): ThemeSource {
  return { ...source, [block]: { ...source[block], [key]: value } };
}

/** A font slot set to a family, or back to the default when empty. */
export function withFont(source: ThemeSource, key: string, family: string): ThemeSource {
  const fonts = { ...source.fonts };
  if (family.trim()) fonts[key] = { family: family.trim() };
  else delete fonts[key];
  return { ...source, fonts };
}

/** The per-component colours of the advanced editor (Pleroma's slot names); each follows a fallback until set. */
export const ADVANCED_COLORS = [
  'underlay',
  'wallpaper',
  'border',
  'faint',
  'panel',
  'panelText',
  'panelLink',
  'panelFaint',
  'topBar',
  'topBarText',
  'topBarLink',
  'btn',
  'btnText',
  'input',
  'inputText',
  'highlight',
  'badgeNotification',
  'badgeNotificationText',
  'alertError',
  'alertWarning',
  'alertSuccess',
] as const;

/** A colour slot back to what the theme derives for it. */
export function withoutColor(source: ThemeSource, key: string): ThemeSource {
  const colors = { ...source.colors };
  delete colors[key];
  return { ...source, colors };
}

/** The shadow slots the stylesheets use (src/theme/defaults.ts SHADOW_VARS). */
export const SHADOW_SLOTS = [
  'panel',
  'panelHeader',
  'topBar',
  'button',
  'buttonHover',
  'buttonPressed',
  'input',
  'popup',
  'avatar',
] as const;

export const NEW_LAYER: ShadowLayer = { x: 0, y: 1, blur: 3, spread: 0, color: '#000000', alpha: 0.4, inset: false };

/** One shadow slot's layers replaced; an empty list is "no shadow", as Pleroma writes it. */
export function withShadow(source: ThemeSource, slot: string, layers: ShadowLayer[]): ThemeSource {
  return { ...source, shadows: { ...source.shadows, [slot]: layers } };
}

/** A shadow slot back to the theme's default (the slot left out). */
export function withoutShadow(source: ThemeSource, slot: string): ThemeSource {
  const shadows = { ...source.shadows };
  delete shadows[slot];
  return { ...source, shadows };
}
