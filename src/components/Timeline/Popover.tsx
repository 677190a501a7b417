import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';

export interface TriggerProps {
  'aria-expanded': boolean;
  'aria-controls': string | undefined;
  onClick: () => void;
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

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (e: PointerEvent) => {
      if (!wrapper.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const setButton = useCallback((el: HTMLButtonElement | null) => {
    button.current = el;
  }, []);

  return (
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
