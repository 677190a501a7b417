import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Modal } from '../../../../components/Modal/Modal';
import { Icon } from '../../../../components/Icon/Icon';

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
  const intl = useIntl();
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
          <button
            type="button"
            className="status-modal-close"
            aria-label={intl.formatMessage({ id: 'general.close' })}
            onClick={onClose}
          >
            <Icon name="close" />
          </button>
        </div>
        {children}
      </div>
    </Modal>
  );
}
