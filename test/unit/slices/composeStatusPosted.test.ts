import { selectConversationsState, conversationFetched } from '../../../src/features/conversations/conversationsSlice';
import { statusPosted, timelineFetched, timelineStatusesStreamed } from '../../../src/slices/timelines';
import { stateAfter, reduce } from '../../support/factories';

describe('statusPosted', () => {
  it('puts the post at the top of the open timelines it belongs to, once, and leaves the others alone', () => {
    const before = stateAfter(
      timelineFetched({ key: 'friends', direction: 'initial', ids: ['B', 'A'], maxId: null }),
      timelineStatusesStreamed({ key: 'friends', ids: ['NEW', 'C'] }),
      timelineFetched({ key: 'tag:cats', direction: 'initial', ids: ['A'], maxId: null }),
    );
    const after = reduce(
      before,
      statusPosted({ id: 'NEW', keys: ['friends', 'public'], inReplyToId: null }),
      statusPosted({ id: 'NEW', keys: ['friends'], inReplyToId: null }),
    );
    expect(after.timelines.friends.ids).toEqual(['NEW', 'B', 'A']);
    // it was queued behind "show new": now it is shown, so it is not counted twice
    expect(after.timelines.friends.pendingIds).toEqual(['C']);
    expect(after.timelines.public).toBeUndefined();
    expect(after.timelines['tag:cats']).toBe(before.timelines['tag:cats']);
  });

  it('a reply joins every loaded conversation holding the replied status', () => {
    const before = stateAfter(
      conversationFetched({ id: 'ROOT', ancestors: [], descendants: ['R1'] }),
      conversationFetched({ id: 'R1', ancestors: ['ROOT'], descendants: [] }),
      conversationFetched({ id: 'OTHER', ancestors: [], descendants: [] }),
    );
    const after = reduce(before, statusPosted({ id: 'MINE', keys: [], inReplyToId: 'R1' }));
    expect(selectConversationsState(after).ROOT.descendants).toEqual(['R1', 'MINE']);
    expect(selectConversationsState(after).R1.descendants).toEqual(['MINE']);
    expect(selectConversationsState(after).OTHER.descendants).toEqual([]);
  });
});
