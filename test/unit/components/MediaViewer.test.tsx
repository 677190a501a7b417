import { useState } from 'react';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Attachment } from '../../../src/api/types';
import MediaViewer, { CLOSE_DELAY_MS } from '../../../src/components/MediaViewer/MediaViewer';
import { PLAYER_PAGE } from '../../../src/components/MediaViewer/FlashPlayer';
import { renderWithStore } from '../../support/render';
import { suspenseAbove } from '../../support/suspense';

const items: Attachment[] = [1, 2, 3].map((n) => ({
  id: `m${n}`,
  type: 'image',
  url: `https://pleroma.test/media/${n}.png`,
  description: `picture ${n}`,
}));

function open(attachments = items, index = 0) {
  const onClose = jest.fn();
  const result = renderWithStore(<MediaViewer attachments={attachments} index={index} onClose={onClose} />);
  return { ...result, onClose };
}

const counter = () => screen.getByText(/^\d of \d$/).textContent;
type Finger = [id: number, x: number, y?: number];
/**
 * Fingers on the stage. jsdom has no pointer events but has touch events, so the gesture library listens to those
 * here (a browser's gestures come as pointer events; test/e2e/media-zoom.spec.ts has them). `down` are the fingers
 * on the glass after the event, `changed` the ones this event is about.
 */
function touch(type: 'touchstart' | 'touchmove' | 'touchend', target: Element, down: Finger[], changed: Finger[] = down) {
  const list = (fingers: Finger[]) =>
    fingers.map(([identifier, x, y = 100]) => ({ identifier, target, clientX: x, clientY: y, pageX: x, pageY: y }));
  const event = new TouchEvent(type, { bubbles: true, cancelable: true });
  Object.defineProperty(event, 'touches', { value: list(down) });
  Object.defineProperty(event, 'targetTouches', { value: list(down) });
  Object.defineProperty(event, 'changedTouches', { value: list(changed) });
  act(() => {
    target.dispatchEvent(event);
  });
}
/** one finger from x0 to x1 and off */
function swipe(target: Element, x0: number, x1: number, y = 100) {
  touch('touchstart', target, [[1, x0, y]]);
  touch('touchmove', target, [[1, (x0 + x1) / 2, y]]);
  touch('touchmove', target, [[1, x1, y]]);
  touch('touchend', target, [], [[1, x1, y]]);
}
const stageOf = () => {
  const stage = document.querySelector('.media-viewer-stage');
  if (!stage) throw new Error('no stage');
  return stage;
};

/**
 * jsdom lays nothing out: the stage is an 800×600 viewport and the image's unzoomed box (its frame) 400×300 in its
 * middle, so the zoom's bounds are those a browser would give.
 */
function layOut(this: Element): DOMRect {
  if (this.classList.contains('media-viewer-stage')) return new DOMRect(0, 0, 800, 600);
  if (this.classList.contains('media-viewer-zoom-frame')) return new DOMRect(200, 150, 400, 300);
  return new DOMRect(0, 0, 0, 0);
}

beforeEach(() => {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: 800 });
  jest.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(layOut);
});
afterEach(() => jest.restoreAllMocks());

