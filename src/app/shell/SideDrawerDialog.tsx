import { FormattedMessage, useIntl } from 'react-intl';
import { NavPanel } from '../../components/NavPanel/NavPanel';
import { Modal } from '../../components/Modal/Modal';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectCurrentAccount } from '../../selectors/auth';
import { selectCapabilities } from '../../selectors/instance';
import { settingsOpened } from '../../features/settingsModal/settingsModalSlice';
import { administrationUrl, isAdministrator } from './staffLinks';
import { UserPanel } from './UserPanel';

/** The drawer itself, a Modal drawer: its own small chunk, so the dialog code is not on the first screen. */
export default function SideDrawerDialog({ onClose }: { onClose: () => void }) {
  const label = useIntl().formatMessage({ id: 'nav.menu' });
  const dispatch = useAppDispatch();
  const me = useAppSelector(selectCurrentAccount);
  const { software } = useAppSelector(selectCapabilities);
  const admin = isAdministrator(me) ? administrationUrl(software) : null;
  return (
    <Modal className="modal-drawer modal-drawer-left" aria-label={label} closeOnBackdrop onClose={onClose}>
      <aside id="side-drawer" className="side-drawer" aria-label={label}>
        <UserPanel />
        <NavPanel onNavigate={onClose} />
        {me && (
          <div className="panel nav-panel">
            <ul>
              <li>
                <button
                  type="button"
                  className="nav-panel-button"
                  onClick={() => {
                    onClose();
                    dispatch(settingsOpened({ tab: 'profile' }));
                  }}
                >
                  <FormattedMessage id="nav.settings" />
                </button>
              </li>
              {admin && (
                <li>
                  <a href={admin} target="_blank" rel="noopener noreferrer">
                    <FormattedMessage id="nav.administration" />
                    <span className="visually-hidden">
                      {' '}
                      <FormattedMessage id="nav.opens_in_new_window" />
                    </span>
                  </a>
                </li>
              )}
            </ul>
          </div>
        )}
      </aside>
    </Modal>
  );
}
