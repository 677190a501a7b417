import { FormattedMessage } from 'react-intl';
import { Link, Outlet, useLocation } from 'react-router';
import { useAppSelector } from '../../store/hooks';
import { selectIsLoggedIn } from '../../selectors/auth';
import { ErrorBoundary } from '../ErrorBoundary/ErrorBoundary';
import { Notices } from '../Notices/Notices';
import { NavPanel } from '../NavPanel/NavPanel';
import { TopBar } from './TopBar';
import { UserPanel } from './UserPanel';
import { SideDrawer } from './SideDrawer';
import { DebugLogPanel } from './DebugLogPanel';
import { SagaNavigation } from './SagaNavigation';
import { useIsMobile } from './useIsMobile';
import './AppShell.css';

/** Top bar, sidebar and main column; on mobile the sidebar moves into a drawer. */
export function AppShell() {
  const mobile = useIsMobile();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const location = useLocation();
  return (
    <div className="app">
      <a className="skip-link" href="#main">
        <FormattedMessage id="nav.skip_to_content" />
      </a>
      <SagaNavigation />
      <TopBar mobile={mobile} />
      <Notices />
      {mobile && <SideDrawer />}
      <div className="app-columns">
        {!mobile && (
          <aside className="sidebar">
            <UserPanel />
            <NavPanel />
            <DebugLogPanel />
          </aside>
        )}
        <main id="main" className="main-column">
          {!loggedIn && location.pathname !== '/login' && (
            <p className="login-hint">
              <Link to="/login">
                <FormattedMessage id="login.hint" />
              </Link>
            </p>
          )}
          <ErrorBoundary resetKey={location.pathname}>
            <Outlet />
          </ErrorBoundary>
        </main>
      </div>
    </div>
  );
}
