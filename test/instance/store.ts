// Look-ups over the in-memory state shared by routes and serializers.
import type { FormatLookup } from './format';
import type { Account, DemoState, Status } from './model';
import { acctOf } from './urls';

export function findAccountByAcct(state: DemoState, acct: string): Account | undefined {
  const wanted = acct.replace(/^@/, '').toLowerCase();
  for (const account of state.accounts.values()) {
    if (acctOf(account).toLowerCase() === wanted) return account;
  }
  return undefined;
}

export function lookupFor(state: DemoState): FormatLookup {
  return {
    accountByAcct: (acct) => findAccountByAcct(state, acct),
    hasEmoji: (shortcode) => state.emojis.some((e) => e.shortcode === shortcode),
  };
}

/** Statuses sorted newest first (flake ids sort in creation order). */
export function newestFirst(statuses: Iterable<Status>): Status[] {
  return [...statuses].sort((a, b) => (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));
}
