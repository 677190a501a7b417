// What a menu's button needs of the menu pattern (issue 26), apart from the keys inside the menu (menuKeys.ts): the
// button is on every post of the first screen, the menu itself loads with its chunk.

/** Which item of the menu opens with the focus: Enter, Space, a click and ArrowDown the first, ArrowUp the last. */
export type MenuStart = 'first' | 'last';

/** The keys on the menu's button that open it with the focus on an item: ArrowDown the first, ArrowUp the last. */
export function menuStartFor(key: string): MenuStart | null {
  return key === 'ArrowDown' ? 'first' : key === 'ArrowUp' ? 'last' : null;
}
