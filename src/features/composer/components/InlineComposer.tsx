import { useCallback, useLayoutEffect, useRef } from 'react';
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
  // Closed with the focus in it (posted, Escape): the focus goes back to the post's reply or quote button, not to
  // <body>. A layout cleanup: the form is still in the page, so where the focus was can be told.
  const box = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const el = box.current;
    return () => {
      const post = el?.closest<HTMLElement>('article[data-status-id]');
      if (!post || !el?.contains(document.activeElement)) return;
      const button = [...post.querySelectorAll<HTMLElement>(`.status-action-${mode}`)].find(
        (b) => b.closest('article[data-status-id]') === post,
      );
      (button ?? post).focus({ preventScroll: true });
    };
  }, [mode]);
  return (
    <div className="composer-inline" ref={box}>
      {ready ? <ComposerForm composerKey={key} autoFocus onPosted={onPosted} /> : <Spinner />}
    </div>
  );
}
