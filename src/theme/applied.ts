// The applied theme's computed variables, kept in localStorage and set on <html> through the CSSOM (the strict CSP
// allows element.style.setProperty, never a style attribute in markup). The early script sets them again before the
// first paint. The key belongs to the browser, not the account: logout keeps it (sagas/persistence.ts removes only
// `config`), so the next cold start paints in the last theme.
import type { ThemeVars } from './types';

export const THEME_STORAGE_KEY = 'theme.applied';

export interface AppliedTheme {
  /** what was asked for (choice.ts): the same key again needs no engine */
  key: string;
  vars: ThemeVars;
}

export function applyThemeVars(vars: ThemeVars): void {
  // the engine's chunk can arrive after the page is gone (a test's environment torn down): nothing to paint then
  const root = typeof document === 'undefined' ? undefined : (document.documentElement as HTMLElement | null | undefined);
  if (!root) return;
  const style = root.style;
  for (const [name, value] of Object.entries(vars)) style.setProperty(name, value);
  // the browser's own bar (mobile) in the theme's top bar colour
  if (vars['--topbar']) document.querySelector('meta[name="theme-color"]')?.setAttribute('content', vars['--topbar']);
}
