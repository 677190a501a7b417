// Finding what nothing references and dropping it: loaded with the first eviction (chunk "eviction"),
// since no first screen needs it.
import { put, select } from 'typed-redux-saga';
import type { StatusEntity } from '../schemas';
import { entitiesEvicted, type EvictedIds } from '../actions/entities';
import { timelinesTrimmed, type TimelineKey } from '../slices/timelines';
import type { RootState } from '../store/rootReducer';

/** The entity tables eviction cleans; every other part of the state is a holder of references. */
const EVICTED_TABLES = new Set(['statuses', 'accounts', 'polls', 'relationships']);

/**
 * Every string held anywhere outside the entity tables, keys included: timeline ids and queues,
 * conversations (keyed by status id), notifications, the signed-in account. A view added later is
 * covered without this file knowing it; a string that only looks like an id keeps an entity, never
 * drops one.
 */
function collectHeldStrings(value: unknown, into: Set<string>, depth = 0): void {
  if (depth > 12 || value === null) return;
  if (typeof value === 'string') {
    into.add(value);
  } else if (Array.isArray(value)) {
    for (const item of value) collectHeldStrings(item, into, depth + 1);
  } else if (typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      into.add(key);
      collectHeldStrings(item, into, depth + 1);
    }
  }
}

function heldStrings(state: RootState): Set<string> {
  const held = new Set<string>();
  for (const [slice, value] of Object.entries(state)) {
    if (slice !== 'entities') collectHeldStrings(value, held);
  }
  // Entity tables this file does not clean (notifications, say) hold references too.
  for (const [table, value] of Object.entries(state.entities)) {
    if (!EVICTED_TABLES.has(table)) collectHeldStrings(value, held);
  }
  return held;
}

/**
 * Statuses, accounts and polls nothing references: no view holds them, and no referenced status
 * points at them (as repeat, quote, reply parent, author, poll, reaction account). Pure.
 */
export function findUnreferenced(state: RootState): EvictedIds {
  const { statuses, accounts, polls } = state.entities;
  const held = heldStrings(state);
  const keptStatuses = new Set<string>();
  const keptAccounts = new Set<string>();
  const keptPolls = new Set<string>();

  const keepAccount = (id: string | null | undefined) => {
    // An account that moved keeps the one it moved to (shown on its card).
    while (id && accounts.entities[id] && !keptAccounts.has(id)) {
      keptAccounts.add(id);
      id = accounts.entities[id]?.moved;
    }
  };
  const pending: string[] = [];
  const keepStatus = (id: string | null | undefined) => {
    if (id && statuses.entities[id] && !keptStatuses.has(id)) {
      keptStatuses.add(id);
      pending.push(id);
    }
  };

  for (const id of held) {
    keepStatus(id);
    keepAccount(id);
    if (polls.entities[id]) keptPolls.add(id);
  }
  while (pending.length > 0) {
    const status: StatusEntity | undefined = statuses.entities[pending.pop() as string];
    if (!status) continue;
    keepStatus(status.reblog);
    keepStatus(status.quote);
    keepStatus(status.quote_id);
    keepStatus(status.in_reply_to_id);
    keepAccount(status.account);
    keepAccount(status.in_reply_to_account_id);
    for (const mention of status.mentions) keepAccount(mention.id);
    for (const reaction of status.emoji_reactions) for (const id of reaction.account_ids ?? []) keepAccount(id);
    if (status.poll && polls.entities[status.poll]) keptPolls.add(status.poll);
  }

  return {
    statuses: statuses.ids.filter((id) => !keptStatuses.has(id)),
    accounts: accounts.ids.filter((id) => !keptAccounts.has(id)),
    polls: polls.ids.filter((id) => !keptPolls.has(id)),
  };
}

/**
 * Debug switch for the memory bench (`npm run bench:timeline -- --memory`, docs/architecture.md
 * "Memory"): localStorage `debugEviction` = `off` turns pruning off in that tab, to measure what
 * pruning saves. Nothing in the app sets it; read here, in the lazy chunk, so main pays nothing.
 */
export const PRUNING_SWITCH_KEY = 'debugEviction';

function pruningSwitchedOff(): boolean {
  try {
    return localStorage.getItem(PRUNING_SWITCH_KEY) === 'off';
  } catch {
    return false; // storage unavailable: prune, as always
  }
}

/** Bound the timelines, then drop what nothing references, in one action. */
export function* evictNow(open: ReadonlySet<TimelineKey>) {
  if (pruningSwitchedOff()) return;
  yield* put(timelinesTrimmed({ open: [...open] }));
  const state = yield* select((s: RootState) => s);
  const unreferenced = findUnreferenced(state);
  if (unreferenced.statuses.length + unreferenced.accounts.length + unreferenced.polls.length > 0)
    yield* put(entitiesEvicted(unreferenced));
}
