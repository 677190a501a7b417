// Issue 17 point 12: the rows of bookmarks, favourites and a profile's media and statuses tabs where the server
// answers other than asked (snac2: a bookmark wrapped as someone's repeat; only_media and exclude_replies ignored).
import type { UnknownAction } from '@reduxjs/toolkit';
import snacInstance from '../../fixtures/real/snac2/001-instance-v1.json';
import snacOnlyMedia from '../../fixtures/real/snac2/045-alice-statuses-only-media.json';
import snacNoReplies from '../../fixtures/real/snac2/046-alice-statuses-exclude-replies.json';
import { makeSelectVisibleIds } from '../../../src/selectors/visibleTimeline';
import { timelineRowIds } from '../../../src/selectors/timelineRows';
import { selectCapabilities } from '../../../src/selectors/instance';
import { loginSucceeded } from '../../../src/slices/auth';
import { instanceLoaded } from '../../../src/slices/instance';
import { timelineFetched, timelineFetchStarted } from '../../../src/slices/timelines';
import type { Instance } from '../../../src/api/types';
import { accountFactory, importStatuses, reblogFactory, reduce, stateAfter, statusFactory } from '../../support/factories';

const ME = 'me1';
const me = accountFactory({ id: ME, username: 'me' });
const alice = accountFactory({ id: 'al', username: 'alice' });
const bob = accountFactory({ id: 'bo', username: 'bob' });

const fetched = (key: string, ids: string[], pinnedIds?: string[]): UnknownAction[] => [
  timelineFetchStarted({ key, direction: 'initial' }),
  timelineFetched({ key, direction: 'initial', ids, maxId: null, ...(pinnedIds ? { pinnedIds } : {}) }),
];
const snac = instanceLoaded(snacInstance.response.body as unknown as Instance);

describe('bookmarks and favourites', () => {
  const post = statusFactory({ id: 'P1', account: bob, content: '<p>bob wrote this</p>' });
  const wrapped = reblogFactory(post, alice, { id: 'W1' });
  const mine = reblogFactory(statusFactory({ id: 'P2', account: bob }), me, { id: 'W2' });
  const plain = statusFactory({ id: 'P3', account: alice });

  it.each(['bookmarks', `favorites:${ME}`])('%s: a repeat the member did not make shows the post itself', (key) => {
    const s = stateAfter(loginSucceeded({ me: ME }), importStatuses([wrapped, mine, plain]), ...fetched(key, ['W1', 'W2', 'P3']));
    // the member's own repeat stays one ("You repeated" is what they did)
    expect(makeSelectVisibleIds()(s, key)).toEqual(['P1', 'W2', 'P3']);
  });

  it('the post and its wrapper in one list show once', () => {
    const s = stateAfter(loginSucceeded({ me: ME }), importStatuses([wrapped]), ...fetched('bookmarks', ['W1', 'P1']));
    expect(makeSelectVisibleIds()(s, 'bookmarks')).toEqual(['P1']);
  });

  it('other timelines keep their repeats', () => {
    const s = stateAfter(loginSucceeded({ me: ME }), importStatuses([wrapped]), ...fetched('friends', ['W1']));
    expect(makeSelectVisibleIds()(s, 'friends')).toEqual(['W1']);
  });

  it('returns the same array while the rows do not change', () => {
    const s = stateAfter(loginSucceeded({ me: ME }), importStatuses([wrapped, plain]), ...fetched('bookmarks', ['W1', 'P3']));
    const select = makeSelectVisibleIds();
    const before = select(s, 'bookmarks');
    const after = reduce(s, importStatuses([{ ...post, favourited: true }]));
    expect(select(after, 'bookmarks')).toBe(before);
  });
});

describe("a profile's media and statuses tabs where the server ignores the filter", () => {
  const media = snacOnlyMedia.response.body;
  const noReplies = snacNoReplies.response.body;
  const aliceId = media[0]!.account.id;
  const ids = (body: { id: string }[]) => body.map((s) => s.id);

  it('the capability table says snac2 ignores them', () => {
    expect(selectCapabilities(stateAfter(snac)).statusFilters).toBe(false);
    expect(selectCapabilities(stateAfter()).statusFilters).toBe(true);
  });

  it('media: only the posts with attachments of their own (recorded: 4 of 5 without)', () => {
    const key = `media:${aliceId}`;
    const s = stateAfter(snac, importStatuses(media), ...fetched(key, ids(media)));
    const withMedia = media.filter((st) => st.media_attachments.length > 0).map((st) => st.id);
    expect(withMedia).toHaveLength(1);
    expect(makeSelectVisibleIds()(s, key)).toEqual(withMedia);
  });

  it('statuses: no replies to others (recorded: 1 of 5 is one)', () => {
    const key = `user:${aliceId}`;
    const s = stateAfter(snac, importStatuses(noReplies), ...fetched(key, ids(noReplies)));
    const shown = makeSelectVisibleIds()(s, key);
    expect(shown).toHaveLength(4);
    expect(shown.every((id) => !noReplies.find((st) => st.id === id)?.in_reply_to_id)).toBe(true);
  });

  it('statuses: a reply to oneself (a thread), a repeat and a pinned reply stay; media: a repeat goes', () => {
    const self = statusFactory({ id: 'T2', account: alice, in_reply_to_id: 'T1', in_reply_to_account_id: 'al' });
    const toBob = statusFactory({ id: 'R1', account: alice, in_reply_to_id: 'B1', in_reply_to_account_id: 'bo' });
    const pinned = statusFactory({ id: 'R2', account: alice, in_reply_to_id: 'B1', in_reply_to_account_id: 'bo' });
    const pic = { id: 'm1', type: 'image', url: 'https://x.test/p.png' };
    const repeat = reblogFactory(statusFactory({ id: 'B2', account: bob, media_attachments: [pic] }), alice, { id: 'RB' });
    const all = [pinned, self, toBob, repeat];
    const s = stateAfter(snac, importStatuses(all), ...fetched('user:al', ['R2', 'T2', 'R1', 'RB'], ['R2']));
    expect(makeSelectVisibleIds()(s, 'user:al')).toEqual(['R2', 'T2', 'RB']);
    const m = stateAfter(snac, importStatuses(all), ...fetched('media:al', ['RB']));
    expect(makeSelectVisibleIds()(m, 'media:al')).toEqual([]);
  });

  it('a server that honours the filters keeps what it sent', () => {
    const key = `media:${aliceId}`;
    const s = stateAfter(importStatuses(media), ...fetched(key, ids(media)));
    expect(makeSelectVisibleIds()(s, key)).toEqual(ids(media));
    const ids5 = ids(media);
    expect(timelineRowIds(s, key, ids5)).toBe(ids5);
  });
});
