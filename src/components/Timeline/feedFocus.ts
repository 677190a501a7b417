// Moving the focus between the entries of a feed (WAI-ARIA feed pattern): j/k and the arrows (features/hotkeys),
// Page Down and Page Up (the timeline's own keys). The list is virtual: the next entry may not be drawn yet.

import { ENTRY } from './feedEntry';
/** Frames to wait for a row scrolled towards to be drawn (the list draws on the scroll event, a frame later). */
const DRAW_FRAMES = 10;

/** The feed that holds `from`, else the main column's (the screen's own, not a side panel's). */
function feedOf(from: Element | null): Element | null {
  return (
    from?.closest('[role="feed"]') ?? document.querySelector('main [role="feed"]') ?? document.querySelector('[role="feed"]')
  );
}

const entryAt = (feed: Element, position: number) =>
  [...feed.querySelectorAll<HTMLElement>(`${ENTRY}[aria-posinset="${position}"]`)].find(
    (el) => el.closest('[role="feed"]') === feed,
  );

/**
 * The next (1) or previous (-1) entry of the feed gets the focus, or the first one on screen when no entry has it.
 * An entry not drawn yet (beyond the virtual list's rows) is scrolled towards first, then focused once drawn. False
 * when there is none to move to.
 */
export function movePostFocus(step: 1 | -1): boolean {
  const current = document.activeElement instanceof Element ? document.activeElement.closest<HTMLElement>(ENTRY) : null;
  const feed = feedOf(current);
  if (!feed) return false;
  const entries = [...feed.querySelectorAll<HTMLElement>(ENTRY)].filter((el) => el.closest('[role="feed"]') === feed);
  if (!current) {
    const first = entries.find((p) => p.getBoundingClientRect().bottom > 0) ?? entries[0];
    first?.focus();
    return first !== undefined;
  }
  const position = Number(current.getAttribute('aria-posinset')) + step;
  const drawn = entryAt(feed, position);
  // focusing scrolls it into view, clear of the top bar (Timeline.css)
  if (drawn) {
    drawn.focus();
    return true;
  }
  // not drawn: only where the virtual list keeps rows out of the DOM (a spacer on that side)
  const edge = step > 0 ? feed.lastElementChild : feed.firstElementChild;
  if (position < 1 || !edge?.classList.contains('virtual-spacer')) return false;
  const rect = current.getBoundingClientRect();
  window.scrollBy(0, step > 0 ? rect.bottom : rect.top - window.innerHeight);
  let frames = 0;
  const wait = () => {
    const next = entryAt(feed, position);
    if (next) next.focus();
    else if ((frames += 1) < DRAW_FRAMES) requestAnimationFrame(wait);
  };
  requestAnimationFrame(wait);
  return true;
}
