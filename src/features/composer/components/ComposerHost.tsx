import { Suspense, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { selectIsLoggedIn } from '../../../selectors/auth';
import { composerRequested } from '../index';
import { ComposerModal } from './lazy';

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
  return (
    <Suspense fallback={null}>
      <ComposerModal composerKey={modal.key} />
    </Suspense>
  );
}
