import reducer, {
  initialStreamingState,
  MAX_RETRY_MULTIPLIER,
  streamClosed,
  streamDisabled,
  streamFailed,
  streamJoined,
  streamStarting,
  type StreamingState,
} from '../../../src/features/streaming/streamingSlice';
import { sessionCleared } from '../../../src/slices/auth';
import reduceTimelines, {
  timelineClosed,
  timelineFetched,
  timelineFetchStarted,
  timelineOpened,
  timelineStatusesStreamed,
} from '../../../src/slices/timelines';

type Action = Parameters<typeof reducer>[1];
const run = (state: StreamingState, ...actions: Action[]) => actions.reduce(reducer, state);
const init = () => reducer(undefined, { type: '@@init' });

describe('streaming slice', () => {
  it('starts disabled, with no close code and a multiplier of 1', () => {
    expect(init()).toEqual({ status: 'DISABLED', lastCloseCode: null, retryMultiplier: 1, openTimelines: [] });
  });

  it('first attempt is STARTING_INITIAL, later ones STARTING', () => {
    expect(run(init(), streamStarting({ initial: true })).status).toBe('STARTING_INITIAL');
    expect(run(init(), streamStarting({ initial: false })).status).toBe('STARTING');
  });

  it('joins', () => {
    expect(run(init(), streamStarting({ initial: true }), streamJoined()).status).toBe('JOINED');
  });

  it('a normal close is CLOSED and remembers the code', () => {
    const state = run(init(), streamJoined(), streamClosed({ code: 1001 }));
    expect(state).toMatchObject({ status: 'CLOSED', lastCloseCode: 1001 });
  });

  it('an abnormal close is ERROR, and each one doubles the multiplier up to its cap', () => {
    let state = run(init(), streamFailed({ code: 1006 }));
    expect(state).toMatchObject({ status: 'ERROR', lastCloseCode: 1006, retryMultiplier: 2 });
    const multipliers: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      state = run(state, streamStarting({ initial: false }), streamFailed({ code: 1011 }));
      multipliers.push(state.retryMultiplier);
    }
    expect(multipliers).toEqual([4, 8, 16, 32, 32, 32, 32, 32]);
    expect(MAX_RETRY_MULTIPLIER).toBe(32);
    expect(state.lastCloseCode).toBe(1011);
  });

  it('joining again resets the multiplier', () => {
    const state = run(init(), streamFailed({ code: 1006 }), streamFailed({ code: 1006 }), streamJoined());
    expect(state.retryMultiplier).toBe(1);
  });

  it('disabled resets the multiplier too', () => {
    const state = run(init(), streamFailed({ code: 1006 }), streamDisabled());
    expect(state).toMatchObject({ status: 'DISABLED', retryMultiplier: 1 });
  });

  it('tracks open timelines once each, in order', () => {
    const state = run(
      init(),
      timelineOpened({ key: 'friends' }),
      timelineOpened({ key: 'tag:cats' }),
      timelineOpened({ key: 'friends' }),
      timelineClosed({ key: 'tag:cats' }),
      timelineOpened({ key: 'public' }),
    );
    expect(state.openTimelines).toEqual(['friends', 'public']);
  });

  it('signing out resets everything', () => {
    const state = run(init(), timelineOpened({ key: 'friends' }), streamJoined(), streamFailed({ code: 1006 }), sessionCleared());
    expect(state).toEqual(initialStreamingState);
  });
});

describe('timelineStatusesStreamed', () => {
  const loaded = () =>
    [
      timelineFetchStarted({ key: 'friends', direction: 'initial' }),
      timelineFetched({ key: 'friends', direction: 'initial', ids: ['S0010', 'S0009'], maxId: null }),
    ].reduce(reduceTimelines, reduceTimelines(undefined, { type: '@@init' }));

  it('queues new ids behind "show new", newest first, and moves newestId', () => {
    let state = reduceTimelines(loaded(), timelineStatusesStreamed({ key: 'friends', ids: ['S0011'] }));
    state = reduceTimelines(state, timelineStatusesStreamed({ key: 'friends', ids: ['S0012'] }));
    expect(state.friends).toMatchObject({ ids: ['S0010', 'S0009'], pendingIds: ['S0012', 'S0011'], newestId: 'S0012' });
    expect(state.friends.flushMarker).toBe(false);
  });

  it('never duplicates a shown or pending id', () => {
    let state = reduceTimelines(loaded(), timelineStatusesStreamed({ key: 'friends', ids: ['S0011'] }));
    state = reduceTimelines(state, timelineStatusesStreamed({ key: 'friends', ids: ['S0011', 'S0010', 'S0013'] }));
    expect(state.friends.pendingIds).toEqual(['S0013', 'S0011']);
    expect(state.friends.ids).toEqual(['S0010', 'S0009']);
  });

  it('an older id (late delivery) does not move newestId back', () => {
    let state = reduceTimelines(loaded(), timelineStatusesStreamed({ key: 'friends', ids: ['S0012'] }));
    state = reduceTimelines(state, timelineStatusesStreamed({ key: 'friends', ids: ['S0011'] }));
    expect(state.friends.newestId).toBe('S0012');
    // numeric ids: a longer id is newer even when it sorts lower as text
    let numeric = reduceTimelines(undefined, timelineStatusesStreamed({ key: 'public', ids: ['999'] }));
    numeric = reduceTimelines(numeric, timelineStatusesStreamed({ key: 'public', ids: ['1000'] }));
    expect(numeric.public.newestId).toBe('1000');
  });
});
