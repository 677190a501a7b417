import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import './Popover.css';

export interface TriggerProps {
  'aria-expanded': boolean;
  'aria-controls': string | undefined;
  onClick: () => void;
  // eslint-disable-next-line no-restricted-syntax -- spread on a <button>, where `ref` is the element's own
  ref: (el: HTMLButtonElement | null) => void;
}

interface Props {
  /** the button that opens it; spread `props` on a <button> */
  trigger: (props: TriggerProps) => ReactNode;
  /** the panel's content; `close` for links and actions that finish with it */
  children: (close: () => void) => ReactNode;
  /** names the panel for assistive technology */
  label: string;
  className?: string;
}

/** Spec 001 §9: a hover popover opens 25 ms after the pointer arrives (a pointer passing over opens nothing). */
export const POPOVER_OPEN_DELAY_MS = 25;

/**
 * The hover delay of popovers that open on pointer or focus (the reply-to preview, who favourited): `later`
 * runs its callback after `ms` unless `cancel` (or another `later`) comes first; unmounting cancels.
 */
export function useOpenDelay() {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const cancel = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  }, []);
  useEffect(() => cancel, [cancel]);
  const later = useCallback(
    (run: () => void, ms = POPOVER_OPEN_DELAY_MS) => {
      cancel();
      timer.current = setTimeout(() => {
        timer.current = null;
        run();
      }, ms);
    },
    [cancel],
  );
  return { later, cancel };
}

interface DismissOptions {
  /** listens only while true */
  active: boolean;
  /** the elements a press may land in without dismissing (the panel, its button) */
  inside: () => (Node | null | undefined)[];
  onDismiss: (reason: 'escape' | 'outside') => void;
}

/**
 * What closes a popover: Escape anywhere, and a press outside its elements. The Escape keydown is prevented, so a
 * Modal around the popover (its dialog's cancel) stays open: the popover takes its own Escape first.
 */
export function useDismiss({ active, inside, onDismiss }: DismissOptions): void {
  const latest = useRef({ inside, onDismiss });
  useLayoutEffect(() => {
    latest.current = { inside, onDismiss };
  });
  useEffect(() => {
    if (!active) return;
    const onPointerDown = (e: PointerEvent) => {
      const target = e.target instanceof Node ? e.target : null;
      if (!target || latest.current.inside().some((el) => el?.contains(target))) return;
      latest.current.onDismiss('outside');
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || e.defaultPrevented) return;
      e.preventDefault();
      latest.current.onDismiss('escape');
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [active]);
}

/**
 * A disclosure popover: the panel follows its button in the tab order, and closes on Escape (focus
 * back on the button), a click outside, or focus leaving it.
 */
export function Popover({ trigger, children, label, className }: Props) {
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement | null>(null);
  const id = useId();
  const close = useCallback(() => setOpen(false), []);

  useDismiss({
    active: open,
    inside: () => [wrapper.current],
    onDismiss: (reason) => {
      setOpen(false);
      if (reason === 'escape') button.current?.focus();
    },
  });

  const setButton = useCallback((el: HTMLButtonElement | null) => {
    button.current = el;
  }, []);

  return (
    // onBlur only watches the focus leave the button and panel: the wrapper itself is no control
    <div
      className={`popover ${className ?? ''}`}
      ref={wrapper}
      onBlur={(e) => {
        if (open && e.relatedTarget instanceof Node && !wrapper.current?.contains(e.relatedTarget)) setOpen(false);
      }}
    >
      {trigger({
        'aria-expanded': open,
        'aria-controls': open ? id : undefined,
        onClick: () => setOpen((o) => !o),
        ref: setButton,
      })}
      {open && (
        <div className="popover-panel" id={id} role="group" aria-label={label}>
          {children(close)}
        </div>
      )}
    </div>
  );
}
