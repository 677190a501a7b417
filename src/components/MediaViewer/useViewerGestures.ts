import { useCallback, useRef, useState, type RefObject } from 'react';
import { createUseGesture, dragAction, pinchAction, wheelAction } from '@use-gesture/react';
import { inlineSign } from '../../utils/direction';
import {
  DOUBLE_TAP_SCALE,
  KEY_PAN_FRACTION,
  MAX_SCALE,
  MIN_SCALE,
  PINCH_RESET,
  UNZOOMED,
  clampZoom,
  isZoomed,
  panBy,
  pinchTo,
  zoomAt,
  type Box,
  type Zoom,
} from './zoomMath';

// Only the three recognisers the viewer uses, so the chunk carries no hover, move or scroll code.
const useGesture = createUseGesture([dragAction, pinchAction, wheelAction]);

/** two taps this close in time and place are a double tap */
const DOUBLE_TAP_MS = 300;
const DOUBLE_TAP_PX = 30;
/** how much one wheel pixel zooms: a mouse notch (100 px) is about ×1.22 */
const WHEEL_ZOOM = 0.002;

const toBox = ({ left, top, width, height }: DOMRect): Box => ({ left, top, width, height });

interface Refs {
  /** the element that takes the gestures and whose box is the stage the image is kept inside */
  stage: RefObject<HTMLElement | null>;
  /**
   * the untransformed box around the zoomable image, whose on-screen box is the image's unzoomed one even while the
   * image eases into a new zoom; null (a video, a failed picture) means nothing zooms
   */
  image: RefObject<HTMLElement | null>;
}

/**
 * The viewer's gestures (@use-gesture, pointer events, so mouse, pen and touch behave the same):
 * - unzoomed: a horizontal drag beyond a quarter of the window width steps to the next or previous item;
 * - pinch (two fingers, or a trackpad pinch, which browsers send as ctrl+wheel), the mouse wheel and a double tap
 *   zoom about the fingers or the pointer, from 1 to MAX_SCALE; a pinch that ends under 1.2 goes back to 1;
 * - zoomed: a drag pans, within the image's bounds (its edges never come inside the stage's).
 * The keyboard side (+ − 0 and the arrows) is `zoomBy`, `reset` and `pan`, called by the viewer's key handler.
 */
