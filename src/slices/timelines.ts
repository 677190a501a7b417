import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { TimelineKind } from '../api/timelines';
import type { UiMessage } from './ui';
import { sessionCleared } from './auth';

/** 'public', 'friends', 'tag:cats', 'list:3', 'user:9x2' … one record per key, holding ids only. */
export type TimelineKey = string;

export type FetchDirection = 'initial' | 'older' | 'newer';

export interface TimelineState {
  /** shown, newest first */
  ids: string[];
  /** arrived but not shown yet: the "Show new (N)" counter */
  pendingIds: string[];
  /** newest id known (shown or pending): since_id for the poller */
  newestId: string | null;
  /** max_id for the next older page */
  oldestId: string | null;
  status: 'idle' | 'loading' | 'loaded' | 'error';
  older: 'idle' | 'loading' | 'error' | 'bottomedOut';
  error: UiMessage | null;
  /** a poll returned a whole page: there may be a gap, so "show new" becomes "reload" */
  flushMarker: boolean;
}

/** How many statuses stay when new ones are shown (spec 000 §4: showing new keeps 50). */
export const SHOW_NEW_KEEP = 50;
export const PAGE_SIZE = 20;

export const emptyTimeline: TimelineState = {
  ids: [],
  pendingIds: [],
  newestId: null,
  oldestId: null,
  status: 'idle',
  older: 'idle',
  error: null,
  flushMarker: false,
};

export function timelineKey(kind: TimelineKind, param?: string | null): TimelineKey {
  return param ? `${kind}:${param}` : kind;
}

export function parseTimelineKey(key: TimelineKey): { kind: TimelineKind; param: string | null } {
  const at = key.indexOf(':');
  if (at < 0) return { kind: key as TimelineKind, param: null };
  return { kind: key.slice(0, at) as TimelineKind, param: key.slice(at + 1) };
}

/** intents handled by sagas/timelines.ts */
export const timelineOlderRequested = createAction<{ key: TimelineKey }>('timelines/olderRequested');
export const timelineReloadRequested = createAction<{ key: TimelineKey }>('timelines/reloadRequested');

type TimelinesState = Record<TimelineKey, TimelineState>;

interface Fetched {
  key: TimelineKey;
  direction: FetchDirection;
  ids: string[];
  /** pagination from the Link header, when the server sent one */
  maxId: string | null;
}

const unique = (ids: string[], exclude: Set<string>) => ids.filter((id) => !exclude.has(id) && (exclude.add(id), true));

const ensure = (state: TimelinesState, key: TimelineKey): TimelineState => (state[key] ??= { ...emptyTimeline });

const timelinesSlice = createSlice({
  name: 'timelines',
  initialState: {} as TimelinesState,
  reducers: {
    timelineOpened(state, action: PayloadAction<{ key: TimelineKey }>) {
      ensure(state, action.payload.key);
    },
    timelineClosed(_state, _action: PayloadAction<{ key: TimelineKey }>) {},
    timelineFetchStarted(state, action: PayloadAction<{ key: TimelineKey; direction: FetchDirection }>) {
      const tl = ensure(state, action.payload.key);
      if (action.payload.direction === 'initial') {
        tl.status = 'loading';
        tl.error = null;
      } else if (action.payload.direction === 'older') tl.older = 'loading';
    },
    timelineFetched(state, action: PayloadAction<Fetched>) {
      const { key, direction, ids, maxId } = action.payload;
      const tl = ensure(state, key);
      if (direction === 'initial') {
        Object.assign(tl, { ...emptyTimeline, ids: unique(ids, new Set()), status: 'loaded' });
        tl.newestId = ids[0] ?? null;
        tl.oldestId = maxId ?? ids[ids.length - 1] ?? null;
        tl.older = ids.length === 0 ? 'bottomedOut' : 'idle';
      } else if (direction === 'older') {
        const added = unique(ids, new Set(tl.ids));
        tl.ids.push(...added);
        tl.oldestId = maxId ?? ids[ids.length - 1] ?? tl.oldestId;
        tl.older = ids.length === 0 ? 'bottomedOut' : 'idle';
      } else {
        const added = unique(ids, new Set([...tl.ids, ...tl.pendingIds]));
        tl.pendingIds = [...added, ...tl.pendingIds];
        if (ids[0]) tl.newestId = ids[0];
        if (ids.length >= PAGE_SIZE) tl.flushMarker = true;
      }
    },
    timelineFetchFailed(state, action: PayloadAction<{ key: TimelineKey; direction: FetchDirection; error: UiMessage }>) {
      const tl = ensure(state, action.payload.key);
      if (action.payload.direction === 'initial') {
        tl.status = 'error';
        tl.error = action.payload.error;
      } else if (action.payload.direction === 'older') tl.older = 'error';
    },
    timelineNewShown(state, action: PayloadAction<{ key: TimelineKey }>) {
      const tl = ensure(state, action.payload.key);
      if (tl.pendingIds.length === 0) return;
      tl.ids = [...tl.pendingIds, ...tl.ids];
      tl.pendingIds = [];
      if (tl.ids.length > SHOW_NEW_KEEP) {
        tl.ids = tl.ids.slice(0, SHOW_NEW_KEEP);
        tl.oldestId = tl.ids[tl.ids.length - 1];
        tl.older = 'idle';
      }
    },
    /** drop a status from every timeline (a deletion, or a status that failed to parse) */
    statusRemoved(state, action: PayloadAction<{ id: string }>) {
      for (const tl of Object.values(state)) {
        tl.ids = tl.ids.filter((id) => id !== action.payload.id);
        tl.pendingIds = tl.pendingIds.filter((id) => id !== action.payload.id);
      }
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionCleared, () => ({}));
  },
});

export const {
  timelineOpened,
  timelineClosed,
  timelineFetchStarted,
  timelineFetched,
  timelineFetchFailed,
  timelineNewShown,
  statusRemoved,
} = timelinesSlice.actions;
export default timelinesSlice.reducer;
