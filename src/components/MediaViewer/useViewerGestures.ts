import { useRef, useState, type PointerEvent } from 'react';
import { inlineSign } from '../../utils/direction';

const PINCH_RESET = 1.2;

interface Point {
  x: number;
  y: number;
}

const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);

/** Distance between the first two pointers; 0 while fewer are down. */
function pinchDistance(pointers: ReadonlyMap<number, Point>): number {
  const [a, b] = pointers.values();
  return a && b ? distance(a, b) : 0;
}

/**
 * Horizontal swipe (a quarter of the window width) to navigate, two-pointer pinch to zoom (min scale 1, back to 1
 * under 1.2). Pointer events only, so mouse, pen and touch behave the same.
 */
export function useViewerGestures(onSwipe: (direction: 1 | -1) => void) {
  const pointers = useRef(new Map<number, Point>());
  const swipeStart = useRef<Point | null>(null);
  const pinch = useRef<{ distance: number; scale: number } | null>(null);
  const [scale, setScale] = useState(1);
  // a drag or pinch must not count as a click on the backdrop when the pointer is released over it
  const moved = useRef(false);

  const onPointerDown = (event: PointerEvent) => {
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (pointers.current.size === 1) {
      swipeStart.current = { x: event.clientX, y: event.clientY };
      moved.current = false;
    }
    if (pointers.current.size === 2) {
      pinch.current = { distance: pinchDistance(pointers.current) || 1, scale };
      swipeStart.current = null; // a pinch is not a swipe
    }
  };
  const onPointerMove = (event: PointerEvent) => {
    if (!pointers.current.has(event.pointerId)) return;
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    const start = swipeStart.current;
    if (!start || Math.hypot(event.clientX - start.x, event.clientY - start.y) > 10) moved.current = true;
    if (pinch.current && pointers.current.size >= 2) {
      setScale(Math.max(1, (pinch.current.scale * pinchDistance(pointers.current)) / pinch.current.distance));
    }
  };
  const onPointerUp = (event: PointerEvent) => {
    if (!pointers.current.has(event.pointerId)) return;
    pointers.current.delete(event.pointerId);
    if (pinch.current) {
      if (pointers.current.size < 2) {
        pinch.current = null;
        setScale((current) => (current < PINCH_RESET ? 1 : current));
      }
      return;
    }
    const start = swipeStart.current;
    swipeStart.current = null;
    if (!start || scale > 1) return; // a zoomed image pans instead of navigating
    const dx = event.clientX - start.x;
    if (Math.abs(dx) > window.innerWidth / 4 && Math.abs(dx) > Math.abs(event.clientY - start.y))
      onSwipe(dx * inlineSign() < 0 ? 1 : -1);
  };
  const reset = () => {
    pointers.current.clear();
    pinch.current = null;
    swipeStart.current = null;
    setScale(1);
  };
  const consumeGesture = () => {
    const was = moved.current;
    moved.current = false;
    return was;
  };
  return {
    scale,
    consumeGesture,
    reset,
    handlers: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel: onPointerUp },
  };
}
