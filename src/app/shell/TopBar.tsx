import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectInstanceName, selectFrontendConfig } from '../../selectors/instance';
import { selectSettings } from '../../selectors/settings';
import { selectIsLoggedIn } from '../../selectors/auth';
import { sideDrawerToggled } from '../../slices/ui';
import { Icon } from '../../components/Icon/Icon';
import { FallbackImage } from '../../components/FallbackImage/FallbackImage';
import { NotificationsBell } from '../../features/notifications/components/NotificationsBell';
import { TopBarSearch } from '../../features/search/components/TopBarSearch';
import { lazyRetrying } from '../../utils/retryImport';
import { LazyBoundary } from '../../components/ErrorBoundary/ErrorBoundary';

// Shortcuts, settings and the administration link: their own small chunk, after the first screen.
const TopBarNav = lazyRetrying(() => import(/* webpackChunkName: "top-bar-nav" */ './TopBarNav'));

/**
 * Top bar: site name and logo, the search field, shortcuts, settings and administration (desktop); on mobile,
 * the drawer button. Clicking the bar scrolls to the top.
 */
export function TopBar({ mobile }: { mobile: boolean }) {
  const name = useAppSelector(selectInstanceName);
  const config = useAppSelector(selectFrontendConfig);
  const { hideSiteName, hideSiteFavicon } = useAppSelector(selectSettings);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const drawerOpen = useAppSelector((s) => s.ui.sideDrawerOpen);
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const logo = typeof config.logo === 'string' ? config.logo : '';
  return (
    <header
      className="top-bar"
      onClick={(e) => {
        // the bar's empty space, not its links, buttons or fields (nor a popover opened from it)
        const target = e.target as Element;
        if (!target.closest('a, button, input, select, textarea, label, [role="dialog"], [role="menu"], [role="group"]'))
          window.scrollTo({ top: 0, behavior: 'smooth' });
      }}
    >
      <div className="top-bar-inner">
        {mobile && (
          <button
            type="button"
            className="top-bar-button"
            aria-label={intl.formatMessage({ id: 'nav.menu' })}
            aria-expanded={drawerOpen}
            aria-controls="side-drawer"
            onClick={() => dispatch(sideDrawerToggled())}
          >
            <Icon name="menu" size={22} />
          </button>
        )}
        <Link to="/" className="site-name">
          {!hideSiteFavicon && <FallbackImage src={logo} alt="" className="site-logo" />}
          {!hideSiteName && <span>{name}</span>}
        </Link>
        {!mobile && <TopBarSearch />}
        {!mobile && (
          <LazyBoundary>
            <TopBarNav />
          </LazyBoundary>
        )}
        {mobile && loggedIn && <NotificationsBell />}
        {!loggedIn && (
          <Link to="/login" className="top-bar-login">
            <FormattedMessage id="login.login" />
          </Link>
        )}
      </div>
    </header>
  );
}
