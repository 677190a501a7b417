import reducer, {
  emptyTimeline,
  PAGE_SIZE,
  parseTimelineKey,
  SHOW_NEW_KEEP,
  statusRemoved,
  timelineFetched,
  timelineFetchFailed,
  timelineFetchStarted,
  timelineKey,
  timelineNewShown,
  timelineOpened,
  type TimelineState,
} from '../../../src/slices/timelines';
import { sessionCleared } from '../../../src/slices/auth';
import { descendingIds } from '../../support/factories';

type State = ReturnType<typeof reducer>;
const init = (): State => reducer(undefined, { type: '@@init' });
const run = (state: State, ...actions: Parameters<typeof reducer>[1][]) => actions.reduce(reducer, state);
const KEY = 'public';

function loaded(ids: string[], maxId: string | null = null): State {
  return run(
    init(),
    timelineFetchStarted({ key: KEY, direction: 'initial' }),
    timelineFetched({ key: KEY, direction: 'initial', ids, maxId }),
  );
}
const tl = (state: State, key = KEY): TimelineState => state[key];

describe('timeline keys', () => {
  it('joins and splits kind and parameter, keeping colons inside the parameter', () => {
    expect(timelineKey('tag', 'cats')).toBe('tag:cats');
    expect(timelineKey('friends')).toBe('friends');
    expect(parseTimelineKey('tag:cats')).toEqual({ kind: 'tag', param: 'cats' });
    expect(parseTimelineKey('list:a:b')).toEqual({ kind: 'list', param: 'a:b' });
    expect(parseTimelineKey('friends')).toEqual({ kind: 'friends', param: null });
  });
});

describe('initial fetch', () => {
  it('opening creates an empty record; starting marks it loading', () => {
    const opened = reducer(init(), timelineOpened({ key: KEY }));
    expect(tl(opened)).toEqual(emptyTimeline);
    expect(tl(reducer(opened, timelineFetchStarted({ key: KEY, direction: 'initial' }))).status).toBe('loading');
  });

  it('stores the page newest first with newestId and the Link header max_id as oldestId', () => {
    const ids = descendingIds(20);
    const t = tl(loaded(ids, 'S0070'));
    expect(t).toMatchObject({ ids, status: 'loaded', older: 'idle', newestId: 'S0100', oldestId: 'S0070', error: null });
  });

  it('falls back to the last id when the server sent no Link header', () => {
    expect(tl(loaded(['3', '2', '1'])).oldestId).toBe('1');
  });

  it('de-duplicates ids within the page', () => {
    expect(tl(loaded(['3', '2', '3', '1', '2'])).ids).toEqual(['3', '2', '1']);
  });

  it('an empty first page is bottomed out at once', () => {
    const t = tl(loaded([]));
    expect(t).toMatchObject({ ids: [], status: 'loaded', older: 'bottomedOut', newestId: null, oldestId: null });
  });

  it('a reload replaces what was shown, pending and the flush marker', () => {
    let s = loaded(['3', '2']);
    s = run(s, timelineFetched({ key: KEY, direction: 'newer', ids: descendingIds(PAGE_SIZE, 200), maxId: null }));
    expect(tl(s).flushMarker).toBe(true);
    s = run(s, timelineFetched({ key: KEY, direction: 'initial', ids: ['9', '8'], maxId: null }));
    expect(tl(s)).toMatchObject({ ids: ['9', '8'], pendingIds: [], flushMarker: false, newestId: '9' });
  });

  it('a failed initial fetch keeps the error for the retry screen', () => {
    const s = run(
      init(),
      timelineFetchStarted({ key: KEY, direction: 'initial' }),
      timelineFetchFailed({ key: KEY, direction: 'initial', error: { id: 'errors.http.internal' } }),
    );
    expect(tl(s)).toMatchObject({ status: 'error', error: { id: 'errors.http.internal' } });
    // a new attempt clears it
    expect(tl(reducer(s, timelineFetchStarted({ key: KEY, direction: 'initial' })))).toMatchObject({
      status: 'loading',
      error: null,
    });
  });
});

describe('older pages', () => {
  it('appends below, skipping ids already shown, and moves oldestId', () => {
    let s = loaded(['5', '4', '3']);
    s = run(s, timelineFetchStarted({ key: KEY, direction: 'older' }));
    expect(tl(s).older).toBe('loading');
    s = run(s, timelineFetched({ key: KEY, direction: 'older', ids: ['3', '2', '1'], maxId: '1' }));
    expect(tl(s)).toMatchObject({ ids: ['5', '4', '3', '2', '1'], oldestId: '1', older: 'idle' });
  });

  it('an empty older page means the bottom is reached, and oldestId stays', () => {
    const s = run(loaded(['5', '4']), timelineFetched({ key: KEY, direction: 'older', ids: [], maxId: null }));
    expect(tl(s)).toMatchObject({ older: 'bottomedOut', oldestId: '4', ids: ['5', '4'] });
  });

  it('a failed older page shows the retry footer but keeps the statuses', () => {
    const s = run(
      loaded(['5', '4']),
      timelineFetchFailed({ key: KEY, direction: 'older', error: { id: 'errors.http.network' } }),
    );
    expect(tl(s)).toMatchObject({ older: 'error', status: 'loaded', ids: ['5', '4'], error: null });
  });
});

