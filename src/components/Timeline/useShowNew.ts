import { useCallback, useEffect, useRef, type MouseEvent, type RefObject } from 'react';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectTimeline } from '../../selectors/timelines';
import { selectSettings } from '../../selectors/settings';
import { timelineNewShown, timelineReloadRequested, type TimelineKey } from '../../slices/timelines';
import { NEAR_TOP_PX } from './VirtualList';

/** After new statuses appear, clicks in the timeline are ignored this long (spec 000 §9): the row under the pointer just changed. */
export const CLICK_BLOCK_MS = 1_000;
/** Statuses shown automatically arrive in batches at most this often (a choice of ours; the spec is silent). */
export const AUTO_SHOW_INTERVAL_MS = 500;

/** Text fields, selects and editable regions: where '.' is typing, and where a reader is busy writing. */
export function isEditable(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * The reader is busy: writing (focus in a field), or a popover or modal is open. New statuses then
 * wait behind the button even at the top. Modals and drawers lock the body's scroll.
 */
function readerBusy(section: HTMLElement | null): boolean {
  return (
    isEditable(document.activeElement) ||
    document.body.classList.contains('scroll-locked') ||
    Boolean(section?.querySelector('.popover-panel'))
  );
}

/**
 * Showing new statuses: the button, the '.' key, and automatically (setting `streaming`) when the
 * reader is at the top, not busy, and the tab is in view (or pauseOnUnfocused is off).
 */
export function useShowNew(key: TimelineKey, section: RefObject<HTMLElement | null>) {
  const dispatch = useAppDispatch();
  const { pendingIds, flushMarker, status } = useAppSelector((s) => selectTimeline(s, key));
  // the two settings it reads, one at a time: the timeline that calls it renders again only when one of them changes
  const streaming = useAppSelector((s) => selectSettings(s).streaming);
  const pauseOnUnfocused = useAppSelector((s) => selectSettings(s).pauseOnUnfocused);
  const blocked = useRef(false);
  const unblock = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pending = pendingIds.length;

  const show = useCallback(() => {
    if (flushMarker) {
      // A gap: the list is fetched afresh, from the top.
      dispatch(timelineReloadRequested({ key }));
      if (window.scrollY > 0) window.scrollTo(0, 0);
      return;
    }
    if (pending === 0) return;
    dispatch(timelineNewShown({ key, keepShown: window.scrollY >= NEAR_TOP_PX }));
    blocked.current = true;
    clearTimeout(unblock.current);
    unblock.current = setTimeout(() => (blocked.current = false), CLICK_BLOCK_MS);
  }, [dispatch, flushMarker, key, pending]);

  useEffect(() => () => clearTimeout(unblock.current), []);

  // Automatic: evaluated whenever more arrive, as Pleroma-FE does; a burst is shown at most every
  // AUTO_SHOW_INTERVAL_MS, so a flood costs a few renders a second instead of one per status.
  const lastAuto = useRef(0);
  useEffect(() => {
    if (!streaming || status !== 'loaded' || (pending === 0 && !flushMarker)) return;
    const allowed = () =>
      window.scrollY < NEAR_TOP_PX &&
      !readerBusy(section.current) &&
      !(pauseOnUnfocused && (document.hidden || !document.hasFocus()));
    const showNow = () => {
      if (!allowed()) return;
      lastAuto.current = Date.now();
      show();
    };
    const wait = lastAuto.current + AUTO_SHOW_INTERVAL_MS - Date.now();
    if (wait <= 0) {
      showNow();
      return;
    }
    const later = setTimeout(showNow, wait);
    return () => clearTimeout(later);
  }, [streaming, pauseOnUnfocused, pending, flushMarker, status, show, section]);

  // The '.' key, outside fields.
  const showLatest = useRef(show);
  useEffect(() => {
    showLatest.current = show;
  }, [show]);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== '.' || e.ctrlKey || e.metaKey || e.altKey || e.defaultPrevented || isEditable(e.target)) return;
      showLatest.current();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  /** For the timeline's onClickCapture: swallows clicks while blocked. */
  const blockClick = useCallback((e: MouseEvent) => {
    if (!blocked.current) return;
    e.preventDefault();
    e.stopPropagation();
  }, []);

  return { show, blockClick };
}
