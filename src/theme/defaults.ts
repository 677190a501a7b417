// The spec's theme defaults (001 §3 Theme) and the fallbacks a slot takes when a theme leaves it out.

export const DEFAULT_OPACITY: Record<string, number> = {
  profileTint: 0.5,
  alert: 0.5,
  input: 0.5,
  faint: 0.5,
  underlay: 0.15,
  alertPopup: 0.95,
};

/** px */
export const DEFAULT_RADII: Record<string, number> = {
  btn: 4,
  input: 4,
  checkbox: 2,
  panel: 10,
  avatar: 5,
  avatarAlt: 50,
  tooltip: 2,
  attachment: 5,
};

/** The default interface font ships with the client (theme/fonts.css); the rest of the stack covers its loading. */
export const DEFAULT_FONT = "'Atkinson Hyperlegible', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";
export const DEFAULT_MONO = 'monospace';

/**
 * A slot a theme leaves out takes another slot's value (Pleroma's engine does the same), so a 9-colour preset is a
 * whole theme. '--slot,N' moves the lightness by N points, away from the background's side.
 */
export const SLOT_FALLBACKS: Record<string, string> = {
  fg: '--bg',
  accent: '--link',
  link: '--accent',
  cRed: '#ff0000',
  cGreen: '#00b000',
  cBlue: '#0095ff',
  cOrange: '#e3a000',
  underlay: '#000000',
  border: '--fg,3',
  panel: '--fg',
  panelText: '--text',
  panelLink: '--link',
  panelFaint: '--faint',
  topBar: '--fg',
  topBarText: '--text',
  topBarLink: '--link',
  btn: '--fg',
  btnText: '--text',
  input: '--fg',
  inputText: '--text',
  badgeNotification: '--cRed',
  badgeNotificationText: '#ffffff',
  alertError: '--cRed',
  alertWarning: '--cOrange',
  alertSuccess: '--cGreen',
};

/** Shadows a theme does not give: what the client had before themes. */
export const DEFAULT_SHADOWS: Record<string, string> = {
  panel: '0 1px 3px rgba(0, 0, 0, 0.4)',
  popup: '0 2px 8px rgba(0, 0, 0, 0.6)',
};

/** The theme's shadow slots → the custom property each sets. */
export const SHADOW_VARS: Record<string, string> = {
  panel: '--shadow-panel',
  panelHeader: '--shadow-panel-header',
  topBar: '--shadow-topbar',
  button: '--shadow-button',
  buttonHover: '--shadow-button-hover',
  buttonPressed: '--shadow-button-pressed',
  input: '--shadow-input',
  popup: '--shadow-popup',
  avatar: '--shadow-avatar',
};

/** Radii slots → custom properties. */
export const RADIUS_VARS: Record<string, string> = {
  btn: '--radius-btn',
  input: '--radius-input',
  checkbox: '--radius-checkbox',
  panel: '--radius-panel',
  avatar: '--radius-avatar',
  avatarAlt: '--radius-avatar-alt',
  tooltip: '--radius-tooltip',
  attachment: '--radius-attachment',
};

/** Font slots (Pleroma's names) → custom properties. */
export const FONT_VARS: Record<string, string> = {
  interface: '--font',
  input: '--font-input',
  post: '--font-post',
  postCode: '--font-mono',
};

/** WCAG 2 minimums: text, and large text / borders / focus rings (spec 001 §5: 4.5 minimal AA, 7 recommended AAA). */
export const AA_TEXT = 4.5;
export const AA_LARGE = 3;
export const AAA_TEXT = 7;
export const AAA_LARGE = 4.5;
