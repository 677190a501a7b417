import { FormattedMessage } from 'react-intl';
import { Outlet, useLocation } from 'react-router';
import { Link } from '../../components/RouterLink';
import { useAppSelector } from '../../store/hooks';
import { selectIsLoggedIn } from '../../selectors/auth';
import { selectSettings } from '../../selectors/settings';
import { selectCapabilities } from '../../selectors/instance';
import { ErrorBoundary } from '../../components/ErrorBoundary/ErrorBoundary';
import { Notices } from '../../components/Notices/Notices';
import { Announcer } from '../../components/Announcer/Announcer';
import { NotificationArrivals } from '../../features/notifications/components/NotificationArrivals';
import { NavPanel } from '../../components/NavPanel/NavPanel';
import { TopBar } from './TopBar';
import { UserPanel } from './UserPanel';
import { SideDrawer } from './SideDrawer';
import { SagaNavigation } from './SagaNavigation';
import { useIsMobile } from './useIsMobile';
import { ComposerHost } from '../../features/composer/components/ComposerHost';
import { SettingsHost } from '../../features/settingsModal/components/SettingsHost';
import { ModerationHost } from '../../features/moderation/components/ModerationHost';
import { FloatingPostButton, PanelPostForm } from '../../features/composer/components/lazy';
import { useThirdColumn } from './thirdColumn';
import { useInstanceWallpaper } from './wallpaper';
import { useNotificationsPlacement } from '../../features/notifications/components/placement';
import { NotificationsPanelLazy } from '../../features/notifications/components/lazyPanels';
import './AppShell.css';
import './layoutPreferences.css';
import { lazyRetrying } from '../../utils/retryImport';
import { LazyBoundary } from '../../components/ErrorBoundary/ErrorBoundary';
import { useEffect } from 'react';
import { useAppDispatch } from '../../store/hooks';
import { firstScreenMounted } from '../../slices/ui';
import { AfterFirstScreen } from './AfterFirstScreen';

// The admin's own panel and what the server offers: their chunk and their request come after the first screen.
const SidebarAboutPanels = lazyRetrying(() =>
  import(/* webpackChunkName: "about" */ '../../features/about/components/SidebarAboutPanels').then((m) => ({
    default: m.SidebarAboutPanels,
  })),
);
// Recording a log for a bug report: at the sidebar's foot, drawn once the panels above it are
const DebugLogPanel = lazyRetrying(() => import(/* webpackChunkName: "debug-log" */ './DebugLogPanel'));
// Mastodon's hotkeys: the listener comes after the first screen
// Focus after navigation: nothing to do on the first page load, so it comes after the first screen.
const NavigationFocus = lazyRetrying(() => import(/* webpackChunkName: "navigation-focus" */ './navigationFocus'));
const HotkeysHost = lazyRetrying(() => import(/* webpackChunkName: "hotkeys" */ '../../features/hotkeys/HotkeysHost'));
const WhoToFollowPanel = lazyRetrying(
  () => import(/* webpackChunkName: "who-to-follow" */ '../../features/profiles/components/WhoToFollowPanel/WhoToFollowPanel'),
);

/** Top bar, sidebar and main column; on mobile the sidebar moves into a drawer. */
export function AppShell() {
  const mobile = useIsMobile();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const location = useLocation();
  const { suggestions } = useAppSelector(selectCapabilities);
  const notifications = useNotificationsPlacement();
  const dispatch = useAppDispatch();
  // after the screen's own effects (a timeline opened): sagas/firstScreen.ts waits for its first page from here
  useEffect(() => {
    dispatch(firstScreenMounted());
  }, [dispatch]);
  // A visitor on the sign-in screen is about to be a member: on a desktop, the notifications panel's code loads while
  // the name and password are typed, and home opens with the panel (about 0.3 s after the click here, not 1.2 s).
  // Not the post form's: drawn that early, before home's first page, it held the first posts back.
  const signingIn = !loggedIn && !mobile && location.pathname === '/login';
  useEffect(() => {
    if (signingIn) NotificationsPanelLazy.preload();
  }, [signingIn]);
  const postFormColumn = useThirdColumn() === 'postform';
  useInstanceWallpaper();
  // 'the right' in the settings means the end side: the left in a right-to-left language
  const { sidebarRight, widenTimeline, disableStickyHeaders, showScrollbars, timelineStyle } = useAppSelector(selectSettings);
  const app = [
    'app',
    widenTimeline && 'app-widen',
    disableStickyHeaders && 'app-static-headers',
    showScrollbars && 'app-scrollbars',
    timelineStyle === 'compact' && 'app-compact',
  ]
    .filter(Boolean)
    .join(' ');
  const columns = [
    'app-columns',
    (notifications === 'column' || postFormColumn) && 'app-columns-wide',
    sidebarRight && 'app-columns-sidebar-end',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={app}>
      <a className="skip-link" href="#main">
        <FormattedMessage id="nav.skip_to_content" />
      </a>
      <SagaNavigation />
      <AfterFirstScreen>
        <LazyBoundary>
          <HotkeysHost />
          <NavigationFocus />
        </LazyBoundary>
      </AfterFirstScreen>
      <TopBar mobile={mobile} />
      <Notices />
      <Announcer />
      {loggedIn && <NotificationArrivals />}
      {mobile && <SideDrawer />}
      <ComposerHost />
      <SettingsHost />
      <ModerationHost />
      {loggedIn && (
        <LazyBoundary>
          <FloatingPostButton mobile={mobile} />
        </LazyBoundary>
      )}
      <div className={columns}>
        {!mobile && (
          <aside className="sidebar">
            <UserPanel />
            <NavPanel />
            <AfterFirstScreen>
              {location.pathname !== '/about' && (
                <LazyBoundary>
                  <SidebarAboutPanels features={!loggedIn} />
                </LazyBoundary>
              )}
              {loggedIn && suggestions && (
                <LazyBoundary>
                  <WhoToFollowPanel />
                </LazyBoundary>
              )}
            </AfterFirstScreen>
            {notifications === 'sidebar' && (
              <LazyBoundary>
                <NotificationsPanelLazy />
              </LazyBoundary>
            )}
            <AfterFirstScreen>
              <LazyBoundary>
                <DebugLogPanel />
              </LazyBoundary>
            </AfterFirstScreen>
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
        {postFormColumn && (
          <aside className="notifications-column post-form-column">
            <div className="panel">
              <LazyBoundary>
                <PanelPostForm />
              </LazyBoundary>
            </div>
          </aside>
        )}
        {notifications === 'column' && (
          <aside className="notifications-column">
            <LazyBoundary>
              <NotificationsPanelLazy />
            </LazyBoundary>
          </aside>
        )}
      </div>
    </div>
  );
}
