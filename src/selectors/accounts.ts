import type { RootState } from '../store/rootReducer';

/** The acct of an account the store holds, by id: what link routing needs to trust a mention's id (utils/links.ts). */
export const acctLookup =
  (state: RootState) =>
  (id: string): string | undefined =>
    state.entities.accounts.entities[id]?.acct;
