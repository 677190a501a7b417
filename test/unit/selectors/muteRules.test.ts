import type { UnknownAction } from '@reduxjs/toolkit';
import { isNsfw, makeSelectMuteState, selectHideMedia, type MuteContext } from '../../../src/selectors/muteRules';
import { makeSelectVisibleIds } from '../../../src/selectors/visibleTimeline';
import { entitiesImported } from '../../../src/slices/entities';
import { loginSucceeded } from '../../../src/slices/auth';
import { settingChanged } from '../../../src/slices/settings';
import { serverFiltersLoaded } from '../../../src/features/settingsModal/tabs/general/filtersSlice';
import { timelineFetched, timelineFetchStarted } from '../../../src/slices/timelines';
import { normalizeStatuses } from '../../../src/schemas';
import type { RootState } from '../../../src/store';
import type { Settings } from '../../../src/settings/defaults';
import { accountFactory, importStatuses, reblogFactory, reduce, stateAfter, statusFactory } from '../../support/factories';

const ME = 'me1';
const me = accountFactory({ id: ME, username: 'me' });
const author = accountFactory({ id: 'au1', username: 'author' });
const other = accountFactory({ id: 'ot1', username: 'other' });
const robot = accountFactory({ id: 'bot1', username: 'robot', bot: true });

const relationship = (id: string, flags: Record<string, boolean>): UnknownAction =>
  entitiesImported({ relationships: { [id]: { id, ...flags } } });
const set = <K extends keyof Settings>(key: K, value: Settings[K]) => settingChanged(key, value);

/** The state with the viewer signed in and `statuses` imported. */
const base = (statuses: unknown[], ...actions: UnknownAction[]): RootState =>
  stateAfter(loginSucceeded({ me: ME }), importStatuses(statuses), ...actions);

const verdict = (s: RootState, id: string, context: MuteContext = {}) => makeSelectMuteState()(s, id, context);

