/** An entry of a feed (a post of the WAI-ARIA feed pattern): shared by the Page keys and the lazy mover (feedFocus.ts). */
export const ENTRY = 'article[aria-posinset]';
