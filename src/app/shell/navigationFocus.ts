// Focus after navigation (issue 26): the new screen's main heading, the opened post of a conversation, or (going
// back) the post the reader left from; never <body>. One hook in the shell, keyed on the location.
import { useEffect, useRef } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router';
import { isEditable } from '../../components/Timeline/useShowNew';
import { focusableByScript, screenFocusTarget } from '../../utils/screenFocus';

/** How long a screen may take to draw its h1 or post (a lazy chunk, the first answer) before its fallback is taken. */
export const NAVIGATION_FOCUS_WAIT_MS = 3_000;

const POST = 'article[data-entry-id]';
const escapeAttr = (value: string) => value.replace(/["\\]/g, '\\$&');

/**
 * Where the focus goes on a screen just navigated to: the post left from (coming back), else the conversation's
 * opened post, else the main heading. Null while none is drawn yet.
 */
export function navigationTarget(pathname: string, returnTo: string | null): HTMLElement | null {
  const main = document.getElementById('main');
  if (!main) return null;
  if (returnTo) return main.querySelector<HTMLElement>(`${POST}[data-entry-id="${escapeAttr(returnTo)}"]`);
  if (/^\/notice\/[^/]+\/?$/.test(pathname)) return main.querySelector<HTMLElement>('article[aria-current="true"]');
  return focusableByScript(main.querySelector<HTMLElement>('h1'));
}

/** A screen without an h1 (or a post left from that is gone): its first heading, else the main column itself. */
export const fallbackTarget = screenFocusTarget;

/** The focus is in a field or a dialog (the composer, the drawer closing on this navigation): not ours to take. */
const focusHeld = () => isEditable(document.activeElement) || document.activeElement?.closest('dialog[open]') != null;

/**
 * After every navigation but the first page load (the skip link stays the first Tab stop), moves the focus to the
 * new screen's target once it is drawn, unless the reader moved the focus in the meantime or is typing.
 */
export function useNavigationFocus(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  // the post that last had the focus on each history entry, to come back to it
  const postOf = useRef(new Map<string, string>());
  const first = useRef(true);

  useEffect(() => {
    const onFocusIn = (e: FocusEvent) => {
      const post = e.target instanceof Element ? e.target.closest<HTMLElement>(POST) : null;
      const id = post?.dataset.entryId;
      if (id && post.closest('#main')) postOf.current.set(location.key, id);
    };
    document.addEventListener('focusin', onFocusIn);
    return () => document.removeEventListener('focusin', onFocusIn);
  }, [location.key]);

  const shownPath = useRef(location.pathname);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return undefined;
    }
    // the same screen with another hash or query (a profile's tab, a search): the focus stays where the reader put
    // it, on the tab or in the field, and the page where it is
    const samePath = shownPath.current === location.pathname;
    shownPath.current = location.pathname;
    if (samePath && navigationType !== NavigationType.Pop) return undefined;
    const returnTo = navigationType === NavigationType.Pop ? (postOf.current.get(location.key) ?? null) : null;
    let done = false;
    // a key or a press of the reader's since: where the focus is now is theirs
    let readerActed = false;
    const onReader = () => {
      readerActed = true;
    };
    const attempt = () => {
      if (done) return;
      if (readerActed && document.activeElement !== document.body) return stop();
      // typing, or a dialog: wait (a drawer closes right after the navigation it made)
      if (focusHeld()) return;
      const target = navigationTarget(location.pathname, returnTo);
      if (!target) return;
      stop();
      // where the screen is scrolled is the screen's (its place restored, a profile's tabs kept in view): the focus
      // must not move it
      target.focus({ preventScroll: true });
    };
    const observer = new MutationObserver(attempt);
    // no h1 drawn, or the post left from is gone (deleted, out of the restored page): never <body> all the same
    const timer = setTimeout(() => {
      const fallback = !done && !focusHeld() ? fallbackTarget() : null;
      stop();
      if (fallback && document.activeElement === document.body) fallback.focus({ preventScroll: true });
    }, NAVIGATION_FOCUS_WAIT_MS);
    function stop() {
      done = true;
      observer.disconnect();
      clearTimeout(timer);
      document.removeEventListener('keydown', onReader, true);
      document.removeEventListener('pointerdown', onReader, true);
    }
    document.addEventListener('keydown', onReader, true);
    document.addEventListener('pointerdown', onReader, true);
    observer.observe(document.body, { childList: true, subtree: true });
    attempt();
    return stop;
  }, [location.key, location.pathname, navigationType]);
}

/** The hook as a piece of its own, loaded after the first screen (it has nothing to do on the first page load). */
export default function NavigationFocus() {
  useNavigationFocus();
  return null;
}
