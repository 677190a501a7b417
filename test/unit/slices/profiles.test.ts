import { sessionCleared } from '../../../src/slices/auth';
import {
  selectProfilesState,
  followedTagsLoaded,
  followerRemoved,
  followListLoaded,
  profileFailed,
  profileLoaded,
  relationshipToggleSettled,
  remoteUserResolved,
  suggestionRemoved,
  suggestionsLoaded,
} from '../../../src/features/profiles/profilesSlice';
import {
  followListRequested,
  profileRequested,
  relationshipToggleRequested,
  remoteUserRequested,
} from '../../../src/features/profiles/profilesIntents';
import { timelineFetched, timelineNewShown, timelineStatusesStreamed } from '../../../src/slices/timelines';
import {
  dailyAveragePosts,
  selectFollowList,
  selectProfile,
  selectRemoteUser,
} from '../../../src/features/profiles/profilesSelectors';
import {
  selectAnyToggleBusy,
  selectBlockedIds,
  selectFollowButtonState,
  selectFollowDisabled,
  selectMutedIds,
  selectToggleBusy,
} from '../../../src/features/profiles/relationshipsSelectors';
import { accountFactory, importAccount, reduce, stateAfter } from '../../support/factories';

describe('profiles slice', () => {
  it('a profile goes loading -> loaded (keyed by name and by id) or missing / error', () => {
    let s = stateAfter(profileRequested({ name: 'Alice' }));
    expect(selectProfile(s, 'name:alice')).toEqual({ state: 'loading', accountId: null, error: null });
    s = reduce(s, profileLoaded({ key: 'name:alice', accountId: '9' }));
    expect(selectProfile(s, 'name:alice')?.state).toBe('loaded');
    expect(selectProfile(s, 'id:9')?.accountId).toBe('9');
    s = reduce(s, profileRequested({ id: 'x' }), profileFailed({ key: 'id:x', missing: true, error: 'ignored' }));
    expect(selectProfile(s, 'id:x')).toEqual({ state: 'missing', accountId: null, error: null });
    s = reduce(s, profileFailed({ key: 'id:x', missing: false, error: 'Server says no' }));
    expect(selectProfile(s, 'id:x')).toEqual({ state: 'error', accountId: null, error: 'Server says no' });
  });

  it('toggles in flight: each once, cleared when settled; block and mute ids stay unique', () => {
    let s = stateAfter(
      relationshipToggleRequested({ accountId: 'b', toggle: 'block', on: true }),
      relationshipToggleRequested({ accountId: 'b', toggle: 'block', on: true }),
      relationshipToggleRequested({ accountId: 'b', toggle: 'mute', on: true }),
    );
    expect(selectProfilesState(s).busy.b).toEqual(['block', 'mute']);
    expect(selectToggleBusy(s, 'b', 'follow')).toBe(false);
    s = reduce(
      s,
      relationshipToggleSettled({ accountId: 'b', toggle: 'block', on: true, ok: true }),
      relationshipToggleSettled({ accountId: 'b', toggle: 'block', on: true, ok: true }),
      relationshipToggleSettled({ accountId: 'b', toggle: 'mute', on: true, ok: false }),
    );
    expect(selectAnyToggleBusy(s, 'b')).toBe(false);
    expect(selectProfilesState(s).busy).toEqual({});
    expect(selectBlockedIds(s)).toEqual(['b']);
    expect(selectMutedIds(s)).toEqual([]);
    s = reduce(s, relationshipToggleSettled({ accountId: 'b', toggle: 'block', on: false, ok: true }));
    expect(selectBlockedIds(s)).toEqual([]);
  });

  it('the follow button is disabled while in progress or when the target is deactivated', () => {
    const gone = accountFactory({ id: 'gone', pleroma: { deactivated: true } });
    let s = stateAfter(importAccount(gone), importAccount(accountFactory({ id: 'ok' })));
    expect(selectFollowDisabled(s, 'gone')).toBe(true);
    expect(selectFollowDisabled(s, 'ok')).toBe(false);
    s = reduce(s, relationshipToggleRequested({ accountId: 'ok', toggle: 'follow', on: true }));
    expect(selectFollowDisabled(s, 'ok')).toBe(true);
    expect(selectFollowButtonState(s, 'ok')).toBe('in_progress');
  });

  it('remote users: loading, then found, missing or error', () => {
    let s = stateAfter(remoteUserRequested({ acct: '@Kai@Akkoma.example' }));
    expect(selectRemoteUser(s, 'kai@akkoma.example')?.state).toBe('loading');
    s = reduce(s, remoteUserResolved({ acct: 'kai@akkoma.example', accountId: 'k' }));
    expect(selectRemoteUser(s, 'KAI@akkoma.example')).toEqual({ state: 'found', accountId: 'k', error: null });
    s = reduce(
      s,
      remoteUserResolved({ acct: 'a@b', accountId: null }),
      remoteUserResolved({ acct: 'c@d', accountId: null, error: 'x' }),
    );
    expect([selectRemoteUser(s, 'a@b')?.state, selectRemoteUser(s, 'c@d')?.state]).toEqual(['missing', 'error']);
  });

  it('follow lists: pages merge without duplicates; a removed follower leaves the viewer’s followers', () => {
    let s = stateAfter(
      followListRequested({ accountId: 'me', kind: 'followers' }),
      followListLoaded({ accountId: 'me', kind: 'followers', ids: ['a', 'b'], next: 'b', more: false, hidden: false }),
      followListLoaded({ accountId: 'me', kind: 'followers', ids: ['b', 'c'], next: null, more: true, hidden: false }),
    );
    expect(selectFollowList(s, 'me', 'followers')).toMatchObject({ items: ['a', 'b', 'c'], next: null, state: 'loaded' });
    s = reduce(s, followerRemoved({ viewerId: 'me', accountId: 'b' }));
    expect(selectFollowList(s, 'me', 'followers').items).toEqual(['a', 'c']);
    expect(selectFollowList(s, 'other', 'following').state).toBe('idle');
  });

  it('suggestions, followed tags, and sign-out clears everything', () => {
    let s = stateAfter(
      suggestionsLoaded({ ids: ['a', 'b'] }),
      suggestionRemoved({ accountId: 'a' }),
      followedTagsLoaded({ names: ['books'], next: null, more: false }),
    );
    expect(selectProfilesState(s).suggestions).toEqual({ state: 'loaded', ids: ['b'] });
    expect(selectProfilesState(s).followedTags.items).toEqual(['books']);
    s = reduce(s, sessionCleared());
    expect(selectProfilesState(s).suggestions.ids).toEqual([]);
    expect(selectProfilesState(s).followedTags.items).toEqual([]);
  });
});

