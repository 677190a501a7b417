import type { SyntheticEvent } from 'react';

/**
 * A `title` made when a pointer or focus first reaches the element, not at render. Date titles need
 * `Intl.DateTimeFormat`, whose first use loads time-zone data (15–25 ms here): the first timeline
 * should not wait for tooltips nobody has asked for yet.
 */
export function lazyTitle(make: () => string | undefined) {
  const set = (e: SyntheticEvent<HTMLElement>) => {
    const title = make();
    if (title !== undefined && e.currentTarget.title !== title) e.currentTarget.title = title;
  };
  return { onPointerEnter: set, onFocus: set };
}
