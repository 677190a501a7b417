// From a theme's few base colours to every custom property the stylesheets read (our own derivation, in the spirit of
// Pleroma's engine): surfaces first, then each text colour on its surface, moved the least needed to reach WCAG AA.
// The theme's own text on its own background is the author's choice and is never moved: a failing one is reported.
import {
  BLACK,
  contrastRatio,
  isDark,
  luminance,
  mix,
  parseColor,
  readable,
  roundRgb,
  shiftLightness,
  toHex,
  toRgba,
  WHITE,
  type Rgb,
} from './color';
import {
  AA_LARGE,
  AA_TEXT,
  DEFAULT_FONT,
  DEFAULT_MONO,
  DEFAULT_OPACITY,
  DEFAULT_RADII,
  DEFAULT_SHADOWS,
  FONT_VARS,
  RADIUS_VARS,
  SHADOW_VARS,
  SLOT_FALLBACKS,
} from './defaults';
import type { ContrastPair, ShadowLayer, ThemeSource, ThemeVars } from './types';

const num = (v: unknown, fallback: number): number => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
  return Number.isFinite(n) ? n : fallback;
};

/** Slot names → colours, following references and fallbacks; null for 'transparent' or an unresolvable slot. */
export function slotResolver(source: ThemeSource): (slotOrValue: string) => Rgb | null {
  const colors = source.colors;
  const bg = parseColor(colors.bg) ?? BLACK;
  const cache = new Map<string, Rgb | null>();
  let sign = 1;
  const resolve = (slot: string, depth: number): Rgb | null => {
    if (cache.has(slot)) return cache.get(slot) ?? null;
    if (depth > 12) return null;
    let value: Rgb | null;
    // a value itself ('#fff', '--bg,-5', as shadows have them) or a slot's name
    const raw = (slot.startsWith('--') || slot.startsWith('#') ? slot : (colors[slot] ?? SLOT_FALLBACKS[slot]))?.trim();
    if (slot === 'faint' && raw === undefined) {
      // Pleroma's faint text is the text at the faint opacity over the background
      const text = resolve('text', depth + 1);
      value = text ? mix(bg, text, num(source.opacity.faint, DEFAULT_OPACITY.faint!)) : null;
    } else if (raw === undefined || raw === 'transparent') value = null;
    else if (raw.startsWith('--')) {
      const [ref = '', shift] = raw.slice(2).split(',');
      const base = resolve(ref.trim(), depth + 1);
      value = base && shift ? shiftLightness(base, sign * num(shift, 0)) : base;
    } else value = parseColor(raw);
    cache.set(slot, value);
    return value;
  };
  const text = resolve('text', 0) ?? WHITE;
  // a positive shift moves away from the background: lighter on a dark theme, darker on a light one
  sign = luminance(bg) < luminance(text) ? 1 : -1;
  cache.clear();
  return (slot) => resolve(slot, 0);
}

function shadowCss(layers: ShadowLayer[], resolve: (slot: string) => Rgb | null): string {
  if (layers.length === 0) return 'none';
  return layers
    .map((l) => {
      const color = parseColor(l.color) ?? resolve(l.color.trim());
      const rgba = toRgba(color ?? BLACK, num(l.alpha, 1));
      const px = (v: unknown) => `${num(v, 0)}px`;
      return `${l.inset ? 'inset ' : ''}${px(l.x)} ${px(l.y)} ${px(l.blur)} ${px(l.spread)} ${rgba}`;
    })
    .join(', ');
}

const GENERIC_FONTS = new Set(['sans-serif', 'serif', 'monospace', 'cursive', 'fantasy', 'system-ui']);

