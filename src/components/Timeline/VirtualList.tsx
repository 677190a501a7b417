import { useCallback, useEffect, useLayoutEffect, useRef, useState, type HTMLAttributes, type ReactNode } from 'react';
import { computeRange, guessLookup, heightLookup, offsetOf, rowsAround, type Range } from './virtualRange';
import type { SavedPlace } from './scrollMemory';

/** Within this distance of the page top the reader is "at the top": new rows push the list down. */
export const NEAR_TOP_PX = 15;

interface Props extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  keys: readonly string[];
  renderRow: (key: string, index: number) => ReactNode;
  /** measured heights; owned by the caller so a remounted list lays out the same */
  heights: Map<string, number>;
  /** false renders every row (setting virtualScrolling off) */
  virtual: boolean;
  /** where to put the reader once rows exist (coming back to the page) */
  initialPlace: SavedPlace | null;
  /** the reader's place after each scroll, to be saved */
  onPlaceChange?: (place: SavedPlace) => void;
}

interface Viewport {
  scrollY: number;
  height: number;
  /** the list's top in page coordinates */
  listTop: number;
}

/** A row at the top of the viewport and its top in page coordinates: what must not move. */
interface Anchor {
  key: string;
  pageTop: number;
}

const pageTopOf = (el: Element) => el.getBoundingClientRect().top + window.scrollY;

function rangeOf(keys: readonly string[], heights: Map<string, number>, virtual: boolean, vp: Viewport, warm: boolean): Range {
  if (!virtual) return { start: 0, end: keys.length, before: 0, after: 0 };
  const viewTop = vp.scrollY - vp.listTop;
  if (warm) return computeRange(keys, heightLookup(heights), viewTop, vp.height, rowsAround(vp.height));
  // The first frame renders only the rows on screen, sized by a guess rather than the placeholder (the rows the
  // guess leaves out are added before the paint): the rows around them come one frame later, where the reader
  // cannot see them arrive, and the first status paints sooner.
  return computeRange(keys, heightLookup(heights), viewTop, vp.height, 0, guessLookup(heights));
}

/**
 * A list over the window's scroll: only rows near the viewport are in the DOM, the others are two
 * spacers as tall as their last measured heights. Rows added or resized above the reader never move
 * what the reader is looking at, unless the reader is at the very top.
 */
