// Taking the home picture (homePicture.ts) when the page is left on home: the "warm-start" chunk's part.
import { STORAGE_KEYS, writeJson } from '../../utils/storage';
import { HOME_PATH, WARM_PATHS } from './cacheOwner';
import { forgetHomePicture, PICTURE_STYLE, PICTURE_VERSION, type HomePicture } from './homePicture';

/** What a picture leaves out: what was open over the screen, what announces, what would play or load on its own. */
const LEFT_OUT =
  'dialog, [role="dialog"], [role="alertdialog"], [role="menu"], [role="tooltip"], [aria-live], iframe, object, embed';
/**
 * Columns beside home are kept empty: their panels (the composer, notifications) are styled by chunks that load
 * after the first screen, and the picture has only the first screen's stylesheet.
 */
const EMPTIED = '.sidebar, .notifications-column';
/**
 * Controls drawn by chunks after the first screen, outside those columns: the phone's floating post button and the
 * desktop top bar's shortcuts. In the picture they could not be pressed (the post button's stylesheet held the
 * picture's first paint back besides), and they went away when the app took the picture's place until their chunks
 * came (400 to 700 ms here); left out, each appears once, working.
 */
const DRAWN_LATER = '.floating-post-button, .top-bar-nav';

/** `id`, `data-key`, `data-status-id`, `data-testid`, … */
const IDENTITY = /^(?:id|data-(?:[\w-]+-)?(?:id|key)|data-testid)$/;

/** The app as drawn now, made a picture: no ids, no keys, inline styles under PICTURE_STYLE (a detached copy). */
export function pictureOf(app: Element): Element {
  const copy = app.cloneNode(true) as Element;
  // Rows off screen are kept as empty blocks of their height: the page is as long, and far less to lay out.
  const copies = copy.querySelectorAll('.virtual-row');
  app.querySelectorAll('.virtual-row').forEach((row, i) => {
    const rect = row.getBoundingClientRect();
    if (rect.bottom >= 0 && rect.top <= window.innerHeight) return;
    const block = document.createElement('div');
    block.className = 'virtual-row';
    block.setAttribute(PICTURE_STYLE, `height: ${rect.height}px`);
    copies[i]?.replaceWith(block);
  });
  for (const el of copy.querySelectorAll(`${LEFT_OUT}, ${DRAWN_LATER}`)) el.remove();
  for (const el of copy.querySelectorAll(EMPTIED)) el.replaceChildren();
  for (const el of copy.querySelectorAll('video, audio, source')) {
    el.removeAttribute('src');
    el.removeAttribute('autoplay');
  }
  // what names one thing in the app (an id, a row's key, a status's id, a test's hook): the picture must not be
  // found in its place
  for (const el of copy.querySelectorAll('*')) {
    for (const name of el.getAttributeNames()) if (IDENTITY.test(name)) el.removeAttribute(name);
  }
  for (const el of copy.querySelectorAll('[style]')) {
    el.setAttribute(PICTURE_STYLE, el.getAttribute('style') ?? '');
    el.removeAttribute('style');
  }
  // The logo's box as laid out: the admin's logo margin sizes it through a variable the app sets (instanceLogo.ts), so
  // in the picture it had the bar's default size, and the site name beside it moved when the app took over.
  const logo = app.querySelector('.site-logo')?.getBoundingClientRect();
  if (logo)
    copy.querySelector('.site-logo')?.setAttribute(PICTURE_STYLE, `inline-size: ${logo.width}px; block-size: ${logo.height}px`);
  return copy;
}

/** Whether a rule (or one inside a media or supports block) styles anything in the picture. */
function stylesPicture(rule: CSSRule, picture: Element): boolean {
  if (rule instanceof CSSStyleRule) {
    try {
      return picture.querySelector(rule.selectorText) !== null;
    } catch {
      return false; // a selector this engine cannot query (a vendor pseudo-class): not one of ours
    }
  }
  // @media, @supports, @layer: the rules inside them
  const inner = 'cssRules' in rule ? (rule as CSSGroupingRule).cssRules : null;
  return inner !== null && [...inner].some((child) => stylesPicture(child, picture));
}

/**
 * The chunks' stylesheets that style something in the picture (the first screen's own, `main`, comes with index.html;
 * the sign-in screen's, say, is left out): each one the next start asks for holds its first paint back a little.
 */
function chunkStyles(picture: Element): string[] {
  return [...document.styleSheets].flatMap((sheet) => {
    const href = sheet.ownerNode instanceof HTMLLinkElement ? (sheet.ownerNode.getAttribute('href') ?? '') : '';
    if (!href.startsWith('/static/css/') || href.startsWith('/static/css/main.')) return [];
    try {
      return [...sheet.cssRules].some((rule) => stylesPicture(rule, picture)) ? [href] : [];
    } catch {
      return [];
    }
  });
}

/**
 * Keeps a picture of home for the next start when the page is left on it (`account` signed in, its home drawn);
 * left anywhere else, the last picture goes: the next start opens on a screen it would not show. It is for `/` too
 * when `/` sends this member home.
 */
export function takeHomePicture(account: string, rootOpensHome: boolean): void {
  const app = document.getElementById('app');
  const onHome = WARM_PATHS.includes(window.location.pathname) && app?.querySelector('.virtual-row') !== null;
  if (!app || !onHome) {
    forgetHomePicture();
    return;
  }
  const picture = pictureOf(app);
  const kept: HomePicture = {
    version: PICTURE_VERSION,
    origin: window.location.origin,
    account,
    width: window.innerWidth,
    scrollY: window.scrollY,
    lang: document.documentElement.lang,
    dir: document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr',
    paths: rootOpensHome ? WARM_PATHS : [HOME_PATH],
    html: picture.innerHTML,
    styles: chunkStyles(picture),
  };
  writeJson(STORAGE_KEYS.homePicture, kept);
}
