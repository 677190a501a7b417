import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../store/rootReducer';
import { emptyConversation, type ConversationState } from './conversationsSlice';
import { selectConversationsState } from './conversationsSlice';

export const selectConversation = (s: RootState, id: string): ConversationState =>
  selectConversationsState(s)[id] ?? emptyConversation;

/** The post a conversation centres on: for a repeat, the repeated post. */
export const selectFocusId = (s: RootState, id: string): string => s.entities.statuses.entities[id]?.reblog ?? id;

/** The reply structure of one conversation, built from each status's in_reply_to_id. */
export interface Thread {
  /** every status of the conversation in thread order (ancestors, focus, descendants), known statuses only */
  ids: string[];
  /** parent inside this thread; null for a top-level status (the root, or a reply whose parent is missing) */
  parentOf: Record<string, string | null>;
  children: Record<string, string[]>;
  /** 0 for top-level statuses */
  depth: Record<string, number>;
  topLevel: string[];
  /** how many statuses sit under each status, all levels */
  replyCount: Record<string, number>;
  /** how many levels go below each status (0 = no replies) */
  replyDepth: Record<string, number>;
}

/** Builds the tree. Children keep thread order; a cycle in broken data is cut where it closes. */
export function buildThread(ids: string[], parentIdOf: (id: string) => string | null | undefined): Thread {
  const present = new Set(ids);
  const parentOf: Record<string, string | null> = {};
  const children: Record<string, string[]> = {};
  for (const id of ids) children[id] = [];
  for (const id of ids) {
    const parent = parentIdOf(id);
    parentOf[id] = parent && parent !== id && present.has(parent) ? parent : null;
  }
  // Cut cycles: walking up from any status must reach a top-level one.
  for (const id of ids) {
    const seen = new Set<string>([id]);
    for (let cur = parentOf[id]; cur; cur = parentOf[cur]) {
      if (seen.has(cur)) {
        parentOf[id] = null;
        break;
      }
      seen.add(cur);
    }
  }
  for (const id of ids) {
    const parent = parentOf[id];
    if (parent) children[parent]?.push(id); // a parent is one of ids, so it has its list
  }
  const topLevel = ids.filter((id) => parentOf[id] === null);
  const depth: Record<string, number> = {};
  const replyCount: Record<string, number> = {};
  const replyDepth: Record<string, number> = {};
  /** Records id and everything under it; answers id's reply count and depth. */
  const walk = (id: string, level: number): { count: number; deepest: number } => {
    depth[id] = level;
    let count = 0;
    let deepest = 0;
    for (const child of children[id] ?? []) {
      const below = walk(child, level + 1);
      count += 1 + below.count;
      deepest = Math.max(deepest, 1 + below.deepest);
    }
    replyCount[id] = count;
    replyDepth[id] = deepest;
    return { count, deepest };
  };
  for (const id of topLevel) walk(id, 0);
  return { ids, parentOf, children, depth, topLevel, replyCount, replyDepth };
}

/** Replies of a status, in thread order; none for an id outside the thread. */
export const childrenOf = (thread: Thread, id: string): string[] => thread.children[id] ?? [];

/** Ancestors of a status inside the thread, top first. */
export function ancestorsOf(thread: Thread, id: string): string[] {
  const out: string[] = [];
  for (let cur = thread.parentOf[id]; cur; cur = thread.parentOf[cur]) out.unshift(cur);
  return out;
}

export function topLevelOf(thread: Thread, id: string): string {
  let cur = id;
  while (thread.parentOf[cur]) cur = thread.parentOf[cur] as string;
  return cur;
}

/**
 * The status the tree is re-rooted at: the focused one, unless it is top-level already
 * (then the whole conversation shows). Pleroma-FE's diveRoot.
 */
export function diveRootOf(thread: Thread, focusId: string): string | null {
  return thread.parentOf[focusId] ? focusId : null;
}

/** Levels shown by default below the dive root before "show full thread" (spec 000 §9: maxDepthInThread − 2, at least 1). */
export const depthLimit = (maxDepthInThread: number): number => Math.max(1, maxDepthInThread - 2);

/**
 * Whether a status's replies show: the reader's own choice for it, else shown while its depth
 * below the dive root is within the limit.
 */
export function repliesShowing(
  thread: Thread,
  id: string,
  overrides: Record<string, boolean>,
  diveRoot: string | null,
  limit: number,
): boolean {
  const own = overrides[id];
  if (own !== undefined) return own;
  const base = diveRoot ? thread.depth[diveRoot] : 0;
  const depth = thread.depth[id];
  // an id outside the thread has no depth: nothing shows under it
  if (depth === undefined || base === undefined) return false;
  return depth - base <= limit;
}

/** Every status under id (for "show full thread", which opens a branch recursively). */
export function subtreeOf(thread: Thread, id: string): string[] {
  const out: string[] = [];
  const walk = (cur: string) => {
    out.push(cur);
    for (const child of childrenOf(thread, cur)) walk(child);
  };
  walk(id);
  return out;
}

/** Thread order, focus included once, statuses the store does not hold left out. */
const selectThreadIds = createSelector(
  [
    (s: RootState, id: string) => selectConversation(s, id),
    (s: RootState, id: string) => selectFocusId(s, id),
    (s: RootState) => s.entities.statuses.entities,
  ],
  (conv, focusId, statuses): string[] => {
    const seen = new Set<string>();
    // A post found gone (404, deleted) stays out even while the store still holds a copy.
    const focus = conv.notFound ? [] : [focusId];
    return [...conv.ancestors, ...focus, ...conv.descendants].filter((sid) => {
      if (seen.has(sid) || !statuses[sid]) return false;
      seen.add(sid);
      return true;
    });
  },
  { memoizeOptions: { resultEqualityCheck: sameList } },
);

/** [id, parent] pairs: equal while no status of the thread changes its place, whatever else changes. */
const selectLinks = createSelector(
  [selectThreadIds, (s: RootState) => s.entities.statuses.entities],
  (ids, statuses): string[] => ids.map((sid) => statuses[sid]?.in_reply_to_id ?? ''),
  { memoizeOptions: { resultEqualityCheck: sameList } },
);

function sameList(a: string[], b: string[]): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}

/**
 * The reply tree of the conversation opened on id. A factory, one per screen: it is rebuilt only
 * when the thread's ids or their parents change, not when a favourite count does.
 */
export const makeSelectThread = () =>
  createSelector([selectThreadIds, selectLinks], (ids, parents): Thread => {
    const parentById = new Map(ids.map((sid, i) => [sid, parents[i] || null]));
    return buildThread(ids, (sid) => parentById.get(sid));
  });

/**
 * Whether a thread loaded around focusId already holds everything a page for id shows: id itself
 * and all its replies. That is so for focusId and the posts under it; a post above it may have
 * replies the server did not send (Mastodon sends ancestors and descendants only), so it needs
 * its own fetch.
 */
export function threadCovers(thread: Thread, focusId: string, id: string): boolean {
  if (id === focusId) return true;
  if (!thread.children[focusId]) return false;
  for (let cur = thread.parentOf[id]; cur; cur = thread.parentOf[cur]) if (cur === focusId) return true;
  return false;
}
