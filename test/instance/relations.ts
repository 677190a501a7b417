// The viewer-side relations beyond follows and follow requests: blocks, mutes, subscriptions, hidden
// repeats, private notes, domain blocks, and remote follows not yet accepted. Kept off the seed (none
// are seeded) and created on first use, so /__demo/reset clears them with the rest of the state.
import type { Account, DemoState } from './model';

export interface RelationsState {
  /** viewer id -> blocked account ids */
  blocks: Map<string, Set<string>>;
  /** viewer id -> muted account ids */
  mutes: Map<string, Set<string>>;
  /** viewer id -> accounts whose every post notifies (follow notify=true, Pleroma subscribe) */
  notifying: Map<string, Set<string>>;
  /** viewer id -> followed accounts whose repeats stay out of home (follow reblogs=false) */
  hidingReblogs: Map<string, Set<string>>;
  /** viewer id -> account id -> private note */
  notes: Map<string, Map<string, string>>;
  /** viewer id -> blocked domains */
  domainBlocks: Map<string, Set<string>>;
  /**
   * 'viewer>target': a follow of an unlocked remote account the remote server has not accepted yet; it
   * answers `requested: true` and is accepted on the next relationships read (the client's re-check).
   */
  remotePending: Set<string>;
}

export function relationsOf(state: DemoState): RelationsState {
  state.relations ??= {
    blocks: new Map(),
    mutes: new Map(),
    notifying: new Map(),
    hidingReblogs: new Map(),
    notes: new Map(),
    domainBlocks: new Map(),
    remotePending: new Set(),
  };
  return state.relations;
}

/** The set under `key`, made when `create` (for writes). */
export function setOf<K, V>(map: Map<K, Set<V>>, key: K): Set<V> {
  let set = map.get(key);
  if (!set) map.set(key, (set = new Set()));
  return set;
}

export const has = (map: Map<string, Set<string>>, viewerId: string, id: string): boolean => map.get(viewerId)?.has(id) ?? false;

export function blocks(state: DemoState, viewerId: string, targetId: string): boolean {
  return state.relations ? has(state.relations.blocks, viewerId, targetId) : false;
}

export function domainBlocked(state: DemoState, viewerId: string, account: Account): boolean {
  return !!account.domain && !!state.relations && has(state.relations.domainBlocks, viewerId, account.domain);
}

/** Follows a remote account answers later are accepted when the client asks about them again. */
export function acceptPendingRemoteFollows(state: DemoState, viewerId: string, targetIds: string[]): void {
  const pending = state.relations?.remotePending;
  if (!pending?.size) return;
  for (const targetId of targetIds) {
    const key = `${viewerId}>${targetId}`;
    if (!pending.delete(key)) continue;
    state.followRequests.get(targetId)?.delete(viewerId);
    setOf(state.following, viewerId).add(targetId);
  }
}
