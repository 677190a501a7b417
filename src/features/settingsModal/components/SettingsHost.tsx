import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { lazyRetrying } from '../../../utils/retryImport';
import { withMessages } from '../../../i18n/loadMessages';
import { LazyBoundary } from '../../../components/ErrorBoundary/ErrorBoundary';
import type { settingsClosed } from '../settingsModalSlice';

// The modal, its tabs and their forms are one chunk ("settings"), and their messages one part of each language:
// nothing of either is needed before it opens.
const SettingsModal = lazyRetrying(withMessages('extra', () => import(/* webpackChunkName: "settings" */ './SettingsModal')));

/** Mounts the settings modal while it is visible or minimized (spec 001 §2 Settings). */
export function SettingsHost() {
  const shown = useAppSelector((s) => s.auth.me !== null && (s.settingsModal?.mode ?? 'hidden') !== 'hidden');
  const dispatch = useAppDispatch();
  // The slice's own action, spelled here so the slice stays out of the first bundle (the type checks the spelling).
  const close = () =>
    dispatch({ type: 'settingsModal/settingsClosed', payload: undefined } satisfies ReturnType<typeof settingsClosed>);
  return shown ? (
    <LazyBoundary floating onClose={close}>
      <SettingsModal />
    </LazyBoundary>
  ) : null;
}
