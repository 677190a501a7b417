import { useState } from 'react';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Attachment } from '../../../src/api/types';
import MediaViewer from '../../../src/components/MediaViewer/MediaViewer';
import { renderWithStore } from '../../support/render';

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
// jsdom has no PointerEvent: a MouseEvent of the pointer type, with a pointerId, reaches React's handlers the same way.
function pointer(
  type: 'pointerDown' | 'pointerMove' | 'pointerUp',
  target: Element,
  pointerId: number,
  clientX: number,
  clientY = 100,
) {
  const event = new MouseEvent(type.toLowerCase(), { bubbles: true, clientX, clientY });
  Object.defineProperty(event, 'pointerId', { value: pointerId });
  act(() => {
    target.dispatchEvent(event);
  });
}

beforeEach(() => {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: 800 });
});

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
    const before = window.history.length;
    const { onClose } = open();
    expect(window.history.length).toBe(before + 1);
    expect((window.history.state as Record<string, unknown>).mediaViewer).toBe(true);
    fireEvent.keyDown(window, { key: 'Escape' });
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
    expect(onClose).toHaveBeenCalledTimes(1);
    unmount();
    const second = open();
    fireEvent.click(screen.getByRole('img', { name: 'picture 1' }));
    fireEvent.click(screen.getByRole('dialog'));
    await waitFor(() => expect(second.onClose).toHaveBeenCalledTimes(1));
  });

  it('navigates on a horizontal swipe beyond a quarter of the window width only', () => {
    open();
    const stage = screen.getByRole('dialog');
    pointer('pointerDown', stage, 1, 500);
    pointer('pointerMove', stage, 1, 400);
    pointer('pointerUp', stage, 1, 400); // 100 px < 200 px
    expect(counter()).toBe('1 of 3');
    pointer('pointerDown', stage, 1, 500);
    pointer('pointerUp', stage, 1, 250); // leftwards: next
    expect(counter()).toBe('2 of 3');
    pointer('pointerDown', stage, 1, 100);
    pointer('pointerUp', stage, 1, 400); // rightwards: previous
    expect(counter()).toBe('1 of 3');
  });

  it('pinch-zooms images, never below 1, back to 1 under 1.2', () => {
    open();
    const stage = screen.getByRole('dialog');
    const img = () => screen.getByRole('img', { name: 'picture 1' });
    pointer('pointerDown', stage, 1, 300);
    pointer('pointerDown', stage, 2, 400);
    pointer('pointerMove', stage, 2, 500); // 100 -> 200 px apart
    expect(img().dataset.scale).toBe('2');
    pointer('pointerMove', stage, 2, 320); // closer than at the start: clamped at 1
    expect(img().dataset.scale).toBe('1');
    pointer('pointerMove', stage, 2, 410); // 110 px: 1.1
    pointer('pointerUp', stage, 2, 410);
    pointer('pointerUp', stage, 1, 300);
    expect(img().dataset.scale).toBe('1');
    expect(counter()).toBe('1 of 3'); // a pinch is no swipe
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

  it('loads the flash player on demand and shows general.flash_fail when it cannot', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    open([{ id: 'f', type: 'unknown', url: 'https://pleroma.test/media/game.swf' }]);
    expect(document.querySelector('script[src="/static/ruffle/ruffle.js"]')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Play Flash content' }));
    expect(document.querySelector('[data-flash-state="loading"]')).not.toBeNull();
    const script = document.querySelector('script[src="/static/ruffle/ruffle.js"]');
    expect(script).not.toBeNull();
    act(() => {
      script?.dispatchEvent(new Event('error'));
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load flash content');
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
