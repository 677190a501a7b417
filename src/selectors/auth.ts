import type { RootState } from '../store/rootReducer';
import type { LoginStrategy } from '../slices/auth';
import { selectCapabilities, selectFrontendConfig } from './instance';

export const selectIsLoggedIn = (s: RootState) => s.auth.me !== null;
export const selectCurrentAccount = (s: RootState) => (s.auth.me ? (s.entities.accounts.entities[s.auth.me] ?? null) : null);

/**
 * Username and password can sign in here: the server has the password grant (snac2's gives a token that
 * belongs to no one, Hollo has none) and did not refuse one in this page's life.
 */
export const selectPasswordSignIn = (s: RootState): boolean => selectCapabilities(s).passwordGrant && !s.auth.passwordUnsupported;

/**
 * The login screen's strategy (spec 000 §4): a second factor when one is pending, else the instance's
 * loginMethod, except that the server's own page ('token') comes first where passwords cannot sign in.
 */
export const selectLoginStrategy = (s: RootState): LoginStrategy => {
  if (s.auth.step !== 'initial') return s.auth.step;
  if (!selectPasswordSignIn(s)) return 'token';
  return selectFrontendConfig(s).loginMethod === 'token' ? 'token' : 'password';
};
