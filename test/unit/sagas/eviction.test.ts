import { EVICTION_INTERVAL_MS, evictionSaga } from '../../../src/sagas/eviction';
import { findUnreferenced, PRUNING_SWITCH_KEY } from '../../../src/sagas/evictNow';
import { loginSucceeded } from '../../../src/slices/auth';
import { entitiesEvicted } from '../../../src/slices/entities';
import {
  timelineClosed,
  timelineFetched,
  timelineFetchStarted,
  timelineNewShown,
  timelineOpened,
  timelinesTrimmed,
  TIMELINE_MAX_IDS,
} from '../../../src/slices/timelines';
import type { RootState } from '../../../src/store';
import {
  accountFactory,
  descendingIds,
  importAccount,
  importStatuses,
  reblogFactory,
  reduce,
  stateAfter,
  statusFactory,
} from '../../support/factories';
import { runSagaInStore, settle, useSagaFakeTimers } from '../../support/sagaStore';

const author = accountFactory({ id: 'author' });
const booster = accountFactory({ id: 'booster' });
const stranger = accountFactory({ id: 'stranger' });
const movedTo = accountFactory({ id: 'new-home' });
const mover = accountFactory({ id: 'mover', moved: movedTo });
const me = accountFactory({ id: 'me' });

const parent = statusFactory({ id: 'parent', account: stranger });
const quoted = statusFactory({ id: 'quoted', account: author });
const original = statusFactory({
  id: 'original',
  account: author,
  in_reply_to_id: 'parent',
  in_reply_to_account_id: 'stranger',
  quote: quoted,
  poll: { id: 'poll-1', options: [], votes_count: 0, expired: false, expires_at: null, multiple: false, emojis: [] },
});
const repeat = reblogFactory(original, booster, { id: 'repeat' });
const lonely = statusFactory({
  id: 'lonely',
  account: stranger,
  poll: { id: 'poll-2', options: [], votes_count: 0, expired: false, expires_at: null, multiple: false, emojis: [] },
});
const moverPost = statusFactory({ id: 'mover-post', account: mover });

/** 'repeat' and 'mover-post' shown on a timeline; 'lonely' once was, and nothing holds it now. */
function baseState(): RootState {
  return stateAfter(
    importStatuses([repeat, lonely, moverPost, parent]),
    importAccount(me),
    loginSucceeded({ me: 'me' }),
    timelineFetchStarted({ key: 'public', direction: 'initial' }),
    timelineFetched({ key: 'public', direction: 'initial', ids: ['repeat', 'mover-post'], maxId: null }),
  );
}

describe('findUnreferenced', () => {
  it('keeps what a timeline shows, and everything that hangs from it; drops the rest', () => {
    const state = baseState();
    expect(Object.keys(state.entities.statuses.entities).sort()).toEqual(
      ['lonely', 'mover-post', 'original', 'parent', 'quoted', 'repeat'].sort(),
    );
    const evicted = findUnreferenced(state);
    // the repeat keeps its original, which keeps its reply parent, quote and poll
    expect(evicted.statuses).toEqual(['lonely']);
    expect(evicted.polls).toEqual(['poll-2']);
    // the stranger wrote the reply parent, so stays; the signed-in account always stays; a moved account keeps its new home
    expect(state.entities.accounts.ids).toEqual(expect.arrayContaining(['me', 'mover', 'new-home', 'stranger']));
    expect(evicted.accounts).toEqual([]);
  });

  it('an account only a dropped status names is dropped with it', () => {
    const other = accountFactory({ id: 'other' });
    const state = reduce(baseState(), importStatuses([statusFactory({ id: 'gone', account: other })]));
    const evicted = findUnreferenced(state);
    expect(evicted.statuses.sort()).toEqual(['gone', 'lonely']);
    expect(evicted.accounts).toEqual(['other']);
  });

  it('statuses waiting behind "show new" are kept', () => {
    const state = reduce(baseState(), timelineFetched({ key: 'public', direction: 'newer', ids: ['lonely'], maxId: null }));
    expect(findUnreferenced(state).statuses).toEqual([]);
  });

  it('any other view holding an id keeps it: an open conversation, a notification', () => {
    const state = baseState();
    const withViews = {
      ...state,
      conversations: { lonely: { status: 'loaded', ancestors: [], descendants: [] } },
    } as unknown as RootState;
    expect(findUnreferenced(withViews).statuses).toEqual([]);
    const withNotifications = {
      ...state,
      notifications: { items: [{ id: 'n1', type: 'mention', account: 'stranger', status: 'lonely' }] },
    } as unknown as RootState;
    expect(findUnreferenced(withNotifications).statuses).toEqual([]);
  });

  it('with nothing on screen, everything but the signed-in account goes', () => {
    const state = stateAfter(importStatuses([repeat, lonely, parent]), importAccount(me), loginSucceeded({ me: 'me' }));
    const evicted = findUnreferenced(state);
    expect(evicted.statuses.sort()).toEqual(['lonely', 'original', 'parent', 'quoted', 'repeat']);
    expect(evicted.accounts.sort()).toEqual(['author', 'booster', 'stranger']);
    expect(evicted.polls.sort()).toEqual(['poll-1', 'poll-2']);
  });
});

