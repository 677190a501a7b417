import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { FormattedMessage } from 'react-intl';
import { useScrollLock } from '../../utils/useScrollLock';
import { trapTab } from '../../utils/focusTrap';
import './ConfirmDialog.css';

interface Props {
  title: ReactNode;
  children?: ReactNode;
  confirmLabel: ReactNode;
  onConfirm(): void;
  onCancel(): void;
}

/** A modal question with confirm and cancel: Escape or a backdrop click cancel, focus starts on confirm. */
export function ConfirmDialog({ title, children, confirmLabel, onConfirm, onCancel }: Props) {
  const titleId = useId();
  const confirmRef = useRef<HTMLButtonElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  useScrollLock(true);

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    confirmRef.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onCancel();
      trapTab(e, dialogRef.current);
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      previous?.focus();
    };
  }, [onCancel]);

  // In a portal: a panel's clipping or stacking must not cut the dialog.
  return createPortal(
    <div className="modal-backdrop" onClick={onCancel}>
      <div
        ref={dialogRef}
        className="panel confirm-dialog"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onClick={(e) => e.stopPropagation()}
      >
        <div className="panel-heading">
          <h2 id={titleId}>{title}</h2>
        </div>
        {children && <div className="panel-body">{children}</div>}
        <div className="confirm-dialog-buttons">
          <button type="button" className="button" onClick={onCancel}>
            <FormattedMessage id="general.cancel" />
          </button>
          <button type="button" className="button button-primary" ref={confirmRef} onClick={onConfirm}>
            {confirmLabel}
          </button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
