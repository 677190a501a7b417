import { Suspense } from 'react';
import { useAppSelector } from '../../../store/hooks';
import { lazyRetrying } from '../../../utils/retryImport';

// The modal, its tabs and their forms are one chunk ("settings"): nothing of it is needed before it opens.
const SettingsModal = lazyRetrying(() => import(/* webpackChunkName: "settings" */ './SettingsModal'));

/** Mounts the settings modal while it is visible or minimized (spec 001 §2 Settings). */
export function SettingsHost() {
  const shown = useAppSelector((s) => s.auth.me !== null && (s.settingsModal?.mode ?? 'hidden') !== 'hidden');
  return shown ? (
    <Suspense fallback={null}>
      <SettingsModal />
    </Suspense>
  ) : null;
}
