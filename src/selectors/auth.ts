import type { RootState } from '../store/rootReducer';
import type { LoginStrategy } from '../slices/auth';
import { selectFrontendConfig } from './instance';

export const selectIsLoggedIn = (s: RootState) => s.auth.me !== null;
export const selectCurrentAccount = (s: RootState) => (s.auth.me ? (s.entities.accounts.entities[s.auth.me] ?? null) : null);

/** The login screen's strategy (spec 000 §4): a second factor when one is pending, else the instance's loginMethod. */
export const selectLoginStrategy = (s: RootState): LoginStrategy => {
  if (s.auth.step !== 'initial') return s.auth.step;
  return selectFrontendConfig(s).loginMethod === 'token' ? 'token' : 'password';
};
