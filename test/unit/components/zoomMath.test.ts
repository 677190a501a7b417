import { MAX_SCALE, UNZOOMED, clampZoom, panBy, pinchTo, zoomAt, type Box } from '../../../src/components/MediaViewer/zoomMath';

// a 400×300 image centred on an 800×600 stage
const stage: Box = { left: 0, top: 0, width: 800, height: 600 };
const image: Box = { left: 200, top: 150, width: 400, height: 300 };

describe('the media viewer zoom', () => {
  it('keeps the scale between 1 and the maximum, and an unzoomed image centred', () => {
    expect(clampZoom({ scale: 0.5, x: 40, y: 10 }, image, stage)).toEqual(UNZOOMED);
    expect(clampZoom({ scale: 1, x: 40, y: 10 }, image, stage)).toEqual(UNZOOMED);
    expect(clampZoom({ scale: 50, x: 0, y: 0 }, image, stage).scale).toBe(MAX_SCALE);
  });

  it('pans a zoomed image no further than its edges: each corner can be brought to the stage', () => {
    const zoomed = { scale: 4, x: 0, y: 0 }; // 1600×1200 on screen
    const far = 10_000;
    // top-left corner: the image's left and top edges on the stage's
    expect(panBy(zoomed, far, far, image, stage)).toEqual({ scale: 4, x: 400, y: 300 });
    // bottom-right corner
    expect(panBy(zoomed, -far, -far, image, stage)).toEqual({ scale: 4, x: -400, y: -300 });
    expect(panBy(zoomed, -far, far, image, stage)).toEqual({ scale: 4, x: -400, y: 300 });
    expect(panBy(zoomed, far, -far, image, stage)).toEqual({ scale: 4, x: 400, y: -300 });
    // where the image is top-left: its left edge (centre 400 + x 400 − half 800) is the stage's left edge
    const { x } = panBy(zoomed, far, far, image, stage);
    expect(400 + x - (400 * 4) / 2).toBe(0);
  });

  it('keeps a zoomed image that is still smaller than the stage inside it', () => {
    // ×1.5: 600 wide on an 800 stage, 450 high on 600: 100 px of play sideways, 75 down
    expect(panBy({ scale: 1.5, x: 0, y: 0 }, 500, 500, image, stage)).toEqual({ scale: 1.5, x: 100, y: 75 });
  });

  it('zooms about a point: the image point under it stays there', () => {
    const next = zoomAt(UNZOOMED, 3, 300, 250, image, stage);
    // the point (300, 250) was 100 left of and 50 above the centre (400, 300) at ×1: at ×3 it is 300 and 150
    // away from the centre, so the centre moves by (200, 100)
    expect(next).toEqual({ scale: 3, x: 200, y: 100 });
    // and zooming back out about the same point undoes it
    expect(zoomAt(next, 1, 300, 250, image, stage)).toEqual(UNZOOMED);
    // at ×2 the image is exactly as wide as the stage: it cannot move sideways at all
    expect(zoomAt(UNZOOMED, 2, 300, 250, image, stage).x).toBe(0);
  });

  it('follows the fingers of a pinch as they move', () => {
    // fingers start at the centre, spread to ×3 and move 50 px right together
    const next = pinchTo(UNZOOMED, 3, [400, 300], [450, 300], image, stage);
    expect(next).toEqual({ scale: 3, x: 50, y: 0 });
  });
});
