import { useCallback } from 'react';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { inlineComposerToggled } from '../composerSlice';
import { Spinner } from '../../../components/Spinner/Spinner';
import { ComposerForm } from './ComposerForm';
import { selectComposerState } from '../composerSlice';

/** The reply or quote composer under a card: opened and closed by its button, closed when posted. */
export default function InlineComposer({ statusId, mode }: { statusId: string; mode: 'reply' | 'quote' }) {
  const dispatch = useAppDispatch();
  const key = `${mode}:${statusId}`;
  const ready = useAppSelector((s) => key in selectComposerState(s).composers);
  const open = useAppSelector((s) => selectComposerState(s).inline[statusId] === mode);
  const onPosted = useCallback(() => {
    // the saga closes it too; toggling only what is still open keeps the two from reopening it
    if (open) dispatch(inlineComposerToggled({ statusId, mode }));
  }, [dispatch, open, statusId, mode]);
  return (
    <div className="composer-inline">
      {ready ? <ComposerForm composerKey={key} autoFocus onPosted={onPosted} /> : <Spinner />}
    </div>
  );
}
