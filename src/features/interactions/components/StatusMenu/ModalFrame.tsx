import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useIntl } from 'react-intl';
import { trapTab } from '../../../../utils/focusTrap';
import { useScrollLock } from '../../../../utils/useScrollLock';
import { Icon } from '../../../../components/Icon/Icon';
import '../../../../components/ConfirmDialog/ConfirmDialog.css';

/** A dialog over the page: Escape, the close button or a backdrop click close it; focus returns where it was. */
export function ModalFrame({
  title,
  className,
  onClose,
  children,
}: {
  title: ReactNode;
  className: string;
  onClose(): void;
  children: ReactNode;
}) {
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);
  const intl = useIntl();
  useScrollLock(true);
  // The latest onClose, without re-running the focus effect on every render (typing would lose focus).
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    ref.current?.querySelector<HTMLElement>('.panel-body textarea, .panel-body input, .panel-body button, button')?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') closeRef.current();
      trapTab(e, ref.current);
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      previous?.focus();
    };
  }, []);
  return createPortal(
    <div className="modal-backdrop" onClick={onClose}>
      <div
        ref={ref}
        className={`panel ${className}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onClick={(e) => e.stopPropagation()}
      >
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
    </div>,
    document.body,
  );
}
