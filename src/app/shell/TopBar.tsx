import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from '../../components/RouterLink';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectInstanceName } from '../../selectors/instance';
import { selectSettings } from '../../selectors/settings';
import { selectIsLoggedIn } from '../../selectors/auth';
import { sideDrawerToggled } from '../../slices/ui';
import { Icon } from '../../components/Icon/Icon';
import { FallbackImage } from '../../components/FallbackImage/FallbackImage';
import { readLogoShape, rememberLogoShape, useInstanceLogo } from './instanceLogo';
import type { InstanceLogo } from '../../selectors/instanceLogo';
import { NotificationsBell } from '../../features/notifications/components/NotificationsBell';
import { TopBarSearch } from '../../features/search/components/TopBarSearch';
import { lazyRetrying } from '../../utils/retryImport';
import { LazyBoundary } from '../../components/ErrorBoundary/ErrorBoundary';
import { AfterFirstScreen } from './AfterFirstScreen';

// Shortcuts, settings and the administration link: their own small chunk, after the first screen.
const TopBarNav = lazyRetrying(() => import(/* webpackChunkName: "top-bar-nav" */ './TopBarNav'));

/** The logo; when masked, the image only sizes the box and the mask over it paints it in the bar's text colour. */
function SiteLogo({ logo }: { logo: InstanceLogo }) {
  const { url } = logo;
  const shape = readLogoShape(url);
  return (
    <span className={logo.mask ? 'site-logo site-logo-masked' : 'site-logo'}>
      <FallbackImage
        src={url}
        alt=""
        width={shape?.width}
        height={shape?.height}
        onLoad={(event) => url && rememberLogoShape(url, event.currentTarget)}
      />
    </span>
  );
}

/**
 * Top bar: site name and logo, the search field, shortcuts, settings and administration (desktop); on mobile,
 * the drawer button. Clicking the bar scrolls to the top.
 */
export function TopBar({ mobile }: { mobile: boolean }) {
  const name = useAppSelector(selectInstanceName);
  const { hideSiteName, hideSiteFavicon } = useAppSelector(selectSettings);
  const logo = useInstanceLogo();
  const showLogo = !hideSiteFavicon && !!logo.url;
  // a phone's bar has no room in its middle (the name would run under the logo): the logo goes first there
  const centred = showLogo && !logo.left && !mobile;
  // with the name hidden and the logo centred, the logo is the only way home: it takes the name's place
  const logoOnly = centred && hideSiteName;
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const drawerOpen = useAppSelector((s) => s.ui.sideDrawerOpen);
  const dispatch = useAppDispatch();
  const intl = useIntl();
  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- a click on the bar's empty space scrolls up, a pointer shortcut: the keyboard has Home
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
        {!logoOnly && (
          // named by the instance when the name itself is hidden
          <Link to="/" className="site-name" aria-label={hideSiteName ? name : undefined}>
            {showLogo && !centred && <SiteLogo logo={logo} />}
            {!hideSiteName && <span>{name}</span>}
          </Link>
        )}
        {centred && (
          // centred over the bar; the site name's link is the keyboard's and the screen reader's way home, so this one
          // is neither a second tab stop nor a second 'Demo Instance' link to hear
          <Link
            to="/"
            className="site-logo-centred"
            aria-label={name}
            tabIndex={logoOnly ? undefined : -1}
            aria-hidden={logoOnly ? undefined : true}
          >
            <SiteLogo logo={logo} />
          </Link>
        )}
        {!mobile && <TopBarSearch />}
        {!mobile && (
          <AfterFirstScreen>
            <LazyBoundary>
              <TopBarNav />
            </LazyBoundary>
          </AfterFirstScreen>
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
