import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { useMessage } from '../../../i18n/useMessage';
import { Spinner } from '../../../components/Spinner/Spinner';
import { ConfirmDialog } from '../../../components/ConfirmDialog/ConfirmDialog';
import { listDeleteRequested, listEditorClosed, listEditorOpened, listSubmitted } from '../listsIntents';
import { canSubmit, listTitleEdited, selectListsState, type ListEditor } from '../listsSlice';
import { MemberRow } from '../components/MemberRow';
import { MemberSearch } from '../components/MemberSearch';
import './Lists.css';

/** Members as toggled, with those unticked during this edit kept in view (so they can be ticked again). */
const shownMembers = (editor: ListEditor) => [
  ...editor.memberIds,
  ...editor.selectedIds.filter((id) => !editor.memberIds.includes(id)),
];

function ListForm({ editor, creating }: { editor: ListEditor; creating: boolean }) {
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const format = useMessage();
  const titleId = useId();
  const titleInput = useRef<HTMLInputElement>(null);
  const [confirming, setConfirming] = useState(false);
  const busy = editor.busy !== null;
  const locked = busy || editor.status !== 'loaded';
  const members = shownMembers(editor);
  useEffect(() => {
    if (editor.status === 'loaded') titleInput.current?.focus();
  }, [editor.status]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    dispatch(listSubmitted());
  };
  return (
    <form className="list-form" onSubmit={submit} aria-busy={busy}>
      <div className="list-form-field">
        <label htmlFor={titleId}>
          <FormattedMessage id="lists.title" />
        </label>
        <input
          id={titleId}
          ref={titleInput}
          type="text"
          value={editor.title}
          disabled={locked}
          required
          onChange={(e) => dispatch(listTitleEdited(e.target.value))}
        />
      </div>
      <fieldset className="list-current">
        <legend>
          <FormattedMessage id="lists.members" />
        </legend>
        {editor.status === 'loading' && <Spinner />}
        {editor.status === 'loaded' && members.length === 0 && (
          <p className="list-search-note">
            <FormattedMessage id="lists.no_members" />
          </p>
        )}
        {members.length > 0 && (
          <ul className="list-members">
            {members.map((id) => (
              <MemberRow key={id} id={id} selected={editor.selectedIds.includes(id)} disabled={locked} />
            ))}
          </ul>
        )}
      </fieldset>
      <MemberSearch editor={editor} disabled={locked} />
      {editor.error && (
        <p className="list-form-error" role="alert">
          {format(editor.error)}
        </p>
      )}
      <div className="list-form-buttons">
        {editor.listId && !creating && (
          <button type="button" className="button list-delete" disabled={locked} onClick={() => setConfirming(true)}>
            <FormattedMessage id="lists.delete" />
          </button>
        )}
        <button type="submit" className="button button-primary" disabled={busy || !canSubmit(editor)}>
          <FormattedMessage id={editor.listId ? 'lists.save' : 'lists.create'} />
        </button>
      </div>
      {confirming && (
        <ConfirmDialog
          title={intl.formatMessage({ id: 'lists.really_delete' }, { title: editor.savedTitle })}
          confirmLabel={<FormattedMessage id="lists.delete" />}
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            dispatch(listDeleteRequested());
          }}
        />
      )}
    </form>
  );
}

/** /lists/new and /lists/{id}/edit (spec 000 §2 "Lists screens"): title, members, search, save or create, delete. */
export function ListEditScreen() {
  const { id } = useParams();
  const listId = id ?? null;
  const dispatch = useAppDispatch();
  const editor = useAppSelector((s) => selectListsState(s).editor);
  useEffect(() => {
    dispatch(listEditorOpened({ id: listId }));
    return () => {
      dispatch(listEditorClosed());
    };
  }, [dispatch, listId]);
  const creating = listId === null;
  // After a create, the form edits the new list (its id is set) while the address still says /lists/new.
  const ours = editor !== null && (creating || editor.listId === listId);
  return (
    <section className="panel lists-screen" aria-labelledby="list-edit-title">
      <div className="panel-heading">
        <h1 id="list-edit-title">
          <FormattedMessage id={creating ? 'lists.new' : 'lists.edit'} />
        </h1>
      </div>
      <div className="panel-body">
        {ours ? <ListForm key={listId ?? 'new'} editor={editor} creating={creating} /> : <Spinner />}
        {ours && editor.status === 'error' && (
          <button type="button" className="button" onClick={() => dispatch(listEditorOpened({ id: listId }))}>
            <FormattedMessage id="general.retry" />
          </button>
        )}
      </div>
    </section>
  );
}