describe('mute rules: what mutes a post', () => {
  it('a post with nothing against it is shown normally', () => {
    const s = base([statusFactory({ id: 'p1', account: author })]);
    expect(verdict(s, 'p1')).toEqual({ muted: false, hidden: false, reasons: [] });
  });

  it('the author is muted (relationship)', () => {
    const s = base([statusFactory({ id: 'p1', account: author })], relationship('au1', { muting: true }));
    expect(verdict(s, 'p1')).toEqual({ muted: true, hidden: false, reasons: ['user'] });
    // muting someone else changes nothing for this post
    expect(verdict(base([statusFactory({ id: 'p1', account: author })], relationship('ot1', { muting: true })), 'p1').muted).toBe(
      false,
    );
  });

  it('a repeat by a muted user is muted too', () => {
    const inner = statusFactory({ id: 'p1', account: author });
    const s = base([reblogFactory(inner, other, { id: 'r1' })], relationship('ot1', { muting: true }));
    expect(verdict(s, 'r1').reasons).toEqual(['user']);
  });

  it('the thread is muted (Pleroma thread_muted, Mastodon muted)', () => {
    const pleroma = statusFactory({ id: 'p1', account: author, muted: true, pleroma: { thread_muted: true } });
    const mastodon = statusFactory({ id: 'p2', account: author, muted: true, pleroma: undefined });
    const s = base([pleroma, mastodon]);
    expect(verdict(s, 'p1').reasons).toEqual(['thread']);
    expect(verdict(s, 'p2').reasons).toEqual(['thread']);
  });

  it('Pleroma muted without thread_muted means the author is muted', () => {
    const s = base([statusFactory({ id: 'p1', account: author, muted: true, pleroma: { thread_muted: false } })]);
    expect(verdict(s, 'p1').reasons).toEqual(['user']);
  });

  it('a mute word hits the text, case-insensitively, with the HTML stripped', () => {
    const s = base(
      [statusFactory({ id: 'p1', account: author, content: '<p>I love <b>Spoilers</b></p>' })],
      set('muteWords', ['spoilers']),
    );
    expect(verdict(s, 'p1')).toEqual({ muted: true, hidden: false, reasons: ['word'] });
    // the tag name itself is not text
    const tags = base([statusFactory({ id: 'p1', account: author, content: '<p>hello</p>' })], set('muteWords', ['p']));
    expect(verdict(tags, 'p1').muted).toBe(false);
  });

  it('a mute word hits the summary (content warning)', () => {
    const s = base(
      [statusFactory({ id: 'p1', account: author, content: '<p>nothing here</p>', spoiler_text: 'Election talk' })],
      set('muteWords', ['ELECTION']),
    );
    expect(verdict(s, 'p1').reasons).toEqual(['word']);
  });

  it('whole-word muting needs whitespace or punctuation around the word', () => {
    const statuses = [
      statusFactory({ id: 'inside', account: author, content: '<p>concatenate</p>' }),
      statusFactory({ id: 'alone', account: author, content: '<p>a cat, sleeping</p>' }),
      statusFactory({ id: 'edge', account: author, content: '<p>cat</p>' }),
    ];
    const partial = base(statuses, set('muteWords', ['cat']));
    expect(verdict(partial, 'inside').muted).toBe(true);
    const whole = reduce(partial, set('wholeWordMuting', true));
    expect(verdict(whole, 'inside').muted).toBe(false);
    expect(verdict(whole, 'alone').reasons).toEqual(['word']);
    expect(verdict(whole, 'edge').reasons).toEqual(['word']);
  });

  it('a server filter result (Mastodon `filtered`) mutes; a "hide" filter hides', () => {
    const warn = statusFactory({
      id: 'p1',
      account: author,
      filtered: [{ filter: { filter_action: 'warn' }, keyword_matches: ['x'] }],
    });
    const hide = statusFactory({
      id: 'p2',
      account: author,
      filtered: [{ filter: { filter_action: 'hide' }, keyword_matches: ['x'] }],
    });
    const s = base([warn, hide]);
    expect(verdict(s, 'p1')).toEqual({ muted: true, hidden: false, reasons: ['filtered'] });
    expect(verdict(s, 'p2')).toEqual({ muted: true, hidden: true, reasons: ['filtered'] });
  });

  it('once the filters are read (filters_changed), a result counts as its filter is now', () => {
    const post = statusFactory({
      id: 'p1',
      account: author,
      filtered: [{ filter: { id: 'f1', filter_action: 'warn' }, keyword_matches: ['x'] }],
    });
    const filter = (action: 'warn' | 'hide', expiresAt: string | null = null) => ({
      id: 'f1',
      title: 'x',
      context: ['home' as const],
      action,
      expiresAt,
      keywords: [],
    });
    // not read yet: as the server sent it
    expect(verdict(base([post]), 'p1')).toEqual({ muted: true, hidden: false, reasons: ['filtered'] });
    // the filter was removed on the server
    expect(verdict(base([post], serverFiltersLoaded([])), 'p1').muted).toBe(false);
    // its action changed to hide
    expect(verdict(base([post], serverFiltersLoaded([filter('hide')])), 'p1')).toEqual({
      muted: true,
      hidden: true,
      reasons: ['filtered'],
    });
    // it expired
    expect(verdict(base([post], serverFiltersLoaded([filter('warn', '2000-01-01T00:00:00Z')])), 'p1').muted).toBe(false);
  });

  it('a bot post is muted when muteBotStatuses is on, but not in compact view', () => {
    const posts = [statusFactory({ id: 'p1', account: robot })];
    expect(verdict(base(posts), 'p1').muted).toBe(false);
    const s = base(posts, set('muteBotStatuses', true));
    expect(verdict(s, 'p1').reasons).toEqual(['bot']);
    expect(verdict(s, 'p1', { compact: true }).muted).toBe(false);
  });

  it('a post mentioning a blocked or a muted user is muted', () => {
    const mention = (id: string) => ({ id, username: id, acct: id, url: `https://pleroma.test/users/${id}` });
    const posts = [statusFactory({ id: 'p1', account: author, mentions: [mention('x1')] })];
    expect(verdict(base(posts), 'p1').muted).toBe(false);
    expect(verdict(base(posts, relationship('x1', { blocking: true })), 'p1').reasons).toEqual(['mentionsBlocked']);
    expect(verdict(base(posts, relationship('x1', { muting: true })), 'p1').reasons).toEqual(['mentionsBlocked']);
  });
});

