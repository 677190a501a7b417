import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { selectIsLoggedIn } from '../../../selectors/auth';
import { composerRequested } from '../index';
import { ComposerModal } from './lazy';
import type { modalClosed } from '../composerSlice';
import { AskedPiece } from '../../../components/ErrorBoundary/ErrorBoundary';

/** Mounts the composer modal while one is open, and turns ?message= into a prefilled new post (spec 001 §2). */
export function ComposerHost() {
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const modal = useAppSelector((s) => s.composer?.modal ?? null);
  const [params, setParams] = useSearchParams();
  const message = params.get('message');

  useEffect(() => {
    if (!loggedIn || message === null) return;
    dispatch(composerRequested({ mode: 'new', message }));
    // taken once: a reload or Back must not open it again
    setParams(
      (current) => {
        current.delete('message');
        return current;
      },
      { replace: true },
    );
  }, [loggedIn, message, dispatch, setParams]);

  if (!loggedIn || !modal) return null;
  // The slice's own action, spelled here so the slice stays out of the first bundle (the type checks the spelling);
  // like the modal's close, it keeps the draft.
  const close = () => dispatch({ type: 'composer/modalClosed', payload: undefined } satisfies ReturnType<typeof modalClosed>);
  return (
    <AskedPiece floating onClose={close}>
      <ComposerModal composerKey={modal.key} />
    </AskedPiece>
  );
}
