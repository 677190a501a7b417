import { createElement, Suspense, type ComponentType, type ReactNode } from 'react';
import { matchRoutes, Navigate, useParams, useRoutes, type RouteObject } from 'react-router';
import { useAppSelector } from '../store/hooks';
import { selectIsLoggedIn } from '../selectors/auth';
import { selectCapabilities, selectLandingPaths } from '../selectors/instance';
import { canNameProfile } from './profileNames';
import { selectVisitorLanding } from '../selectors/visitor';
import { AppShell } from './shell/AppShell';
import { TimelineScreen } from '../screens/Timeline/TimelineScreen';
import { ChunkSpinner } from '../components/Spinner/Spinner';
import { withMessages } from '../i18n/loadMessages';
import { lazyRetrying, type Preloadable } from '../utils/retryImport';

/**
 * A screen loaded on demand, its chunk's load retried (lazyRetrying). `extra` screens show messages of the lazy
 * part, so they also wait for it (withMessages). Each call site keeps its literal import() for its chunk's name.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own constraint (see lazyRetrying)
function lazyScreenOf<T extends ComponentType<any>>(load: () => Promise<T>, part?: 'extra') {
  const pick = () => load().then((screen) => ({ default: screen }));
  return lazyRetrying(part ? withMessages(part, pick) : pick);
}

// Everything but the timeline loads on demand.
// The sign-in, sign-up and recovery screens share one chunk ("login").
const LoginScreen = lazyScreenOf(
  () => import(/* webpackChunkName: "login" */ '../features/signIn/screens/Login/LoginScreen').then((m) => m.LoginScreen),
  'extra',
);
const OAuthCallbackScreen = lazyScreenOf(
  () =>
    import(/* webpackChunkName: "login" */ '../features/signIn/screens/OAuthCallbackScreen').then((m) => m.OAuthCallbackScreen),
  'extra',
);
const RegistrationScreen = lazyScreenOf(
  () =>
    import(/* webpackChunkName: "login" */ '../features/signIn/screens/Registration/RegistrationScreen').then(
      (m) => m.RegistrationScreen,
    ),
  'extra',
);
const RegistrationDoneScreen = lazyScreenOf(
  () =>
    import(/* webpackChunkName: "login" */ '../features/signIn/screens/Registration/RegistrationDoneScreen').then(
      (m) => m.RegistrationDoneScreen,
    ),
  'extra',
);
const PasswordResetScreen = lazyScreenOf(
  () =>
    import(/* webpackChunkName: "login" */ '../features/signIn/screens/PasswordResetScreen').then((m) => m.PasswordResetScreen),
  'extra',
);
const NotFoundScreen = lazyScreenOf(() =>
  import(/* webpackChunkName: "not-found" */ '../screens/NotFound/NotFoundScreen').then((m) => m.NotFoundScreen),
);
const AboutScreen = lazyScreenOf(
  () => import(/* webpackChunkName: "about" */ '../features/about/screens/AboutScreen').then((m) => m.AboutScreen),
  'extra',
);
// A shared post is a visitor's usual way in besides a timeline: its messages are in the core, so it waits for no part.
const ConversationScreen = lazyScreenOf(() =>
  import(/* webpackChunkName: "conversation" */ '../features/conversations/screens/ConversationScreen').then(
    (m) => m.ConversationScreen,
  ),
);
// Profiles, remote-user lookups and who to follow share the "profile" chunk.
const ProfileScreen = lazyScreenOf(
  () =>
    import(/* webpackChunkName: "profile" */ '../features/profiles/screens/Profile/ProfileScreen').then((m) => m.ProfileScreen),
  'extra',
);
const RemoteUserScreen = lazyScreenOf(
  () => import(/* webpackChunkName: "profile" */ '../features/profiles/screens/RemoteUserScreen').then((m) => m.RemoteUserScreen),
  'extra',
);
const WhoToFollowScreen = lazyScreenOf(
  () =>
    import(/* webpackChunkName: "profile" */ '../features/profiles/screens/WhoToFollowScreen').then((m) => m.WhoToFollowScreen),
  'extra',
);
// The notifications route, interactions and follow requests share the "notifications" chunk with the panel.
const NotificationsScreen = lazyScreenOf(
  () =>
    import(/* webpackChunkName: "notifications" */ '../features/notifications/screens/NotificationsScreen').then(
      (m) => m.NotificationsScreen,
    ),
  'extra',
);
const InteractionsScreen = lazyScreenOf(
  () =>
    import(/* webpackChunkName: "notifications" */ '../features/notifications/screens/InteractionsScreen').then(
      (m) => m.InteractionsScreen,
    ),
  'extra',
);
const FollowRequestsScreen = lazyScreenOf(
  () =>
    import(/* webpackChunkName: "notifications" */ '../features/notifications/screens/FollowRequestsScreen').then(
      (m) => m.FollowRequestsScreen,
    ),
  'extra',
);
const SearchScreen = lazyScreenOf(
  () => import(/* webpackChunkName: "search" */ '../features/search/screens/SearchScreen').then((m) => m.SearchScreen),
  'extra',
);
// The lists screen and the list form: one chunk ("lists-screens"; their sagas are the "lists" chunk).
const ListsRoute = lazyScreenOf(
  () => import(/* webpackChunkName: "lists-screens" */ '../features/lists/screens/ListsRoute').then((m) => m.default),
  'extra',
);
const AnnouncementsScreen = lazyScreenOf(
  () =>
    import(/* webpackChunkName: "announcements" */ '../features/announcements/screens/AnnouncementsScreen').then(
      (m) => m.AnnouncementsScreen,
    ),
  'extra',
);

