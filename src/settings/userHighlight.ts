// The member's highlight of a user (spec 000 §3 User.highlight, 001 §3): a setting (so it follows the member with
// the settings profile), keyed by acct, applied to that user's card, posts and notifications.
import type { CSSProperties } from 'react';

export type HighlightType = 'disabled' | 'solid' | 'striped' | 'side';
export interface UserHighlight {
  type: HighlightType;
  color: string;
}
/** Only users with a highlight are kept (disabled removes the entry). */
export type Highlights = Record<string, UserHighlight>;

export const HIGHLIGHT_TYPES: readonly HighlightType[] = ['disabled', 'solid', 'striped', 'side'];
/** The spec's default colour. */
export const DEFAULT_HIGHLIGHT_COLOR = '#ffffff';
export const NO_HIGHLIGHT: UserHighlight = { type: 'disabled', color: DEFAULT_HIGHLIGHT_COLOR };

/** A colour the CSS may take as it is (a stored value is never trusted to be one). */
const safeColor = (color: unknown): string =>
  typeof color === 'string' && /^#[0-9a-f]{3,8}$/i.test(color) ? color : DEFAULT_HIGHLIGHT_COLOR;

/** The attributes that draw a highlight: `data-highlight` picks the pattern, `--user-highlight` the colour. */
export function highlightStyle(h: UserHighlight | undefined): { 'data-highlight'?: HighlightType; style?: CSSProperties } {
  if (!h || !HIGHLIGHT_TYPES.includes(h.type) || h.type === 'disabled') return {};
  return { 'data-highlight': h.type, style: { '--user-highlight': safeColor(h.color) } as CSSProperties };
}

/** The highlight attributes for this user's card, post or notification. */
export const highlightProps = (highlights: Highlights, acct: string | undefined) =>
  highlightStyle(acct ? highlights[acct] : undefined);

/** The map with this user's highlight set, or removed when disabled. */
export function withHighlight(highlights: Highlights, acct: string, next: UserHighlight): Highlights {
  const all = { ...highlights };
  if (next.type === 'disabled') delete all[acct];
  else all[acct] = { type: next.type, color: safeColor(next.color) };
  return all;
}
