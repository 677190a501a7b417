// The WAI-ARIA menu pattern's keys (issue 26), for menus that place themselves (the status menu): the arrows move
// and wrap, Home and End go to the ends, a letter goes to the next item starting with it.
import type { KeyboardEvent } from 'react';

import type { MenuStart } from './menuStart';

export type { MenuStart } from './menuStart';

export const MENU_ITEMS = '[role="menuitem"], [role="menuitemcheckbox"], [role="menuitemradio"]';

/** The index the focus moves to from `current` (-1: none) for `key`, or null when the key is not the menu's. */
export function menuKeyTarget(labels: readonly string[], current: number, key: string): number | null {
  const n = labels.length;
  if (n === 0) return null;
  switch (key) {
    case 'ArrowDown':
      return (current + 1) % n;
    case 'ArrowUp':
      return current <= 0 ? n - 1 : current - 1;
    case 'Home':
      return 0;
    case 'End':
      return n - 1;
  }
  // a printable character (one code point, not the space that activates): the next item starting with it
  if ([...key].length !== 1 || key === ' ') return null;
  const letter = key.toLocaleLowerCase();
  for (let step = 1; step <= n; step += 1) {
    const at = (current + step + n) % n;
    if (labels[at]?.trim().toLocaleLowerCase().startsWith(letter)) return at;
  }
  return null;
}

const itemsOf = (menu: HTMLElement | null) => Array.from(menu?.querySelectorAll<HTMLElement>(MENU_ITEMS) ?? []);

/** Focuses the menu's first or last item (without scrolling: a menu placed beside its button closes on a scroll). */
export function focusMenuStart(menu: HTMLElement | null, start: MenuStart): void {
  const items = itemsOf(menu);
  (start === 'first' ? items[0] : items[items.length - 1])?.focus({ preventScroll: true });
}

/**
 * The menu's keydown: moves the focus between its items; Tab (and Shift+Tab) leaves the menu through `onLeave`, which
 * closes it and gives the focus back to its button. Escape is the dismissal's (useDismiss).
 */
export function onMenuKeyDown(e: KeyboardEvent<HTMLElement>, onLeave: () => void): void {
  if (e.key === 'Tab') {
    e.preventDefault();
    onLeave();
    return;
  }
  if (e.ctrlKey || e.metaKey || e.altKey) return;
  const items = itemsOf(e.currentTarget);
  const at = menuKeyTarget(
    items.map((item) => item.textContent ?? ''),
    items.indexOf(document.activeElement as HTMLElement),
    e.key,
  );
  if (at === null) return;
  e.preventDefault();
  items[at]?.focus();
}
