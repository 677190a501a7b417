import { createAction, createSlice, type PayloadAction, type UnknownAction } from '@reduxjs/toolkit';
import { timelineOpened, type TimelineKey } from './timelines';

/**
 * A message the UI translates: `id` is a locale key, `values` fill its placeholders.
 * `text` carries the server's own words when it sent some; it is shown instead of the key.
 */
export interface UiMessage {
  id: string;
  values?: Record<string, string | number>;
  text?: string;
  /** a message filling the {error} placeholder, e.g. 'Error fetching timeline: {error}' */
  cause?: UiMessage;
}

export type NoticeLevel = 'error' | 'warning' | 'success' | 'info';

export interface Notice {
  id: number;
  level: NoticeLevel;
  message: UiMessage;
  /** ms after which the notice dismisses itself; absent = stays until dismissed */
  timeout?: number;
  /** an intent its "Try again" button dispatches (e.g. loading a chunk again) */
  retry?: UnknownAction;
  /** the message id of that button's label, when it is not "Try again" (the new-version notice's 'Reload') */
  retryLabel?: string;
}

export interface UiState {
  notices: Notice[];
  nextNoticeId: number;
  sideDrawerOpen: boolean;
  /** true once what the first screen needs has settled (config, instance document, sign-in), whatever the outcome */
  booted: boolean;
  /** true once the rest of start-up has settled too (NodeInfo, the admin's frontend configuration) */
  settled: boolean;
  /** true once the first screen is on the page (its first posts, or a screen without any): lazy extras come after */
  firstScreenDrawn: boolean;
  /** a route change a saga asked for; `seq` makes a repeat of the same target a new request */
  navigation: NavigationRequest | null;
  /** ms since epoch until which the server asked us to send less (a 429); pollers wait until then */
  rateLimitedUntil: number | null;
  /** the timeline the reader opened last (its key): the drawer's timelines entry goes back to it */
  lastTimeline: TimelineKey | null;
}

export interface NavigationRequest {
  to: string;
  replace?: boolean;
  /** router location state, e.g. { passwordResetRequested: true } */
  state?: Record<string, string | number | boolean>;
  seq: number;
}

const initialState: UiState = {
  notices: [],
  nextNoticeId: 1,
  sideDrawerOpen: false,
  booted: false,
  settled: false,
  firstScreenDrawn: false,
  navigation: null,
  rateLimitedUntil: null,
  lastTimeline: null,
};

const uiSlice = createSlice({
  name: 'ui',
  initialState,
  reducers: {
    noticeAdded: {
      reducer(state, action: PayloadAction<Omit<Notice, 'id'>>) {
        // The same message twice in a row (a poller failing every 20 s) shows once.
        const same = state.notices.find(
          (n) => n.message.id === action.payload.message.id && n.message.text === action.payload.message.text,
        );
        if (same) return;
        state.notices.push({ ...action.payload, id: state.nextNoticeId });
        state.nextNoticeId += 1;
      },
      prepare(level: NoticeLevel, message: UiMessage, timeout?: number, retry?: UnknownAction, retryLabel?: string) {
        const notice: Omit<Notice, 'id'> = { level, message };
        if (timeout !== undefined) notice.timeout = timeout;
        if (retry) notice.retry = retry;
        if (retryLabel) notice.retryLabel = retryLabel;
        return { payload: notice };
      },
    },
    rateLimited(state, action: PayloadAction<{ until: number }>) {
      state.rateLimitedUntil = Math.max(state.rateLimitedUntil ?? 0, action.payload.until);
    },
    noticeDismissed(state, action: PayloadAction<number>) {
      state.notices = state.notices.filter((n) => n.id !== action.payload);
    },
    /** a progress notice ('Synchronizing…') whose outcome has come: it goes, whatever its timeout */
    noticesWithdrawn(state, action: PayloadAction<{ messageIds: string[] }>) {
      state.notices = state.notices.filter((n) => !action.payload.messageIds.includes(n.message.id));
    },
    sideDrawerToggled(state, action: PayloadAction<boolean | undefined>) {
      state.sideDrawerOpen = action.payload ?? !state.sideDrawerOpen;
    },
    bootFinished(state) {
      state.booted = true;
    },
    startupSettled(state) {
      state.settled = true;
    },
    /** the shell's first commit (its screen's own effects, such as opening a timeline, have run) */
    firstScreenMounted() {},
    firstScreenDrawn(state) {
      state.firstScreenDrawn = true;
    },
    /** Sagas change the route through the store, so a recorded log replays its navigation too. */
    navigationRequested(state, action: PayloadAction<Omit<NavigationRequest, 'seq'>>) {
      state.navigation = { ...action.payload, seq: (state.navigation?.seq ?? 0) + 1 };
    },
  },
  extraReducers: (builder) => {
    builder.addCase(timelineOpened, (state, action) => {
      state.lastTimeline = action.payload.key;
    });
  },
});

export const {
  noticeAdded,
  noticeDismissed,
  noticesWithdrawn,
  rateLimited,
  sideDrawerToggled,
  bootFinished,
  startupSettled,
  firstScreenMounted,
  firstScreenDrawn,
  navigationRequested,
} = uiSlice.actions;

/** The screen of navigation request `seq` is on screen (the router's transition committed). */
export const navigationSettled = createAction<{ seq: number }>('ui/navigationSettled');
export default uiSlice.reducer;