describe('mute rules: exemptions', () => {
  it('own posts are never muted, whatever hits', () => {
    const posts = [
      statusFactory({ id: 'p1', account: me, content: '<p>spoilers</p>', muted: true, pleroma: { thread_muted: true } }),
    ];
    const s = base(posts, set('muteWords', ['spoilers']), set('hideFilteredStatuses', true));
    expect(verdict(s, 'p1')).toEqual({ muted: false, hidden: false, reasons: [] });
  });

  it("a muted user's posts are shown in their own profile", () => {
    const s = base([statusFactory({ id: 'p1', account: author })], relationship('au1', { muting: true }));
    expect(verdict(s, 'p1', { profileId: 'au1' }).muted).toBe(false);
    // read from a profile timeline key too
    expect(verdict(s, 'p1', { timelineKey: 'user:au1' }).muted).toBe(false);
    // another profile gives no exemption
    expect(verdict(s, 'p1', { profileId: 'ot1' }).muted).toBe(true);
  });

  it("…but not when a word hits in the owner's profile", () => {
    const s = base(
      [statusFactory({ id: 'p1', account: author, content: '<p>spoilers</p>' })],
      relationship('au1', { muting: true }),
      set('muteWords', ['spoilers']),
    );
    expect(verdict(s, 'p1', { profileId: 'au1' }).reasons).toEqual(['user', 'word']);
  });

  it('thread-muted posts are shown inside their conversation', () => {
    const s = base([statusFactory({ id: 'p1', account: author, muted: true, pleroma: { thread_muted: true } })]);
    expect(verdict(s, 'p1', { conversationId: 'p1' }).muted).toBe(false);
    expect(verdict(s, 'p1', { timelineKey: 'friends' }).muted).toBe(true);
  });

  it('…but not when a word hits inside the conversation', () => {
    const s = base(
      [statusFactory({ id: 'p1', account: author, content: '<p>spoilers</p>', muted: true, pleroma: { thread_muted: true } })],
      set('muteWords', ['spoilers']),
    );
    expect(verdict(s, 'p1', { conversationId: 'p1' }).reasons).toEqual(['thread', 'word']);
  });

  it('the post a conversation was opened on shows in full, even from a muted user and with every hide setting on', () => {
    const s = base(
      [statusFactory({ id: 'p1', account: robot }), statusFactory({ id: 'p2', account: robot })],
      relationship('bot1', { muting: true }),
      set('muteBotStatuses', true),
      set('hideMutedPosts', true),
      set('hideFilteredStatuses', true),
    );
    const context = { conversationId: 'p1', focusedId: 'p1' };
    expect(verdict(s, 'p1', context)).toEqual({ muted: false, hidden: false, reasons: [] });
    // the other posts of the conversation keep the rules
    expect(verdict(s, 'p2', context)).toEqual({ muted: true, hidden: true, reasons: ['user', 'bot'] });
  });

  it('…a word hit puts the opened post behind the notice, but never off its own page', () => {
    const s = base(
      [statusFactory({ id: 'p1', account: author, content: '<p>spoilers</p>' })],
      set('muteWords', ['spoilers']),
      set('hideWordFilteredPosts', true),
      set('hideFilteredStatuses', true),
    );
    expect(verdict(s, 'p1', { conversationId: 'p1' })).toEqual({ muted: true, hidden: true, reasons: ['word'] });
    expect(verdict(s, 'p1', { conversationId: 'p1', focusedId: 'p1' })).toEqual({
      muted: true,
      hidden: false,
      reasons: ['word'],
    });
  });
});

