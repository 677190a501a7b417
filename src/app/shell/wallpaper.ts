// The page's wallpaper (issue 22, spec 000 §3): the instance's `background`, unless hideInstanceWallpaper; on a
// profile, the user's own background when displayPageBackgrounds is on. Set through CSSOM (the CSP allows no inline
// style), as CSS variables the body's background reads (layoutPreferences.css).
import { useEffect, useLayoutEffect } from 'react';
import { useAppSelector } from '../../store/hooks';
import { selectFrontendConfig } from '../../selectors/instance';
import { selectSettings } from '../../selectors/settings';
import { safeUrl } from '../../schemas/urls';

/** A url() value for CSS, or none; the address is checked and quoted, so nothing in it can end the value. */
export const cssUrl = (value: unknown): string => {
  const url = safeUrl(value);
  return url ? `url("${url.replace(/["\\\n\r]/g, (c) => `\\${c.charCodeAt(0).toString(16)} `)}")` : 'none';
};

/** The instance's wallpaper on the page, as the settings allow. */
export function useInstanceWallpaper(): void {
  const { background } = useAppSelector(selectFrontendConfig);
  const { hideInstanceWallpaper } = useAppSelector(selectSettings);
  // before the frame is painted, so the first frame never shows the page without its wallpaper
  useLayoutEffect(() => {
    document.documentElement.style.setProperty('--wallpaper', hideInstanceWallpaper ? 'none' : cssUrl(background));
  }, [background, hideInstanceWallpaper]);
}

/** While a profile is shown: its owner's background over the wallpaper, when displayPageBackgrounds is on. */
export function usePageBackground(url: string | null | undefined): void {
  const { displayPageBackgrounds } = useAppSelector(selectSettings);
  useEffect(() => {
    const value = displayPageBackgrounds ? cssUrl(url) : 'none';
    if (value === 'none') return undefined;
    const root = document.documentElement.style;
    root.setProperty('--page-background', value);
    return () => {
      root.removeProperty('--page-background');
    };
  }, [url, displayPageBackgrounds]);
}
