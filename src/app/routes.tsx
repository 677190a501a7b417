import { Suspense, type ComponentType, type ReactNode } from 'react';
import { Navigate, Route, Routes, useParams } from 'react-router';
import { useAppSelector } from '../store/hooks';
import { selectIsLoggedIn } from '../selectors/auth';
import { selectCapabilities, selectLandingPaths } from '../selectors/instance';
import { canNameProfile } from './profileNames';
import { selectVisitorLanding } from '../selectors/visitor';
import { AppShell } from './shell/AppShell';
import { TimelineScreen } from '../screens/Timeline/TimelineScreen';
import { ChunkSpinner } from '../components/Spinner/Spinner';
import { withMessages } from '../i18n/loadMessages';
import { lazyRetrying } from '../utils/retryImport';

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

export function AppRoutes() {
  return (
    <Suspense fallback={<ChunkSpinner />}>
      <Routes>
        <Route element={<AppShell />}>
          <Route index element={<RootRedirect />} />
          <Route path="main/all" element={<TimelineScreen kind="publicAndExternal" />} />
          <Route path="main/public" element={<TimelineScreen kind="public" />} />
          <Route path="main/bubble" element={<TimelineScreen kind="bubble" />} />
          <Route
            path="main/friends"
            element={
              <RequireLogin>
                <TimelineScreen kind="friends" />
              </RequireLogin>
            }
          />
          <Route path="tag/:tag" element={<TimelineScreen kind="tag" />} />
          <Route path="notice/:id" element={lazyScreen(<ConversationScreen />)} />
          <Route
            path="bookmarks"
            element={
              <RequireLogin>
                <TimelineScreen kind="bookmarks" />
              </RequireLogin>
            }
          />
          <Route
            path="users/:username/dms"
            element={
              <RequireLogin>
                <TimelineScreen kind="dms" />
              </RequireLogin>
            }
          />
          <Route path="lists" element={<RequireLogin>{lazyScreen(<ListsRoute />)}</RequireLogin>} />
          <Route path="lists/new" element={<RequireLogin>{lazyScreen(<ListsRoute form />)}</RequireLogin>} />
          <Route path="lists/:id/edit" element={<RequireLogin>{lazyScreen(<ListsRoute form />)}</RequireLogin>} />
          <Route
            path="lists/:id"
            element={
              <RequireLogin>
                <TimelineScreen kind="list" />
              </RequireLogin>
            }
          />
          <Route path=":username/notifications" element={<RequireLogin>{lazyScreen(<NotificationsScreen />)}</RequireLogin>} />
          <Route
            path="users/:username/interactions"
            element={<RequireLogin>{lazyScreen(<InteractionsScreen />)}</RequireLogin>}
          />
          <Route path="friend-requests" element={<RequireLogin>{lazyScreen(<FollowRequestsScreen />)}</RequireLogin>} />
          <Route
            path="login"
            element={
              <Suspense fallback={<ChunkSpinner />}>
                <LoginScreen />
              </Suspense>
            }
          />
          <Route path="oauth-callback" element={lazyScreen(<OAuthCallbackScreen />)} />
          <Route path="registration" element={lazyScreen(<RegistrationScreen />)} />
          <Route path="registration/:token" element={lazyScreen(<RegistrationScreen />)} />
          <Route path="registration-request-sent" element={lazyScreen(<RegistrationDoneScreen outcome="request_sent" />)} />
          <Route
            path="awaiting-email-confirmation"
            element={lazyScreen(<RegistrationDoneScreen outcome="awaiting_confirmation" />)}
          />
          <Route path="password-reset" element={lazyScreen(<PasswordResetScreen />)} />
          <Route path="who-to-follow" element={<RequireLogin>{lazyScreen(<WhoToFollowScreen />)}</RequireLogin>} />
          {/* /remote-users/@user@host: a path segment cannot mix text and a parameter, so the screen parses it */}
          <Route path="remote-users/:acct" element={<RequireLogin>{lazyScreen(<RemoteUserScreen />)}</RequireLogin>} />
          <Route path="remote-users/:host/:user" element={<RequireLogin>{lazyScreen(<RemoteUserScreen />)}</RequireLogin>} />
          <Route path="about" element={lazyScreen(<AboutScreen />)} />
          <Route path="announcements" element={<RequireLogin>{lazyScreen(<AnnouncementsScreen />)}</RequireLogin>} />
          <Route path="search" element={lazyScreen(<SearchScreen />)} />
          <Route path="users/:name" element={lazyScreen(<ProfileScreen route="users" />)} />
          {/* the catch-all profile (/{name}) ranks below every named route and above not-found */}
          <Route path=":name" element={<ProfileOrNotFound />} />
          <Route
            path="*"
            element={
              <Suspense fallback={<ChunkSpinner />}>
                <NotFoundScreen />
              </Suspense>
            }
          />
        </Route>
      </Routes>
    </Suspense>
  );
}
