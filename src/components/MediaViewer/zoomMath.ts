// The media viewer's zoom and pan as plain numbers, so the rules are tested without a browser. The image is drawn
// with `translate(x, y) scale(scale)` around its own centre; every box here is in viewport pixels.

export interface Zoom {
  scale: number;
  x: number;
  y: number;
}

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

export const UNZOOMED: Zoom = { scale: 1, x: 0, y: 0 };
/** spec 000 §9: never below 1, and a pinch that ends under 1.2 goes back to 1 */
export const MIN_SCALE = 1;
export const PINCH_RESET = 1.2;
export const MAX_SCALE = 6;
/** what one press of + or − and a double tap multiply the scale by, and how far an arrow key pans */
export const KEY_ZOOM_STEP = 1.5;
export const DOUBLE_TAP_SCALE = 2.5;
export const KEY_PAN_FRACTION = 0.1;

const clamp = (value: number, low: number, high: number) => Math.min(Math.max(value, low), high);

export const isZoomed = (zoom: Zoom) => zoom.scale > MIN_SCALE;

/**
 * The offsets allowed on one axis. `start` and `size` are the image's unzoomed layout box, `viewport` the stage's
 * extent. Larger than the stage: its edges may not come inside the stage's edges (no empty band beside a zoomed
 * image); smaller: it stays wholly inside.
 */
function axisRange(start: number, size: number, viewportStart: number, viewportSize: number, scale: number) {
  const centre = start + size / 2;
  const half = (size * scale) / 2;
  const a = viewportStart + half - centre; // its leading edge on the stage's leading edge
  const b = viewportStart + viewportSize - half - centre; // its trailing edge on the stage's trailing edge
  return [Math.min(a, b), Math.max(a, b)] as const;
}

/** The zoom with its scale in range and its offsets inside the bounds; unzoomed is always centred. */
export function clampZoom(zoom: Zoom, image: Box, viewport: Box): Zoom {
  const scale = clamp(zoom.scale, MIN_SCALE, MAX_SCALE);
  if (scale === MIN_SCALE) return UNZOOMED;
  const [xLow, xHigh] = axisRange(image.left, image.width, viewport.left, viewport.width, scale);
  const [yLow, yHigh] = axisRange(image.top, image.height, viewport.top, viewport.height, scale);
  return { scale, x: clamp(zoom.x, xLow, xHigh), y: clamp(zoom.y, yLow, yHigh) };
}

/**
 * Scales from `start` to `scale` so that the image point that was under `from` is now under `to` (a pinch: the
 * fingers' first and current midpoints), then clamps. `image` is the unzoomed layout box.
 */
export function pinchTo(
  start: Zoom,
  scale: number,
  from: readonly [number, number],
  to: readonly [number, number],
  image: Box,
  viewport: Box,
): Zoom {
  const target = clamp(scale, MIN_SCALE, MAX_SCALE);
  const cx = image.left + image.width / 2;
  const cy = image.top + image.height / 2;
  const ratio = target / start.scale;
  return clampZoom(
    {
      scale: target,
      x: to[0] - cx - ratio * (from[0] - cx - start.x),
      y: to[1] - cy - ratio * (from[1] - cy - start.y),
    },
    image,
    viewport,
  );
}

/** Scales to `scale` keeping the image point under (px, py) where it is (the wheel's pointer, a double tap). */
export const zoomAt = (zoom: Zoom, scale: number, px: number, py: number, image: Box, viewport: Box): Zoom =>
  pinchTo(zoom, scale, [px, py], [px, py], image, viewport);

/** Moves by (dx, dy) pixels within the bounds. */
export const panBy = (zoom: Zoom, dx: number, dy: number, image: Box, viewport: Box): Zoom =>
  clampZoom({ ...zoom, x: zoom.x + dx, y: zoom.y + dy }, image, viewport);
