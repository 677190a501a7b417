/** What Tab can reach inside a modal dialog. */
const FOCUSABLE = 'button:not(:disabled), input:not(:disabled), textarea:not(:disabled), select:not(:disabled), [href]';

/**
 * Keeps Tab and Shift+Tab inside a modal dialog: from its last focusable element Tab goes back to the
 * first, and the other way round. Call from the dialog's keydown listener; other keys are left alone.
 */
export function trapTab(e: KeyboardEvent, dialog: HTMLElement | null): void {
  if (e.key !== 'Tab' || !dialog) return;
  const focusable = Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE));
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (e.shiftKey && document.activeElement === first) {
    e.preventDefault();
    last?.focus();
  } else if (!e.shiftKey && document.activeElement === last) {
    e.preventDefault();
    first?.focus();
  }
}
