// The rows a timeline shows, from the ids its slice holds, where a server answers other than asked (issue 17):
// snac2 sends a bookmarked or favourited post wrapped as someone's repeat, and ignores only_media and
// exclude_replies on a profile's statuses.
import type { RootState } from '../store/rootReducer';
import type { TimelineKey } from '../slices/timelines';
import { selectCapabilities } from './instance';

/**
 * The ids a timeline shows, before the mute rules: in the bookmarks and favourites lists a repeat the member
 * did not make shows the post itself (what was bookmarked or favourited), once. On a profile's media and
 * statuses tabs, where the server ignores the filter (`statusFilters` off), the client applies it as Mastodon
 * does: media keeps posts with attachments of their own (no repeats), statuses drops replies to others (a
 * thread stays); the pinned posts (asked for without the filter) stay. Returns `ids` itself when nothing changes.
 */
export function timelineRowIds(s: RootState, key: TimelineKey, ids: string[], pinnedIds?: readonly string[]): string[] {
  const kind = key.split(':')[0];
  const statuses = s.entities.statuses.entities;
  let rows: string[];
  if (kind === 'bookmarks' || kind === 'favorites') {
    rows = [
      ...new Set(
        ids.map((id) => {
          const entry = statuses[id];
          return entry?.reblog && entry.account !== s.auth.me ? entry.reblog : id;
        }),
      ),
    ];
  } else if ((kind === 'media' || kind === 'user') && !selectCapabilities(s).statusFilters) {
    rows = ids.filter((id) => {
      const st = statuses[id];
      // a row whose status is gone is the card's to leave out (it renders nothing)
      if (!st || pinnedIds?.includes(id)) return true;
      return kind === 'media'
        ? !st.reblog && st.media_attachments.length > 0
        : st.in_reply_to_id == null || st.in_reply_to_account_id === st.account;
    });
  } else return ids;
  return rows.length === ids.length && rows.every((id, i) => id === ids[i]) ? ids : rows;
}
