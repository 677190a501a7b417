// The feed pattern's Page Down and Page Up on the timeline (issue 26). The moving itself (feedFocus.ts, shared with
// the j/k hotkeys) comes in its own chunk, asked for once the first screen is drawn: the first screen does not carry it.
import { useEffect, type RefObject } from 'react';
import { isEditable } from './useShowNew';
import { retryImport } from '../../utils/retryImport';
import { useAppSelector } from '../../store/hooks';
import { ENTRY } from './feedEntry';

type FeedFocus = typeof import('./feedFocus');

/** Page Down and Page Up on an entry of the feed move to the next and previous entry (the feed pattern's keys). */
function useFeedPageKeys(container: RefObject<HTMLElement | null>): void {
  // the chunk is asked for once the first screen is drawn (sagas/firstScreen.ts), or at the first key before that
  const drawn = useAppSelector((s) => s.ui.firstScreenDrawn);
  useEffect(() => {
    const el = container.current;
    if (!el) return undefined;
    let feedFocus: FeedFocus | null = null;
    // tried again as every chunk is (retryImport); still failing (offline): null, and the next Page key asks again
    const load = () =>
      retryImport(() => import(/* webpackChunkName: "feed-focus" */ './feedFocus')).then(
        (module) => (feedFocus = module),
        () => null,
      );
    let loading = drawn ? load() : null;
    const onKey = (e: KeyboardEvent) => {
      if ((e.key !== 'PageDown' && e.key !== 'PageUp') || e.altKey || e.ctrlKey || e.metaKey || e.shiftKey) return;
      const step = e.key === 'PageDown' ? 1 : -1;
      // on an entry or a control in it; a text field (a reply under the post) keeps its own Page keys
      if (!(e.target instanceof HTMLElement) || isEditable(e.target) || !e.target.closest(ENTRY)) return;
      if (feedFocus) {
        if (feedFocus.movePostFocus(step)) e.preventDefault();
        return;
      }
      // pressed before the chunk came: the key is ours all the same, and the move follows
      e.preventDefault();
      loading = (loading ?? Promise.resolve(null)).then((module) => module ?? load());
      void loading.then((module) => module?.movePostFocus(step));
    };
    el.addEventListener('keydown', onKey);
    return () => el.removeEventListener('keydown', onKey);
  }, [container, drawn]);
}

/**
 * The keys as a part of their own: the first screen's being drawn renders this alone, not the timeline around it,
 * whose list measures every row it has after each render of its own.
 */
export function FeedPageKeys({ container }: { container: RefObject<HTMLElement | null> }): null {
  useFeedPageKeys(container);
  return null;
}
