// Colour arithmetic the engine needs: parsing, mixing, HSL lightness, WCAG relative luminance and contrast.
// Colours are plain {r,g,b} in 0..255; alpha lives in the theme's opacities, never in a colour.

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

export const BLACK: Rgb = { r: 0, g: 0, b: 0 };
export const WHITE: Rgb = { r: 255, g: 255, b: 255 };

const clamp = (n: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, n));

/** '#rgb', '#rrggbb' (a trailing alpha pair is ignored), 'rgb(r, g, b)'; anything else is null. */
export function parseColor(value: unknown): Rgb | null {
  if (typeof value !== 'string') return null;
  const text = value.trim().toLowerCase();
  let m = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/.exec(text);
  if (m) return { r: parseInt(m[1]! + m[1]!, 16), g: parseInt(m[2]! + m[2]!, 16), b: parseInt(m[3]! + m[3]!, 16) };
  m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})?$/.exec(text);
  if (m) return { r: parseInt(m[1]!, 16), g: parseInt(m[2]!, 16), b: parseInt(m[3]!, 16) };
  m = /^rgba?\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*(,\s*[\d.]+\s*)?\)$/.exec(text);
  if (m) return { r: clamp(+m[1]!, 0, 255), g: clamp(+m[2]!, 0, 255), b: clamp(+m[3]!, 0, 255) };
  return null;
}

const hex2 = (n: number) =>
  Math.round(clamp(n, 0, 255))
    .toString(16)
    .padStart(2, '0');

export const roundRgb = ({ r, g, b }: Rgb): Rgb => ({ r: Math.round(r), g: Math.round(g), b: Math.round(b) });

export const toHex = ({ r, g, b }: Rgb): string => `#${hex2(r)}${hex2(g)}${hex2(b)}`;

export function toRgba({ r, g, b }: Rgb, alpha: number): string {
  const a = Math.round(clamp(alpha, 0, 1) * 1000) / 1000;
  return a >= 1 ? toHex({ r, g, b }) : `rgba(${Math.round(r)}, ${Math.round(g)}, ${Math.round(b)}, ${a})`;
}

/** `top` laid over `base` with opacity `t` (0 = base, 1 = top). */
export const mix = (base: Rgb, top: Rgb, t: number): Rgb => ({
  r: base.r + (top.r - base.r) * t,
  g: base.g + (top.g - base.g) * t,
  b: base.b + (top.b - base.b) * t,
});

const channel = (c: number) => {
  const s = c / 255;
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
};

/** WCAG 2 relative luminance. */
export const luminance = ({ r, g, b }: Rgb): number => 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);

/** WCAG 2 contrast ratio, 1..21. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const la = luminance(a);
  const lb = luminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

export const isDark = (c: Rgb): boolean => luminance(c) < 0.5;

/** HSL lightness moved by `amount` percentage points (Pleroma's "--slot,N" modifier). */
export function shiftLightness(c: Rgb, amount: number): Rgb {
  const r = c.r / 255;
  const g = c.g / 255;
  const b = c.b / 255;
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  const d = max - min;
  let h = 0;
  const s = d === 0 ? 0 : d / (1 - Math.abs(2 * l - 1));
  if (d !== 0) {
    if (max === r) h = ((g - b) / d) % 6;
    else if (max === g) h = (b - r) / d + 2;
    else h = (r - g) / d + 4;
  }
  const nl = clamp(l + amount / 100, 0, 1);
  const cc = (1 - Math.abs(2 * nl - 1)) * s;
  const x = cc * (1 - Math.abs((h % 2) - 1));
  const m = nl - cc / 2;
  const [r1, g1, b1] =
    h < 1 ? [cc, x, 0] : h < 2 ? [x, cc, 0] : h < 3 ? [0, cc, x] : h < 4 ? [0, x, cc] : h < 5 ? [x, 0, cc] : [cc, 0, x];
  return { r: (r1 + m) * 255, g: (g1 + m) * 255, b: (b1 + m) * 255 };
}

/**
 * `fg` moved towards black or white (whichever contrasts more with the surfaces) by the least amount that
 * reaches `min` against every surface; unchanged when it already does.
 */
export function readable(fg: Rgb, surfaces: Rgb[], min: number): Rgb {
  const worst = (c: Rgb) => Math.min(...surfaces.map((s) => contrastRatio(c, s)));
  if (worst(fg) >= min) return fg;
  const toward = worst(WHITE) >= worst(BLACK) ? WHITE : BLACK;
  // a text colour on the wrong side of its surface (black on navy) turns over, keeping a hint of its hue, rather
  // than stopping at the grey between (a border only needs 3:1, which the grey gives)
  if (worst(fg) < 2 && min > 3) {
    const tinted = roundRgb(mix(toward, fg, 0.15));
    return worst(tinted) >= min ? tinted : toward;
  }
  for (let step = 1; step <= 40; step++) {
    // rounded as it will be written, so the written colour is the one that passes
    const c = roundRgb(mix(fg, toward, step / 40));
    if (worst(c) >= min) return c;
  }
  return toward;
}
