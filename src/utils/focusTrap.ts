/** What Tab can reach: form controls, links, media controls, summaries, editable text and anything with a tabindex. */
const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not(:disabled)',
  'input:not(:disabled):not([type="hidden"])',
  'select:not(:disabled)',
  'textarea:not(:disabled)',
  'iframe',
  'audio[controls]',
  'video[controls]',
  'details > summary:first-of-type',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]',
]
  .map((s) => `${s}:not([tabindex^="-"])`)
  .join(', ');

/** Not drawn, so not reachable: hidden, inert, inside a closed <details> (its summary aside) or display: none. */
function reachable(el: HTMLElement): boolean {
  if (el.closest('[hidden], [inert]')) return false;
  const closedDetails = el.parentElement?.closest('details:not([open])');
  if (closedDetails && !(el.matches('summary') && el.parentElement === closedDetails)) return false;
  // without checkVisibility (jsdom), the attributes above are all that can be known
  return typeof el.checkVisibility === 'function' ? el.checkVisibility() : true;
}

/** The elements Tab reaches inside `container`, in document order, leaving out those of dialogs nested in it. */
export function tabbables(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => reachable(el) && (el.parentElement?.closest('dialog') ?? null) === (container.closest('dialog') ?? null),
  );
}

/**
 * Keeps Tab and Shift+Tab inside a modal dialog: from its last focusable element Tab goes back to the
 * first, and the other way round (also when the dialog itself holds the focus). Call from the dialog's
 * keydown listener; other keys are left alone.
 */
export function trapTab(e: KeyboardEvent, dialog: HTMLElement | null): void {
  if (e.key !== 'Tab' || !dialog || e.defaultPrevented) return;
  const focusable = tabbables(dialog);
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) {
    // nothing to go to: the focus stays where it is
    e.preventDefault();
    return;
  }
  const active = document.activeElement;
  if (e.shiftKey && (active === first || active === dialog)) {
    e.preventDefault();
    last.focus();
  } else if (!e.shiftKey && active === last) {
    e.preventDefault();
    first.focus();
  } else if (!dialog.contains(active)) {
    // the focus was lost (its element removed, the body): Tab starts again inside
    e.preventDefault();
    (e.shiftKey ? last : first).focus();
  }
}
