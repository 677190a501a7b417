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
  /** a profile's pinned statuses (kind 'user'), shown first and marked pinned; absent elsewhere */
  pinnedIds?: string[];
  /** a visitor the server does not let read this timeline (401, or the capability table says so): 'Log in to see' */
  loginRequired?: boolean;
  /** a poll for newer statuses is on its way (sagas/replyCounts.ts waits for it) */
  newer?: 'loading';
}

/** How many statuses stay when new ones are shown (spec 000 §4: showing new keeps 50). */
export const SHOW_NEW_KEEP = 50;
/** A timeline holds at most this many shown ids, and as many pending, so a tab left open all day stays flat. */
export const TIMELINE_MAX_IDS = 400;
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
  /** 'initial' of a profile: its pinned statuses, put before `ids` */
  pinnedIds?: string[];
  /** 'newer': the page's first id when a row kept its own id for that post (sagas/renewedIds.ts) */
  newestId?: string;
}

const unique = (ids: string[], exclude: Set<string>) => ids.filter((id) => !exclude.has(id) && (exclude.add(id), true));

/** Ids grow with time: longer is newer (numeric ids), same length compares as text (flake ids). */
const isNewerId = (a: string, b: string) => a.length > b.length || (a.length === b.length && a > b);

const ensure = (state: TimelinesState, key: TimelineKey): TimelineState => (state[key] ??= { ...emptyTimeline });

/** Drops the oldest shown ids beyond the bound; they can be fetched again as older statuses. */
function capIds(tl: TimelineState) {
  if (tl.ids.length <= TIMELINE_MAX_IDS) return;
  tl.ids = tl.ids.slice(0, TIMELINE_MAX_IDS);
  tl.oldestId = tl.ids.at(-1) ?? null; // the list is full here, never empty
  tl.older = 'idle';
}

/** Pending beyond the bound leaves a gap between them and the shown ones: "show new" becomes "reload". */
function capPending(tl: TimelineState | undefined) {
  if (!tl || tl.pendingIds.length <= TIMELINE_MAX_IDS) return;
  tl.pendingIds = tl.pendingIds.slice(0, TIMELINE_MAX_IDS);
  tl.flushMarker = true;
}

const hasTimelineKey = (action: { type: string; payload?: unknown }): action is PayloadAction<{ key: TimelineKey }> =>
  action.type.startsWith('timelines/') &&
  typeof action.payload === 'object' &&
  action.payload !== null &&
  typeof (action.payload as { key?: unknown }).key === 'string';

const initialState: TimelinesState = {};

