// Sign-out, in the "login" chunk: it loads on the first logoutRequested (features/signIn/index.ts).
import type { Action } from '@reduxjs/toolkit';
import { call, delay, fork, join, put, race, select, take } from 'typed-redux-saga';
import { revokeToken } from '../../../api/oauth';
import { endPush } from '../../push/endPush';
import { selectSettings } from '../../../selectors/settings';
import { appForgotten, sessionCleared } from '../../../slices/auth';
import { navigationRequested, navigationSettled, noticeAdded } from '../../../slices/ui';
import { selectApiConfig, selectCapabilities } from '../../../selectors/instance';
import type { RootState } from '../../../store/rootReducer';
import { clearWorkerCaches } from '../../../serviceWorker/clearCaches';

/** where a signed-out user lands (spec 000 §4) */
export const LOGOUT_LANDING = '/main/public';

/**
 * Sign-out: land on the public timeline first (so no screen of the user's stays mounted), clear everything the
 * user had (every slice and saga listens to sessionCleared), then revoke the token.
 */
/** How long sign-out waits for the public timeline to be on screen before ending the session anyway. */
export const NAVIGATION_WAIT_MS = 2000;

export function* logout() {
  const { app, token } = yield* select((s: RootState) => s.auth);
  const cfg = yield* select(selectApiConfig);
  const { revokeDeletesApp } = yield* select(selectCapabilities);
  // web push ends while the token still works (beside the navigation; joined before the revoke)
  const { webPushNotifications } = yield* select(selectSettings);
  const pushEnded = yield* fork(endPush, cfg, webPushNotifications);
  yield* put(navigationRequested({ to: LOGOUT_LANDING, replace: true }));
  // The session ends once the public timeline is on screen: ended under a login-required screen, that
  // screen would send the visitor to the logged-out landing instead (a router transition is pending).
  const seq = yield* select((s: RootState) => s.ui.navigation?.seq ?? 0);
  yield* race({
    settled: take((a: Action) => navigationSettled.match(a) && a.payload.seq === seq),
    stuck: delay(NAVIGATION_WAIT_MS),
  });
  // Everything that asks with the token stops first (the landing's timeline, pollers): a request still on its way
  // once the server has revoked the token would be refused (Hollo's 401), an error for a session already over.
  yield* put(sessionCleared());
  // The service worker's caches go with the session (the scripts the reader used say what they did).
  yield* call(clearWorkerCaches);
  yield* join(pushEnded);
  if (app && token) {
    // snac2 deletes the app with its token: the next sign-in registers a new one instead of asking about this
    // one. Forgotten before the revoke is sent, so a tab closed or reloaded while it is on its way does not
    // keep an app the server is about to delete (its next sign-in would be refused once, with a 401).
    if (revokeDeletesApp) yield* put(appForgotten());
    try {
      yield* call(revokeToken, cfg, { clientId: app.clientId, clientSecret: app.clientSecret, token });
    } catch (error) {
      // The token is forgotten here either way; a server that cannot revoke it now is only logged.
      console.warn('token revocation failed', error instanceof Error ? error.message : error);
    }
  }
  yield* put(noticeAdded('info', { id: 'auth.logged_out' }, 3000));
}
