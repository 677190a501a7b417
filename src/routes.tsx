import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { useAppSelector } from './store/hooks';
import { selectIsLoggedIn } from './selectors/auth';
import { selectLandingPaths } from './selectors/instance';
import { AppShell } from './components/AppShell/AppShell';
import { TimelineScreen } from './screens/Timeline/TimelineScreen';
import { Spinner } from './components/Spinner/Spinner';

// Everything but the timeline loads on demand.
const LoginScreen = lazy(() =>
  import(/* webpackChunkName: "login" */ './screens/Login/LoginScreen').then((m) => ({ default: m.LoginScreen })),
);
const NotFoundScreen = lazy(() =>
  import(/* webpackChunkName: "not-found" */ './screens/NotFound/NotFoundScreen').then((m) => ({ default: m.NotFoundScreen })),
);

function RootRedirect() {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const landing = useAppSelector(selectLandingPaths);
  return <Navigate to={loggedIn ? landing.loggedIn : landing.loggedOut} replace />;
}

/** Login-required routes send a visitor to the logged-out landing (spec 000 §2). */
function RequireLogin({ children }: { children: ReactNode }) {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const landing = useAppSelector(selectLandingPaths);
  return loggedIn ? children : <Navigate to={landing.loggedOut} replace />;
}

export function AppRoutes() {
  return (
    <Suspense fallback={<Spinner />}>
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
          <Route
            path="login"
            element={
              <Suspense fallback={<Spinner />}>
                <LoginScreen />
              </Suspense>
            }
          />
          <Route
            path="*"
            element={
              <Suspense fallback={<Spinner />}>
                <NotFoundScreen />
              </Suspense>
            }
          />
        </Route>
      </Routes>
    </Suspense>
  );
}
