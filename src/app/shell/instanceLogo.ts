// The instance's logo in the top bar (issue 22, spec 000 §3: logo, logoMask, logoMargin, logoLeft), as Pleroma-FE
// draws it. The image and the margin reach CSS as variables set through CSSOM (the CSP allows no inline style), the
// way the wallpaper does (wallpaper.ts); the top bar's stylesheet (AppShell.css) reads them.
import { useLayoutEffect } from 'react';
import { useAppSelector } from '../../store/hooks';
import { selectFrontendConfig } from '../../selectors/instance';
import { safeUrl } from '../../schemas/urls';
import { cssUrl } from './wallpaper';
import { readJson, STORAGE_KEYS, writeJson } from '../../utils/storage';
import { isPositiveNumber } from '../../utils/guards';

export interface InstanceLogo {
  /** a checked address, or null: no logo */
  url: string | null;
  /** drawn as a mask filled with the top bar's text colour, so a monochrome logo follows the theme */
  mask: boolean;
  /** a plain CSS length above and below the logo inside the top bar, or null for the bar's own */
  margin: string | null;
  /** at the inline start of the bar, before the site name; else centred in the bar */
  left: boolean;
}

/**
 * A plain, non-negative CSS length (`.1em`, `4px`, `0`) and nothing else: the value goes into a custom property a
 * calc() reads, so a function, a keyword or a second value would break the bar or smuggle in more CSS.
 */
const CSS_LENGTH = /^(?:0|(?:\d{1,4}(?:\.\d{1,4})?|\.\d{1,4})(?:px|em|rem|ex|ch|pt|vh|vw|vmin|vmax))$/;

export function logoMargin(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const margin = value.trim().toLowerCase();
  if (!CSS_LENGTH.test(margin)) return null;
  // a bare 0 is a number, not a length, in the bar's calc()
  return margin === '0' ? '0px' : margin;
}

/** The logo options from the frontend configuration; anything malformed is left out (Pleroma-FE's defaults). */
export function readInstanceLogo(config: Record<string, unknown>): InstanceLogo {
  return {
    url: safeUrl(config.logo),
    // Pleroma-FE's defaults: masked, centred
    mask: config.logoMask !== false,
    margin: logoMargin(config.logoMargin),
    left: config.logoLeft === true,
  };
}

/** The logo options, with the image and margin set as CSS variables on the page for the top bar's stylesheet. */
export function useInstanceLogo(): InstanceLogo {
  const logo = readInstanceLogo(useAppSelector(selectFrontendConfig));
  const { url, margin } = logo;
  // before the frame is painted: the margin sizes the logo's box, so a later value would move the bar's content
  useLayoutEffect(() => {
    const root = document.documentElement.style;
    root.setProperty('--logo-image', cssUrl(url));
    if (margin) root.setProperty('--logo-margin', margin);
    else root.removeProperty('--logo-margin');
  }, [url, margin]);
  return logo;
}

/** The logo's width and height as the top bar last laid it out: only their ratio counts. */
export interface LogoShape {
  width: number;
  height: number;
}

/**
 * The shape this logo had when it last loaded here, else null (another logo, none kept, or a stored value of another
 * kind). Given to the image as its width and height, it sizes the logo's box before the picture comes: a logo wider
 * than square no longer pushes the site name aside on every start, only on the first.
 */
export function readLogoShape(url: string | null): LogoShape | null {
  const kept = url ? readJson<Partial<LogoShape> & { url?: unknown }>(STORAGE_KEYS.logoShape) : null;
  return kept?.url === url && isPositiveNumber(kept.width) && isPositiveNumber(kept.height)
    ? { width: kept.width, height: kept.height }
    : null;
}

/** Keeps the loaded logo's shape as laid out (an SVG with a viewBox alone has no natural size of its own to read). */
export function rememberLogoShape(url: string, img: HTMLImageElement): void {
  const { width, height } = img.getBoundingClientRect();
  if (isPositiveNumber(width) && isPositiveNumber(height)) writeJson(STORAGE_KEYS.logoShape, { url, width, height });
}