const timelinesSlice = createSlice({
  name: 'timelines',
  initialState,
  reducers: {
    timelineOpened(state, action: PayloadAction<{ key: TimelineKey }>) {
      ensure(state, action.payload.key);
    },
    /** Leaving a list timeline clears it (spec 000 §4): it is fetched afresh the next time it opens. */
    timelineClosed(state, action: PayloadAction<{ key: TimelineKey }>) {
      if (action.payload.key.startsWith('list:')) delete state[action.payload.key];
    },
    /** start-up fetches the first screen's timeline before the screen mounts; the screen adopts it */
    timelinePrefetched(state, action: PayloadAction<{ key: TimelineKey }>) {
      ensure(state, action.payload.key);
    },
    timelineFetchStarted(state, action: PayloadAction<{ key: TimelineKey; direction: FetchDirection }>) {
      const tl = ensure(state, action.payload.key);
      if (action.payload.direction === 'initial') {
        tl.status = 'loading';
        tl.error = null;
        delete tl.loginRequired;
      } else if (action.payload.direction === 'older') tl.older = 'loading';
      else tl.newer = 'loading';
    },
    /** The screen closed while a page was on its way: nothing will answer it. */
    timelineFetchCancelled(state, action: PayloadAction<{ key: TimelineKey; direction: FetchDirection }>) {
      const tl = state[action.payload.key];
      if (!tl) return;
      if (action.payload.direction === 'older' && tl.older === 'loading') tl.older = 'idle';
      delete tl.newer;
    },
    timelineFetched(state, action: PayloadAction<Fetched>) {
      const { key, direction, ids, maxId, pinnedIds } = action.payload;
      const tl = ensure(state, key);
      if (direction === 'initial') {
        const pinned = unique(pinnedIds ?? [], new Set());
        Object.assign(tl, { ...emptyTimeline, ids: [...pinned, ...unique(ids, new Set(pinned))], status: 'loaded' });
        delete tl.loginRequired;
        if (pinnedIds) tl.pinnedIds = pinned;
        tl.newestId = ids[0] ?? null;
        tl.oldestId = maxId ?? ids[ids.length - 1] ?? null;
        tl.older = ids.length === 0 ? 'bottomedOut' : 'idle';
      } else if (direction === 'older') {
        const added = unique(ids, new Set(tl.ids));
        tl.ids.push(...added);
        tl.oldestId = maxId ?? ids[ids.length - 1] ?? tl.oldestId;
        tl.older = ids.length === 0 ? 'bottomedOut' : 'idle';
      } else {
        delete tl.newer;
        const added = unique(ids, new Set([...tl.ids, ...tl.pendingIds]));
        tl.pendingIds = [...added, ...tl.pendingIds];
        const newest = action.payload.newestId ?? ids[0];
        if (newest) tl.newestId = newest;
        if (ids.length >= PAGE_SIZE) tl.flushMarker = true;
      }
    },
    timelineFetchFailed(
      state,
      action: PayloadAction<{ key: TimelineKey; direction: FetchDirection; error: UiMessage; loginRequired?: boolean }>,
    ) {
      const tl = ensure(state, action.payload.key);
      if (action.payload.loginRequired) {
        // Whatever was asked: a visitor who may not read it sees the sign-in offer, not posts nor an error.
        Object.assign(tl, { ...emptyTimeline, status: 'error', error: action.payload.error, loginRequired: true });
        delete tl.pinnedIds;
      } else if (action.payload.direction === 'initial') {
        tl.status = 'error';
        tl.error = action.payload.error;
      } else if (action.payload.direction === 'older') tl.older = 'error';
      delete tl.newer;
    },
    /** keepShown: the reader is not at the top, so what they are reading stays (up to the bound) */
    timelineNewShown(state, action: PayloadAction<{ key: TimelineKey; keepShown?: boolean }>) {
      const tl = ensure(state, action.payload.key);
      if (tl.pendingIds.length === 0) return;
      // A profile's pinned statuses stay on top.
      const pinned = new Set(tl.pinnedIds);
      const unpinned = (ids: string[]) => ids.filter((id) => !pinned.has(id));
      tl.ids = [...(tl.pinnedIds ?? []), ...unpinned(tl.pendingIds), ...unpinned(tl.ids)];
      tl.pendingIds = [];
      if (action.payload.keepShown) capIds(tl);
      else if (tl.ids.length > SHOW_NEW_KEEP) {
        tl.ids = tl.ids.slice(0, SHOW_NEW_KEEP);
        tl.oldestId = tl.ids.at(-1) ?? null; // longer than SHOW_NEW_KEEP, never empty
        tl.older = 'idle';
      }
    },
    /** statuses pushed by the streaming socket (newest first, as everywhere): queued behind "show new" */
    timelineStatusesStreamed(state, action: PayloadAction<{ key: TimelineKey; ids: string[] }>) {
      const tl = ensure(state, action.payload.key);
      const added = unique(action.payload.ids, new Set([...tl.ids, ...tl.pendingIds]));
      tl.pendingIds = [...added, ...tl.pendingIds];
      for (const id of added) if (!tl.newestId || isNewerId(id, tl.newestId)) tl.newestId = id;
    },
    /** periodic bound (sagas/eviction.ts): every queue is capped; timelines not on screen also lose old shown ids */
    timelinesTrimmed(state, action: PayloadAction<{ open: TimelineKey[] }>) {
      for (const [key, tl] of Object.entries(state)) {
        capPending(tl);
        if (!action.payload.open.includes(key)) capIds(tl);
      }
    },
    /** drop statuses from some timelines (a block, an unfollow: see sagas/statusEvents.ts) */
    timelineStatusesRemoved(state, action: PayloadAction<{ keys: TimelineKey[]; ids: string[] }>) {
      const gone = new Set(action.payload.ids);
      for (const key of action.payload.keys) {
        const tl = state[key];
        if (!tl) continue;
        tl.ids = tl.ids.filter((id) => !gone.has(id));
        tl.pendingIds = tl.pendingIds.filter((id) => !gone.has(id));
      }
    },
    /**
     * The user's own post, confirmed by the server: shown at once at the top of the timelines it belongs to
     * (the composer sagas work out `keys`; timelines not open are left alone and fetch it themselves).
     * `inReplyToId` lets open conversations of the replied status show it too (slices/conversations.ts).
     */
    statusPosted(state, action: PayloadAction<{ id: string; keys: TimelineKey[]; inReplyToId: string | null }>) {
      const { id, keys } = action.payload;
      for (const key of keys) {
        const tl = state[key];
        if (!tl) continue;
        tl.pendingIds = tl.pendingIds.filter((p) => p !== id);
        if (!tl.ids.includes(id)) tl.ids.unshift(id);
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
    // Whichever reducer queued statuses (poll, stream), the queue stays bounded.
    builder.addMatcher(hasTimelineKey, (state, action) => capPending(state[action.payload.key]));
  },
});

export const {
  timelineOpened,
  timelineClosed,
  timelinePrefetched,
  timelineFetchStarted,
  timelineFetched,
  timelineFetchFailed,
  timelineFetchCancelled,
  timelineNewShown,
  timelinesTrimmed,
  timelineStatusesRemoved,
  statusRemoved,
  timelineStatusesStreamed,
  statusPosted,
} = timelinesSlice.actions;
export default timelinesSlice.reducer;
