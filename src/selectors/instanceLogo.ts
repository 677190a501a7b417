// The instance's logo options (issue 22, spec 000 §3: logo, logoMask, logoMargin, logoLeft) as Pleroma-FE reads
// them from the configuration.
import { createSelector } from '@reduxjs/toolkit';
import { safeUrl } from '../schemas/urls';
import { selectFrontendConfig } from './instance';

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

/** The logo options from a frontend configuration; anything malformed is left out (Pleroma-FE's defaults). */
export function readInstanceLogo(config: Record<string, unknown>): InstanceLogo {
  return {
    url: safeUrl(config.logo),
    // Pleroma-FE's defaults: masked, centred
    mask: config.logoMask !== false,
    margin: logoMargin(config.logoMargin),
    left: config.logoLeft === true,
  };
}

/** The logo the top bar draws: the last visit's until start-up has settled, as every option (selectFrontendConfig). */
export const selectInstanceLogo = createSelector([selectFrontendConfig], readInstanceLogo);