describe('newer statuses', () => {
  it('wait in pendingIds, newest first, without duplicates of shown or pending ones', () => {
    let s = loaded(['5', '4']);
    s = run(s, timelineFetched({ key: KEY, direction: 'newer', ids: ['7', '6', '5'], maxId: null }));
    expect(tl(s)).toMatchObject({ ids: ['5', '4'], pendingIds: ['7', '6'], newestId: '7', flushMarker: false });
    s = run(s, timelineFetched({ key: KEY, direction: 'newer', ids: ['9', '8', '7'], maxId: null }));
    expect(tl(s)).toMatchObject({ pendingIds: ['9', '8', '7', '6'], newestId: '9' });
  });

  it('an empty poll changes nothing', () => {
    const before = loaded(['5', '4']);
    const after = reducer(before, timelineFetched({ key: KEY, direction: 'newer', ids: [], maxId: null }));
    expect(tl(after)).toEqual(tl(before));
  });

  it(`sets the flush marker when a poll returns a whole page (>= ${PAGE_SIZE}): there may be a gap`, () => {
    const s19 = reducer(
      loaded(['1']),
      timelineFetched({ key: KEY, direction: 'newer', ids: descendingIds(PAGE_SIZE - 1, 200), maxId: null }),
    );
    expect(tl(s19).flushMarker).toBe(false);
    const s20 = reducer(
      loaded(['1']),
      timelineFetched({ key: KEY, direction: 'newer', ids: descendingIds(PAGE_SIZE, 200), maxId: null }),
    );
    expect(tl(s20).flushMarker).toBe(true);
  });
});

describe('show new', () => {
  it('moves pending statuses to the top', () => {
    let s = loaded(['5', '4']);
    s = run(s, timelineFetched({ key: KEY, direction: 'newer', ids: ['7', '6'], maxId: null }), timelineNewShown({ key: KEY }));
    expect(tl(s)).toMatchObject({ ids: ['7', '6', '5', '4'], pendingIds: [] });
  });

  it(`keeps only the newest ${SHOW_NEW_KEEP}, so older pages load again from there`, () => {
    const shown = descendingIds(40, 100);
    const pending = descendingIds(20, 200);
    let s = run(loaded(shown), timelineFetched({ key: KEY, direction: 'older', ids: [], maxId: null }));
    expect(tl(s).older).toBe('bottomedOut');
    s = run(s, timelineFetched({ key: KEY, direction: 'newer', ids: pending, maxId: null }), timelineNewShown({ key: KEY }));
    const t = tl(s);
    expect(t.ids).toHaveLength(SHOW_NEW_KEEP);
    expect(t.ids).toEqual([...pending, ...shown].slice(0, SHOW_NEW_KEEP));
    expect(t.oldestId).toBe(t.ids[SHOW_NEW_KEEP - 1]);
    expect(t.older).toBe('idle');
  });

  it('with nothing pending is a no-op (same state object)', () => {
    const s = loaded(['1']);
    expect(reducer(s, timelineNewShown({ key: KEY }))).toBe(s);
  });
});

describe('statusRemoved', () => {
  it('drops the id from every timeline, shown and pending', () => {
    let s = loaded(['3', '2', '1']);
    s = run(
      s,
      timelineFetched({ key: 'friends', direction: 'initial', ids: ['9', '2'], maxId: null }),
      timelineFetched({ key: 'friends', direction: 'newer', ids: ['10'], maxId: null }),
      timelineFetched({ key: 'tag:cats', direction: 'initial', ids: ['10', '4'], maxId: null }),
      statusRemoved({ id: '2' }),
      statusRemoved({ id: '10' }),
    );
    expect(tl(s).ids).toEqual(['3', '1']);
    expect(tl(s, 'friends')).toMatchObject({ ids: ['9'], pendingIds: [] });
    expect(tl(s, 'tag:cats').ids).toEqual(['4']);
  });
});

describe('sessionCleared', () => {
  it('wipes every timeline', () => {
    const s = run(
      loaded(['1']),
      timelineFetched({ key: 'friends', direction: 'initial', ids: ['2'], maxId: null }),
      sessionCleared(),
    );
    expect(s).toEqual({});
  });
});
