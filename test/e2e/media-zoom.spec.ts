// Zoom and pan in the media viewer, as a phone and a desktop do them: real touch input (Chromium's DevTools
// protocol, so the page gets the touch and pointer events a finger makes), the wheel and the keyboard.
import type { CDPSession, Page } from '@playwright/test';
import { test, expect, resetInstance } from './support';

test.beforeEach(async ({ page }) => resetInstance(page));

/** The four-picture trip post in its conversation; the first picture is a 400×600 portrait. */
async function openTrip(page: Page) {
  const res = await page.request.get('/api/v1/timelines/public?limit=40');
  const statuses = (await res.json()) as { id: string; content: string }[];
  const trip = statuses.find((status) => status.content.includes('weekend trip'));
  if (!trip) throw new Error('no trip post');
  await page.goto(`/notice/${trip.id}`);
  const card = page.locator(`article[data-status-id="${trip.id}"]`);
  await expect(card.locator('.att-item')).toHaveCount(4);
  return card;
}

const viewer = (page: Page) => page.getByRole('dialog', { name: 'Media viewer' });
const image = (page: Page) => viewer(page).locator('img.media-viewer-image');
const counter = (page: Page) => viewer(page).locator('.media-viewer-counter');

async function openFirstPicture(page: Page) {
  const card = await openTrip(page);
  const tile = card.locator('.att-item').first();
  await tile.click();
  await expect(counter(page)).toHaveText('1 of 4');
  await expect(image(page)).toHaveClass('media-viewer-image'); // loaded
  return tile;
}

const scaleOf = async (page: Page) => Number(await image(page).getAttribute('data-scale'));

/** Where the image's corners are on screen, once it has come to rest (keys ease in over 150 ms). */
async function settledBox(page: Page) {
  let last = '';
  for (;;) {
    const box = await image(page).evaluate((img) => {
      const r = img.getBoundingClientRect();
      return { left: r.left, top: r.top, right: r.right, bottom: r.bottom, width: r.width, height: r.height };
    });
    const now = JSON.stringify(box);
    if (now === last) return box;
    last = now;
    await page.waitForTimeout(80);
  }
}

type Corner = 'top-left' | 'top-right' | 'bottom-left' | 'bottom-right';

/**
 * The image covers the viewport and the named corner of the image is the viewport's own corner. Polled: the key
 * presses pan with an easing, and a busy machine draws the last of them late (a still picture read between two
 * frames is no proof the panning has ended).
 */
async function expectCorner(page: Page, corner: Corner) {
  const { width: vw, height: vh } = page.viewportSize() ?? { width: 0, height: 0 };
  const [vertical, horizontal] = corner.split('-');
  const offsets = async () => {
    const box = await settledBox(page);
    return {
      wider: box.width > vw,
      taller: box.height > vh,
      // within a pixel (the scale leaves fractions)
      side: Math.abs(horizontal === 'left' ? box.left : box.right - vw) < 1,
      edge: Math.abs(vertical === 'top' ? box.top : box.bottom - vh) < 1,
    };
  };
  await expect.poll(offsets, { message: `${corner}: the image's corner on the screen's` }).toEqual({
    wider: true,
    taller: true,
    side: true,
    edge: true,
  });
}

/** Fingers through a series of positions: each frame lists every finger's point, the same fingers throughout. */
async function fingers(cdp: CDPSession, frames: { x: number; y: number }[][]) {
  const points = (frame: { x: number; y: number }[]) => frame.map(({ x, y }, id) => ({ x, y, id }));
  const [first, ...rest] = frames;
  if (!first) return;
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: points(first) });
  for (const frame of rest) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: points(frame) });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

/**
 * Two taps at (x, y), 150 ms apart by the events' own clocks: stamped here, so a busy machine that delivers them
 * later still gives the page a double tap (Playwright's own taps carry the time they arrive).
 */
async function doubleTap(cdp: CDPSession, x: number, y: number) {
  const start = Date.now() / 1000;
  const taps = [
    { type: 'touchStart', at: 0 },
    { type: 'touchEnd', at: 0.05 },
    { type: 'touchStart', at: 0.15 },
    { type: 'touchEnd', at: 0.2 },
  ] as const;
  for (const { type, at } of taps) {
    const touchPoints = type === 'touchStart' ? [{ x, y, id: 0 }] : [];
    await cdp.send('Input.dispatchTouchEvent', { type, touchPoints, timestamp: start + at });
  }
}

/** One finger from (x0, y0) to (x1, y1) in `steps` moves. */
const drag = (cdp: CDPSession, x0: number, y0: number, x1: number, y1: number, steps = 8) =>
  fingers(
    cdp,
    Array.from({ length: steps + 1 }, (_, i) => [{ x: x0 + ((x1 - x0) * i) / steps, y: y0 + ((y1 - y0) * i) / steps }]),
  );

