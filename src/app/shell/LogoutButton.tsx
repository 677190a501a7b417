import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectSettings } from '../../selectors/settings';
import { logoutRequested } from '../../slices/auth';
import { lazyRetrying } from '../../utils/retryImport';
import { AskedPiece } from '../../components/ErrorBoundary/ErrorBoundary';
// Dialogs are not needed for the first timeline.
const ConfirmDialog = lazyRetrying(() =>
  import(/* webpackChunkName: "dialogs" */ '../../components/ConfirmDialog/ConfirmDialog').then((m) => ({
    default: m.ConfirmDialog,
  })),
);

/** Log out, after a confirmation when modalOnLogout is on (spec 000 §4). */
export function LogoutButton({ className = 'button' }: { className?: string }) {
  const { modalOnLogout } = useAppSelector(selectSettings);
  const dispatch = useAppDispatch();
  const [confirming, setConfirming] = useState(false);
  const cancel = () => setConfirming(false);
  const logout = () => {
    setConfirming(false);
    dispatch(logoutRequested());
  };
  return (
    <>
      <button type="button" className={className} onClick={() => (modalOnLogout ? setConfirming(true) : logout())}>
        <FormattedMessage id="login.logout" />
      </button>
      {confirming && (
        <AskedPiece onClose={cancel}>
          <ConfirmDialog
            title={<FormattedMessage id="login.logout_confirm_title" />}
            confirmLabel={<FormattedMessage id="login.logout_confirm_accept" />}
            onConfirm={logout}
            onCancel={cancel}
          >
            <FormattedMessage id="login.logout_confirm" />
          </ConfirmDialog>
        </AskedPiece>
      )}
    </>
  );
}