describe('hide settings turn muted into hidden', () => {
  const mention = { id: 'x1', username: 'x1', acct: 'x1', url: 'https://pleroma.test/users/x1' };
  const posts = [
    statusFactory({ id: 'user', account: author }),
    statusFactory({ id: 'thread', account: other, muted: true, pleroma: { thread_muted: true } }),
    statusFactory({ id: 'word', account: other, content: '<p>spoilers</p>' }),
    statusFactory({ id: 'blocked', account: other, mentions: [mention] }),
    statusFactory({ id: 'bot', account: robot }),
  ];
  const muted = base(
    posts,
    relationship('au1', { muting: true }),
    relationship('x1', { blocking: true }),
    set('muteWords', ['spoilers']),
    set('muteBotStatuses', true),
    set('hideMutedThreads', false),
  );
  const hiddenIds = (s: RootState) => ['user', 'thread', 'word', 'blocked', 'bot'].filter((id) => verdict(s, id).hidden);

  it('with every hide setting off, all five are muted and none hidden', () => {
    expect(['user', 'thread', 'word', 'blocked', 'bot'].every((id) => verdict(muted, id).muted)).toBe(true);
    expect(hiddenIds(muted)).toEqual([]);
  });
  it('hideMutedPosts hides muted users’ posts', () => {
    expect(hiddenIds(reduce(muted, set('hideMutedPosts', true)))).toEqual(['user']);
  });
  it('hideMutedThreads hides muted threads (on by default)', () => {
    expect(hiddenIds(reduce(muted, set('hideMutedThreads', true)))).toEqual(['thread']);
    expect(verdict(base([posts[1]]), 'thread')).toEqual({ muted: true, hidden: true, reasons: ['thread'] });
  });
  it('hideWordFilteredPosts hides word hits', () => {
    expect(hiddenIds(reduce(muted, set('hideWordFilteredPosts', true)))).toEqual(['word']);
  });
  it('hideThreadsWithBlockedUsers hides posts mentioning blocked users', () => {
    expect(hiddenIds(reduce(muted, set('hideThreadsWithBlockedUsers', true)))).toEqual(['blocked']);
  });
  it('hideFilteredStatuses (quick setting "hide filtered") hides every muted post', () => {
    expect(hiddenIds(reduce(muted, set('hideFilteredStatuses', true)))).toEqual(['user', 'thread', 'word', 'blocked', 'bot']);
  });
  it('an exempt post is not hidden either', () => {
    const s = reduce(muted, set('hideMutedPosts', true));
    expect(verdict(s, 'user', { profileId: 'au1' })).toEqual({ muted: false, hidden: false, reasons: [] });
  });
});

describe('memoization', () => {
  it('keeps the same result object while the verdict is unchanged', () => {
    const s = base([statusFactory({ id: 'p1', account: author }), statusFactory({ id: 'p2', account: other })]);
    const select = makeSelectMuteState();
    const before = select(s, 'p1', {});
    // a favourite on this very status, and a relationship change elsewhere
    const after = reduce(
      s,
      importStatuses([statusFactory({ id: 'p1', account: author, favourited: true })]),
      relationship('ot1', { muting: true }),
    );
    expect(select(after, 'p1', {})).toBe(before);
    expect(select(reduce(after, relationship('au1', { muting: true })), 'p1', {}).muted).toBe(true);
  });
});

describe('makeSelectVisibleIds', () => {
  const posts = [
    statusFactory({ id: 'S3', account: author }),
    statusFactory({ id: 'S2', account: robot }),
    statusFactory({ id: 'S1', account: other }),
  ];
  const KEY = 'public';
  const withTimeline = (...actions: UnknownAction[]) =>
    base(
      posts,
      timelineFetchStarted({ key: KEY, direction: 'initial' }),
      timelineFetched({ key: KEY, direction: 'initial', ids: ['S3', 'S2', 'S1'], maxId: null }),
      ...actions,
    );

  it('drops hidden entries: mute bots + hide filtered (the quick settings) remove the bot post', () => {
    const select = makeSelectVisibleIds();
    const s = withTimeline();
    expect(select(s, KEY)).toEqual(['S3', 'S2', 'S1']);
    // muted only: still listed (the card shows its notice)
    expect(select(reduce(s, set('muteBotStatuses', true)), KEY)).toEqual(['S3', 'S2', 'S1']);
    expect(select(reduce(s, set('muteBotStatuses', true), set('hideFilteredStatuses', true)), KEY)).toEqual(['S3', 'S1']);
  });

  it('returns the same array when a status changes without changing what is visible', () => {
    const select = makeSelectVisibleIds();
    const s = withTimeline(set('muteBotStatuses', true), set('hideFilteredStatuses', true));
    const before = select(s, KEY);
    const after = reduce(s, entitiesImported(normalizeStatuses([{ ...posts[0], favourited: true }]).entities));
    expect(select(after, KEY)).toBe(before);
  });
});

