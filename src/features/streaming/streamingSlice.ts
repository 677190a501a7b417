import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { sessionCleared } from '../../slices/auth';
import { timelineClosed, timelineOpened, type TimelineKey } from '../../slices/timelines';

/**
 * The streaming socket's state machine (spec 000 §4 "Push/stream connection", 001 §9 socket states).
 * STARTING_INITIAL is the first attempt of a session, STARTING every later one.
 */
export type StreamStatus = 'STARTING_INITIAL' | 'STARTING' | 'JOINED' | 'CLOSED' | 'ERROR' | 'DISABLED';

export interface StreamingState {
  status: StreamStatus;
  lastCloseCode: number | null;
  /** the next retry waits RETRY_BASE_MS times this */
  retryMultiplier: number;
  /** timelines on screen, in the order opened: the socket subscribes to those that have a stream */
  openTimelines: TimelineKey[];
}

/** Spec 000 §9: retry delay is 1 s times a multiplier; the multiplier doubles per failure up to this cap. */
export const RETRY_BASE_MS = 1_000;
export const MAX_RETRY_MULTIPLIER = 32;

export const initialStreamingState: StreamingState = {
  status: 'DISABLED',
  lastCloseCode: null,
  retryMultiplier: 1,
  openTimelines: [],
};

/** A notification arrived over the socket (the notifications issue consumes it). */
export const streamNotificationReceived = createAction<{ id: string }>('streaming/notificationReceived');
/** The server says the user's filters changed (the filters issue consumes it). */
export const filtersChanged = createAction('streaming/filtersChanged');
/** The tab was shown again after a while hidden, or the network came back: things may have been missed. */
export const tabWoke = createAction<{ reason: 'visible' | 'online' }>('streaming/tabWoke');

const grow = (multiplier: number) => Math.min(multiplier * 2, MAX_RETRY_MULTIPLIER);

const streamingSlice = createSlice({
  name: 'streaming',
  initialState: initialStreamingState,
  reducers: {
    streamStarting(state, action: PayloadAction<{ initial: boolean }>) {
      state.status = action.payload.initial ? 'STARTING_INITIAL' : 'STARTING';
    },
    streamJoined(state) {
      state.status = 'JOINED';
      state.retryMultiplier = 1;
    },
    /** closed normally (1000, 1001); the saga reconnects while the stream is still wanted */
    streamClosed(state, action: PayloadAction<{ code: number }>) {
      state.status = 'CLOSED';
      state.lastCloseCode = action.payload.code;
      state.retryMultiplier = grow(state.retryMultiplier);
    },
    /** closed abnormally, or never opened */
    streamFailed(state, action: PayloadAction<{ code: number }>) {
      state.status = 'ERROR';
      state.lastCloseCode = action.payload.code;
      state.retryMultiplier = grow(state.retryMultiplier);
    },
    /** not wanted: setting off, or nobody signed in */
    streamDisabled(state) {
      state.status = 'DISABLED';
      state.retryMultiplier = 1;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(timelineOpened, (state, action) => {
        if (!state.openTimelines.includes(action.payload.key)) state.openTimelines.push(action.payload.key);
      })
      .addCase(timelineClosed, (state, action) => {
        state.openTimelines = state.openTimelines.filter((key) => key !== action.payload.key);
      })
      // Signing out stops every timeline watcher too (sagas/timelines.ts); screens reopen theirs.
      .addCase(sessionCleared, () => initialStreamingState);
  },
});

export const { streamStarting, streamJoined, streamClosed, streamFailed, streamDisabled } = streamingSlice.actions;
export default streamingSlice.reducer;
