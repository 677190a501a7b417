import type { RootState } from '../../store/rootReducer';
import type { StatusEntity } from '../../schemas/index';
import { makeSelectMuteState, type MuteContext } from '../../selectors/muteRules';
import { selectSearchState, type SearchEntry } from './searchSlice';
import type { SearchTab } from './searchIntents';
import type { TagDay } from './lib/hashtags';

export const selectSearchEntry = (s: RootState, query: string): SearchEntry | undefined => selectSearchState(s).entries[query];

/** Pleroma keeps a deleted post's record with `deleted: true`; the search screen does not show it. */
export const isDeletedStatus = (status: StatusEntity | undefined): boolean =>
  !status || ('deleted' in status && (status as { deleted?: unknown }).deleted === true);

const NO_CONTEXT: MuteContext = {};
const sameIds = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((id, k) => id === b[k]);

/**
 * One per mounted result list: the statuses of a search minus the deleted ones and those a hide rule takes away
 * (spec 001 §4; muted ones stay, behind their notice, as in timelines). The same array comes back while the
 * visible list is unchanged, so a favourite on one card does not re-render the list.
 */
export const makeSelectVisibleSearchStatuses = () => {
  const rows = new Map<string, ReturnType<typeof makeSelectMuteState>>();
  let last: string[] = [];
  return (s: RootState, query: string): string[] => {
    const ids = selectSearchEntry(s, query)?.statuses.items ?? [];
    const statuses = s.entities.statuses.entities;
    const visible = ids.filter((id) => {
      const entry = statuses[id];
      const shown = entry?.reblog ? statuses[entry.reblog] : entry;
      if (isDeletedStatus(entry) || isDeletedStatus(shown)) return false;
      let select = rows.get(id);
      if (!select) rows.set(id, (select = makeSelectMuteState()));
      return !select(s, id, NO_CONTEXT).hidden;
    });
    if (!sameIds(visible, last)) last = visible;
    return last;
  };
};

/** How many results each tab shows (the statuses tab counts what it shows). */
export function searchCounts(entry: SearchEntry | undefined, visibleStatuses: readonly string[]): Record<SearchTab, number> {
  return {
    statuses: visibleStatuses.length,
    people: entry?.people.items.length ?? 0,
    hashtags: entry?.hashtags.items.length ?? 0,
  };
}

/** A tag's history as GET /api/v1/tags/{tag} sent it (undefined until it answered); `tagCounts` reads it. */
export const selectTagHistory = (s: RootState, name: string): TagDay[] | undefined =>
  selectSearchState(s).tags[name.toLowerCase()];
