// The shell's frame in index.html (#shell-skeleton: the top bar and the columns, issue 25), painted as soon as the
// stylesheet is there, long before the app's own shell, which takes its place (app/App.tsx). Tiny and pure: the
// early script names the server in it.

export const SKELETON_ID = 'shell-skeleton';
/** The custom property the frame's name is drawn from (`content: var(…)`, AppShell.css): no markup is written. */
export const SKELETON_NAME_PROPERTY = '--skeleton-name';
const MAX_NAME = 80;

/** A CSS string of the name: quotes and backslashes escaped, line breaks and other controls made spaces. */
export function cssString(text: string): string {
  const clean = Array.from(text.slice(0, MAX_NAME), (c) => (c < ' ' || c === '\x7f' ? ' ' : c)).join('');
  return `"${clean.replace(/["\\]/g, '\\$&')}"`;
}

/**
 * Names the server in the frame: the name shown at the last visit, else the page's title (Pleroma and Akkoma write
 * the instance's name there), set through the CSSOM, which the CSP allows.
 */
export function nameSkeleton(lastName: unknown): void {
  const name = typeof lastName === 'string' && lastName.trim() ? lastName : document.title;
  if (name.trim()) document.documentElement.style.setProperty(SKELETON_NAME_PROPERTY, cssString(name.trim()));
}

/** The app's own shell is on the page: the frame goes (in the same frame, before it is painted). */
export function removeSkeleton(): void {
  document.getElementById(SKELETON_ID)?.remove();
  document.documentElement.style.removeProperty(SKELETON_NAME_PROPERTY);
}
