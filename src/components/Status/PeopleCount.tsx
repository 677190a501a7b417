import { useId, useRef, useState, type ReactNode } from 'react';
import type { PeopleKind } from '../../features/statusPeople/statusPeopleIntents';
import { lazyRetrying } from '../../utils/retryImport';
import { AskedPiece } from '../ErrorBoundary/ErrorBoundary';
import { useOpenDelay } from '../Popover/Popover';

// The list (placing, dismissing), its saga and slice load only when someone asks who favourited or repeated.
const PeoplePopover = lazyRetrying(() =>
  import(/* webpackChunkName: "status-people" */ '../../features/statusPeople/components/PeoplePopover').then((m) => ({
    default: m.PeoplePopover,
  })),
);

/** How long the pointer may take to cross from the count to its popover before it closes. */
const LEAVE_GRACE_MS = 150;

interface Props {
  statusId: string;
  kind: PeopleKind;
  /** the button's accessible name where its text is a bare number ('Favourited by 3 people'); none where the text
   * says it all ('3 favourites'): a name must contain the words shown (WCAG 2.5.3) */
  label?: string;
  className?: string;
  children: ReactNode;
}

/**
 * A favourite or repeat count that shows who (spec 001 §9 user-list popover): hovering opens the list after
 * 25 ms and leaving closes it; a click or Enter opens it with focus inside (then Escape, a press outside or
 * Tab-away close it, see PeoplePopover).
 */
export function PeopleCount({ statusId, kind, label, className, children }: Props) {
  // null: closed; false: opened by the pointer; true: opened by a click or key
  const [open, setOpen] = useState<boolean | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const delay = useOpenDelay();
  const id = useId();
  const leave = () => {
    if (open === false) delay.later(() => setOpen(null), LEAVE_GRACE_MS);
    else if (open === null) delay.cancel();
  };
  const close = (refocus: boolean) => {
    delay.cancel();
    setOpen(null);
    if (refocus) button.current?.focus();
  };
  return (
    <>
      <button
        type="button"
        ref={button}
        className={`status-people-count${className ? ` ${className}` : ''}`}
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={open !== null}
        aria-controls={open !== null ? id : undefined}
        onMouseEnter={() => !open && delay.later(() => setOpen(false))}
        onMouseLeave={leave}
        onClick={() => (open ? close(false) : setOpen(true))}
      >
        {children}
      </button>
      {open !== null && (
        <AskedPiece onClose={() => close(true)}>
          <PeoplePopover
            id={id}
            statusId={statusId}
            kind={kind}
            anchor={button}
            pinned={open}
            onClose={close}
            onPointerEnter={delay.cancel}
            onPointerLeave={leave}
          />
        </AskedPiece>
      )}
    </>
  );
}
