import { isPositiveNumber } from './guards';

/** Browser storage that may be missing (private mode, cookies blocked): every call survives that. */
export function storageAvailable(): boolean {
  try {
    const probe = '__storage_probe__';
    localStorage.setItem(probe, probe);
    localStorage.removeItem(probe);
    return true;
  } catch {
    return false;
  }
}

export function readJson<T>(key: string): T | null {
  try {
    const raw = localStorage.getItem(key);
    return raw === null ? null : (JSON.parse(raw) as T);
  } catch {
    return null;
  }
}

export function writeJson(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // unavailable or full: the notice at start-up already told the user
  }
}

export function removeKey(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // nothing stored
  }
}

/** Keys of what the client persists (spec 000 §3 "Persisted locally"). */
export const STORAGE_KEYS = {
  oauth: 'oauth',
  lastLoginName: 'users.lastLoginName',
  config: 'config',
  /** The account whose preferences `config` holds (absent: a visitor's, which the first sign-in adopts). */
  configOwner: 'config.owner',
  recentEmojis: 'recentEmojis.emojis',
  /** The instance's name as last shown: the shell painted before any answer (src/early.ts, issue 25) names it. */
  instanceName: 'instance.name',
  /** This frontend's and the admin's configurations as last settled: shown until start-up settles (selectors/instance.ts). */
  instanceConfig: 'instance.config',
  /** The member's home as last drawn, shown before the app runs (src/features/warmStart/homePicture.ts, issue 25). */
  homePicture: 'home.picture',
  /** The desktop post form's height when it was last ready: its room while it loads (features/composer/PanelPostForm). */
  postFormHeight: 'ui.postFormHeight',
  /** The instance logo's shape as it last loaded: its room in the top bar before its picture comes (app/shell/instanceLogo.ts). */
  logoShape: 'ui.logoShape',
} as const;

/**
 * The desktop post form's room while it loads, as a CSS length: its height when it was last ready, else (a first
 * sign-in on this browser, or a stored value that is odd) its height at the default settings, 362 px at the default
 * 15 px type, in rem so it follows a reader's type size. With no room, the navigation panel below was pushed down
 * twice after a first sign-in: 72 px by the stand-in, then 290 px by the form.
 */
export function readPostFormRoom(): string {
  const height = readJson<unknown>(STORAGE_KEYS.postFormHeight);
  return isPositiveNumber(height) ? `${height}px` : FIRST_POST_FORM_ROOM;
}
/** 362 px in the default 15 px type (layout rounds the last digit away) */
export const FIRST_POST_FORM_ROOM = '24.1334rem';

export interface StoredOAuth {
  clientId: string | null;
  clientSecret: string | null;
  userToken: string | null;
}

/** Session storage (one tab, gone when it closes): the OAuth `state` and the scopes asked, between redirect and callback. */
export const SESSION_KEYS = { oauthState: 'oauth.state', oauthScope: 'oauth.scope' } as const;

export function readSession(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeSession(key: string, value: string | null): void {
  try {
    if (value === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, value);
  } catch {
    // unavailable: the callback will not match and is refused, which is the safe outcome
  }
}
