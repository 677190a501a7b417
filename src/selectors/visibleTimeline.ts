import type { RootState } from '../store/rootReducer';
import type { TimelineKey } from '../slices/timelines';
import { makeSelectMuteState, type MuteContext } from './muteRules';
import { selectTimeline } from './timelines';
import { timelineRowIds } from './timelineRows';

const sameIds = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((id, k) => id === b[k]);

/**
 * One per mounted timeline: its rows (`timelineRowIds`) minus the hidden ones (spec 001 §4 hide settings). The same
 * array comes back while the visible list is unchanged, so a favourite on one status does not re-render
 * the timeline; each row's verdict is memoized by its own mute-state selector.
 */
export const makeSelectVisibleIds = () => {
  const rows = new Map<string, ReturnType<typeof makeSelectMuteState>>();
  let context: MuteContext = {};
  let last: string[] = [];
  return (s: RootState, key: TimelineKey): string[] => {
    const timeline = selectTimeline(s, key);
    // what the server sent other than asked, put right (timelineRows.ts)
    const ids = timelineRowIds(s, key, timeline.ids, timeline.pinnedIds);
    if (context.timelineKey !== key) {
      context = { timelineKey: key };
      rows.clear();
    }
    const visible = ids.filter((id) => {
      let select = rows.get(id);
      if (!select) rows.set(id, (select = makeSelectMuteState()));
      return !select(s, id, context).hidden;
    });
    // Rows that left the timeline release their selectors.
    if (rows.size > ids.length * 2) {
      const present = new Set(ids);
      for (const id of rows.keys()) if (!present.has(id)) rows.delete(id);
    }
    if (!sameIds(visible, last)) last = sameIds(visible, ids) ? ids : visible;
    return last;
  };
};
