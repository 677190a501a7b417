import type { RootState } from '../store/rootReducer';

export const selectIsLoggedIn = (s: RootState) => s.auth.me !== null;
export const selectCurrentAccount = (s: RootState) => (s.auth.me ? (s.entities.accounts.entities[s.auth.me] ?? null) : null);
