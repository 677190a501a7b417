// The home picture (issue 25, warm start): the HTML of the member's home screen as it was when they left it, shown by
// the early script in the frame index.html paints, so the posts they read are on screen before the app's own script
// has even been evaluated. It is a picture: inert and hidden from assistive technology; the app's first render of the
// same rows from the home cache (at the same place) takes its place in one commit (app/App.tsx removes the frame).
// Shown only to the account and server it was taken for, at the same window width, on the screens that open home.
import { readJson, removeKey, STORAGE_KEYS } from '../../utils/storage';
import { cacheOwner, WARM_PATHS } from './cacheOwner';

export const PICTURE_VERSION = 1;
/**
 * The CSP refuses `style` attributes in parsed markup, so the rows' inline styles (the list's spacers, say) travel
 * under this name and are set again through the CSSOM, which it allows.
 */
export const PICTURE_STYLE = 'data-picture-style';

export interface HomePicture {
  version: typeof PICTURE_VERSION;
  origin: string;
  account: string;
  /** window.innerWidth when taken: at another width the rows would fall elsewhere */
  width: number;
  scrollY: number;
  /** the page's language and direction it was drawn in (the app sets them again once its messages are in) */
  lang: string;
  dir: 'ltr' | 'rtl';
  /** where the next start shows it: home, and `/` when that sends the member home */
  paths: string[];
  html: string;
  /** the chunks' stylesheets that style something in it (the first screen's own comes with index.html), as paths */
  styles: string[];
}

/** Elements a picture never has, whatever its markup says. */
const ACTIVE = 'script, meta, base, link, style, iframe, object, embed, portal';

/** A chunk's stylesheet on this origin (nothing else is ever added from a picture). */
const CHUNK_STYLESHEET = /^\/static\/css\/[\w.-]+\.css$/;

export const forgetHomePicture = () => removeKey(STORAGE_KEYS.homePicture);

/** The stored picture when this start may show it; a picture of another account, server or format is deleted. */
export function pictureToShow(): HomePicture | null {
  const picture = readJson<Partial<HomePicture>>(STORAGE_KEYS.homePicture);
  if (!picture) return null;
  const owner = cacheOwner();
  const valid =
    picture.version === PICTURE_VERSION &&
    typeof picture.html === 'string' &&
    typeof picture.scrollY === 'number' &&
    typeof picture.lang === 'string' &&
    (picture.dir === 'ltr' || picture.dir === 'rtl') &&
    Array.isArray(picture.paths) &&
    picture.paths.every((path) => WARM_PATHS.includes(path)) &&
    Array.isArray(picture.styles) &&
    picture.styles.every((href) => typeof href === 'string' && CHUNK_STYLESHEET.test(href)) &&
    owner !== null &&
    picture.origin === owner.origin &&
    picture.account === owner.account;
  if (!valid) {
    forgetHomePicture();
    return null;
  }
  const checked = picture as HomePicture;
  return checked.width === window.innerWidth && checked.paths.includes(window.location.pathname) ? checked : null;
}

/**
 * The chunks' stylesheets the screen had, asked for from the head before the body is parsed, and render-blocking: the
 * picture is painted as it was drawn (the floating post button, say, is placed by one of them), never unstyled first.
 */
export function loadPictureStyles(picture: HomePicture): void {
  for (const href of picture.styles) {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.setAttribute('blocking', 'render');
    document.head.append(link);
  }
}

/** Puts the picture in the frame (its own markup goes), in its language's direction, where the reader was. */
export function showHomePicture(frame: HTMLElement, picture: HomePicture): void {
  // Markup the app drew once, from sanitized HTML, parsed again, inertly (a template's content loads nothing and
  // runs nothing): before it reaches the page, whatever a second parse could have made that acts on its own goes (a
  // script, a <meta> refresh, a <base>, a stylesheet, an embed, an inline handler). The CSP refuses inline scripts
  // and handlers besides, and the picture is inert.
  const parsed = document.createElement('template');
  parsed.innerHTML = picture.html;
  for (const el of parsed.content.querySelectorAll(ACTIVE)) el.remove();
  for (const el of parsed.content.querySelectorAll('*')) {
    for (const name of el.getAttributeNames()) if (/^on/i.test(name)) el.removeAttribute(name);
  }
  frame.replaceChildren(parsed.content);
  for (const el of frame.querySelectorAll<HTMLElement>(`[${PICTURE_STYLE}]`)) {
    el.style.cssText = el.getAttribute(PICTURE_STYLE) ?? '';
  }
  document.documentElement.lang = picture.lang;
  document.documentElement.dir = picture.dir;
  frame.classList.add('shell-picture');
  frame.inert = true;
  window.scrollTo(0, picture.scrollY);
}
