// The search feature's intents. Small and in the first bundle; the slice, sagas and screen come with the
// feature's chunks ("search").
import { createAction } from '@reduxjs/toolkit';

export type SearchTab = 'statuses' | 'people' | 'hashtags';

/** The search screen shows this query (its address changed, or it mounted): a kept result shows at once, else it is asked. */
export const searchOpened = createAction<{ query: string }>('search/opened');
/** The reader asked again (Enter on the same query, or 'Try again'): always a fresh request. */
export const searchRequested = createAction<{ query: string }>('search/requested');
/** The next page of one tab, from the offset reached so far. */
export const searchMoreRequested = createAction<{ query: string; tab: SearchTab }>('search/moreRequested');
/** The search screen left: requests still running are cancelled. */
export const searchClosed = createAction('search/closed');
/** A tag timeline's header wants the tag's counts (and the viewer's follow state): GET /api/v1/tags/{tag}. */
export const tagStatsRequested = createAction<{ name: string }>('search/tagStatsRequested');
