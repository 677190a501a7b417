import { useState, type ReactNode } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Modal, type ModalCloseReason, type ModalProps } from '../../../src/components/Modal/Modal';
import { Popover } from '../../../src/components/Popover/Popover';
import { suspenseAbove } from '../../support/suspense';

type PageProps = Partial<Omit<ModalProps, 'onClose'>> & {
  /** false: the owner refuses to close */
  onClose?: (reason: ModalCloseReason) => boolean;
};

/** A page with a button that opens the modal, and one after it: the modal closes when its owner agrees. */
function Page({ children = <button type="button">inside</button>, onClose = () => true, ...props }: PageProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        opener
      </button>
      {open && (
        <Modal
          aria-label="Test dialog"
          {...props}
          onClose={(reason) => {
            if (onClose(reason)) setOpen(false);
          }}
        >
          {children}
        </Modal>
      )}
      <button type="button">after</button>
    </>
  );
}

async function openPage(props: PageProps = {}) {
  const user = userEvent.setup();
  render(<Page {...props} />);
  await user.click(screen.getByRole('button', { name: 'opener' }));
  return { user, dialog: screen.getByRole('dialog', { name: 'Test dialog' }) as HTMLDialogElement };
}

describe('Modal', () => {
  it('opens as a modal <dialog>, takes the focus and locks the page scroll', async () => {
    const showModal = jest.spyOn(HTMLDialogElement.prototype, 'showModal');
    const { dialog } = await openPage();
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog).toHaveAttribute('open');
    expect(showModal.mock.contexts).toEqual([dialog]);
    expect(screen.getByRole('button', { name: 'inside' })).toHaveFocus();
    expect(document.body).toHaveClass('scroll-locked');
    showModal.mockRestore();
  });

  it('Escape asks the owner to close; the focus goes back to the opener and the scroll lock ends', async () => {
    const onClose = jest.fn(() => true);
    const { user } = await openPage({ onClose });
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledWith('escape');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'opener' })).toHaveFocus();
    expect(document.body).not.toHaveClass('scroll-locked');
  });

  it('opened with nothing focused (a hotkey), closing puts the focus where returnFocus says, never on <body>', async () => {
    const user = userEvent.setup();
    render(<Page returnFocus={() => screen.getByRole('button', { name: 'after' })} />);
    // a click event without the pointer's focus move: what a hotkey's handler does
    fireEvent.click(screen.getByRole('button', { name: 'opener' }));
    expect(screen.getByRole('dialog', { name: 'Test dialog' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'after' })).toHaveFocus();
  });

  it('an owner that refuses keeps it open; an Escape someone inside prevented does not reach it', async () => {
    const onClose = jest.fn(() => false);
    const { user, dialog } = await openPage({
      onClose,
      children: (
        <input
          aria-label="field"
          onKeyDown={(e) => {
            if (e.key === 'Escape') e.preventDefault();
          }}
        />
      ),
    });
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    await user.click(document.body);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(dialog).toHaveAttribute('open');
    expect(screen.getByRole('dialog', { name: 'Test dialog' })).toBe(dialog);
  });

  it('a Popover inside takes Escape first: it closes, focus back on its button, and the dialog stays', async () => {
    const onClose = jest.fn(() => true);
    const { user, dialog } = await openPage({
      onClose,
      children: (
        <Popover
          label="Options"
          trigger={(props) => (
            <button type="button" {...props}>
              options
            </button>
          )}
        >
          {() => <button type="button">option</button>}
        </Popover>
      ),
    });
    const trigger = screen.getByRole('button', { name: 'options' });
    await user.click(trigger);
    expect(screen.getByRole('group', { name: 'Options' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('group', { name: 'Options' })).toBeNull();
    expect(trigger).toHaveFocus();
    expect(onClose).not.toHaveBeenCalled();
    expect(dialog).toHaveAttribute('open');
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledWith('escape');
  });

  it('a backdrop click does nothing without closeOnBackdrop (nothing typed is lost to a stray click)', async () => {
    const onClose = jest.fn(() => false);
    const { user, dialog } = await openPage({ onClose });
    await user.click(dialog);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closeOnBackdrop: a click on the dialog itself (the backdrop) closes, one on the content does not', async () => {
    const onClose = jest.fn(() => false);
    const { user, dialog } = await openPage({ onClose, closeOnBackdrop: true, children: <p>content</p> });
    await user.click(screen.getByText('content'));
    expect(onClose).not.toHaveBeenCalled();
    // pressed on the content, released beside it (selecting text): the click lands on the dialog, but it stays
    await user.pointer([
      { keys: '[MouseLeft>]', target: screen.getByText('content') },
      { keys: '[/MouseLeft]', target: dialog },
    ]);
    expect(onClose).not.toHaveBeenCalled();
    await user.click(dialog);
    expect(onClose).toHaveBeenCalledWith('backdrop');
  });

  it('Tab and Shift+Tab stay inside, through links, tabindex, summary, media controls and editable text', async () => {
    const { user } = await openPage({
      children: (
        <>
          <a href="#x">link</a>
          <div tabIndex={0}>box</div>
          <details>
            <summary>more</summary>
            <button type="button">hidden in details</button>
          </details>
          <video controls aria-label="clip" />
          <div contentEditable suppressContentEditableWarning aria-label="editor">
            text
          </div>
          <span tabIndex={-1}>not tabbable</span>
        </>
      ),
    });
    const link = screen.getByRole('link', { name: 'link' });
    const editor = screen.getByLabelText('editor');
    expect(link).toHaveFocus();
    await user.tab({ shift: true });
    expect(editor).toHaveFocus();
    await user.tab();
    expect(link).toHaveFocus();
    await user.tab();
    expect(screen.getByText('box')).toHaveFocus();
    editor.focus();
    await user.tab();
    expect(link).toHaveFocus();
    expect(screen.getByRole('button', { name: 'after' })).not.toHaveFocus();
  });

  it('is not asked to close when something above it suspends and it is only hidden for a while', async () => {
    const above = suspenseAbove();
    const onClose = jest.fn();
    const modal = (
      <Modal aria-label="Test dialog" onClose={onClose}>
        <button type="button">inside</button>
      </Modal>
    );
    const { rerender } = render(above.tree(modal, 'first'));
    above.suspendNow();
    await act(async () => rerender(above.tree(modal, 'again')));
    expect(screen.getByText('loading')).toBeInTheDocument();
    await above.release();
    await waitFor(() => expect(screen.getByRole('dialog')).toBeVisible());
    expect(onClose).not.toHaveBeenCalled();
  });

  it('initialFocus picks where the focus starts', async () => {
    await openPage({
      initialFocus: '.second',
      children: (
        <>
          <button type="button">first</button>
          <button type="button" className="second">
            second
          </button>
        </>
      ),
    });
    expect(screen.getByRole('button', { name: 'second' })).toHaveFocus();
  });

  it('open={false} is a closed dialog that keeps its content and state; the scroll lock follows', async () => {
    function Counter() {
      const [n, setN] = useState(0);
      return (
        <button type="button" onClick={() => setN(n + 1)}>
          count {n}
        </button>
      );
    }
    function Minimizable({ children }: { children: ReactNode }) {
      const [open, setOpen] = useState(true);
      return (
        <>
          <button type="button" onClick={() => setOpen(!open)}>
            toggle
          </button>
          <Modal open={open} aria-label="Window" onClose={() => setOpen(false)}>
            {children}
          </Modal>
        </>
      );
    }
    const user = userEvent.setup();
    render(
      <Minimizable>
        <Counter />
      </Minimizable>,
    );
    await user.click(screen.getByRole('button', { name: 'count 0' }));
    expect(document.body).toHaveClass('scroll-locked');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body).not.toHaveClass('scroll-locked');
    await user.click(screen.getByRole('button', { name: 'toggle' }));
    expect(screen.getByRole('dialog', { name: 'Window' })).toHaveAttribute('open');
    expect(screen.getByRole('button', { name: 'count 1' })).toHaveFocus();
  });

  it('a modal opened inside another takes Escape and Tab first', async () => {
    const outerClose = jest.fn(() => false);
    function Nested() {
      const [inner, setInner] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setInner(true)}>
            ask
          </button>
          {inner && (
            <Modal aria-label="Inner" onClose={() => setInner(false)}>
              <button type="button">yes</button>
              <button type="button">no</button>
            </Modal>
          )}
        </>
      );
    }
    const { user } = await openPage({ onClose: outerClose, children: <Nested /> });
    await user.click(screen.getByRole('button', { name: 'ask' }));
    expect(screen.getByRole('button', { name: 'yes' })).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'yes' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Inner' })).toBeNull();
    expect(outerClose).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'ask' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(outerClose).toHaveBeenCalledWith('escape');
  });

  it('a close the browser did by itself (a cancel it would not let be refused) is reported, and undone if refused', async () => {
    const onClose = jest.fn(() => false);
    const { dialog } = await openPage({ onClose });
    act(() => dialog.close());
    await waitFor(() => expect(onClose).toHaveBeenCalledWith('escape'));
    await waitFor(() => expect(dialog).toHaveAttribute('open'));
  });
});