describe('pinned statuses on a profile timeline', () => {
  it('come first, once, and stay on top when new posts are shown; newest id is the normal page’s', () => {
    let s = stateAfter(
      timelineFetched({ key: 'user:9', direction: 'initial', ids: ['S5', 'S4', 'S2'], maxId: null, pinnedIds: ['S2', 'S1'] }),
    );
    const tl = () => s.timelines['user:9'];
    expect(tl().ids).toEqual(['S2', 'S1', 'S5', 'S4']);
    expect(tl().pinnedIds).toEqual(['S2', 'S1']);
    expect(tl().newestId).toBe('S5');
    s = reduce(s, timelineStatusesStreamed({ key: 'user:9', ids: ['S6'] }), timelineNewShown({ key: 'user:9' }));
    expect(tl().ids).toEqual(['S2', 'S1', 'S6', 'S5', 'S4']);
  });

  it('other timelines have no pinned ids', () => {
    const s = stateAfter(timelineFetched({ key: 'public', direction: 'initial', ids: ['S1'], maxId: null }));
    expect(s.timelines.public.pinnedIds).toBeUndefined();
  });
});

describe('daily average posts', () => {
  it('statuses over days since creation, rounded', () => {
    const now = Date.parse('2024-01-11T00:00:00Z');
    expect(dailyAveragePosts({ statuses_count: 25, created_at: '2024-01-01T00:00:00Z' }, now)).toBe(3);
    expect(dailyAveragePosts({ statuses_count: 5, created_at: '2024-01-10T12:00:00Z' }, now)).toBe(5);
    expect(dailyAveragePosts({ statuses_count: 5, created_at: undefined }, now)).toBe(0);
    // 100 posts over 10.2 days: 9.8 a day, not 100 / 11
    expect(dailyAveragePosts({ statuses_count: 100, created_at: '2023-12-31T19:12:00Z' }, now)).toBe(10);
  });
});

describe('the lazy slice (injected into the root reducer by its module)', () => {
  it('reads as the initial state until the slice module loads, then handles the same action', async () => {
    await jest.isolateModulesAsync(async () => {
      const { rootReducer } = await import('../../../src/store/rootReducer');
      const { profileRequested: asked } = await import('../../../src/features/profiles/profilesIntents');
      const before = rootReducer(undefined, asked({ id: '1' }));
      expect(before.profiles).toBeUndefined();
      const { profilesInitialState, selectProfilesState: select } = await import('../../../src/features/profiles/profilesSlice');
      expect(select(before)).toEqual(profilesInitialState);
      expect(select(rootReducer(before, asked({ id: '1' }))).byKey['id:1']?.state).toBe('loading');
    });
  });
});
