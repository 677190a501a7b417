// The search screen's state: a few recent searches by query (so Back and Forward show them as they were:
// results, pages and tab), and the counts of hashtags whose timeline is open. Ids only; statuses and accounts
// live in entities. A lazy slice: it joins the store when the search chunk loads.
import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer, type RootState } from '../../store/rootReducer';
import type { UiMessage } from '../../slices/ui';
import { loginSucceeded, sessionCleared } from '../../slices/auth';
import { statusRemoved } from '../../slices/timelines';
import { searchOpened, type SearchTab } from './searchIntents';
import { pickTab } from './lib/query';
import type { HashtagResult, TagDay } from './lib/hashtags';

/** Results asked per tab and page (limit), and the size that means "there may be more". */
export const SEARCH_PAGE_SIZE = 20;
/** Searches kept for Back and Forward; older ones are asked again when returned to. */
export const SEARCH_KEPT = 5;

export interface TabResults<T> {
  items: T[];
  /** what the server sent so far for this tab: the next page's `offset` */
  offset: number;
  /** the last page was full, so the server may have more */
  more: boolean;
  paging: 'idle' | 'loading' | 'error';
  /** a page beyond the first was asked (so 'no more results' means something) */
  paged: boolean;
}

export interface SearchEntry {
  query: string;
  status: 'loading' | 'loaded' | 'error';
  error: UiMessage | null;
  /** a visitor the server refuses search (401/403): 'Log in to search' */
  loginRequired: boolean;
  tab: SearchTab;
  statuses: TabResults<string>;
  people: TabResults<string>;
  hashtags: TabResults<HashtagResult>;
  /** the query named one thing and it opened directly (its profile or post): returning to the query opens it again */
  openedPath: string | null;
}

export interface SearchState {
  entries: Record<string, SearchEntry>;
  /** queries of the kept entries, most recent last */
  recent: string[];
  /** GET /api/v1/tags/{tag}: the history of open tag timelines, by lower-cased name */
  tags: Record<string, TagDay[]>;
}

const emptyTab = <T>(): TabResults<T> => ({ items: [], offset: 0, more: false, paging: 'idle', paged: false });

export const emptySearch = (query: string): SearchEntry => ({
  query,
  status: 'loading',
  error: null,
  loginRequired: false,
  tab: 'statuses',
  statuses: emptyTab(),
  people: emptyTab(),
  hashtags: emptyTab(),
  openedPath: null,
});

const initialState: SearchState = { entries: {}, recent: [], tags: {} };

/** Marks `query` most recent and forgets the oldest beyond SEARCH_KEPT (their ids can then be evicted). */
function touch(state: SearchState, query: string) {
  state.recent = [...state.recent.filter((q) => q !== query), query];
  while (state.recent.length > SEARCH_KEPT) {
    const old = state.recent.shift();
    if (old !== undefined) delete state.entries[old];
  }
}

/** `a` then the items of `b` it lacks (a page can repeat what an earlier one sent when results shift). */
function uniqueConcat<T>(a: T[], b: T[], key: (x: T) => string): T[] {
  const seen = new Set(a.map(key));
  const out = [...a];
  for (const x of b) {
    if (seen.has(key(x))) continue;
    seen.add(key(x));
    out.push(x);
  }
  return out;
}

export interface SearchPage {
  query: string;
  statuses: string[];
  accounts: string[];
  hashtags: HashtagResult[];
  /** how many of each the server sent (broken or deleted ones included): the offsets of the next pages */
  received: { statuses: number; people: number; hashtags: number };
  openedPath: string | null;
}

