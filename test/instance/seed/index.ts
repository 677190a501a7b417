// Builds the whole seeded state. Same output every run except timestamps,
// which count back from `now` so the client shows recent relative times.
import { FlakeIds, ID_BASE_TIME, seededRandom } from '../ids';
import type { Account, DemoState } from '../model';
import { findAccountByAcct, lookupFor } from '../store';
import { ACCOUNT_SEEDS, FOLLOWS, FOLLOW_REQUESTS, accountFromSeed } from './accounts';
import { seedAuthState } from './auth';
import { seedEmojis } from './emoji';
import { materialize } from './plan';
import { NOTIFICATION_ID_BASE, seedSocial } from './social';
import { planStatuses } from './statuses';

const DAY = 24 * 60 * 60 * 1000;
export const SEED = 20240101;

export function createSeedState(now: number): DemoState {
  const state: DemoState = {
    seededAt: now,
    ids: new FlakeIds(),
    accounts: new Map(),
    statuses: new Map(),
    following: new Map(),
    followRequests: new Map(),
    emojis: seedEmojis(),
    apps: new Map(),
    tokens: new Map(),
    mfaChallenges: new Map(),
    authorizationCodes: new Map(),
    auth: seedAuthState(),
    lists: new Map(),
    followedTags: new Map(),
    notifications: [],
    serials: { list: 0, notification: NOTIFICATION_ID_BASE },
  };
  const accountIds = new FlakeIds();
  ACCOUNT_SEEDS.forEach((seed, i) => {
    const ageDays = 400 - i * 25;
    const account = accountFromSeed(seed, accountIds.at(ID_BASE_TIME - ageDays * DAY), now - ageDays * DAY);
    state.accounts.set(account.id, account);
  });
  const byAcct = (acct: string): Account => {
    const account = findAccountByAcct(state, acct);
    if (!account) throw new Error(`seed refers to unknown account ${acct}`);
    return account;
  };
  for (const [follower, targets] of Object.entries(FOLLOWS)) {
    state.following.set(byAcct(follower).id, new Set(targets.map((t) => byAcct(t).id)));
  }
  for (const [target, requesters] of Object.entries(FOLLOW_REQUESTS)) {
    state.followRequests.set(byAcct(target).id, new Set(requesters.map((r) => byAcct(r).id)));
  }
  const lookup = lookupFor(state);
  const plan = planStatuses(seededRandom(SEED));
  const statuses = materialize(plan, {
    seededAt: now,
    ids: new FlakeIds(),
    pollIds: new FlakeIds(),
    lookup,
    accountByAcct: byAcct,
    emojiPath: (name) => state.emojis.find((e) => e.shortcode === name)?.path ?? null,
  });
  for (const status of statuses) state.statuses.set(status.id, status);
  seedSocial(state);
  return state;
}