export function VirtualList({ keys, renderRow, heights, virtual, initialPlace, onPlaceChange, ...rest }: Props) {
  const listRef = useRef<HTMLDivElement>(null);
  const rows = useRef(new Map<string, HTMLElement>());
  const anchor = useRef<Anchor | null>(null);
  const restored = useRef(false);
  /** the restored row and its offset in the viewport: kept there, whatever grows around it, until the reader moves */
  const restoredKey = useRef<string | null>(null);
  const restoredOffset = useRef(0);
  // The latest props, for the event handlers below (they are attached once).
  const latest = useRef({ keys, heights, virtual, onPlaceChange, warm: false, range: { start: 0, end: 0, before: 0, after: 0 } });
  const [viewport, setViewport] = useState<Viewport>(() => ({ scrollY: 0, height: window.innerHeight, listTop: 0 }));
  const [, setMeasured] = useState(0);
  const [warm, setWarm] = useState(false);

  const range = rangeOf(keys, heights, virtual, viewport, warm);

  const readViewport = useCallback(
    (): Viewport => ({
      scrollY: window.scrollY,
      height: window.innerHeight,
      listTop: listRef.current ? pageTopOf(listRef.current) : 0,
    }),
    [],
  );

  /** Re-renders only when the rendered rows would change. */
  const follow = useCallback(() => {
    const vp = readViewport();
    const { keys: k, heights: h, virtual: v, warm: w, range: r } = latest.current;
    const next = rangeOf(k, h, v, vp, w);
    if (next.start !== r.start || next.end !== r.end || next.before !== r.before) setViewport(vp);
  }, [readViewport]);

  const pickAnchor = useCallback(() => {
    const { keys: k, range: r } = latest.current;
    const kept = restoredKey.current;
    if (kept && k.includes(kept)) {
      const el = rows.current.get(kept);
      if (el) {
        // where it must be, not where it is: a row above it that grew since is made up for here
        const drift = el.getBoundingClientRect().top - restoredOffset.current;
        if (Math.abs(drift) >= 0.5) window.scrollTo(0, window.scrollY + drift);
        anchor.current = { key: kept, pageTop: window.scrollY + restoredOffset.current };
      }
      if (el || anchor.current?.key === kept) return;
    }
    anchor.current = null;
    for (const key of k.slice(r.start, r.end)) {
      const el = rows.current.get(key);
      if (!el) continue;
      const rect = el.getBoundingClientRect();
      if (rect.bottom > 0) {
        anchor.current = { key, pageTop: rect.top + window.scrollY };
        return;
      }
    }
  }, []);

  /** Heights of the rendered rows as laid out now (a list without layout, as in jsdom, measures nothing). */
  const measureRendered = useCallback(() => {
    const list = listRef.current;
    if (!list || list.offsetHeight === 0) return;
    const { heights: h } = latest.current;
    for (const [key, el] of rows.current) {
      const height = el.getBoundingClientRect().height;
      if (h.get(key) !== height) h.set(key, height);
    }
  }, []);

  /** Puts the anchor back where it was on screen, after rows above it were added or resized. */
  const holdAnchor = useCallback(() => {
    const held = anchor.current;
    if (!held) return;
    const { keys: k, heights: h } = latest.current;
    const el = rows.current.get(held.key);
    let pageTop: number | null = el ? pageTopOf(el) : null;
    if (pageTop === null && listRef.current) {
      const index = k.indexOf(held.key);
      if (index >= 0) pageTop = pageTopOf(listRef.current) + offsetOf(k, heightLookup(h), index);
    }
    if (pageTop === null) return;
    const delta = pageTop - held.pageTop;
    held.pageTop = pageTop;
    if (window.scrollY >= NEAR_TOP_PX && Math.abs(delta) >= 0.5) window.scrollTo(0, window.scrollY + delta);
  }, []);

  const [observer] = useState(() =>
    typeof ResizeObserver === 'undefined'
      ? null
      : new ResizeObserver((entries) => {
          let changed = false;
          const { heights: h } = latest.current;
          for (const entry of entries) {
            const key = (entry.target as HTMLElement).dataset.key;
            if (!key) continue;
            const height = entry.borderBoxSize?.[0]?.blockSize ?? entry.target.getBoundingClientRect().height;
            if (h.get(key) !== height) {
              h.set(key, height);
              changed = true;
            }
          }
          if (!changed) return;
          // Before paint: a row that grew above the reader must not push the page.
          holdAnchor();
          setMeasured((n) => n + 1);
        }),
  );
  useEffect(() => () => observer?.disconnect(), [observer]);

  // The rows around the viewport, once the first frame with the visible ones has been painted.
  useEffect(() => {
    if (warm) return;
    let timer = 0;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => setWarm(true));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [warm]);

  const register = useCallback(
    (key: string, el: HTMLElement | null) => {
      if (!el) return;
      rows.current.set(key, el);
      observer?.observe(el);
      return () => {
        if (rows.current.get(key) === el) rows.current.delete(key);
        observer?.unobserve(el);
      };
    },
    [observer],
  );

  // After every render, before paint: hold the anchor, restore a saved place once, then make sure
  // the rendered rows cover the viewport (a state update here renders again before paint).
  useLayoutEffect(() => {
    latest.current = { keys, heights, virtual, onPlaceChange, warm, range };
    measureRendered();
    if (!restored.current && keys.length > 0) {
      restored.current = true;
      const list = listRef.current;
      const index = initialPlace?.key ? keys.indexOf(initialPlace.key) : -1;
      if (initialPlace?.key && index >= 0 && list) {
        const rowTop = pageTopOf(list) + offsetOf(keys, heightLookup(heights), index);
        window.scrollTo(0, rowTop - initialPlace.offset);
        // The saved row is what must not move while its neighbours are drawn and measured (a warm start draws
        // while the page around the list still settles): the next render holds it, then picks as usual.
        anchor.current = { key: initialPlace.key, pageTop: rowTop };
        restoredKey.current = initialPlace.key;
        restoredOffset.current = initialPlace.offset;
        follow();
        return;
      } else if (initialPlace) window.scrollTo(0, initialPlace.scrollY);
      else if (list && window.scrollY > pageTopOf(list)) window.scrollTo(0, 0);
    } else holdAnchor();
    follow();
    pickAnchor();
  });

  // A row that held the focus and left the list (the reader deleted that post from its menu) hands the focus to the
  // row now in its place, else the last one: never to <body>. A row only scrolled out of the window keeps its key in
  // the list and is not followed (focusing another would pull the page back).
  const focused = useRef<{ key: string; index: number } | null>(null);
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const onFocusIn = (event: FocusEvent) => {
      const row = event.target instanceof Element ? event.target.closest<HTMLElement>('.virtual-row') : null;
      const key = row?.dataset.key;
      focused.current = key ? { key, index: latest.current.keys.indexOf(key) } : null;
    };
    list.addEventListener('focusin', onFocusIn);
    return () => list.removeEventListener('focusin', onFocusIn);
  }, []);
  useLayoutEffect(() => {
    const was = focused.current;
    if (!was || keys.includes(was.key)) return;
    focused.current = null;
    const active = document.activeElement;
    if (active && active !== document.body && active.isConnected) return;
    const next = keys[Math.min(Math.max(was.index, 0), keys.length - 1)];
    const article = next ? rows.current.get(next)?.querySelector<HTMLElement>('article') : null;
    article?.focus({ preventScroll: true });
  });

  // The list holds the reader's place itself. The browser's own anchoring must be off for the whole
  // page, not just the list: at the bottom it would anchor on the footer and follow every older page
  // down, loading more and more (it is restored when the list goes).
  useLayoutEffect(() => {
    const root = document.documentElement;
    const previous = root.style.overflowAnchor;
    root.style.overflowAnchor = 'none';
    return () => {
      root.style.overflowAnchor = previous;
    };
  }, []);

  // A layout effect, so the listener is gone within the commit that unmounts the list: the next page
  // is often shorter, and the scroll it causes must not be saved as the reader's place.
  useLayoutEffect(() => {
    const onScroll = () => {
      if (!listRef.current?.isConnected) return;
      pickAnchor();
      follow();
      const held = anchor.current;
      latest.current.onPlaceChange?.({
        key: held?.key ?? null,
        offset: held ? held.pageTop - window.scrollY : 0,
        scrollY: window.scrollY,
      });
    };
    // The reader moving (not the list's own scrolling) ends the hold on a restored row.
    const onReaderMoves = () => {
      restoredKey.current = null;
    };
    const moves = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', follow);
    for (const type of moves) window.addEventListener(type, onReaderMoves, { passive: true, capture: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', follow);
      for (const type of moves) window.removeEventListener(type, onReaderMoves, { capture: true });
    };
  }, [follow, pickAnchor]);

  return (
    <div {...rest} ref={listRef} className={`virtual-list ${rest.className ?? ''}`} data-virtual={virtual}>
      {range.before > 0 && <div className="virtual-spacer" style={{ height: range.before }} aria-hidden="true" />}
      {keys.slice(range.start, range.end).map((key, i) => (
        <Row key={key} rowKey={key} register={register}>
          {renderRow(key, range.start + i)}
        </Row>
      ))}
      {range.after > 0 && <div className="virtual-spacer" style={{ height: range.after }} aria-hidden="true" />}
    </div>
  );
}

function Row({
  rowKey,
  register,
  children,
}: {
  rowKey: string;
  register: (key: string, el: HTMLElement | null) => (() => void) | undefined;
  children: ReactNode;
}) {
  const ref = useCallback((el: HTMLDivElement | null) => register(rowKey, el), [register, rowKey]);
  return (
    <div className="virtual-row" data-key={rowKey} ref={ref}>
      {children}
    </div>
  );
}
