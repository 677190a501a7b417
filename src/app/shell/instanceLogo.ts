// The instance's logo in the top bar (issue 22, spec 000 §3), as Pleroma-FE draws it; which logo, and its options,
// is for selectors/instanceLogo.ts to say. The image and the margin reach CSS as variables set through CSSOM (the
// CSP allows no inline style), the way the wallpaper does (wallpaper.ts); the top bar's stylesheet reads them.
import { useLayoutEffect } from 'react';
import { useAppSelector } from '../../store/hooks';
import { selectInstanceLogo, type InstanceLogo } from '../../selectors/instanceLogo';
import { cssUrl } from './wallpaper';
import { readJson, STORAGE_KEYS, writeJson } from '../../utils/storage';
import { isPositiveNumber } from '../../utils/guards';

/** The logo options, with the image and margin set as CSS variables on the page for the top bar's stylesheet. */
export function useInstanceLogo(): InstanceLogo {
  const logo = useAppSelector(selectInstanceLogo);
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