describe('isNsfw and selectHideMedia', () => {
  it('a status is NSFW by the nsfw tag or #nsfw in its text', () => {
    const s = base([
      statusFactory({ id: 'tag', tags: [{ name: 'NSFW', url: '' }] }),
      statusFactory({ id: 'text', content: '<p>look <a href="x">#<span>nsfw</span></a></p>' }),
      statusFactory({ id: 'plain', content: '<p>#nsfwish is not it, nor nsfw alone</p>' }),
    ]);
    const status = (id: string) => s.entities.statuses.entities[id];
    expect(isNsfw(status('tag'))).toBe(true);
    expect(isNsfw(status('plain'))).toBe(false);
    // the plain-text source is used when the server sends it
    const withSource = base([
      statusFactory({ id: 'src', content: '<p>x</p>', pleroma: { content: { 'text/plain': 'hi #NSFW' } } }),
    ]);
    expect(isNsfw(withSource.entities.statuses.entities.src)).toBe(true);
    // inline markup inside a hashtag link does not split it
    expect(isNsfw(status('text'))).toBe(true);
  });

  it('hide media: hideAttachments in timelines, hideAttachmentsInConv in conversations', () => {
    const s = base([], set('hideAttachments', true));
    expect(selectHideMedia(s, { timelineKey: 'friends' })).toBe(true);
    expect(selectHideMedia(s, { conversationId: 'p1' })).toBe(false);
    const conv = base([], set('hideAttachmentsInConv', true));
    expect(selectHideMedia(conv, { conversationId: 'p1' })).toBe(true);
    expect(selectHideMedia(conv, {})).toBe(false);
  });
});

describe('reply visibility, applied by the client too (Mastodon ignores the parameter)', () => {
  const mention = (a: ReturnType<typeof accountFactory>) => ({ id: a.id, username: a.username, acct: a.acct, url: '' });
  const reply = (id: string, to: ReturnType<typeof accountFactory>, extra: Record<string, unknown> = {}) =>
    statusFactory({ id, account: author, in_reply_to_id: 'x', in_reply_to_account_id: to.id, mentions: [mention(to)], ...extra });
  const posts = [
    reply('toMe', me),
    reply('toOther', other),
    reply('ownThread', author, { mentions: [] }),
    statusFactory({ id: 'plain', account: author }),
  ];
  const hidden = (s: RootState, context: MuteContext = { timelineKey: 'friends' }) =>
    posts.map((p) => (p as { id: string }).id).filter((id) => verdict(s, id, context).hidden);

  it("'all' hides no reply", () => {
    expect(hidden(base(posts))).toEqual([]);
  });

  it("'self' keeps only replies to the reader (and an author's own thread)", () => {
    expect(hidden(base(posts, set('replyVisibility', 'self')))).toEqual(['toOther']);
  });

  it("'following' keeps replies to someone the reader follows", () => {
    expect(hidden(base(posts, set('replyVisibility', 'following')))).toEqual(['toOther']);
    expect(hidden(base(posts, set('replyVisibility', 'following'), relationship('ot1', { following: true })))).toEqual([]);
  });

  it('the conversation, the opened post and the author’s profile keep every reply', () => {
    const s = base(posts, set('replyVisibility', 'self'));
    expect(hidden(s, { conversationId: 'c1' })).toEqual([]);
    expect(hidden(s, { profileId: 'au1' })).toEqual([]);
    expect(verdict(s, 'toOther', { focusedId: 'toOther' }).hidden).toBe(false);
  });
});
