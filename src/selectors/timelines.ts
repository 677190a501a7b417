import type { RootState } from '../store/rootReducer';
import { emptyTimeline, type TimelineKey, type TimelineState } from '../slices/timelines';

export const selectTimeline = (s: RootState, key: TimelineKey): TimelineState => s.timelines[key] ?? emptyTimeline;