export function useViewerGestures(onSwipe: (direction: 1 | -1) => void, refs: Refs) {
  const [zoom, setZoomState] = useState<Zoom>(UNZOOMED);
  const current = useRef(zoom);
  const setZoom = useCallback((next: Zoom) => {
    current.current = next;
    setZoomState(next);
  }, []);
  // while fingers move the image it follows them at once; keys and double taps ease (MediaViewer.css)
  const [gesturing, setGesturing] = useState(false);
  // a drag or pinch must not count as a click on the backdrop when the pointer is released over it
  const moved = useRef(false);
  // a drag during which a pinch happened is no swipe, even after one finger is lifted
  const pinched = useRef(false);
  const lastTap = useRef<{ time: number; x: number; y: number } | null>(null);

  /** The image's unzoomed box and the stage's, now; null when there is nothing to zoom. */
  const boxes = useCallback(() => {
    const image = refs.image.current;
    const stage = refs.stage.current;
    if (!image || !stage) return null;
    return {
      image: toBox(image.getBoundingClientRect()),
      viewport: toBox(stage.getBoundingClientRect()),
    };
  }, [refs.image, refs.stage]);

  const toggleAt = (x: number, y: number) => {
    const b = boxes();
    if (!b) return;
    setZoom(isZoomed(current.current) ? UNZOOMED : zoomAt(current.current, DOUBLE_TAP_SCALE, x, y, b.image, b.viewport));
  };

  useGesture(
    {
      onDrag: ({ first, last, tap, movement: [mx, my], delta: [dx, dy], xy: [x, y], event }) => {
        if (first) {
          pinched.current = false;
          moved.current = false;
        }
        if (tap) {
          // a tap is no drag: two on the image close together are a double tap
          const prev = lastTap.current;
          const now = event.timeStamp;
          const onImage = refs.image.current !== null && refs.image.current.contains(event.target as Node);
          if (onImage && prev && now - prev.time < DOUBLE_TAP_MS && Math.hypot(x - prev.x, y - prev.y) < DOUBLE_TAP_PX) {
            lastTap.current = null;
            toggleAt(x, y);
          } else lastTap.current = onImage ? { time: now, x, y } : null;
          return;
        }
        moved.current = true;
        if (pinched.current) return;
        if (isZoomed(current.current)) {
          const b = boxes();
          if (b) setZoom(panBy(current.current, dx, dy, b.image, b.viewport));
          setGesturing(!last);
          return;
        }
        if (last && Math.abs(mx) > window.innerWidth / 4 && Math.abs(mx) > Math.abs(my)) onSwipe(mx * inlineSign() < 0 ? 1 : -1);
      },
      onPinch: ({ first, last, offset: [scale], origin, memo }) => {
        const b = boxes();
        if (!b) return memo as unknown;
        const start = (first || !memo ? { zoom: current.current, origin } : memo) as { zoom: Zoom; origin: [number, number] };
        pinched.current = true;
        moved.current = true;
        const next = pinchTo(start.zoom, scale, start.origin, origin, b.image, b.viewport);
        setZoom(last && next.scale < PINCH_RESET ? UNZOOMED : next);
        setGesturing(!last);
        return start;
      },
      onWheel: ({ event, delta: [, dy] }) => {
        // ctrl+wheel is a trackpad pinch, which onPinch has
        if (event.ctrlKey) return;
        const b = boxes();
        if (!b) return;
        event.preventDefault(); // the page behind does not scroll anyway; nor does the browser zoom
        const { clientX, clientY } = event;
        setZoom(
          zoomAt(current.current, current.current.scale * Math.exp(-dy * WHEEL_ZOOM), clientX, clientY, b.image, b.viewport),
        );
      },
    },
    {
      target: refs.stage,
      eventOptions: { passive: false },
      drag: { filterTaps: true, pointer: { capture: false } },
      pinch: {
        scaleBounds: { min: MIN_SCALE, max: MAX_SCALE },
        rubberband: false,
        from: () => [current.current.scale, 0],
      },
    },
  );

  /** + and −: the scale times `factor`, about the stage's centre. */
  const zoomBy = useCallback(
    (factor: number) => {
      const b = boxes();
      if (!b) return false;
      const { viewport } = b;
      const cx = viewport.left + viewport.width / 2;
      const cy = viewport.top + viewport.height / 2;
      setZoom(zoomAt(current.current, current.current.scale * factor, cx, cy, b.image, viewport));
      return true;
    },
    [boxes, setZoom],
  );
  /** The arrows while zoomed: the view moves a tenth of the stage toward the arrow (the image the other way). */
  const pan = useCallback(
    (right: number, down: number) => {
      const b = boxes();
      if (!b || !isZoomed(current.current)) return false;
      const stepX = b.viewport.width * KEY_PAN_FRACTION;
      const stepY = b.viewport.height * KEY_PAN_FRACTION;
      setZoom(panBy(current.current, -right * stepX, -down * stepY, b.image, b.viewport));
      return true;
    },
    [boxes, setZoom],
  );
  const reset = useCallback(() => {
    lastTap.current = null;
    setGesturing(false);
    setZoom(UNZOOMED);
  }, [setZoom]);
  /** After the stage changed size (a rotated phone), the offsets come back inside the new bounds. */
  const reclamp = useCallback(() => {
    const b = boxes();
    if (b) setZoom(clampZoom(current.current, b.image, b.viewport));
  }, [boxes, setZoom]);
  /**
   * A new press starts with no gesture behind it. (The click that would have consumed the last one never comes when
   * the swipe replaced the element it started on.)
   */
  const pressStarted = useCallback(() => {
    moved.current = false;
  }, []);
  const consumeGesture = useCallback(() => {
    const was = moved.current;
    moved.current = false;
    return was;
  }, []);
  return { zoom, zoomed: isZoomed(zoom), gesturing, zoomBy, pan, reset, reclamp, pressStarted, consumeGesture };
}
