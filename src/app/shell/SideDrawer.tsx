import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { sideDrawerToggled } from '../../slices/ui';
import { NavPanel } from '../../components/NavPanel/NavPanel';
import { UserPanel } from './UserPanel';
import { useScrollLock } from '../../utils/useScrollLock';

/** The mobile side drawer: the sidebar's content, over the page; closes on navigation, Escape or backdrop. */
export function SideDrawer() {
  const open = useAppSelector((s) => s.ui.sideDrawerOpen);
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const location = useLocation();
  const close = () => dispatch(sideDrawerToggled(false));

  useEffect(() => {
    dispatch(sideDrawerToggled(false));
  }, [location.pathname, dispatch]);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && dispatch(sideDrawerToggled(false));
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, dispatch]);
  useScrollLock(open);

  if (!open) return null;
  return (
    <div className="side-drawer-backdrop" onClick={close}>
      <aside
        id="side-drawer"
        className="side-drawer"
        aria-label={intl.formatMessage({ id: 'nav.menu' })}
        onClick={(e) => e.stopPropagation()}
      >
        <UserPanel />
        <NavPanel onNavigate={close} />
      </aside>
    </div>
  );
}
