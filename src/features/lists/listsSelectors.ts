// Selectors the first bundle's navigation uses: they read the lazy `lists` slice without loading it (absent
// until the lists chunk joins the store at sign-in), so they import its types only.
import type { RootState } from '../../store/rootReducer';
import type { ListEntry } from './listsSlice';

const NO_LISTS: readonly ListEntry[] = [];

/** The member's lists, newest first (the slice keeps them so); one empty array before the chunk loaded. */
export const selectListsNewestFirst = (s: RootState): readonly ListEntry[] => s.lists?.items ?? NO_LISTS;

/** Whether the member's lists have answered (or failed): the navigation waits for them (components/NavPanel). */
export const selectListsAnswered = (s: RootState): boolean => s.lists?.status === 'loaded' || s.lists?.status === 'error';

export const selectListTitle = (s: RootState, id: string): string | null =>
  s.lists?.items.find((l) => l.id === id)?.title ?? null;