describe('MediaViewer', () => {
  it('shows the item, its description and current of total, in a modal dialog (top layer) with scroll locked', () => {
    const showModal = jest.spyOn(HTMLDialogElement.prototype, 'showModal');
    open(items, 1);
    const dialog = screen.getByRole('dialog');
    expect(dialog.tagName).toBe('DIALOG');
    expect(showModal.mock.contexts).toEqual([dialog]);
    showModal.mockRestore();
    expect(counter()).toBe('2 of 3');
    expect(screen.getByRole('img', { name: 'picture 2' })).toHaveAttribute('src', 'https://pleroma.test/media/2.png');
    expect(screen.getByText('picture 2', { selector: 'figcaption' })).toBeInTheDocument();
    expect(document.body).toHaveClass('scroll-locked');
  });

  it('wraps around with the arrows and the Left/Right keys', () => {
    open();
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(counter()).toBe('3 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(counter()).toBe('1 of 3');
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    expect(counter()).toBe('3 of 3');
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(counter()).toBe('2 of 3');
  });

  it('has no arrows for a single item', () => {
    open(items.slice(0, 1));
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    expect(counter()).toBe('1 of 1');
  });

  it('pushes a history entry; Escape pops it and closes', async () => {
    window.history.replaceState(null, '');
    const before = window.history.length;
    const { onClose } = open();
    expect(window.history.length).toBe(before + 1);
    expect((window.history.state as Record<string, unknown>).mediaViewer).toBe(true);
    fireEvent.keyDown(window, { key: 'Escape' });
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it('keeps its one history entry when something above it suspends and shows it again', async () => {
    window.history.replaceState(null, '');
    const push = jest.spyOn(window.history, 'pushState');
    const back = jest.spyOn(window.history, 'back');
    const above = suspenseAbove();
    const onClose = jest.fn();
    const viewer = <MediaViewer attachments={items} index={0} onClose={onClose} />;
    const { rerender } = renderWithStore(above.tree(viewer, 'first'));
    above.suspendNow();
    await act(async () => rerender(above.tree(viewer, 'again')));
    expect(screen.getByText('loading')).toBeInTheDocument();
    await above.release();
    await waitFor(() => expect(screen.getByRole('dialog')).toBeVisible());
    expect(push).toHaveBeenCalledTimes(1);
    expect(back).not.toHaveBeenCalled();
    expect((window.history.state as Record<string, unknown>).mediaViewer).toBe(true);
    act(() => window.dispatchEvent(new PopStateEvent('popstate')));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it('goes back only once when Escape is pressed twice before the popstate arrives', () => {
    const back = jest.spyOn(window.history, 'back').mockImplementation(() => undefined);
    open();
    fireEvent.keyDown(window, { key: 'Escape' });
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(back).toHaveBeenCalledTimes(1);
    back.mockRestore();
  });

  it('takes the focus, keeps Tab inside, and gives the focus back to the tile that opened it', async () => {
    const user = userEvent.setup();
    function Gallery() {
      const [viewing, setViewing] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setViewing(true)}>
            tile
          </button>
          {viewing && <MediaViewer attachments={items} index={0} onClose={() => setViewing(false)} />}
          <button type="button">after</button>
        </>
      );
    }
    renderWithStore(<Gallery />);
    const tile = screen.getByRole('button', { name: 'tile' });
    await user.click(tile);
    const dialog = screen.getByRole('dialog', { name: 'Media viewer' });
    expect(dialog).toHaveFocus();
    // Previous, Next, Close, and round again; never the page behind
    await user.tab();
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(tile).toHaveFocus();
    expect(document.body).not.toHaveClass('scroll-locked');
  });

  it('closes on browser back and on a backdrop click, not on a click on the image', async () => {
    const { onClose, unmount } = open();
    act(() => window.dispatchEvent(new PopStateEvent('popstate')));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    unmount();
    const second = open();
    fireEvent.click(screen.getByRole('img', { name: 'picture 1' }));
    fireEvent.click(screen.getByRole('dialog'));
    await waitFor(() => expect(second.onClose).toHaveBeenCalledTimes(1));
  });

  it('closes 100 ms after it is asked to (spec 000 §9), fading meanwhile', () => {
    jest.useFakeTimers();
    try {
      const { onClose } = open();
      act(() => window.dispatchEvent(new PopStateEvent('popstate')));
      expect(screen.getByRole('dialog')).toHaveClass('media-viewer-closing');
      act(() => jest.advanceTimersByTime(CLOSE_DELAY_MS - 1));
      expect(onClose).not.toHaveBeenCalled();
      act(() => jest.advanceTimersByTime(1));
      expect(onClose).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it('navigates on a horizontal swipe beyond a quarter of the window width only', () => {
    open();
    swipe(stageOf(), 500, 400); // 100 px < 200 px
    expect(counter()).toBe('1 of 3');
    swipe(stageOf(), 500, 250); // leftwards: next
    expect(counter()).toBe('2 of 3');
    swipe(stageOf(), 100, 400); // rightwards: previous
    expect(counter()).toBe('1 of 3');
  });

  it('a backdrop click after a swipe closes: the swipe is no longer pending once a new press starts', async () => {
    const { onClose } = open();
    swipe(stageOf(), 500, 250);
    expect(counter()).toBe('2 of 3');
    // the press and the click of a plain click on the backdrop (jsdom has no PointerEvent: a MouseEvent of that name)
    act(() => {
      stageOf().dispatchEvent(new MouseEvent('pointerdown', { bubbles: true }));
    });
    fireEvent.click(stageOf());
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it('pinch-zooms images about the fingers, never below 1, back to 1 under 1.2; a pinch is no swipe', () => {
    open();
    const img = () => screen.getByRole('img', { name: 'picture 1' });
    // two fingers 100 px apart about the image's middle (400, 300) spread to 200 px
    touch('touchstart', stageOf(), [[1, 350, 300]]);
    touch(
      'touchstart',
      stageOf(),
      [
        [1, 350, 300],
        [2, 450, 300],
      ],
      [[2, 450, 300]],
    );
    touch('touchmove', stageOf(), [
      [1, 300, 300],
      [2, 500, 300],
    ]);
    expect(img().dataset.scale).toBe('2');
    touch('touchmove', stageOf(), [
      [1, 390, 300],
      [2, 410, 300],
    ]); // closer than at the start: held at 1
    expect(img().dataset.scale).toBe('1');
    touch('touchmove', stageOf(), [
      [1, 345, 300],
      [2, 455, 300],
    ]); // 110 px: 1.1
    touch('touchend', stageOf(), [[1, 345, 300]], [[2, 455, 300]]);
    touch('touchend', stageOf(), [], [[1, 345, 300]]);
    expect(img().dataset.scale).toBe('1');
    expect(counter()).toBe('1 of 3');
    // a pinch to ×3 that ends there stays there; one finger then pans within the bounds
    touch('touchstart', stageOf(), [[1, 350, 300]]);
    touch(
      'touchstart',
      stageOf(),
      [
        [1, 350, 300],
        [2, 450, 300],
      ],
      [[2, 450, 300]],
    );
    touch('touchmove', stageOf(), [
      [1, 250, 300],
      [2, 550, 300],
    ]);
    touch('touchend', stageOf(), [[1, 250, 300]], [[2, 550, 300]]);
    touch('touchend', stageOf(), [], [[1, 250, 300]]);
    expect(img().dataset.scale).toBe('3');
    swipe(stageOf(), 400, 1400, 300);
    expect(counter()).toBe('1 of 3'); // zoomed, a drag pans instead of navigating
    expect(img().style.transform).toBe('translate(200px, 0px) scale(3)'); // its left edge on the stage's
  });

  it('zooms with + and −, resets with 0; the arrows pan a zoomed image and step through unzoomed ones', () => {
    open();
    const img = () => screen.getByRole('img', { name: 'picture 1' });
    fireEvent.keyDown(window, { key: '+' });
    expect(img().dataset.scale).toBe('1.5');
    fireEvent.keyDown(window, { key: '=' });
    expect(img().dataset.scale).toBe('2.25');
    fireEvent.keyDown(window, { key: '+' }); // ×3.375: 1350×1012.5 on an 800×600 stage
    // zoomed: the arrows pan a tenth of the stage (the image moves against the arrow) and stay on this item
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    fireEvent.keyDown(window, { key: 'ArrowDown' });
    expect(counter()).toBe('1 of 3');
    expect(img().style.transform).toBe('translate(-80px, -60px) scale(3.375)');
    // …no further than the image's edges: 275 px from the middle sideways
    for (let i = 0; i < 5; i += 1) fireEvent.keyDown(window, { key: 'ArrowLeft' });
    expect(img().style.transform).toBe('translate(275px, -60px) scale(3.375)');
    fireEvent.keyDown(window, { key: '-' });
    // ×2.25 leaves 50 px of play sideways: the offset comes back inside
    expect(img().style.transform).toBe('translate(50px, -37.5px) scale(2.25)');
    fireEvent.keyDown(window, { key: '0' });
    expect(img().dataset.scale).toBe('1');
    expect(img().style.transform).toBe('');
    // never below 1
    fireEvent.keyDown(window, { key: '-' });
    expect(img().dataset.scale).toBe('1');
    // unzoomed, Right goes on again
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(counter()).toBe('2 of 3');
    // the browser's own zoom (ctrl and +) is not ours
    fireEvent.keyDown(window, { key: '+', ctrlKey: true });
    expect(screen.getByRole('img', { name: 'picture 2' }).dataset.scale).toBe('1');
  });

  it('a new item starts unzoomed', () => {
    open();
    fireEvent.keyDown(window, { key: '+' });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('img', { name: 'picture 2' }).dataset.scale).toBe('1');
  });

  it('zooms with the wheel about the pointer', () => {
    open();
    const img = () => screen.getByRole('img', { name: 'picture 1' });
    act(() => {
      img().dispatchEvent(new WheelEvent('wheel', { bubbles: true, cancelable: true, deltaY: -200, clientX: 400, clientY: 300 }));
    });
    expect(Number(img().dataset.scale)).toBeCloseTo(Math.exp(0.4), 2);
    act(() => {
      img().dispatchEvent(new WheelEvent('wheel', { bubbles: true, cancelable: true, deltaY: 1000, clientX: 400, clientY: 300 }));
    });
    expect(img().dataset.scale).toBe('1');
  });

  it('a double tap on the image zooms in, another zooms out; taps are no swipe', () => {
    open();
    const img = () => screen.getByRole('img', { name: 'picture 1' });
    const tap = (id: number) => {
      touch('touchstart', img(), [[id, 400, 300]]);
      touch('touchend', img(), [], [[id, 400, 300]]);
    };
    tap(1);
    tap(1);
    expect(img().dataset.scale).toBe('2.5');
    tap(1);
    tap(1);
    expect(img().dataset.scale).toBe('1');
    expect(counter()).toBe('1 of 3');
  });

  it('shows a spinner until the image has loaded', () => {
    open();
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    fireEvent.load(screen.getByRole('img', { name: 'picture 1' }));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('plays video and audio', () => {
    const { container } = open([
      { id: 'v', type: 'video', url: 'https://pleroma.test/media/v.mp4' },
      { id: 'a', type: 'audio', url: 'https://pleroma.test/media/a.mp3' },
    ]);
    expect(container.ownerDocument.querySelector('.media-viewer video')).toHaveAttribute(
      'src',
      'https://pleroma.test/media/v.mp4',
    );
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(container.ownerDocument.querySelector('.media-viewer audio')).toHaveAttribute(
      'src',
      'https://pleroma.test/media/a.mp3',
    );
  });

  it('opens the flash player page only on demand, hands it the movie, and plays when it says loaded', () => {
    open([{ id: 'f', type: 'unknown', url: 'https://pleroma.test/media/game.swf' }]);
    expect(document.querySelector('iframe')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Play Flash content' }));
    expect(document.querySelector('[data-flash-state="loading"]')).not.toBeNull();
    const frame = document.querySelector('iframe');
    expect(frame).toHaveAttribute('src', PLAYER_PAGE);
    const player = frame?.contentWindow;
    if (!player) throw new Error('no player window');
    const post = jest.spyOn(player, 'postMessage').mockImplementation(() => undefined);
    const say = (state: string) =>
      act(() => {
        window.dispatchEvent(
          new MessageEvent('message', { data: { source: 'fedi-flash', state }, origin: window.location.origin, source: player }),
        );
      });
    say('ready');
    expect(post).toHaveBeenCalledWith(
      { source: 'fedi-flash', url: 'https://pleroma.test/media/game.swf' },
      window.location.origin,
    );
    say('loaded');
    expect(document.querySelector('[data-flash-state="loaded"]')).not.toBeNull();
  });

  it('shows general.flash_fail when the player page does not start (a frame the server refuses)', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    open([{ id: 'f', type: 'unknown', url: 'https://pleroma.test/media/game.swf' }]);
    fireEvent.click(screen.getByRole('button', { name: 'Play Flash content' }));
    const frame = document.querySelector('iframe');
    // messages from anywhere else are not the player's
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', { data: { source: 'fedi-flash', state: 'loaded' }, origin: 'https://evil.test' }),
      );
    });
    expect(document.querySelector('[data-flash-state="loading"]')).not.toBeNull();
    act(() => {
      frame?.dispatchEvent(new Event('load'));
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load flash content');
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
