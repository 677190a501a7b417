import { put, select } from 'typed-redux-saga';
import { selectTimeline } from '../selectors/timelines';
import { timelineKey, timelinePrefetched } from '../slices/timelines';
import { firstTimeline } from '../utils/firstTimeline';

/**
 * A member's timeline on the screen at `pathname`, asked for before that screen renders (issue 25): at start-up once
 * the server has accepted the stored token, and at sign-in for the screen the member lands on. Nothing is asked when
 * the path shows no timeline, or when that timeline is already loaded or on its way (a visitor's public page, home
 * drawn from the warm start's cache). The screen adopts the request (sagas/timelines.ts).
 */
export function* prefetchMemberTimeline(pathname: string) {
  const first = firstTimeline(pathname, true);
  if (!first) return;
  const key = timelineKey(first.kind, first.param);
  const timeline = yield* select(selectTimeline, key);
  if (timeline.status !== 'idle' || timeline.ids.length > 0) return;
  yield* put(timelinePrefetched({ key }));
}
