import { useId, useRef, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Modal } from '../Modal/Modal';
import './ConfirmDialog.css';

interface Props {
  title: ReactNode;
  children?: ReactNode;
  confirmLabel: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A modal question with confirm and cancel: Escape or a backdrop click cancel, focus starts on confirm. */
export function ConfirmDialog({ title, children, confirmLabel, onConfirm, onCancel }: Props) {
  const titleId = useId();
  const confirmRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      role="alertdialog"
      aria-labelledby={titleId}
      closeOnBackdrop
      onClose={onCancel}
      initialFocus={() => confirmRef.current}
    >
      <div className="panel confirm-dialog">
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
    </Modal>
  );
}
