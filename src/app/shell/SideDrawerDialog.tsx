import { useIntl } from 'react-intl';
import { Modal } from '../../components/Modal/Modal';
import { DrawerNav } from './DrawerNav';
import { UserPanel } from './UserPanel';

/** The drawer itself, a Modal drawer: its own small chunk, so the dialog code is not on the first screen. */
export default function SideDrawerDialog({ onClose }: { onClose: () => void }) {
  const label = useIntl().formatMessage({ id: 'nav.menu' });
  return (
    <Modal className="modal-drawer modal-drawer-left" aria-label={label} closeOnBackdrop onClose={onClose}>
      <aside id="side-drawer" className="side-drawer" aria-label={label}>
        <UserPanel logout={false} />
        <DrawerNav onNavigate={onClose} />
      </aside>
    </Modal>
  );
}
