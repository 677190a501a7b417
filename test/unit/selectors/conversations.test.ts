import {
  ancestorsOf,
  buildThread,
  depthLimit,
  diveRootOf,
  makeSelectThread,
  repliesShowing,
  selectFocusId,
  subtreeOf,
  threadCovers,
  topLevelOf,
} from '../../../src/features/conversations/conversationsSelectors';
import { conversationFetched, conversationFetchFailed } from '../../../src/features/conversations/conversationsSlice';
import { statusRemoved } from '../../../src/slices/timelines';
import { importStatuses, reblogFactory, reduce, stateAfter, statusFactory } from '../../support/factories';

/** parent links: R ← A ← A1 ← A1a ← A1a1, R ← B, and O whose parent X is unknown */
const PARENTS: Record<string, string | null> = {
  R: null,
  A: 'R',
  A1: 'A',
  A1a: 'A1',
  A1a1: 'A1a',
  B: 'R',
  O: 'X',
};
const IDS = ['R', 'A', 'A1', 'A1a', 'A1a1', 'B', 'O'];
const thread = buildThread(IDS, (id) => PARENTS[id]);

describe('buildThread', () => {
  it('links each status to its parent and keeps thread order among siblings', () => {
    expect(thread.children).toMatchObject({ R: ['A', 'B'], A: ['A1'], A1: ['A1a'], B: [], O: [] });
    expect(thread.depth).toEqual({ R: 0, A: 1, A1: 2, A1a: 3, A1a1: 4, B: 1, O: 0 });
  });

  it('a reply whose parent is missing becomes a top-level status', () => {
    expect(thread.topLevel).toEqual(['R', 'O']);
    expect(thread.parentOf.O).toBeNull();
  });

  it('counts every reply under a status and how deep they go', () => {
    expect(thread.replyCount).toMatchObject({ R: 5, A: 3, A1a: 1, A1a1: 0, O: 0 });
    expect(thread.replyDepth).toMatchObject({ R: 4, A: 3, B: 0 });
  });

  it('survives a reply cycle in broken data', () => {
    const cyclic = buildThread(['P', 'Q', 'S'], (id) => ({ P: 'Q', Q: 'P', S: 'S' })[id]);
    expect(cyclic.topLevel).toEqual(['P', 'S']);
    expect(cyclic.children.P).toEqual(['Q']);
    expect(cyclic.depth).toEqual({ P: 0, Q: 1, S: 0 });
  });

  it('answers ancestors, top-level ancestor and subtree', () => {
    expect(ancestorsOf(thread, 'A1a')).toEqual(['R', 'A', 'A1']);
    expect(ancestorsOf(thread, 'R')).toEqual([]);
    expect(topLevelOf(thread, 'A1a1')).toBe('R');
    expect(subtreeOf(thread, 'A')).toEqual(['A', 'A1', 'A1a', 'A1a1']);
  });
});

describe('depth limit and dives', () => {
  it('shows maxDepthInThread − 2 levels of replies by default, at least 1', () => {
    expect(depthLimit(6)).toBe(4);
    expect(depthLimit(3)).toBe(1);
    expect(depthLimit(1)).toBe(1);
  });

  it('hides replies below the limit, counted from the top', () => {
    const limit = 2;
    expect(repliesShowing(thread, 'A1', {}, null, limit)).toBe(true); // depth 2
    expect(repliesShowing(thread, 'A1a', {}, null, limit)).toBe(false); // depth 3
  });

  it('a dive re-roots the tree: the limit counts from the dive root', () => {
    expect(diveRootOf(thread, 'A1')).toBe('A1');
    // a top-level post is no dive: the whole conversation shows
    expect(diveRootOf(thread, 'R')).toBeNull();
    expect(diveRootOf(thread, 'O')).toBeNull();
    expect(repliesShowing(thread, 'A1a', {}, 'A1', 2)).toBe(true); // 1 below the dive root
  });

  it("the reader's own choice wins over the limit, both ways", () => {
    expect(repliesShowing(thread, 'A1a', { A1a: true }, null, 2)).toBe(true);
    expect(repliesShowing(thread, 'R', { R: false }, null, 2)).toBe(false);
  });

  it('a thread loaded around a post covers that post and its replies, not its ancestors', () => {
    expect(threadCovers(thread, 'A', 'A')).toBe(true);
    expect(threadCovers(thread, 'A', 'A1a1')).toBe(true);
    expect(threadCovers(thread, 'A', 'R')).toBe(false);
    expect(threadCovers(thread, 'A', 'B')).toBe(false);
    expect(threadCovers(thread, 'A', 'unknown')).toBe(false);
  });
});

describe('makeSelectThread', () => {
  const raw = [
    statusFactory({ id: 'R' }),
    statusFactory({ id: 'A', in_reply_to_id: 'R' }),
    statusFactory({ id: 'F', in_reply_to_id: 'A' }),
    statusFactory({ id: 'C', in_reply_to_id: 'F' }),
    statusFactory({ id: 'D', in_reply_to_id: 'R' }),
  ];
  const state = () =>
    stateAfter(importStatuses(raw), conversationFetched({ id: 'F', ancestors: ['R', 'A'], descendants: ['C', 'D'] }));

  it('builds the tree of the conversation opened on a post, that post included', () => {
    const t = makeSelectThread()(state(), 'F');
    expect(t.ids).toEqual(['R', 'A', 'F', 'C', 'D']);
    expect(t.children).toMatchObject({ R: ['A', 'D'], A: ['F'], F: ['C'] });
  });

  it('leaves out ids the store does not hold', () => {
    const s = reduce(state(), conversationFetched({ id: 'F', ancestors: ['R', 'A', 'ghost'], descendants: ['C', 'D'] }));
    expect(makeSelectThread()(s, 'F').ids).not.toContain('ghost');
  });

  it('keeps a status deleted while the page is open in its place, so its replies keep their parent', () => {
    const t = makeSelectThread()(reduce(state(), statusRemoved({ id: 'A' }), statusRemoved({ id: 'F' })), 'F');
    expect(t.ids).toEqual(['R', 'A', 'F', 'C', 'D']);
    expect(t.children).toMatchObject({ R: ['A', 'D'], A: ['F'], F: ['C'] });
  });

  it('a post found gone is no part of its own thread', () => {
    const s = reduce(state(), conversationFetchFailed({ id: 'F', error: { id: 'conversation.not_found' }, notFound: true }));
    expect(makeSelectThread()(s, 'F').ids).not.toContain('F');
  });

  it('is rebuilt only when the thread changes shape, not when a post changes otherwise', () => {
    const select = makeSelectThread();
    const before = state();
    const first = select(before, 'F');
    const liked = reduce(before, importStatuses([statusFactory({ id: 'C', in_reply_to_id: 'F', favourites_count: 9 })]));
    expect(select(liked, 'F')).toBe(first);
    const moved = reduce(liked, importStatuses([statusFactory({ id: 'C', in_reply_to_id: 'R' })]));
    expect(select(moved, 'F')).not.toBe(first);
  });

  it('centres a conversation opened on a repeat on the repeated post', () => {
    const inner = statusFactory({ id: 'IN' });
    const s = stateAfter(importStatuses([reblogFactory(inner, undefined, { id: 'RB' })]));
    expect(selectFocusId(s, 'RB')).toBe('IN');
    expect(selectFocusId(s, 'IN')).toBe('IN');
  });
});