const searchSlice = createSlice({
  name: 'search',
  initialState,
  reducers: {
    searchStarted(state, action: PayloadAction<{ query: string }>) {
      const { query } = action.payload;
      state.entries[query] = emptySearch(query);
      touch(state, query);
    },
    searchLoaded(state, action: PayloadAction<SearchPage>) {
      const { query, statuses, accounts, hashtags, received, openedPath } = action.payload;
      const tab = <T>(items: T[], got: number): TabResults<T> => ({
        ...emptyTab<T>(),
        items,
        offset: got,
        more: got >= SEARCH_PAGE_SIZE,
      });
      state.entries[query] = {
        ...emptySearch(query),
        status: 'loaded',
        statuses: tab(statuses, received.statuses),
        people: tab(accounts, received.people),
        hashtags: tab(hashtags, received.hashtags),
        tab: pickTab({ statuses: statuses.length, people: accounts.length, hashtags: hashtags.length }),
        openedPath,
      };
      touch(state, query);
    },
    searchFailed(state, action: PayloadAction<{ query: string; error: UiMessage; loginRequired?: boolean }>) {
      const { query, error, loginRequired = false } = action.payload;
      state.entries[query] = { ...emptySearch(query), status: 'error', error, loginRequired };
      touch(state, query);
    },
    /** the request was cancelled before it answered (the screen left): nothing is kept, so a return asks again */
    searchCancelled(state, action: PayloadAction<{ query: string }>) {
      const { query } = action.payload;
      if (state.entries[query]?.status !== 'loading') return;
      delete state.entries[query];
      state.recent = state.recent.filter((q) => q !== query);
    },
    searchMoreStarted(state, action: PayloadAction<{ query: string; tab: SearchTab }>) {
      const entry = state.entries[action.payload.query];
      if (!entry) return;
      entry[action.payload.tab].paging = 'loading';
      entry[action.payload.tab].paged = true;
    },
    searchMoreLoaded(
      state,
      action: PayloadAction<{ query: string; tab: SearchTab; ids?: string[]; hashtags?: HashtagResult[]; received: number }>,
    ) {
      const { query, tab, ids = [], hashtags = [], received } = action.payload;
      const entry = state.entries[query];
      if (!entry) return;
      if (tab === 'hashtags') {
        const results = entry.hashtags;
        results.items = uniqueConcat(results.items, hashtags, (h) => h.name.toLowerCase());
        Object.assign(results, { offset: results.offset + received, more: received >= SEARCH_PAGE_SIZE, paging: 'idle' });
      } else {
        const results = entry[tab];
        results.items = uniqueConcat(results.items, ids, (id) => id);
        Object.assign(results, { offset: results.offset + received, more: received >= SEARCH_PAGE_SIZE, paging: 'idle' });
      }
    },
    /** `end`: the server refuses paging here (Mastodon refuses visitors an offset): the tab simply has no more */
    searchMoreFailed(state, action: PayloadAction<{ query: string; tab: SearchTab; end?: boolean }>) {
      const results = state.entries[action.payload.query]?.[action.payload.tab];
      if (!results) return;
      results.paging = action.payload.end ? 'idle' : 'error';
      if (action.payload.end) results.more = false;
    },
    /** the reader chose a tab (only the search screen, which loads this slice, dispatches it) */
    searchTabChosen(state, action: PayloadAction<{ query: string; tab: SearchTab }>) {
      const entry = state.entries[action.payload.query];
      if (entry) entry.tab = action.payload.tab;
    },
    /** the page request was cancelled (the screen left): the button is offered again */
    searchMoreCancelled(state, action: PayloadAction<{ query: string; tab: SearchTab }>) {
      const results = state.entries[action.payload.query]?.[action.payload.tab];
      if (results?.paging === 'loading') results.paging = 'idle';
    },
    tagStatsLoaded(state, action: PayloadAction<{ name: string; history: TagDay[] }>) {
      state.tags[action.payload.name.toLowerCase()] = action.payload.history;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(searchOpened, (state, action) => {
      if (state.entries[action.payload.query]) touch(state, action.payload.query);
    });
    // A deleted post leaves every kept search (spec: deleted statuses are hidden).
    builder.addCase(statusRemoved, (state, { payload: { id } }) => {
      for (const entry of Object.values(state.entries)) {
        if (entry.statuses.items.includes(id)) entry.statuses.items = entry.statuses.items.filter((s) => s !== id);
      }
    });
    // Results depend on who asked (resolve, visibility): a new session starts with none.
    builder.addCase(sessionCleared, () => initialState);
    builder.addCase(loginSucceeded, () => initialState);
  },
});

export const {
  searchStarted,
  searchLoaded,
  searchFailed,
  searchCancelled,
  searchMoreStarted,
  searchMoreLoaded,
  searchMoreFailed,
  searchMoreCancelled,
  searchTabChosen,
  tagStatsLoaded,
} = searchSlice.actions;

declare module '../../store/rootReducer' {
  interface LazyLoadedSlices extends WithSlice<typeof searchSlice> {}
}

/** In the store from the moment this module is evaluated (its chunk loaded); reads as the initial state before. */
const injectedSearch = searchSlice.injectInto(rootReducer);
export const selectSearchState = (s: RootState): SearchState => injectedSearch.selectSlice(s);
export default searchSlice.reducer;