describe('eviction saga', () => {
  beforeEach(() => useSagaFakeTimers());
  afterEach(() => jest.useRealTimers());

  it(`drops unreferenced entities every ${EVICTION_INTERVAL_MS / 1000} s, in one action`, async () => {
    const run = runSagaInStore(evictionSaga, baseState());
    jest.advanceTimersByTime(EVICTION_INTERVAL_MS - 1);
    await settle();
    expect(run.ofType(entitiesEvicted.type)).toEqual([]);
    jest.advanceTimersByTime(1);
    await settle();
    expect(run.ofType(entitiesEvicted.type)).toEqual([
      entitiesEvicted({ statuses: ['lonely'], accounts: [], polls: ['poll-2'] }),
    ]);
    expect(run.getState().entities.statuses.entities.lonely).toBeUndefined();
    expect(run.getState().entities.polls.entities['poll-2']).toBeUndefined();
    expect(run.getState().entities.statuses.entities.repeat).toBeDefined();
    // nothing left to drop: no empty action next time
    jest.advanceTimersByTime(EVICTION_INTERVAL_MS);
    await settle();
    expect(run.ofType(entitiesEvicted.type)).toHaveLength(1);
  });

  it('closing a timeline trims it to the bound and evicts right away', async () => {
    const many = descendingIds(TIMELINE_MAX_IDS + 50, 9000);
    const state = reduce(
      baseState(),
      importStatuses(many.map((id) => statusFactory({ id, account: author }))),
      timelineFetchStarted({ key: 'tag:cats', direction: 'initial' }),
      timelineFetched({ key: 'tag:cats', direction: 'initial', ids: many, maxId: null }),
    );
    const run = runSagaInStore(evictionSaga, state);
    run.store.dispatch(timelineOpened({ key: 'tag:cats' }));
    run.store.dispatch(timelineOpened({ key: 'public' }));
    run.store.dispatch(timelineClosed({ key: 'tag:cats' }));
    await settle();
    const tag = run.getState().timelines['tag:cats'];
    expect(tag.ids).toEqual(many.slice(0, TIMELINE_MAX_IDS));
    expect(tag.older).toBe('idle');
    expect(tag.oldestId).toBe(many[TIMELINE_MAX_IDS - 1]);
    const evicted = run.ofType(entitiesEvicted.type)[0].payload as { statuses: string[] };
    expect(evicted.statuses.sort()).toEqual(['lonely', ...many.slice(TIMELINE_MAX_IDS)].sort());
    // the open timeline is left as it is
    expect(run.getState().timelines.public.ids).toEqual(['repeat', 'mover-post']);
  });

  it('an open timeline keeps its ids however long, even past the bound', async () => {
    const many = descendingIds(TIMELINE_MAX_IDS + 10, 9000);
    const state = reduce(
      baseState(),
      importStatuses(many.map((id) => statusFactory({ id, account: author }))),
      timelineFetched({ key: 'public', direction: 'older', ids: many, maxId: null }),
    );
    const run = runSagaInStore(evictionSaga, state);
    run.store.dispatch(timelineOpened({ key: 'public' }));
    jest.advanceTimersByTime(EVICTION_INTERVAL_MS);
    await settle();
    expect(run.getState().timelines.public.ids).toHaveLength(TIMELINE_MAX_IDS + 12);
  });
});

describe('the bench switch (localStorage debugEviction)', () => {
  beforeEach(() => useSagaFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    localStorage.removeItem(PRUNING_SWITCH_KEY);
  });

  it('"off" stops pruning while set, and only that value does', async () => {
    localStorage.setItem(PRUNING_SWITCH_KEY, 'off');
    const run = runSagaInStore(evictionSaga, baseState());
    jest.advanceTimersByTime(EVICTION_INTERVAL_MS);
    await settle();
    expect(run.ofType(timelinesTrimmed.type)).toEqual([]);
    expect(run.ofType(entitiesEvicted.type)).toEqual([]);
    expect(run.getState().entities.statuses.entities.lonely).toBeDefined();
    // read at each run: any other value (or none) prunes as always
    localStorage.setItem(PRUNING_SWITCH_KEY, 'on');
    jest.advanceTimersByTime(EVICTION_INTERVAL_MS);
    await settle();
    expect(run.ofType(entitiesEvicted.type)).toHaveLength(1);
    expect(run.getState().entities.statuses.entities.lonely).toBeUndefined();
  });
});

describe('timeline bounds (slices/timelines)', () => {
  const loadedWith = (ids: string[]) =>
    stateAfter(
      timelineFetchStarted({ key: 'public', direction: 'initial' }),
      timelineFetched({ key: 'public', direction: 'initial', ids, maxId: null }),
    );

  it(`a pending queue longer than ${TIMELINE_MAX_IDS} keeps the newest and turns "show new" into "reload"`, () => {
    const queued = descendingIds(TIMELINE_MAX_IDS + 5, 5000);
    const state = reduce(loadedWith(['S0001']), timelineFetched({ key: 'public', direction: 'newer', ids: queued, maxId: null }));
    expect(state.timelines.public.pendingIds).toEqual(queued.slice(0, TIMELINE_MAX_IDS));
    expect(state.timelines.public.flushMarker).toBe(true);
  });

  it('showing new below the top keeps what is shown, up to the bound; at the top only 50 stay', () => {
    const shownIds = descendingIds(390, 1000);
    const fresh = descendingIds(20, 3000);
    const queued = reduce(loadedWith(shownIds), timelineFetched({ key: 'public', direction: 'newer', ids: fresh, maxId: null }));
    const kept = reduce(queued, timelineNewShown({ key: 'public', keepShown: true })).timelines.public;
    expect(kept.ids).toEqual([...fresh, ...shownIds].slice(0, TIMELINE_MAX_IDS));
    expect(kept.older).toBe('idle');
    expect(kept.oldestId).toBe(shownIds[TIMELINE_MAX_IDS - fresh.length - 1]);
    const top = reduce(queued, timelineNewShown({ key: 'public' })).timelines.public;
    expect(top.ids).toHaveLength(50);
  });
});