/** Two fingers about (cx, cy), `from` px apart to `to` px apart, horizontally. */
const pinch = (cdp: CDPSession, cx: number, cy: number, from: number, to: number, steps = 10) =>
  fingers(
    cdp,
    Array.from({ length: steps + 1 }, (_, i) => {
      const half = (from + ((to - from) * i) / steps) / 2;
      return [
        { x: cx - half, y: cy },
        { x: cx + half, y: cy },
      ];
    }),
  );

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('a pinch zooms, one finger then pans the image to each of its four corners and no further', async ({ page }) => {
    await openFirstPicture(page);
    const cdp = await page.context().newCDPSession(page);
    await pinch(cdp, 195, 300, 60, 360); // ×6, the most
    await expect.poll(() => scaleOf(page)).toBeGreaterThan(5);
    const far = async (dx: number, dy: number) => {
      // several strokes: far more than the image's overhang, which the bounds must stop (clear of the arrows,
      // which sit halfway down the sides)
      for (let i = 0; i < 5; i += 1) await drag(cdp, 195 - dx / 2, 300 - dy / 2, 195 + dx / 2, 300 + dy / 2);
    };
    await far(300, 600); // the finger goes down and right: the image's top-left corner comes into view
    await expectCorner(page, 'top-left');
    await far(-300, 0);
    await expectCorner(page, 'top-right');
    await far(0, -600);
    await expectCorner(page, 'bottom-right');
    await far(300, 0);
    await expectCorner(page, 'bottom-left');
    // panning never stepped to another picture
    await expect(counter(page)).toHaveText('1 of 4');
  });

  test('a pinch that ends under ×1.2 goes back to 1; unzoomed, a swipe steps to the next picture', async ({ page }) => {
    await openFirstPicture(page);
    const cdp = await page.context().newCDPSession(page);
    await pinch(cdp, 195, 422, 100, 110);
    await expect.poll(() => scaleOf(page)).toBe(1);
    await drag(cdp, 330, 500, 60, 500); // leftwards, more than a quarter of the width
    await expect(counter(page)).toHaveText('2 of 4');
  });

  test('a double tap zooms in about the finger and another zooms back out', async ({ page }) => {
    await openFirstPicture(page);
    const box = await settledBox(page);
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    const cdp = await page.context().newCDPSession(page);
    await doubleTap(cdp, x, y);
    await expect.poll(() => scaleOf(page)).toBe(2.5);
    await doubleTap(cdp, x, y);
    await expect.poll(() => scaleOf(page)).toBe(1);
    await expect(viewer(page)).toBeVisible(); // a tap on the picture is no backdrop click
  });
});

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('+ zooms, the arrows pan to each of the four corners, − and 0 zoom out; focus stays and returns', async ({ page }) => {
    const tile = await openFirstPicture(page);
    for (let i = 0; i < 3; i += 1) await page.keyboard.press('+'); // ×3.375: 1350×2025 on 1280×900
    await expect.poll(() => scaleOf(page)).toBeCloseTo(3.375, 2);
    // the overhang is 1125 px down, at 90 px a press: 20 presses reach any edge from any other
    const press = async (key: string, times = 20) => {
      for (let i = 0; i < times; i += 1) await page.keyboard.press(key);
    };
    // the view moves toward the arrow: Left and Up show the image's top-left corner
    await press('ArrowLeft');
    await press('ArrowUp');
    await expectCorner(page, 'top-left');
    await press('ArrowRight');
    await expectCorner(page, 'top-right');
    await press('ArrowDown');
    await expectCorner(page, 'bottom-right');
    await press('ArrowLeft');
    await expectCorner(page, 'bottom-left');
    await expect(counter(page)).toHaveText('1 of 4'); // zoomed, the arrows pan rather than step
    await page.keyboard.press('-');
    await expect.poll(() => scaleOf(page)).toBeCloseTo(2.25, 2);
    await page.keyboard.press('0');
    await expect.poll(() => scaleOf(page)).toBe(1);
    // unzoomed, the arrows step through the pictures again, and the focus never left the viewer
    await page.keyboard.press('ArrowRight');
    await expect(counter(page)).toHaveText('2 of 4');
    expect(await viewer(page).evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(viewer(page)).toHaveCount(0);
    await expect(tile).toBeFocused();
  });

  test('the wheel zooms about the pointer; a drag then pans within the bounds', async ({ page }) => {
    await openFirstPicture(page);
    const before = await settledBox(page);
    // the pointer over the picture's top-left quarter: that point stays under it
    const px = before.left + before.width / 4;
    const py = before.top + before.height / 4;
    await page.mouse.move(px, py);
    // one long turn (×2.46: 984 wide, 1476 high): a zoom that still fitted the screen would be kept inside it
    await page.mouse.wheel(0, -450);
    await expect.poll(() => scaleOf(page)).toBeGreaterThan(2);
    const scale = await scaleOf(page);
    const after = await settledBox(page);
    // the image point under the pointer is where it was
    const u = (px - before.left) / before.width;
    const v = (py - before.top) / before.height;
    expect(after.left + u * after.width).toBeCloseTo(px, -1);
    expect(after.top + v * after.height).toBeCloseTo(py, -1);
    expect(after.width / before.width).toBeCloseTo(scale, 1);
    // a mouse drag far to the right and down: narrower than the screen, the image stops at its right edge; taller,
    // at its top edge
    await page.mouse.move(300, 200);
    await page.mouse.down();
    await page.mouse.move(1200, 880, { steps: 10 });
    await page.mouse.up();
    const dragged = await settledBox(page);
    expect(Math.abs(dragged.right - 1280)).toBeLessThan(1);
    expect(Math.abs(dragged.top)).toBeLessThan(1);
    await expect(viewer(page)).toBeVisible(); // the drag ended over the image's surroundings: no backdrop click
    await expect(counter(page)).toHaveText('1 of 4');
  });
});
