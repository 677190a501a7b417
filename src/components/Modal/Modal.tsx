import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type DialogHTMLAttributes,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { tabbables, trapTab } from '../../utils/focusTrap';
import './Modal.css';

/** Why the dialog asks its owner to close: the Escape key (the dialog's cancel event) or a click on the backdrop. */
export type ModalCloseReason = 'escape' | 'backdrop';

export interface ModalProps extends Omit<
  DialogHTMLAttributes<HTMLDialogElement>,
  'open' | 'onClose' | 'onCancel' | 'role' | 'children'
> {
  /** false: a closed dialog that keeps its content (and its React state) mounted; true by default */
  open?: boolean;
  /**
   * Asked to close; the owner closes it by unmounting it or passing open={false}. An owner that wants to stay
   * open (its own Escape came first) just does nothing.
   */
  onClose: (reason: ModalCloseReason) => void;
  /** a click on the backdrop closes it too; off by default, so nothing typed is lost to a stray click */
  closeOnBackdrop?: boolean;
  role?: 'dialog' | 'alertdialog';
  /** where the focus goes on opening: a selector inside the dialog, or a function given the dialog */
  initialFocus?: string | ((dialog: HTMLDialogElement) => HTMLElement | null | undefined);
  /**
   * Where the focus goes on closing when nothing held it before the dialog opened (a hotkey pressed on the page) or
   * what held it is gone; the focus returns to that element otherwise.
   */
  returnFocus?: () => HTMLElement | null | undefined;
  children: ReactNode;
}

let scrollLocks = 0;

/** The page does not scroll under an open modal; nested ones share one lock. */
function lockScroll(): () => void {
  scrollLocks += 1;
  document.body.classList.add('scroll-locked');
  return () => {
    scrollLocks -= 1;
    if (scrollLocks === 0) document.body.classList.remove('scroll-locked');
  };
}

function focusInside(dialog: HTMLDialogElement, initialFocus: ModalProps['initialFocus']) {
  const wanted =
    typeof initialFocus === 'function'
      ? initialFocus(dialog)
      : initialFocus
        ? dialog.querySelector<HTMLElement>(initialFocus)
        : null;
  if (wanted) wanted.focus();
  // showModal() already chose one in browsers; elsewhere the first control, else the dialog itself
  else if (!dialog.contains(document.activeElement)) (tabbables(dialog)[0] ?? dialog).focus();
}

/**
 * A dialog on the native <dialog> element, opened with showModal(): it sits in the top layer (above everything,
 * outside any containment of the place it is rendered in), and the page behind it is inert. Escape (the dialog's
 * cancel event) and, when asked, a backdrop click call onClose; Tab stays inside; the page scroll is locked while it
 * is open; the focus goes in on opening and back to the element that had it on closing.
 *
 * The dialog box is the whole viewport and transparent (its ::backdrop dims the page): the content is the visible
 * box, so a click beside the content lands on the dialog itself. Give it an accessible name (aria-labelledby or
 * aria-label).
 */
export function Modal({
  open = true,
  onClose,
  closeOnBackdrop = false,
  initialFocus,
  returnFocus,
  className,
  children,
  onClick,
  onKeyDown,
  onPointerDown,
  ...rest
}: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const latest = useRef({ onClose, initialFocus, returnFocus, open });
  useLayoutEffect(() => {
    latest.current = { onClose, initialFocus, returnFocus, open };
  });
  // Bumped when the browser closed the dialog by itself and the owner kept it open: it opens again.
  const [reopen, setReopen] = useState(0);
  // Set while a close() of our own is on its way: its close event (a later task) is no request of the reader's. React
  // runs this cleanup without unmounting too, when something above suspends and the dialog is only hidden for a
  // while; taken for the reader's Escape, that closed every open modal (the media viewer left the page by Back).
  const closedByUs = useRef(false);

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    focusInside(dialog, latest.current.initialFocus);
    const unlock = lockScroll();
    return () => {
      unlock();
      if (dialog.open) {
        closedByUs.current = true;
        dialog.close();
      }
      const back =
        opener?.isConnected && opener !== document.body && !dialog.contains(opener) ? opener : latest.current.returnFocus?.();
      back?.focus({ preventScroll: true });
    };
  }, [open, reopen]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // The owner decides: the dialog stays open until it is unmounted or given open={false}.
    const onCancel = (e: Event) => {
      e.preventDefault();
      latest.current.onClose('escape');
    };
    // A cancel the page may not refuse (a second Escape without the user doing anything else in between) closes it
    // at once: tell the owner, and open it again if the owner keeps it.
    const onNativeClose = () => {
      const ours = closedByUs.current;
      closedByUs.current = false;
      // our own close() (the owner closed it, or it was hidden while something above suspended); or opened again since
      if (ours || !latest.current.open || dialog.open) return;
      latest.current.onClose('escape');
      setReopen((n) => n + 1);
    };
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('close', onNativeClose);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('close', onNativeClose);
    };
  }, []);

  // A press that starts on the content and ends beside it (selecting text) is no backdrop click.
  const pressedOnContent = useRef(false);

  return (
    // The listeners are the backdrop click (the keyboard has Escape for it) and the Tab trap, not an interaction of
    // the dialog's own.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      className={className ? `modal ${className}` : 'modal'}
      {...rest}
      onPointerDown={(e: PointerEvent<HTMLDialogElement>) => {
        onPointerDown?.(e);
        pressedOnContent.current = e.target !== e.currentTarget;
      }}
      onClick={(e: MouseEvent<HTMLDialogElement>) => {
        onClick?.(e);
        const onBackdrop = e.target === e.currentTarget && !pressedOnContent.current;
        pressedOnContent.current = false;
        if (closeOnBackdrop && onBackdrop && !e.defaultPrevented) latest.current.onClose('backdrop');
      }}
      onKeyDown={(e: KeyboardEvent<HTMLDialogElement>) => {
        onKeyDown?.(e);
        // keys from a dialog nested in this one are that one's
        if (e.target instanceof Element && e.target.closest('dialog') === e.currentTarget)
          trapTab(e.nativeEvent, e.currentTarget);
      }}
    >
      {children}
    </dialog>
  );
}