/** A font chooser's value as a font-family list: a generic family as is, a named font quoted before a fallback. */
export function fontStack(family: string | undefined, fallback: string): string {
  const name = (family ?? '').replace(/["'\\;{}()<>]/g, '').trim();
  if (!name) return fallback;
  if (GENERIC_FONTS.has(name)) return name;
  return `"${name}", ${fallback}`;
}

export interface ComputedTheme {
  vars: ThemeVars;
  pairs: ContrastPair[];
}

/** Every custom property of a theme, and each text/border pair on its surface with its ratio. */
export function computeTheme(source: ThemeSource): ComputedTheme {
  const slot = slotResolver(source);
  const opacity = (key: string) => num(source.opacity[key], DEFAULT_OPACITY[key] ?? 1);
  const bg = slot('bg') ?? BLACK;
  const text = slot('text') ?? WHITE;
  const dark = isDark(bg);
  const over = (base: Rgb, key: string) => slot(key) ?? base;

  // surfaces
  const panel = over(bg, 'fg');
  const page = slot('wallpaper') ?? mix(bg, slot('underlay') ?? BLACK, opacity('underlay'));
  // hover rows, buttons and secondary surfaces: the theme's fg, unless it is the other side of the background (a
  // dark header bar on a light theme, Breeze's), where a shade of the background serves instead
  const faintSurface = isDark(panel) === dark ? panel : shiftLightness(bg, dark ? 5 : -5);
  const input = mix(bg, over(panel, 'input'), opacity('input'));
  const header = over(bg, 'panel');
  const topbar = over(panel, 'topBar');
  const btn = over(panel, 'btn');
  const accent = slot('accent') ?? slot('link') ?? slot('cBlue') ?? text;
  const highlightBase = slot('highlight') ?? accent;
  const alertOpacity = opacity('alert');
  const alertOf = (key: string) => mix(bg, slot(key) ?? BLACK, alertOpacity * 0.4);
  const badge = slot('badgeNotification') ?? slot('cRed') ?? accent;

  const vars: ThemeVars = {};
  const pairs: ContrastPair[] = [];
  const set = (name: string, c: Rgb) => (vars[name] = toHex(roundRgb(c)));
  const surfaces: Record<string, Rgb> = {};
  const surface = (name: string, c: Rgb) => {
    set(name, c);
    surfaces[name] = roundRgb(c);
  };
  /** a text colour for the named surfaces: moved the least needed to reach `min` on every one of them */
  const onto = (name: string, c: Rgb, on: string[], min = AA_TEXT, keep = false) => {
    const backs = on.map((s) => surfaces[s]!);
    const final = keep ? roundRgb(c) : readable(roundRgb(c), backs, min);
    set(name, final);
    for (const s of on) pairs.push({ fg: name, bg: s, min, ratio: contrastRatio(final, surfaces[s]!) });
  };

  surface('--bg', page);
  surface('--bg-panel', bg);
  surface('--bg-faint', faintSurface);
  surface('--bg-input', input);
  surface('--panel-header', header);
  surface('--topbar', topbar);
  surface('--btn', btn);
  surface('--accent', accent);
  // the selected post: a tint of the highlight that keeps the text readable
  let highlight = mix(bg, highlightBase, 0.25);
  for (let t = 0.25; t > 0.02 && contrastRatio(text, highlight) < AA_TEXT; t -= 0.03) highlight = mix(bg, highlightBase, t);
  surface('--highlight', highlight);
  surface('--alert-error', alertOf('alertError'));
  surface('--alert-warning', alertOf('alertWarning'));
  surface('--alert-success', alertOf('alertSuccess'));
  surface('--badge', badge);
  // the theme's separator colour is also the hover and focus background of rows and menu items (StatusMenu.css)
  surface('--border', slot('border') ?? panel);

  const main = ['--bg-panel', '--bg-faint'];
  // the theme's own text, kept as given, also straight on the page (headings between panels, an empty timeline)
  onto('--text', text, [...main, '--bg'], AA_TEXT, true);
  onto('--text-strong', mix(text, dark ? WHITE : BLACK, 0.5), main);
  // faint text is also the placeholder in text fields (base.css)
  onto('--text-faint', slot('faint') ?? mix(bg, text, 0.5), [...main, '--bg-input']);
  onto('--link', slot('link') ?? accent, main);
  // red is the 'Delete' item of menus, also on their hovered or focused row
  onto('--red', slot('cRed')!, [...main, '--border']);
  onto('--green', slot('cGreen')!, main);
  onto('--orange', slot('cOrange')!, main);
  onto('--blue', slot('cBlue')!, main);
  onto('--text-on-highlight', text, ['--highlight']);
  // a selected row on the highlight holds links, faint text and the accents too (Pleroma's selectedPost*): each is
  // moved the least from its own colour to read on the highlight, and still on the panels a card inside it has
  for (const name of ['--text-strong', '--text-faint', '--link', '--red', '--green', '--orange', '--blue'])
    onto(`${name}-on-highlight`, parseColor(vars[name])!, ['--highlight', ...main]);
  onto('--input-text', over(text, 'inputText'), ['--bg-input']);
  onto('--btn-text', over(text, 'btnText'), ['--btn']);
  onto('--on-accent', contrastRatio(WHITE, accent) >= contrastRatio(BLACK, accent) ? WHITE : BLACK, ['--accent']);
  onto('--panel-header-text', over(text, 'panelText'), ['--panel-header']);
  onto('--panel-header-link', over(accent, 'panelLink'), ['--panel-header']);
  onto('--panel-header-faint', over(text, 'panelFaint'), ['--panel-header']);
  onto('--topbar-text', over(text, 'topBarText'), ['--topbar']);
  onto('--topbar-link', over(accent, 'topBarLink'), ['--topbar']);
  onto('--alert-error-text', over(text, 'alertErrorText'), ['--alert-error']);
  onto('--alert-warning-text', over(text, 'alertWarningText'), ['--alert-warning']);
  onto('--alert-success-text', over(text, 'alertSuccessText'), ['--alert-success']);
  onto('--badge-text', over(WHITE, 'badgeNotificationText'), ['--badge']);
  // borders: decorative separators as the theme has them; controls' outlines and the focus ring at 3:1
  // (--border itself is set with the surfaces above)
  // a field's outline against the panel around it and the field's own fill, also on the faint surface (WCAG 1.4.11)
  onto('--border-control', slot('border') ?? panel, [...main, '--bg-input'], AA_LARGE);
  // the focus ring wherever a control sits: panels, rows, and the top bar and panel headings when they are on the
  // background's side (a bar the other side of the theme takes its own link colour as its ring, AppShell.css)
  const sameSide = (name: string) => (isDark(surfaces[name]!) === dark ? [name] : []);
  onto(
    '--focus',
    slot('link') ?? accent,
    [...main, '--border', ...sameSide('--topbar'), ...sameSide('--panel-header')],
    AA_LARGE,
  );

  // over pictures and behind dialogs: dark whatever the theme, as the picture under them is
  vars['--scrim'] = 'rgba(0, 0, 0, 0.6)';
  vars['--scrim-strong'] = 'rgba(0, 0, 0, 0.85)';
  vars['--on-scrim'] = '#ffffff';
  vars['--overlay'] = toRgba(slot('underlay') ?? BLACK, Math.max(0.5, opacity('underlay')));
  vars['color-scheme'] = dark ? 'dark' : 'light';

  for (const [key, name] of Object.entries(RADIUS_VARS))
    vars[name] = `${Math.max(0, num(source.radii[key], DEFAULT_RADII[key] ?? 0))}px`;
  for (const [key, name] of Object.entries(SHADOW_VARS)) {
    const layers = source.shadows[key];
    vars[name] = layers ? shadowCss(layers, slot) : (DEFAULT_SHADOWS[key] ?? 'none');
  }
  for (const [key, name] of Object.entries(FONT_VARS))
    vars[name] = fontStack(
      source.fonts[key]?.family,
      key === 'postCode' ? DEFAULT_MONO : key === 'interface' ? DEFAULT_FONT : 'var(--font)',
    );

  return { vars, pairs };
}
