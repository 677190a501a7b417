import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../../store/hooks';
import { selectNote } from '../../profilesSelectors';
import { selectRelationship } from '../../relationshipsSelectors';
import { noteChanged } from '../../profilesIntents';

const STATE_LABELS = {
  saving: 'user_card.note_saving',
  saved: 'user_card.note_saved',
  error: 'user_card.note_error',
} as const;

/** The viewer's private note on another user; every edit goes to the store, the saga saves 1.5 s after the last. */
export function UserNote({ accountId }: { accountId: string }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const note = useAppSelector((s) => selectNote(s, accountId));
  const stored = useAppSelector((s) => selectRelationship(s, accountId)?.note ?? '');
  const statusId = useId();
  const state = note?.state;
  return (
    <div className="user-note">
      <textarea
        className="user-note-input"
        rows={2}
        value={note?.comment ?? stored}
        placeholder={intl.formatMessage({ id: 'user_card.note_placeholder' })}
        aria-label={intl.formatMessage({ id: 'user_card.note' })}
        aria-describedby={statusId}
        onChange={(e) => dispatch(noteChanged({ accountId, comment: e.target.value }))}
      />
      <span id={statusId} className="user-note-state" role="status">
        {state && state !== 'editing' && <FormattedMessage id={STATE_LABELS[state]} />}
      </span>
    </div>
  );
}
