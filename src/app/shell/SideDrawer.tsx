import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { sideDrawerToggled } from '../../slices/ui';
import { lazyRetrying } from '../../utils/retryImport';
import { AskedPiece } from '../../components/ErrorBoundary/ErrorBoundary';

const SideDrawerDialog = lazyRetrying(() => import(/* webpackChunkName: "side-drawer" */ './SideDrawerDialog'));

/** The mobile side drawer: the sidebar's content, over the page; closes on navigation, Escape or backdrop. */
export function SideDrawer() {
  const open = useAppSelector((s) => s.ui.sideDrawerOpen);
  const dispatch = useAppDispatch();
  const location = useLocation();

  useEffect(() => {
    dispatch(sideDrawerToggled(false));
  }, [location.pathname, dispatch]);

  if (!open) return null;
  const close = () => dispatch(sideDrawerToggled(false));
  return (
    <AskedPiece floating onClose={close}>
      <SideDrawerDialog onClose={close} />
    </AskedPiece>
  );
}
