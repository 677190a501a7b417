import { useCallback, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { composerClosed, modalClosed } from '../composerSlice';
import { useScrollLock } from '../../../utils/useScrollLock';
import { trapTab } from '../../../utils/focusTrap';
import { Icon } from '../../../components/Icon/Icon';
import { Spinner } from '../../../components/Spinner/Spinner';
import { ComposerForm } from './ComposerForm';
// the shared backdrop
import '../../../components/ConfirmDialog/ConfirmDialog.css';

/**
 * The post-status modal (new post, Mention, redraft, ?message=) and the edit modal: a portal over the page with the
 * page scroll locked; Escape, the close button or a backdrop click close it and focus starts in the text area.
 */
export default function ComposerModal({ composerKey }: { composerKey: string }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const mode = useAppSelector((s) => s.composer.composers[composerKey]?.mode);
  const titleId = useId();
  const previous = useRef<HTMLElement | null>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  useScrollLock(true);
  const editing = mode === 'edit' || composerKey.startsWith('edit:');

  // An edit is not a draft: closing discards it. A new post's draft stays for the next opening.
  const close = useCallback(() => {
    dispatch(editing ? composerClosed({ key: composerKey }) : modalClosed());
  }, [dispatch, editing, composerKey]);

  useEffect(() => {
    previous.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    return () => previous.current?.focus();
  }, []);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      // a popover inside (emoji picker, suggestions) takes its own Escape first
      if (e.key === 'Escape' && !e.defaultPrevented && !document.querySelector('.emoji-picker-popover')) close();
      trapTab(e, dialogRef.current);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [close]);

  return createPortal(
    <div className="modal-backdrop composer-modal-backdrop" onClick={close}>
      <div
        ref={dialogRef}
        className="panel composer-modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onClick={(e) => e.stopPropagation()}
      >
        <div className="panel-heading">
          <h2 id={titleId}>
            <FormattedMessage id={editing ? 'post_status.edit_status' : 'post_status.new_status'} />
          </h2>
          <button
            type="button"
            className="composer-modal-close"
            aria-label={intl.formatMessage({ id: 'general.close' })}
            onClick={close}
          >
            <Icon name="close" />
          </button>
        </div>
        <div className="panel-body">
          {mode ? <ComposerForm composerKey={composerKey} autoFocus onPosted={close} /> : <Spinner />}
        </div>
      </div>
    </div>,
    document.body,
  );
}
