// When the first screen is on the page (issue 25): what it does not need (the hotkeys, the sidebar's panels about
// the server, the theme engine, focus after navigation) loads after it, so their chunks and their work never stand
// between the timeline's answer and its first posts.
import { call, delay, put, race, select, take } from 'typed-redux-saga';
import type { Action } from '@reduxjs/toolkit';
import type { RootState } from '../store/rootReducer';
import { firstScreenDrawn, firstScreenMounted } from '../slices/ui';
import { timelineFetched, timelineFetchFailed } from '../slices/timelines';

/** A first page slower than this no longer holds the extras back. */
export const FIRST_SCREEN_MAX_WAIT_MS = 3000;

const timelineLoading = (s: RootState) => Object.values(s.timelines).some((t) => t.status === 'loading');

export const firstPageSettled = (action: Action) =>
  (timelineFetched.match(action) || timelineFetchFailed.match(action)) && action.payload.direction === 'initial';

/** Resolves after the next frame is painted (a timeout queued from the frame's callback runs after its paint). */
export function afterPaint(): Promise<void> {
  return new Promise((resolve) => {
    const next = () => setTimeout(resolve, 0);
    if (typeof requestAnimationFrame === 'function') requestAnimationFrame(next);
    else next();
  });
}

export function* firstScreenSaga() {
  yield* take(firstScreenMounted);
  // the screen opened its timeline in its own effects, which ran before the shell's
  if (yield* select(timelineLoading)) yield* race({ settled: take(firstPageSettled), cap: delay(FIRST_SCREEN_MAX_WAIT_MS) });
  yield* call(afterPaint);
  yield* put(firstScreenDrawn());
}
