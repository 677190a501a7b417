import { useCallback, useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { modalClosed } from '../composerSlice';
import { composerClosed } from '../composerIntents';
import { Modal, type ModalCloseReason } from '../../../components/Modal/Modal';
import { Spinner } from '../../../components/Spinner/Spinner';
import { ComposerForm } from './ComposerForm';
import { selectComposerState } from '../composerSlice';
import { CloseButton } from '../../../components/Modal/CloseButton';
import { screenFocusTarget } from '../../../utils/screenFocus';

/**
 * The post-status modal (new post, Mention, redraft, ?message=) and the edit modal, a Modal: Escape, the close
 * button or a backdrop click close it and focus starts in the text area.
 */
/** Opened by a hotkey with nothing focused: closing leaves the focus on the button that opens it, else on the screen. */
const composerOpener = () => document.querySelector<HTMLElement>('.floating-post-button') ?? screenFocusTarget();

export default function ComposerModal({ composerKey }: { composerKey: string }) {
  const dispatch = useAppDispatch();
  const mode = useAppSelector((s) => selectComposerState(s).composers[composerKey]?.mode);
  const titleId = useId();
  const editing = mode === 'edit' || composerKey.startsWith('edit:');

  // An edit is not a draft: closing discards it. A new post's draft stays for the next opening.
  const close = useCallback(() => {
    dispatch(editing ? composerClosed({ key: composerKey }) : modalClosed());
  }, [dispatch, editing, composerKey]);

  // A popover inside (emoji picker, suggestions) takes its own Escape first: it prevents the keydown, so no cancel
  // reaches the dialog; the picker is asked as well, in case its keydown was not prevented.
  const onClose = (reason: ModalCloseReason) => {
    if (reason === 'escape' && document.querySelector('.emoji-picker-popover')) return;
    close();
  };

  return (
    <Modal
      className="composer-modal-dialog"
      aria-labelledby={titleId}
      closeOnBackdrop
      onClose={onClose}
      returnFocus={composerOpener}
    >
      <div className="panel composer-modal">
        <div className="panel-heading">
          <h2 id={titleId}>
            <FormattedMessage id={editing ? 'post_status.edit_status' : 'post_status.new_status'} />
          </h2>
          <CloseButton className="composer-modal-close" onClick={close} />
        </div>
        <div className="panel-body">
          {mode ? <ComposerForm composerKey={composerKey} autoFocus onPosted={close} /> : <Spinner />}
        </div>
      </div>
    </Modal>
  );
}