/** /{name}: a profile, unless the name is one of the app's own screens or nothing a nickname can be. */
function ProfileOrNotFound() {
  const { name = '' } = useParams();
  const { restrictedNicknames } = useAppSelector(selectCapabilities);
  return lazyScreen(canNameProfile(name, restrictedNicknames) ? <ProfileScreen route="name" /> : <NotFoundScreen />);
}

/** A screen loaded on demand, with a spinner while its chunk arrives. */
const lazyScreen = (screen: ReactNode) => <Suspense fallback={<ChunkSpinner />}>{screen}</Suspense>;

/**
 * Visitors start where the server lets them read (selectors/visitor.ts): on Hollo, the sign-in screen. The landing
 * comes from the admin's frontend configuration and what a visitor may read from NodeInfo: the redirect waits until
 * both have settled (the app mounts before them, issue 25).
 */
function RootRedirect() {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const landing = useAppSelector(selectLandingPaths);
  const visitorLanding = useAppSelector(selectVisitorLanding);
  const settled = useAppSelector((s) => s.ui.settled);
  if (!settled) return <ChunkSpinner />;
  return <Navigate to={loggedIn ? landing.loggedIn : visitorLanding} replace />;
}

/** Login-required routes send a visitor to the logged-out landing (spec 000 §2), once it is known (RootRedirect). */
function RequireLogin({ children }: { children: ReactNode }) {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const visitorLanding = useAppSelector(selectVisitorLanding);
  const settled = useAppSelector((s) => s.ui.settled);
  if (loggedIn) return children;
  return settled ? <Navigate to={visitorLanding} replace /> : <ChunkSpinner />;
}

/** A route of the table below; a lazy screen's names the load that `preloadScreen` starts early. */
type ScreenRoute = RouteObject & { preload?: () => void };

/** A members-only screen: a visitor is sent to the landing (RequireLogin). */
const loggedIn = (screen: ReactNode) => <RequireLogin>{screen}</RequireLogin>;

/** A lazy screen's route, with its spinner and, for `login`, the visitor's redirect (RequireLogin). */
function lazyRoute<P extends object>(path: string, screen: Preloadable<P>, props: P, login?: 'login'): ScreenRoute {
  const element = lazyScreen(createElement(screen, props));
  return { path, element: login ? loggedIn(element) : element, preload: screen.preload };
}

/** Every screen, by path: one table for the router and for the links that load a screen's chunk ahead. */
const SCREEN_ROUTES: ScreenRoute[] = [
  { index: true, element: <RootRedirect /> },
  { path: 'main/all', element: <TimelineScreen kind="publicAndExternal" /> },
  { path: 'main/public', element: <TimelineScreen kind="public" /> },
  { path: 'main/bubble', element: <TimelineScreen kind="bubble" /> },
  { path: 'main/friends', element: loggedIn(<TimelineScreen kind="friends" />) },
  { path: 'tag/:tag', element: <TimelineScreen kind="tag" /> },
  lazyRoute('notice/:id', ConversationScreen, {}),
  { path: 'bookmarks', element: loggedIn(<TimelineScreen kind="bookmarks" />) },
  { path: 'users/:username/dms', element: loggedIn(<TimelineScreen kind="dms" />) },
  lazyRoute('lists', ListsRoute, {}, 'login'),
  lazyRoute('lists/new', ListsRoute, { form: true }, 'login'),
  lazyRoute('lists/:id/edit', ListsRoute, { form: true }, 'login'),
  { path: 'lists/:id', element: loggedIn(<TimelineScreen kind="list" />) },
  lazyRoute(':username/notifications', NotificationsScreen, {}, 'login'),
  lazyRoute('users/:username/interactions', InteractionsScreen, {}, 'login'),
  lazyRoute('friend-requests', FollowRequestsScreen, {}, 'login'),
  lazyRoute('login', LoginScreen, {}),
  lazyRoute('oauth-callback', OAuthCallbackScreen, {}),
  lazyRoute('registration', RegistrationScreen, {}),
  lazyRoute('registration/:token', RegistrationScreen, {}),
  lazyRoute('registration-request-sent', RegistrationDoneScreen, { outcome: 'request_sent' }),
  lazyRoute('awaiting-email-confirmation', RegistrationDoneScreen, { outcome: 'awaiting_confirmation' }),
  lazyRoute('password-reset', PasswordResetScreen, {}),
  lazyRoute('who-to-follow', WhoToFollowScreen, {}, 'login'),
  // /remote-users/@user@host: a path segment cannot mix text and a parameter, so the screen parses it
  lazyRoute('remote-users/:acct', RemoteUserScreen, {}, 'login'),
  lazyRoute('remote-users/:host/:user', RemoteUserScreen, {}, 'login'),
  lazyRoute('about', AboutScreen, {}),
  lazyRoute('announcements', AnnouncementsScreen, {}, 'login'),
  lazyRoute('search', SearchScreen, {}),
  lazyRoute('users/:name', ProfileScreen, { route: 'users' }),
  // the catch-all profile (/{name}) ranks below every named route and above not-found; ahead, it loads the profile
  { path: ':name', element: <ProfileOrNotFound />, preload: ProfileScreen.preload },
  lazyRoute('*', NotFoundScreen, {}),
];

/**
 * Starts loading the chunk of the screen at `pathname` (the router's own ranking picks it), so a link followed
 * a moment later opens its screen without the spinner. Nothing for a screen in the first bundle.
 */
export function preloadScreen(pathname: string): void {
  const matches = matchRoutes(SCREEN_ROUTES, pathname);
  matches?.[matches.length - 1]?.route.preload?.();
}

const APP_ROUTES: RouteObject[] = [{ element: <AppShell />, children: SCREEN_ROUTES }];

export function AppRoutes() {
  return <Suspense fallback={<ChunkSpinner />}>{useRoutes(APP_ROUTES)}</Suspense>;
}
