import type { RootState } from '../store/rootReducer';
import { emptyTimeline, type TimelineKey, type TimelineState } from '../slices/timelines';
import { tagKey } from '../features/interactions/tagsSlice';

export const selectTimeline = (s: RootState, key: TimelineKey): TimelineState => s.timelines[key] ?? emptyTimeline;

/** Whether any timeline's page (first, older or newer) is on its way. */
export const selectPageOnItsWay = (s: RootState): boolean =>
  Object.values(s.timelines).some((tl) => tl?.status === 'loading' || tl?.older === 'loading' || tl?.newer === 'loading');

/** Whether the viewer follows #name; null until the server said (or when it cannot say). */
export const selectTagFollowing = (s: RootState, name: string): boolean | null => s.tags[tagKey(name)]?.following ?? null;
