import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { lazyRetrying } from '../../../utils/retryImport';
import { withMessages } from '../../../i18n/loadMessages';
import { LazyBoundary } from '../../../components/ErrorBoundary/ErrorBoundary';
import type { moderationClosed } from '../moderationModalSlice';
import { selectReportsAllowed } from '../reportsIntents';

// The area, its slice and its sagas are one chunk, which only staff load.
const ModerationModal = lazyRetrying(
  withMessages('extra', () => import(/* webpackChunkName: "moderation-reports" */ './ModerationModal')),
);

/** Mounts the moderation modal while it is open or minimized, for staff only (spec 001 §2, §6). */
export function ModerationHost() {
  // The mode's slice comes with the entries that open it (top bar, drawer) and the reports chunk, as the settings
  // modal's does: read here with a default, so the slice stays out of the first bundle.
  const shown = useAppSelector((s) => selectReportsAllowed(s) && (s.moderationModal?.mode ?? 'hidden') !== 'hidden');
  const dispatch = useAppDispatch();
  // The slice's own action, spelled here for the same reason (the type checks the spelling).
  const close = () =>
    dispatch({ type: 'moderationModal/moderationClosed', payload: undefined } satisfies ReturnType<typeof moderationClosed>);
  return shown ? (
    <LazyBoundary floating onClose={close}>
      <ModerationModal />
    </LazyBoundary>
  ) : null;
}
