// Where the focus can rest on a screen when nothing better holds it: shared by focus after navigation
// (app/shell/navigationFocus.ts) and dialogs closed with nothing to return to (the composer opened by a hotkey).

/** Focusable by script only: no Tab stop, and no ring beyond what :focus-visible draws. */
export function focusableByScript(el: HTMLElement | null): HTMLElement | null {
  if (el && !el.hasAttribute('tabindex')) el.tabIndex = -1;
  return el;
}

/** The screen's first heading, else the main column itself. */
export function screenFocusTarget(): HTMLElement | null {
  const main = document.getElementById('main');
  return focusableByScript(main?.querySelector<HTMLElement>('h1, h2, h3') ?? main);
}
