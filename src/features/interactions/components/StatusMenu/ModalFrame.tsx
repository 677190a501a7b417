import { useId, type ReactNode } from 'react';
import { Modal } from '../../../../components/Modal/Modal';
import { CloseButton } from '../../../../components/Modal/CloseButton';

/** A dialog over the page: Escape, the close button or a backdrop click close it; focus returns where it was. */
export function ModalFrame({
  title,
  className,
  onClose,
  children,
}: {
  title: ReactNode;
  className: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Modal
      aria-labelledby={titleId}
      closeOnBackdrop
      onClose={() => onClose()}
      initialFocus=".panel-body textarea, .panel-body input, .panel-body button, button"
    >
      <div className={`panel ${className}`}>
        <div className="panel-heading">
          <h2 id={titleId}>{title}</h2>
          <CloseButton className="status-modal-close" onClick={onClose} />
        </div>
        {children}
      </div>
    </Modal>
  );
}
